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

    /// squares-turned.heic: squares.heic with an `irot` property (angle 1: a quarter turn
    /// anticlockwise) added to the image and to its alpha, as Apple's cameras mark a photo taken
    /// sideways (the boxes around it and the tiles' offsets in `iloc` moved by the 11 bytes added).
    private func turned() throws -> [UInt8] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return Array(try Data(contentsOf: directory.appendingPathComponent("squares-turned.heic")))
    }

    /// squares.heic with every size its boxes declare (`ispe`: 64×64 for the coded picture, 16×8
    /// for the image) replaced by `width × height`.
    private func claiming(width: UInt32, height: UInt32) throws -> [UInt8] {
        var bytes = try squares()
        let type = Array("ispe".utf8)
        for start in 0..<(bytes.count - 16) where Array(bytes[start..<(start + 4)]) == type {
            // After the type: version and flags (4 bytes), then the width and height, big-endian.
            for (offset, value) in [(8, width), (12, height)] {
                bytes.replaceSubrange((start + offset)..<(start + offset + 4), with: withUnsafeBytes(of: value.bigEndian, Array.init))
            }
        }
        return bytes
    }

    @Test func decodesThePrimaryImageWithItsAlpha() throws {
        let image = try HEIFImage.png(from: squares())
        // x265 codes 64×64 pixels; the image is what libheif keeps of them.
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

    @Test func turnsTheImageAsTheFileSays() throws {
        let image = try HEIFImage.png(from: turned())
        #expect((image.width, image.height) == (8, 16))
        let png = try PNGImage(decoding: image.png)
        // A quarter turn anticlockwise: the right end (half-transparent red above nothing) is now
        // on top, red above it reading left to right; then the blue; the red at the bottom.
        #expect(near(png.pixel(x: 0, y: 0), (255, 0, 0, 128)))
        #expect(near(png.pixel(x: 3, y: 3), (255, 0, 0, 128)))
        #expect(png.pixel(x: 4, y: 0) == (0, 0, 0, 0))
        #expect(png.pixel(x: 7, y: 3) == (0, 0, 0, 0))
        #expect(near(png.pixel(x: 0, y: 4), (0, 0, 255, 255)))
        #expect(near(png.pixel(x: 7, y: 7), (0, 0, 255, 255)))
        #expect(near(png.pixel(x: 0, y: 8), (255, 0, 0, 255)))
        #expect(near(png.pixel(x: 7, y: 15), (255, 0, 0, 255)))
    }

    @Test func makesPremultipliedColourStraight() throws {
        let png = try PNGImage(decoding: HEIFImage.png(from: squares()).png)
        // Stored as 128 of red at alpha 128: full red, half transparent.
        #expect(near(png.pixel(x: 13, y: 1), (255, 0, 0, 128)))
    }

    @Test func refusesWhatIsNotAHEIFImage() throws {
        #expect(throws: ConversionError.unreadableHEIF("the file is empty")) { try HEIFImage.png(from: []) }
        #expect(throws: ConversionError.unreadableHEIF("Invalid input: No 'ftyp' box")) { try HEIFImage.png(from: Array("not an image".utf8)) }
        #expect(ConversionError.unreadableHEIF("Invalid input: No 'ftyp' box").description
            == "cannot decode the HEIF image (libheif: Invalid input: No 'ftyp' box)")
        let cut = Array(try squares().prefix(600))
        #expect(throws: ConversionError.self) { try HEIFImage.png(from: cut) }
        var scrambled = try squares()
        for index in stride(from: 400, to: scrambled.count, by: 7) { scrambled[index] ^= 0x5A }
        #expect(throws: ConversionError.self) { try HEIFImage.png(from: scrambled) }
    }
}

extension HEIFImageTests {
    @Test func refusesMoreThanAHundredMegapixelsBeforeDecoding() throws {
        #expect(throws: ConversionError.tooManyPixels(width: 12_000, height: 12_000)) { try HEIFImage.png(from: claiming(width: 12_000, height: 12_000)) }
        #expect(throws: ConversionError.tooManyPixels(width: 10_000, height: 10_001)) { try HEIFImage.png(from: claiming(width: 10_000, height: 10_001)) }
    }

    @Test func decodesOnManyThreadsAtOnce() async throws {
        let bytes = try squares()
        let expected = try HEIFImage.png(from: bytes)
        let results = try await withThrowingTaskGroup(of: RenderedImage.self) { group in
            for _ in 0..<8 { group.addTask { try HEIFImage.png(from: bytes) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == [RenderedImage](repeating: expected, count: 8))
    }
}
