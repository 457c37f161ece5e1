import Foundation
@testable import PNG
import Testing

@Suite struct PNGTests {
    private func fixture(_ name: String) throws -> [UInt8] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Reference pixels were written by another decoder (Pillow) next to each PNG.
    @Test(arguments: ["rgba", "rgb", "gray", "palette"])
    func decodesEveryColourTypeLikeAReferenceDecoder(name: String) throws {
        let image = try PNGImage(decoding: fixture(name + ".png"))
        #expect(image.width == 23 && image.height == 17)
        #expect(image.rgba == (try fixture(name + ".rgba")))
        #expect(try PNGImage.size(of: fixture(name + ".png")) == (23, 17))
    }

    @Test func countsDifferingPixels() throws {
        let rgba = try PNGImage(decoding: fixture("rgba.png"))
        let rgb = try PNGImage(decoding: fixture("rgb.png"))
        #expect(rgba.differingPixels(from: rgba) == 0)
        // The RGB copy lost the alpha of the 13 random columns.
        #expect((rgba.differingPixels(from: rgb) ?? 0) > 0)
        #expect(rgba.pixel(x: 3, y: 4) == (30, 40, 35, 255))
    }

    @Test func rejectsWhatIsNotAPNG() throws {
        #expect(throws: PNGError(description: "not a PNG file")) { try PNGImage(decoding: Array("GIF89a".utf8)) }
        var broken = try fixture("rgb.png")
        broken.removeLast(40)
        #expect(throws: PNGError.self) { try PNGImage(decoding: broken) }
    }

    @Test func inflateRejectsGarbage() {
        #expect(throws: InflateError.self) { try Inflate.zlib([0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF]) }
        #expect(throws: InflateError(description: "not a zlib stream")) { try Inflate.zlib([1, 2, 3, 4, 5, 6]) }
    }
}
