import Foundation
import ImageConversion
import PNG
import Testing

@Suite struct HEIFImageTests {
    /// squares.heic: 16×8 pixels, made by `heif-enc -L -p chroma=444 --premultiplied-alpha` (libheif
    /// 1.15.1, x265) from a PNG of premultiplied pixels: red left of x = 8, blue from 8 to 11, and
    /// from x = 12 red at half opacity above y = 4 and nothing below it.
    private func squares() throws -> [UInt8] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return Array(try Data(contentsOf: directory.appendingPathComponent("squares.heic")))
    }

    /// Whether a pixel is `expected` give or take 2 in each colour (HEVC stores YCbCr, and the way
    /// back to RGB rounds) and exactly in alpha (stored as a plane of its own, losslessly).
    private func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ expected: (Int, Int, Int, Int)) -> Bool {
        abs(Int(pixel.red) - expected.0) <= 2 && abs(Int(pixel.green) - expected.1) <= 2 && abs(Int(pixel.blue) - expected.2) <= 2
            && Int(pixel.alpha) == expected.3
    }

    @Test func decodesThePrimaryImageWithItsAlpha() throws {
        let image = try HEIFImage.png(from: squares())
        #expect((image.width, image.height) == (16, 8))
        let png = try PNGImage(decoding: image.png)
        #expect((png.width, png.height) == (16, 8))
        #expect(near(png.pixel(x: 0, y: 0), (255, 0, 0, 255)))
        #expect(near(png.pixel(x: 7, y: 7), (255, 0, 0, 255)))
        #expect(near(png.pixel(x: 8, y: 0), (0, 0, 255, 255)))
        #expect(near(png.pixel(x: 11, y: 7), (0, 0, 255, 255)))
        #expect(png.pixel(x: 12, y: 4) == (0, 0, 0, 0))
        #expect(png.pixel(x: 15, y: 7) == (0, 0, 0, 0))
    }

    @Test func makesPremultipliedColourStraight() throws {
        let png = try PNGImage(decoding: HEIFImage.png(from: squares()).png)
        // Stored as 128 of red at alpha 128: full red, half transparent.
        #expect(near(png.pixel(x: 13, y: 1), (255, 0, 0, 128)))
    }

    @Test func refusesWhatIsNotAHEIFImage() throws {
        #expect(throws: ConversionError.unreadableHEIF("the file is empty")) { try HEIFImage.png(from: []) }
        #expect(throws: ConversionError.self) { try HEIFImage.png(from: Array("not an image".utf8)) }
        let cut = Array(try squares().prefix(600))
        #expect(throws: ConversionError.self) { try HEIFImage.png(from: cut) }
        var scrambled = try squares()
        for index in stride(from: 400, to: scrambled.count, by: 7) { scrambled[index] ^= 0x5A }
        #expect(throws: ConversionError.self) { try HEIFImage.png(from: scrambled) }
    }
}
