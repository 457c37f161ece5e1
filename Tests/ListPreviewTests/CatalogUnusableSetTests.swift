@testable import Fixtures
import Foundation
import JSON
import Screens
import Testing

/// An app's catalog as Xcode accepts it: what cannot be drawn is a note, and an error only where a
/// fixture names it, at the fixture's JSON path, saying why the set cannot be drawn.
struct CatalogUnusableSetTests {
    /// A 1×1 PNG.
    private static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    private func catalog(_ files: [String: Data]) throws -> String {
        try TemporaryCatalog.make("unusable", files)
    }

    private func text(_ string: String) -> Data { Data(string.utf8) }

    private func appCatalog() throws -> String {
        try catalog([
            "AccentColor.colorset/Contents.json": text(#"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#),
            "Bad.colorset/Contents.json": text(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.5", "green": "0", "blue": "0", "alpha": "1"}}}]}"#),
            "Odd.colorset/Contents.json": text(#"{"colors": [{"idiom": "universal", "color": {"reference": "chartreuseColor"}}]}"#),
            "Placeholder.colorset/Contents.json": text(#"{"colors": [{"idiom": "universal", "color": {"reference": "placeholderTextColor"}}]}"#),
            "Tinted.colorset/Contents.json": text(#"{"colors": [{"idiom": "universal", "color": {"reference": "tintColor"}}]}"#),
            "Grouped.colorset/Contents.json": text(#"{"colors": [{"idiom": "universal", "color": {"reference": "groupTableViewBackgroundColor"}}]}"#),
            "Watch.imageset/Contents.json": text(#"{"images": [{"idiom": "watch", "filename": "w.png", "scale": "2x"}]}"#),
            "Watch.imageset/w.png": Self.png,
            "Photo.imageset/Contents.json": text(#"{"images": [{"idiom": "universal", "filename": "photo.heic"}]}"#),
            "Photo.imageset/photo.heic": text("not an image"),
            "Logo.imageset/Contents.json": text(#"{"images": [{"idiom": "universal", "filename": "logo.png", "scale": "1x"}]}"#),
            "Logo.imageset/logo.png": Self.png,
        ])
    }

    private func decoder(_ library: CatalogLibrary) -> FixtureDecoder {
        FixtureDecoder(images: ImageResolver(builtIn: [], directory: nil, place: "next to a.json", catalogs: library), catalogs: library)
    }

    private func fixtures(tint: String, image: String, background: String = "Placeholder") -> [UInt8] {
        Array(#"{"screens": [{"id": "a", "tint": "\#(tint)", "sections": [{"rows": [{"title": "Logo", "image": "Logo"}]}], "emptyStates": {"empty": {"image": "\#(image)", "background": "\#(background)"}}}]}"#.utf8)
    }

    @Test func setsNotNamedAreNotesAndTheTemplateAccentColorIsTheDefaultTint() throws {
        let root = try appCatalog()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: root).deletingLastPathComponent().path) }
        let library = try CatalogLibrary.load([root])
        let notes = library.warnings.map { "\($0)" }
        #expect(notes.count == 3, "\(notes)")
        #expect(notes.contains("\(root)/Bad.colorset/Contents.json: colors[0].color.components.red: expected a component from 0 to 1 (only an extended colour space goes beyond), got \"1.5\""), "\(notes)")
        #expect(notes.contains("\(root)/Odd.colorset/Contents.json: colors[0].color.reference: \"chartreuseColor\" is not a UIKit system colour"), "\(notes)")
        #expect(notes.contains("\(root)/Photo.imageset/Contents.json: images[0].filename: \"photo.heic\" is not a PNG, JPEG, GIF, WebP or SVG image"), "\(notes)")
        let screens = try decoder(library).decode(fixtures(tint: "AccentColor", image: "Logo"), file: "a.json")
        #expect(screens[0].tint?.css == "light-dark(#007aff, #0a84ff)", "no accent colour: UIKit's default tint")
        #expect(screens[0].emptyState(.empty).background?.css == "light-dark(#3c3c434d, #ebebf54d)", "placeholderTextColor")
        #expect(library.colors["Tinted"]?.css == "light-dark(#007aff, #0a84ff)", "tintColor: the default tint")
        #expect(library.colors["Grouped"]?.css == "light-dark(#f2f2f7, #000000)", "groupTableViewBackgroundColor: systemGroupedBackground")
    }

    @Test func namingAnUnusableSetIsAnErrorAtTheFixturesPathSayingWhy() throws {
        let root = try appCatalog()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: root).deletingLastPathComponent().path) }
        let library = try CatalogLibrary.load([root])
        let cases = [
            (fixtures(tint: "Bad", image: "Logo"), #"screens[0].tint (a): "Bad" is a colour set of the asset catalogs that cannot be drawn: "#
                + "\(root)/Bad.colorset/Contents.json: colors[0].color.components.red: expected a component from 0 to 1"),
            (fixtures(tint: "AccentColor", image: "Watch"), #"screens[0].emptyStates.empty.image (a): "Watch" is an image set of the asset catalogs that cannot be drawn: "#
                + "\(root)/Watch.imageset/Contents.json: images: has only watch images, which UIKit on iPhone and iPad does not load"),
            (fixtures(tint: "AccentColor", image: "Photo"), #"screens[0].emptyStates.empty.image (a): "Photo" is an image set of the asset catalogs that cannot be drawn: "#
                + "\(root)/Photo.imageset/Contents.json: images[0].filename: \"photo.heic\" is not a PNG"),
            (fixtures(tint: "AccentColor", image: "Logo", background: "Odd"), #"screens[0].emptyStates.empty.background (a): "Odd" is a colour set of the asset catalogs that cannot be drawn: "#
                + "\(root)/Odd.colorset/Contents.json: colors[0].color.reference: \"chartreuseColor\" is not a UIKit system colour"),
        ]
        for (bytes, expected) in cases {
            do {
                _ = try decoder(library).decode(bytes, file: "a.json")
                Issue.record("expected an error: \(expected)")
            } catch {
                #expect("\(error)".contains(expected), "\(error)")
            }
        }
    }

    /// Every catalog that cannot be read is said at once.
    @Test func everyUnreadableCatalogIsSaid() {
        let message: String
        do {
            _ = try CatalogLibrary.load(["/nonexistent/A.xcassets", "/nonexistent/B.xcassets"])
            Issue.record("expected the catalogs to be refused")
            return
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("/nonexistent/A.xcassets: cannot read the asset catalog: no such folder"), "\(message)")
        #expect(message.contains("/nonexistent/B.xcassets: cannot read the asset catalog: no such folder"), "\(message)")
    }
}
