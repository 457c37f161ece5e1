import AssetCatalog
import Foundation
import HTML
import Symbols
import TestSupport
import Testing

/// The test project's catalog, read as Xcode wrote it, and catalogs that are not what Xcode writes.
struct AssetCatalogTests {
    static let brand = Repository.root + "/Tests/Projects/Brand/Assets.xcassets"

    @Test func namesFollowNamespacesAndSkipOtherSets() throws {
        let catalog = try AssetCatalog.load(Self.brand)
        #expect(catalog.colors.keys.sorted() == ["AccentColor", "Brand/Glow", "Brand/Linear", "Brand/Primary", "Highlight", "Panel", "Paper"])
        // Icons/ has no provides-namespace: it only groups. The app icon set and the PDF-only set draw nothing.
        #expect(catalog.images.keys.sorted() == ["Dot.v2", "EmptyBox", "Legacy", "Logo", "Star"], "a sprite atlas's sets are named too")
        #expect(catalog.images["Star"]?.folder == "Icons/Star.imageset")
        #expect(catalog.warnings.isEmpty, "the PDF-only set is noted where it would be drawn, by the library")
        let legacy = try #require(catalog.images["Legacy"], "a PDF-only set is kept, its PDF read for a converter")
        #expect(legacy.renditions.isEmpty && legacy.vectorFiles.map(\.fileName) == ["legacy.pdf"])
        #expect(legacy.vectorFiles[0].bytes.starts(with: Array("%PDF".utf8)))
        #expect(catalog.files.contains(Self.brand + "/EmptyBox.imageset/box@3x.png"))
    }

    /// An app's own symbol, read from its `.symbolset`'s template (the test's own drawing, laid out as
    /// SF Symbols 3 writes one: three small masters, each moved by its group, one by a group inside it).
    @Test func anAppsOwnSymbolIsReadFromItsTemplate() throws {
        let catalog = try AssetCatalog.load(Self.brand)
        let bolt = try #require(catalog.symbols["Bolt"])
        #expect(bolt.masters.map { "\($0.weight.name)-\($0.scale.rawValue)" } == ["ultralight-small", "regular-small", "black-small"])
        #expect(bolt.pointSize == 100 && catalog.images["Bolt"] == nil && catalog.unusableImages["Bolt"] == nil)
        // The medium scale asked for, only small masters given: Regular-S, 1.25 times larger (1.0 / 0.8).
        let regular = try #require(bolt.master(weight: .regular, scale: .medium))
        #expect(regular.master.weight == .regular && abs(regular.factor - 1.25) < 1e-9)
        #expect([regular.master.minX, regular.master.minY, regular.master.maxX, regular.master.maxY] == [1404, 624, 1452, 706])
        // The nearest weight: bold draws Black-S, thin Ultralight-S.
        #expect(bolt.master(weight: .bold, scale: .small)?.master.weight == .black)
        #expect(bolt.master(weight: .thin, scale: .small)?.master.weight == .ultralight)
        let black = try #require(bolt.master(weight: .black, scale: .small)).master
        #expect([black.minX, black.minY, black.maxX, black.maxY] == [2300, 622, 2366, 708], "relative commands and the inner group's move")
        // At a placeholder's 48 pt: 48 / 100 of the template, times 1.25; the paths as the file writes them.
        let svg = String(decoding: bolt.svg(size: .points(48)).render(), as: UTF8.self)
        #expect(svg.contains(#"width="28.8""#) && svg.contains(#"height="49.2""#), "\(svg)")
        #expect(svg.contains(#"<path d="M16-72L42-72L32-38L52-38L12 10L22-26L4-26Z">"#) || svg.contains(#"<path d="M16-72L42-72L32-38L52-38L12 10L22-26L4-26Z"/>"#))
    }

