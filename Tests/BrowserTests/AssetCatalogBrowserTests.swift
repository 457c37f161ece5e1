import Browser
import Foundation
import JSON
import ListPreview
import PNG
import TestSupport
import Testing

/// The test project's asset catalog, drawn in Chromium: every colour the page uses is the value the
/// catalog gives for the theme and device, and an image set's file is the one for the screen's scale.
@Suite(.serialized) struct AssetCatalogBrowserTests {
    static func brand() throws -> LiveApp {
        var source = AppSource()
        source.fixtures = Repository.root + "/Tests/Projects/Brand/screens.json"
        return try LiveApp(app: AppLoader.makeApp(source))
    }

    @Test func coloursResolveToTheCatalogsValues() async throws {
        let app = try Self.brand()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            // (theme, device, expected accent, placeholder text, placeholder background, as the browser computes them)
            let cases: [(theme: String, device: String, accent: String, text: String, background: String)] = [
                ("light", "iphone-15", "color(srgb 0.345 0.337 0.839)", "color(display-p3 1 0.2 0.3)", "color(srgb 0.9515 0.9515 0.9515)"),
                ("dark", "iphone-15", "rgb(94, 92, 230)", "color(display-p3 1 0.45 0.5)", "color(srgb 0.0728 0.0728 0.0728)"),
                ("dark", "ipad", "rgb(94, 92, 230)", "color(display-p3 1 0.45 0.5)", "color(srgb 0.0728 0.0728 0.0728)"),
            ]
            for expected in cases {
                try await browser.navigate(to: app.url("/screens/brand?os=18&state=empty&embed=1&motion=off&theme=\(expected.theme)&device=\(expected.device)"))
                let colors = try await browser.executeScript("""
                    const probe = document.createElement('span');
                    document.querySelector('.lp-empty').append(probe);
                    probe.style.color = 'var(--accent)';
                    return [getComputedStyle(probe).color, getComputedStyle(document.querySelector('#empty-label')).color,
                            getComputedStyle(document.querySelector('.lp-empty')).backgroundColor];
                    """)
                #expect(colors[0]?.string == expected.accent, "\(expected.theme) \(expected.device) accent: \(colors)")
                #expect(colors[1]?.string == expected.text, "\(expected.theme) \(expected.device) text: \(colors)")
                #expect(colors[2]?.string == expected.background, "\(expected.theme) \(expected.device) background: \(colors)")
            }
        }
    }

    /// `snapshot --scale N` photographs the image set's N-x file: the test project's 1x, 2x and 3x
    /// files are red, green and blue (their dark variants half as bright), 60 × 40 pt each.
    @Test func theImageSetsFileForTheScreensScaleIsDrawn() throws {
        let out = NSTemporaryDirectory() + "catalog-shots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let expected: [Int: (light: [UInt8], dark: [UInt8])] = [1: ([255, 0, 0], [128, 0, 0]), 2: ([0, 255, 0], [0, 128, 0]), 3: ([0, 0, 255], [0, 0, 128])]
        for scale in [1, 2, 3] {
            let run = try Program.run(["snapshot", "--fixtures", Repository.root + "/Tests/Projects/Brand/screens.json", "--out", out + "/\(scale)",
                                       "--states", "empty", "--themes", "light,dark", "--devices", "iphone-15", "--langs", "en", "--os", "18", "--scale", "\(scale)"])
            #expect(run.status == 0, "\(run.stderr)")
            for (theme, colour) in [("light", expected[scale]!.light), ("dark", expected[scale]!.dark)] {
                let name = "brand--empty--iphone-15--\(theme)--en--ios18" + (scale == 1 ? "" : "@\(scale)x") + ".png"
                let shot = try PNGImage(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: out + "/\(scale)/" + name))))
                #expect(shot.width == 393 * scale, "\(name)")
                // The image is centred in the list area; its middle is well inside it.
                let found = (0..<shot.height).lazy.map { y in shot.pixel(x: shot.width / 2, y: y) }
                    .contains { [$0.red, $0.green, $0.blue] == colour }
                #expect(found, "@\(scale)x \(theme): no pixel of the \(scale)x file's colour \(colour) down the middle of \(name)")
            }
        }
    }

    @Test func aTemplateImageIsItsShapeInTheTint() async throws {
        let app = try Self.brand()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: app.url("/screens/brand?os=18&state=data&embed=1&motion=off&theme=light"))
            let star = try await browser.executeScript("""
                const star = document.querySelector('.lp-row-image.lp-template');
                const style = getComputedStyle(star);
                return [style.backgroundColor, style.maskImage || style.webkitMaskImage];
                """)
            #expect(star[0]?.string == "color(srgb 0.345 0.337 0.839)", "the screen's tint, AccentColor: \(star)")
            #expect(star[1]?.string?.contains("Star.imageset/star%402x.png") == true, "\(star)")
        }
    }

    /// The app's font is the face the platform drew with (a web font from the app's file, not a
    /// local one of the same name), where the fixtures name it; the status bar and system controls
    /// keep the system font (here the text face, itself a web font: `/public/text-face.ttf`); and
    /// app-font text scales with Dynamic Type as system text of its style does.
    @Test func theAppsFontIsTheOneDrawn() async throws {
        let app = try Self.brand()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: app.url("/screens/brand?os=18&state=data&embed=1&motion=off&theme=light"))
            try await browser.executeScript("return document.fonts.ready.then(() => true)")
            for selector in [".lp-row-title", ".lp-large-title", ".lp-section-header", ".lp-table-header"] {
                let fonts = try await browser.platformFonts(css: selector)
                let isCustom = fonts.map { $0.family } == ["Noto Serif"] && fonts.allSatisfy { $0.custom }
                #expect(isCustom, "\(selector): \(fonts)")
            }
            let clock = try await browser.platformFonts(css: ".lp-status-time")
            let clockIsSystem = !clock.isEmpty && !clock.contains { $0.family == "Noto Serif" }
            #expect(clockIsSystem, "the status bar keeps the system font: \(clock)")
            try await browser.navigate(to: app.url("/screens/plain?os=18&state=empty&embed=1&motion=off&theme=light"))
            try await browser.executeScript("return document.fonts.ready.then(() => true)")
            let title = try await browser.platformFonts(css: "#empty-label"), detail = try await browser.platformFonts(css: "#empty-detail")
            let titleIsCustom = title.allSatisfy { $0.custom } && title.map { $0.family } == ["Noto Serif"]
            #expect(titleIsCustom, "titleFont: \(title)")
            let detailIsSystem = !detail.isEmpty && !detail.contains { $0.family == "Noto Serif" }
            #expect(detailIsSystem, "the detail keeps the system font: \(detail)")
            let navigation = try await browser.platformFonts(css: ".lp-title")
            let navigationIsCustom = navigation.map { $0.family } == ["Noto Serif"] && navigation.allSatisfy { $0.custom }
            #expect(navigationIsCustom, "the screen's titleFont: \(navigation)")
            // Dynamic Type: a row in the app font has the body style's size at every text size.
            for size in ["xSmall", "large", "AX3"] {
                try await browser.navigate(to: app.url("/screens/brand?os=18&state=data&embed=1&motion=off&textSize=\(size)"))
                let brand = try await browser.executeScript("return getComputedStyle(document.querySelector('.lp-row-title')).fontSize").string
                try await browser.navigate(to: app.url("/screens/plain?os=18&state=data&embed=1&motion=off&textSize=\(size)"))
                let plain = try await browser.executeScript("return getComputedStyle(document.querySelector('.lp-row-title')).fontSize").string
                #expect(brand != nil && brand == plain, "\(size): app font \(brand ?? "?"), system \(plain ?? "?")")
            }
        }
    }
}
