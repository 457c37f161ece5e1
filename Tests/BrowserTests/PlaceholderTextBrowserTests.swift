import Browser
import Foundation
import JSON
import ListPreview
import TestSupport
import Testing

/// What an app's own placeholder draws as UIKit draws it: a line break in a text starts a new line,
/// `textColor` is the detail's colour as given, and a catalog's SVG is its own size in points.
@Suite(.serialized) struct PlaceholderTextBrowserTests {
    /// UILabel (numberOfLines 0) keeps "\n": "Line one\n\nLine three" is three lines, not one; so
    /// are the placeholder's title and button, a row's title and detail, and a section's header and footer.
    @Test func aLineBreakStartsANewLine() async throws {
        let app = try LiveApp(fixtures: #"""
            {"screens": [{"id": "lines", "title": "Lines",
              "sections": [{"header": "Head\nTwo", "footer": "Foot\nTwo", "rows": [{"title": "First\nSecond", "detail": "Detail\nTwo"}]}],
              "emptyStates": {"empty": {"title": "Title\nTwo", "detail": "Line one\n\nLine three", "button": "Try\nagain"}}}]}
            """#)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            func lines(_ selector: String) async throws -> Double {
                let measured = try await browser.executeScript("""
                    const e = document.querySelector(arguments[0]);
                    const range = document.createRange();
                    range.selectNodeContents(e);
                    return [new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top))).size,
                            e.textContent];
                    """, args: [.string(selector)])
                #expect(measured[1]?.string?.contains("\n") == true, "\(selector): the page lost the line break: \(measured)")
                return measured[0]?.double ?? 0
            }
            try await browser.navigate(to: app.url("/screens/lines?os=18&state=empty&embed=1&motion=off"))
            #expect(try await lines("#empty-detail") == 2, "two lines of text, a blank line between")
            let detail = try await browser.rect("#empty-detail")
            let lineHeight = try await browser.executeScript("return parseFloat(getComputedStyle(document.querySelector('#empty-detail')).lineHeight)")
            #expect(abs(detail.height - 3 * (lineHeight.double ?? 0)) < 1, "three lines tall: \(detail), line \(lineHeight)")
            #expect(try await lines("#empty-label") == 2)
            #expect(try await lines(".lp-empty-button") == 2)
            try await browser.navigate(to: app.url("/screens/lines?os=18&state=data&embed=1&motion=off"))
            for selector in [".lp-row-title", ".lp-row-detail", ".lp-section-header", ".lp-section-footer"] {
                #expect(try await lines(selector) == 2, "\(selector)")
            }
        }
    }

    /// #888888 is drawn #888888 on the placeholder's own background, not at 80% (#9d9d9d on white).
    @Test func theDetailIsTheTextColourAsGiven() async throws {
        let app = try LiveApp(fixtures: #"""
            {"screens": [{"id": "grey", "sections": [{"rows": ["Ann"]}],
              "emptyStates": {"empty": {"title": "Nothing", "detail": "Add one.", "textColor": "#888888", "background": "#ffffff"}}}]}
            """#)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: app.url("/screens/grey?os=18&state=empty&embed=1&motion=off&theme=light"))
            let style = try await browser.executeScript("""
                const style = getComputedStyle(document.querySelector('#empty-detail'));
                return [style.color, style.opacity];
                """)
            #expect(style[0]?.string == "rgb(136, 136, 136)" && style[1]?.string == "1", "\(style)")
        }
    }

    /// A catalog's SVG with only a `viewBox` (120 × 80) is drawn 120 × 80 pt, as UIKit draws it,
    /// not as wide as the placeholder.
    @Test func aCatalogSVGIsItsViewBoxsSize() async throws {
        let root = NSTemporaryDirectory() + "svg-size-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = root + "/Assets.xcassets/Picture.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "picture.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}, "properties": {"preserves-vector-representation": true}}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="red"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/picture.svg"))
        try Data(#"{"screens": [{"id": "pic", "sections": [{"rows": ["Ann"]}], "emptyStates": {"empty": {"image": "Picture", "title": "Nothing"}}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/screens.json"))
        var source = AppSource()
        source.fixtures = root + "/screens.json"
        let app = try LiveApp(app: AppLoader.makeApp(source))
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: app.url("/screens/pic?os=18&state=empty&embed=1&motion=off"))
            try await browser.executeScript("return Promise.all([...document.images].map(i => i.decode().catch(() => null))).then(() => true)")
            let image = try await browser.rect(".lp-empty-image")
            #expect(image.width == 120 && image.height == 80, "\(image)")
        }
    }
}
