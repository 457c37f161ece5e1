import AssetCatalog
import Foundation
import TestSupport
import Testing

/// The test project's catalog, read as Xcode wrote it, and catalogs that are not what Xcode writes.
struct AssetCatalogTests {
    static let brand = Repository.root + "/Tests/Projects/Brand/Assets.xcassets"

    @Test func namesFollowNamespacesAndSkipOtherSets() throws {
        let catalog = try AssetCatalog.load(Self.brand)
        #expect(catalog.colors.keys.sorted() == ["AccentColor", "Brand/Glow", "Brand/Linear", "Brand/Primary", "Highlight", "Panel", "Paper"])
        // Icons/ has no provides-namespace: it only groups. The app icon set and the PDF-only set draw nothing.
        #expect(catalog.images.keys.sorted() == ["Dot.v2", "EmptyBox", "Logo", "Star"], "a sprite atlas's sets are named too")
        #expect(catalog.images["Star"]?.folder == "Icons/Star.imageset")
        #expect(catalog.warnings.map(\.description) == [
            "Assets.xcassets/Legacy.imageset/Contents.json: \"legacy.pdf\" is a PDF, which ListPreview does not draw; add a PNG (or an SVG) of it to the set",
        ])
        #expect(catalog.files.contains(Self.brand + "/EmptyBox.imageset/box@3x.png"))
    }

    @Test func componentsInEveryEncodingAndSpace() throws {
        let catalog = try AssetCatalog.load(Self.brand)
        func color(_ name: String, _ luminosity: Luminosity = .light, highContrast: Bool = false, idiom: Idiom = .iphone) -> CatalogColor? {
            catalog.colors[name]?.color(idiom: idiom, luminosity: luminosity, highContrast: highContrast)
        }
        func srgb(_ bytes: [Double]) -> CatalogColor {
            .components(space: .srgb, red: bytes[0] / 255, green: bytes[1] / 255, blue: bytes[2] / 255, alpha: 1)
        }
        // Floats, 8-bit integers and hex, one per appearance.
        #expect(color("AccentColor") == .components(space: .srgb, red: 0.345, green: 0.337, blue: 0.839, alpha: 1))
        #expect(color("AccentColor", .dark) == srgb([94, 92, 230]))
        #expect(color("AccentColor", highContrast: true) == srgb([0x36, 0x34, 0xA3]))
        #expect(color("AccentColor", .dark, highContrast: true) == srgb([0x7D, 0x7A, 0xFF]))
        #expect(color("Brand/Primary", .dark) == .components(space: .displayP3, red: 1, green: 0.45, blue: 0.5, alpha: 1))
        #expect(color("Brand/Glow") == .components(space: .extendedSRGB, red: 1.1, green: 0.5, blue: -0.05, alpha: 0.8))
        #expect(color("Paper", .dark) == .components(space: .grayGamma22, red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
        #expect(color("Highlight") == .system("systemTeal"))
        // A colour without a high-contrast entry keeps its appearance's; the iPad has its own entry, the Mac's is skipped.
        #expect(color("Brand/Primary", highContrast: true) == color("Brand/Primary"))
        #expect(color("Panel") == .components(space: .srgb, red: 1, green: 1, blue: 1, alpha: 1))
        #expect(color("Panel", idiom: .ipad) == .components(space: .srgb, red: 0.9, green: 0.95, blue: 1, alpha: 1))
    }

    @Test func imageSetsByScaleAppearanceAndIntent() throws {
        let catalog = try AssetCatalog.load(Self.brand)
        let box = try #require(catalog.images["EmptyBox"])
        #expect(box.renditions(idiom: .iphone, luminosity: .light).map(\.fileName) == ["box.png", "box@2x.png", "box@3x.png"])
        #expect(box.renditions(idiom: .ipad, luminosity: .dark).map(\.fileName) == ["box-dark.png", "box-dark@2x.png", "box-dark@3x.png"])
        #expect(box.renditions(idiom: .iphone, luminosity: .light)[1].bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let star = try #require(catalog.images["Star"])
        #expect(star.isTemplate && star.renditions.map(\.fileName) == ["star@2x.png"], "empty slots of Xcode's editor are skipped")
        let logo = try #require(catalog.images["Logo"])
        #expect(logo.renditions(idiom: .iphone, luminosity: .dark).map(\.scale) == [nil] && !logo.isTemplate)
    }

    /// Every problem of every Contents.json at once, each with its file and JSON path.
    @Test func malformedContentsAreReportedWholeWithTheirPaths() throws {
        let root = try temporaryCatalog([
            "Bad.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.5", "green": "0x1G", "blue": "300", "alpha": "1.000"}}}]}"#,
            "Space.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"color-space": "cmyk", "components": {}}}]}"#,
            "Look.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dim"}], "color": {"reference": "systemRedColor"}}]}"#,
            "Broken.colorset/Contents.json": ##"{"colors": ["#}"##,
            "Missing.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "gone.png", "scale": "4x"}, {"idiom": "universal", "filename": "../x.png"}]}"#,
            "NoFile.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "nothing.png", "scale": "1x"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Result { () throws(CatalogError) in try AssetCatalog.load(root) }
        guard case let .failure(.invalid(issues)) = result else {
            Issue.record("expected the catalog to be refused, got \(result)")
            return
        }
        do {
            let lines = issues.map(\.description)
            let expected = [
                "Test.xcassets/Bad.colorset/Contents.json: colors[0].color.components.red: expected a component from 0 to 1 (only an extended colour space goes beyond), got \"1.5\"",
                "Test.xcassets/Bad.colorset/Contents.json: colors[0].color.components.green: expected a hex component from 0x00 to 0xFF, got \"0x1G\"",
                "Test.xcassets/Bad.colorset/Contents.json: colors[0].color.components.blue: expected an 8-bit component from 0 to 255, got \"300\"",
                "Test.xcassets/Look.colorset/Contents.json: colors[0].appearances[0].value: expected \"light\" or \"dark\" for a luminosity appearance, got \"dim\"",
                "Test.xcassets/Missing.imageset/Contents.json: images[0].scale: expected \"1x\", \"2x\" or \"3x\", got \"4x\"",
                "Test.xcassets/Missing.imageset/Contents.json: images[1].filename: expected a file name in the image set's folder, got \"../x.png\"",
                "Test.xcassets/NoFile.imageset/Contents.json: images[0].filename: \"nothing.png\" cannot be read: no such file",
            ]
            for line in expected { #expect(lines.contains(line), "missing: \(line)\nin:\n\(lines.joined(separator: "\n"))") }
            #expect(lines.contains { $0.hasPrefix("Test.xcassets/Broken.colorset/Contents.json: not JSON: line 1") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("Test.xcassets/Space.colorset/Contents.json: colors[0].color.color-space: expected one of") }, "\(lines)")
        }
    }

    @Test func aMissingFolderIsUnreadable() {
        #expect(throws: CatalogError.unreadable(path: "/nonexistent/A.xcassets", reason: "no such folder")) {
            try AssetCatalog.load("/nonexistent/A.xcassets")
        }
    }

    /// A catalog folder `Test.xcassets` with `files` (paths under it → contents).
    private func temporaryCatalog(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "catalog-\(UUID().uuidString)/Test.xcassets"
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
