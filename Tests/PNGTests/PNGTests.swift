import Foundation
@testable import PNG
import TestSupport
import Testing

@Suite struct PNGTests {
    private func fixture(_ name: String) throws -> [UInt8] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Reference pixels were written by another decoder (Pillow) next to each PNG.
    @Test(arguments: ["rgba", "rgb", "gray", "palette", "graya", "palette-trns"])
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

    // MARK: Filters, at every edge

    /// Each filter type on every row (the first row included: nothing above it), and the five in
    /// turn, for each colour type and for widths of 1, 2, 5 and 23 pixels: the rows filtered here
    /// by the definitions of the PNG specification, the decoder must give the pixels back.
    @Test(arguments: [0, 2, 3, 4, 6])
    func undoesEachFilterOnEveryRow(colorType: Int) throws {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        var random = SeededGenerator(seed: UInt64(colorType))
        for width in [1, 2, 5, 23] {
            let height = 7
            // Noise, and flat runs (where the predictors give zero).
            let pixels = (0..<(width * height * channels)).map { index in
                colorType == 3 ? UInt8(random.next() % 12) : index % 7 < 3 ? UInt8(200) : UInt8(truncatingIfNeeded: random.next())
            }
            let palette = (0..<36).map { UInt8(truncatingIfNeeded: $0 * 37) }, alphas: [UInt8] = [0, 90, 180]
            for filters in [[0], [1], [2], [3], [4], [4, 3, 2, 1, 0]] {
                let rows = (0..<height).map { filters[$0 % filters.count] }
                let png = Self.png(width: width, height: height, colorType: colorType, pixels: pixels, filters: rows,
                                   palette: colorType == 3 ? palette : nil, transparency: colorType == 3 ? alphas : nil)
                let image = try PNGImage(decoding: png)
                #expect(image.rgba == Self.rgba(pixels, colorType: colorType, palette: palette, transparency: alphas),
                        "colour type \(colorType), width \(width), filters \(filters)")
            }
        }
    }

    @Test func rejectsAnUnknownFilterAndAPaletteIndexOutsideThePalette() throws {
        let pixels = [UInt8](repeating: 1, count: 4 * 3)
        #expect(throws: PNGError(description: "invalid filter type 5 in row 2")) {
            try PNGImage(decoding: Self.png(width: 4, height: 3, colorType: 0, pixels: pixels, filters: [0, 1, 5]))
        }
        #expect(throws: PNGError(description: "palette index out of range")) {
            try PNGImage(decoding: Self.png(width: 4, height: 3, colorType: 3, pixels: pixels, filters: [0, 0, 0], palette: [9, 9, 9]))
        }
    }

    /// A header of 100 000 × 100 000 pixels over a few bytes of data: refused before memory for
    /// them is asked for.
    @Test func refusesAnImageLargerThanItsDataCanHold() {
        var png = Self.png(width: 4, height: 4, colorType: 2, pixels: [UInt8](repeating: 0, count: 48), filters: [0, 0, 0, 0])
        png.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        #expect(throws: PNGError(description: "image data too short")) { try PNGImage(decoding: png) }
        png.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF])
        #expect(throws: PNGError(description: "image data too short")) { try PNGImage(decoding: png) }
    }

    // MARK: Inflate

    /// Dynamic Huffman codes of up to 12 bits (longer than the decoder's lookup table) and
    /// back-references, written by zlib; the output is the same whatever size was expected.
    @Test func inflatesLongCodesWhateverSizeWasExpected() throws {
        let stream = try fixture("long-codes.zlib"), raw = try fixture("long-codes.raw")
        for expected in [0, 1, 1000, raw.count - 1, raw.count, raw.count + 1, raw.count * 3] {
            #expect(try Inflate.zlib(stream, expectedSize: expected) == raw, "expected size \(expected)")
        }
    }

    /// With a prefix, the start of the data and no more than a longest match beyond it; a stream
    /// cut after that start still gives it, since the rest is never read.
    @Test func inflatesAPrefixAlone() throws {
        let stream = try fixture("long-codes.zlib"), raw = try fixture("long-codes.raw")
        for prefix in [0, 1, 1000, raw.count / 2, raw.count - 1, raw.count, raw.count + 1] {
            let start = try Inflate.zlib(stream, expectedSize: prefix, prefix: prefix)
            #expect(start.count >= min(prefix, raw.count) && start.count <= min(prefix + 258, raw.count), "prefix \(prefix)")
            #expect(start == Array(raw[..<start.count]), "prefix \(prefix)")
        }
        let cut = Array(stream[..<(stream.count / 2)])
        #expect(throws: InflateError.self) { try Inflate.zlib(cut) }
        #expect(try Inflate.zlib(cut, prefix: 100).starts(with: raw[..<100]))
    }

    /// The top rows of an image alone, as many as asked (all of them at most).
    @Test func decodesTheTopRowsAlone() throws {
        let png = try fixture("rgb.png"), pixels = try fixture("rgb.rgba")
        for rows in [0, 1, 5, 16, 17, 100] {
            let top = try PNGImage(decoding: png, rows: rows)
            #expect(top.width == 23 && top.height == min(rows, 17), "rows \(rows)")
            #expect(top.rgba == Array(pixels[..<(23 * 4 * min(rows, 17))]), "rows \(rows)")
        }
    }

    @Test func inflatesStoredBlocksAmongOthers() throws {
        let data = (0..<70000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 >> 9) }
        #expect(try Inflate.zlib(Self.stored(data)) == data)
        #expect(try Inflate.zlib(Self.stored([])) == [])
        // Written by zlib: fixed-code blocks, each followed by a stored block (3000 bytes, then an
        // empty one) whose header starts in the middle of a byte.
        #expect(try Inflate.zlib(fixture("mixed-blocks.zlib")) == (try fixture("mixed-blocks.raw")))
        var corrupt = Self.stored(data)
        corrupt[5] ^= 1
        #expect(throws: InflateError(description: "corrupt stored block")) { try Inflate.zlib(corrupt) }
    }

    /// A stream cut anywhere either fails or, when only the checksum was cut, gives everything:
    /// never a part of the data, never a crash.
    @Test func aTruncatedStreamFailsOrGivesEverything() throws {
        let stream = try fixture("long-codes.zlib"), raw = try fixture("long-codes.raw")
        for length in Array(stride(from: 0, to: stream.count - 64, by: 13)) + Array((stream.count - 64)..<stream.count) {
            if let output = try? Inflate.zlib(Array(stream[..<length]), expectedSize: raw.count) {
                #expect(output == raw && length >= stream.count - 4, "cut at \(length)")
            }
        }
        let png = try fixture("rgb.png"), pixels = try fixture("rgb.rgba")
        for length in 0..<png.count {
            if let image = try? PNGImage(decoding: Array(png[..<length])) { #expect(image.rgba == pixels, "cut at \(length)") }
        }
    }

    /// Bytes changed at random in zlib streams and PNGs: each is read or refused, without a crash
    /// or a hang.
    @Test func corruptDataIsReadOrRefusedNeverACrash() throws {
        var random = SeededGenerator(seed: 1)
        let streams = [try fixture("long-codes.zlib"), Deflate.zlib(try fixture("rgba.rgba"))]
        let pngs = try ["rgb", "rgba", "gray", "palette", "graya", "palette-trns"].map { try fixture($0 + ".png") }
        for _ in 0..<100 {
            for var bytes in streams + pngs {
                for _ in 0...(random.next() % 4) {
                    bytes[2 + Int(random.next() % UInt64(bytes.count - 2))] = UInt8(truncatingIfNeeded: random.next())
                }
                _ = try? Inflate.zlib(bytes)
                _ = try? PNGImage(decoding: bytes)
            }
        }
        // Streams of random bytes after a valid header.
        for _ in 0..<1000 {
            let bytes = [0x78, 0x01] + (0..<(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            _ = try? Inflate.zlib(bytes)
        }
    }

    // MARK: Encoding

    /// Opaque pictures are written as RGB, others as RGBA; both read back to the same pixels, and
    /// the same pixels always give the same bytes.
    @Test func encodedPicturesReadBackAndAreDeterministic() throws {
        var random = SeededGenerator(seed: 2)
        for (width, height) in [(1, 1), (2, 3), (23, 17), (64, 9), (300, 40)] {
            for opaque in [true, false] {
                // Flat areas, repeated rows and noise, as in screenshots and their diff pictures.
                var rgba = [UInt8](repeating: 0, count: width * height * 4)
                for y in 0..<height {
                    for x in 0..<width {
                        let noisy = (x / 7 + y / 5) % 3 == 0
                        for channel in 0..<3 {
                            rgba[(y * width + x) * 4 + channel] = noisy ? UInt8(truncatingIfNeeded: random.next()) : UInt8(40 * channel + y / 4)
                        }
                        rgba[(y * width + x) * 4 + 3] = opaque || x % 5 != 0 ? 255 : UInt8(truncatingIfNeeded: random.next())
                    }
                }
                let image = PNGImage(width: width, height: height, rgba: rgba)
                let bytes = image.encoded()
                #expect(bytes[25] == (opaque ? 2 : 6))
                #expect(try PNGImage(decoding: bytes) == image, "\(width)×\(height), opaque: \(opaque)")
                #expect(image.encoded() == bytes)
            }
        }
    }

    @Test func adler32AndCRC32AreTheStandardOnes() {
        let bytes = Array("Wikipedia".utf8)
        #expect(Deflate.adler32(bytes.span) == 0x11E6_0398)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        // Past 5552 bytes, where the sums are reduced.
        let long = [UInt8](repeating: 255, count: 100_000)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in long {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Deflate.adler32(long.span) == b << 16 | a)
    }

    // MARK: Making PNGs

    /// A PNG of 8-bit pixels whose rows are filtered as `filters` says, in stored (uncompressed) deflate blocks.
    private static func png(width: Int, height: Int, colorType: Int, pixels: [UInt8], filters: [Int],
                            palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> [UInt8] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let stride = width * channels
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(UInt8(filters[row]))
            for column in 0..<stride {
                let x = Int(pixels[row * stride + column])
                let a = column >= channels ? Int(pixels[row * stride + column - channels]) : 0
                let b = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
                let c = row > 0 && column >= channels ? Int(pixels[(row - 1) * stride + column - channels]) : 0
                let predictor: Int
                switch filters[row] {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predictor = 0
                }
                raw.append(UInt8(truncatingIfNeeded: x - predictor))
            }
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(body.count) + typed + bigEndian(Int(CRC32.checksum(typed)))
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, UInt8(colorType), 0, 0, 0])
        if let palette { png += chunk("PLTE", palette) }
        if let transparency { png += chunk("tRNS", transparency) }
        return png + chunk("IDAT", stored(raw)) + chunk("IEND", [])
    }

    /// What a decoder should give for `pixels` of a colour type: RGBA.
    private static func rgba(_ pixels: [UInt8], colorType: Int, palette: [UInt8], transparency: [UInt8]) -> [UInt8] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        var rgba: [UInt8] = []
        for start in stride(from: 0, to: pixels.count, by: channels) {
            let pixel = Array(pixels[start..<(start + channels)])
            switch colorType {
            case 0: rgba += [pixel[0], pixel[0], pixel[0], 255]
            case 2: rgba += pixel + [255]
            case 3:
                let index = Int(pixel[0])
                rgba += palette[(index * 3)..<(index * 3 + 3)]
                rgba.append(index < transparency.count ? transparency[index] : 255)
            case 4: rgba += [pixel[0], pixel[0], pixel[0], pixel[1]]
            default: rgba += pixel
            }
        }
        return rgba
    }

    /// A zlib stream of stored blocks of at most 65 535 bytes (one empty block for no data).
    private static func stored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(data.count, start + 65535), length = end - start
            stream += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(Int(Deflate.adler32(data.span)))
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
         UInt8(truncatingIfNeeded: value)]
    }
}