    /// A template that draws nothing is skipped with a warning, never a refused catalog.
    @Test func aTemplateWithoutMastersIsNoted() {
        guard case let .failure(problem) = SymbolTemplate.parse(#"<svg><g id="Symbols"><g id="Regular-X"><path d="M0 0L1 1"/></g></g></svg>"#) else {
            Issue.record("a template without a master parsed")
            return
        }
        #expect(problem.reason.hasPrefix("has no glyph"))
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

    /// Every problem of every Contents.json at once, each with its file (by the catalog's path as
    /// given) and JSON path: noted, the set unusable with them, the catalog kept with its other sets.
    @Test func malformedSetsAreNotedAndUnusableWithTheirPaths() throws {
        let root = try temporaryCatalog([
            "Bad.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.5", "green": "0x1G", "blue": "300", "alpha": "1.000"}}}]}"#,
            "Space.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"color-space": "cmyk", "components": {}}}]}"#,
            "Look.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dim"}], "color": {"reference": "systemRedColor"}}]}"#,
            "Broken.colorset/Contents.json": ##"{"colors": ["#}"##,
            "Good.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "systemRedColor"}}]}"#,
            "Missing.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "gone.png", "scale": "4x"}, {"idiom": "universal", "filename": "../x.png"}]}"#,
            "NoFile.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "nothing.png", "scale": "1x"}]}"#,
            "Group/Contents.json": "{",
            "Group/Inner.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "a.png", "scale": "1x"}, {"idiom": "universal", "filename": "gone@2x.png", "scale": "2x"}]}"#,
            "Group/Inner.imageset/a.png": "png",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = try AssetCatalog.load(root)
        let lines = catalog.warnings.map(\.description)
        let expected = [
            "\(root)/Bad.colorset/Contents.json: colors[0].color.components.red: expected a component from 0 to 1 (only an extended colour space goes beyond), got \"1.5\"",
            "\(root)/Bad.colorset/Contents.json: colors[0].color.components.green: expected a hex component from 0x00 to 0xFF, got \"0x1G\"",
            "\(root)/Bad.colorset/Contents.json: colors[0].color.components.blue: expected an 8-bit component from 0 to 255, got \"300\"",
            "\(root)/Look.colorset/Contents.json: colors[0].appearances[0].value: expected \"light\" or \"dark\" for a luminosity appearance, got \"dim\"",
            "\(root)/Missing.imageset/Contents.json: images[0].scale: expected \"1x\", \"2x\" or \"3x\", got \"4x\"",
            "\(root)/NoFile.imageset/Contents.json: images[0].filename: \"nothing.png\" cannot be read: no such file",
            "\(root)/Group/Inner.imageset/Contents.json: images[1].filename: \"gone@2x.png\" cannot be read: no such file",
        ]
        for line in expected { #expect(lines.contains(line), "missing: \(line)\nin:\n\(lines.joined(separator: "\n"))") }
        #expect(lines.contains { $0.hasPrefix("\(root)/Broken.colorset/Contents.json: not JSON: line 1") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Space.colorset/Contents.json: colors[0].color.color-space: expected one of") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Group/Contents.json: not JSON") }, "a malformed group is read as a plain group: \(lines)")
        #expect(catalog.unusableColors.keys.sorted() == ["Bad", "Broken", "Look", "Space"])
        #expect(catalog.unusableColors["Bad"]?.count == 3)
        #expect(catalog.unusableImages.keys.sorted() == ["Missing", "NoFile"])
        #expect(catalog.colors.keys.sorted() == ["Good"])
        #expect(catalog.images["Inner"]?.renditions.map(\.fileName) == ["a.png"], "the file it has is drawn, the missing one noted")
    }

    /// Xcode's template AccentColor (an entry with no colour) is no colour, not a problem.
    @Test func aColourSetWithNoColourIsKeptEmpty() throws {
        let root = try temporaryCatalog([
            "AccentColor.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
            "Empty.colorset/Contents.json": #"{"colors": []}"#,
            "Half.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "systemRedColor"}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}"#,
            "Mac.colorset/Contents.json": #"{"colors": [{"idiom": "mac", "color": {"reference": "systemRedColor"}}, {"idiom": "watch", "color": {"reference": "systemRedColor"}}]}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = try AssetCatalog.load(root)
        #expect(catalog.warnings.isEmpty, "\(catalog.warnings)")
        #expect(catalog.colors["AccentColor"]?.entries == [] && catalog.colors["Empty"]?.entries == [])
        #expect(catalog.colors["Half"]?.color(idiom: .iphone, luminosity: .dark, highContrast: false) == .system("systemRed"),
                "an unassigned appearance falls back to Any")
        #expect(catalog.unusableColors["Mac"]?.map(\.description) == [
            "\(root)/Mac.colorset/Contents.json: colors: has only mac and watch colours, which UIKit on iPhone and iPad does not load",
        ])
    }

    /// Other platforms' image sets and tvOS/visionOS image stacks: skipped, no note; naming one (in
    /// the library) says why.
    @Test func otherPlatformsImagesAndImageStacksAreSkipped() throws {
        let root = try temporaryCatalog([
            "Watch.imageset/Contents.json": #"{"images": [{"idiom": "watch", "filename": "w.png", "scale": "2x"}, {"idiom": "universal", "scale": "1x"}]}"#,
            "Watch.imageset/w.png": "png",
            "Slots.imageset/Contents.json": #"{"images": [{"idiom": "universal", "scale": "1x"}, {"idiom": "universal", "scale": "2x"}]}"#,
            "AppIcon.solidimagestack/Contents.json": #"{"layers": [{"filename": "Front.solidimagestacklayer"}]}"#,
            "AppIcon.solidimagestack/Front.solidimagestacklayer/Contents.json": "{}",
            "AppIcon.solidimagestack/Front.solidimagestacklayer/Content.imageset/Contents.json": #"{"images": [{"idiom": "vision", "filename": "f.png", "scale": "2x"}]}"#,
            "Shelf.imagestack/Back.imagestacklayer/Content.imageset/Contents.json": #"{"images": [{"idiom": "tv", "filename": "b.png", "scale": "1x"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = try AssetCatalog.load(root)
        #expect(catalog.warnings.isEmpty, "\(catalog.warnings)")
        #expect(catalog.images.isEmpty)
        #expect(catalog.unusableImages.mapValues { $0.map(\.description) } == [
            "Watch": ["\(root)/Watch.imageset/Contents.json: images: has only watch images, which UIKit on iPhone and iPad does not load"],
            "Slots": ["\(root)/Slots.imageset/Contents.json: images: has no image file (every slot of it is empty)"],
        ], "the stacks' sets are not read at all")
    }

    /// A PDF set keeps its PDFs' bytes and whether UIKit keeps their vectors, for a converter.
    @Test func pdfSetsKeepTheirFilesAndVectorIntent() throws {
        let root = try temporaryCatalog([
            "Icon.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "icon.pdf"}], "properties": {"preserves-vector-representation": true, "template-rendering-intent": "template"}}"#,
            "Icon.imageset/icon.pdf": "%PDF-1.4",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let icon = try #require(try AssetCatalog.load(root).images["Icon"])
        #expect(icon.renditions.isEmpty && icon.isTemplate && icon.preservesVectorRepresentation)
        #expect(icon.vectorFiles.map(\.fileName) == ["icon.pdf"] && icon.vectorFiles[0].bytes == Array("%PDF-1.4".utf8))
    }

    /// Messages name a file by the catalog's path as given (an app has several `Assets.xcassets`).
    @Test func filesAreNamedByTheCatalogPathAsGiven() throws {
        let root = try temporaryCatalog(["Bad.colorset/Contents.json": "["])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let given = root.replacingOccurrences(of: "/Test.xcassets", with: "/../" + URL(fileURLWithPath: root).deletingLastPathComponent().lastPathComponent + "/Test.xcassets/")
        let catalog = try AssetCatalog.load(given)
        let trimmed = String(given.dropLast())
        #expect(catalog.warnings.map(\.file) == [trimmed + "/Bad.colorset/Contents.json"])
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
