@testable import Fixtures
import Foundation
import PNG
import Screens
import TestSupport
import Testing

/// Image sets browsers cannot draw as they are — PDF-only (vector) sets and HEIC photos — are
/// converted to PNG when a fixture names one, as Xcode makes them at build time, and not before.
struct CatalogConversionTests {
    /// The converter's own fixtures: a 20×10 pt PDF page and a 16×8 HEIC photo.
    private static let pdf = FileManager.default.contents(atPath: Repository.root + "/Tests/ImageConversionTests/Fixtures/squares.pdf")!
    private static let heic = FileManager.default.contents(atPath: Repository.root + "/Tests/ImageConversionTests/Fixtures/squares.heic")!

    private func catalog(_ files: [String: Data]) throws -> String {
        try TemporaryCatalog.make("conversion", files)
    }

    private func appCatalog() throws -> String {
        try catalog([
            "Icon.imageset/Contents.json": Data(#"{"images": [{"idiom": "universal", "filename": "icon.pdf"}], "properties": {"preserves-vector-representation": true, "template-rendering-intent": "template"}}"#.utf8),
            "Icon.imageset/icon.pdf": Self.pdf,
            "Unused.imageset/Contents.json": Data(#"{"images": [{"idiom": "universal", "filename": "unused.pdf"}]}"#.utf8),
            "Unused.imageset/unused.pdf": Data("%PDF-1.4 not really".utf8),
            "Photo.imageset/Contents.json": Data(#"{"images": [{"idiom": "universal", "filename": "photo.heic"}]}"#.utf8),
            "Photo.imageset/photo.heic": Self.heic,
        ])
    }

    private func fixtures(_ image: String) -> [UInt8] {
        Array(#"{"screens": [{"id": "a", "sections": [{"rows": [{"title": "Icon", "image": "Icon"}]}], "emptyStates": {"empty": {"image": "\#(image)"}}}]}"#.utf8)
    }

    @Test func aPDFOnlySetIsDrawnAtEachScaleAndAHEICPhotoDecodedWhenNamed() throws {
        let root = try appCatalog()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: root).deletingLastPathComponent().path) }
        let library = try CatalogLibrary.load([root])
        #expect(library.warnings.isEmpty, "a set that can be converted is no note: \(library.warnings)")
        #expect(library.files.isEmpty, "nothing converted before a fixture names it")
        let resolver = ImageResolver(builtIn: [], directory: nil, place: "next to a.json", catalogs: library)
        let screens = try FixtureDecoder(images: resolver, catalogs: library).decode(fixtures("Photo"), file: "a.json")

        let icon = try #require(resolver.converted["Icon"]?.renditions)
        #expect(icon.phoneLight.map(\.name) == (1...3).map { "App.xcassets/Icon.imageset/icon.pdf@\($0)x.png" })
        #expect(icon.phoneLight.map(\.scale) == [1, 2, 3])
        #expect(icon.size == ImageRenditions.Size(width: 20, height: 10), "the page's size in points")
        #expect(icon.isTemplate)
        for (scale, file) in zip(1..., icon.phoneLight) {
            let png = try #require(resolver.convertedFiles[file.name])
            #expect(png.contentType == "image/png")
            let size = try PNGImage.size(of: png.body)
            #expect(size.width == 20 * scale && size.height == 10 * scale)
        }
        let photo = try #require(resolver.converted["Photo"]?.renditions)
        #expect(photo.phoneLight.map(\.name) == ["App.xcassets/Photo.imageset/photo.heic.png"])
        #expect(photo.size == ImageRenditions.Size(width: 16, height: 8))
        #expect(screens[0].emptyState(.empty).image == resolver.converted["Photo"])
        #expect(resolver.converted["Unused"] == nil, "a set no fixture names is never drawn")
    }

    @Test func namingASetThatCannotBeConvertedIsAnErrorSayingWhy() throws {
        let root = try appCatalog()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: root).deletingLastPathComponent().path) }
        let library = try CatalogLibrary.load([root])
        let resolver = ImageResolver(builtIn: [], directory: nil, place: "next to a.json", catalogs: library)
        do {
            _ = try FixtureDecoder(images: resolver, catalogs: library).decode(fixtures("Unused"), file: "a.json")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains(#"screens[0].emptyStates.empty.image (a): "Unused" is an image set of the asset catalogs that cannot be drawn: "#
                + "\(root)/Unused.imageset/Contents.json: images[0].filename: \"unused.pdf\" cannot be drawn: cannot draw the PDF"), "\(error)")
        }
    }
}
