extension PNGImage {
    /// The image of `width × height` RGBA pixels (`width × height × 4` bytes).
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "\(rgba.count) bytes are not \(width)×\(height) RGBA pixels")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The top `width × height` pixels, from column `x` (the left edge by default).
    public func cropped(x: Int = 0, width: Int, height: Int) -> PNGImage {
        precondition(x >= 0 && x + width <= self.width && height <= self.height, "cannot crop \(self.width)×\(self.height) to \(width)×\(height) at \(x)")
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in 0..<height {
            let start = (row * self.width + x) * 4
            pixels.append(contentsOf: rgba[start..<(start + width * 4)])
        }
        return PNGImage(width: width, height: height, rgba: pixels)
    }

    /// The image as a PNG file: RGB when every pixel is opaque, else RGBA; each row filtered as
    /// suits it best, compressed by deflate with its fixed codes. The same pixels always give the
    /// same bytes.
    public func encoded() -> [UInt8] {
        let opaque = stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }
        let channels = opaque ? 3 : 4
        let stride = width * channels
        var packed = [UInt8](repeating: 0, count: height * stride)
        if opaque {
            for index in 0..<(width * height) {
                packed[index * 3] = rgba[index * 4]
                packed[index * 3 + 1] = rgba[index * 4 + 1]
                packed[index * 3 + 2] = rgba[index * 4 + 2]
            }
        } else {
            packed = rgba
        }
        var filtered: [UInt8] = []
        filtered.reserveCapacity(height * (stride + 1))
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 3)
        for row in 0..<height {
            let line = row * stride
            // None, Sub (left) and Up (above); the one whose bytes are nearest zero compresses best.
            for column in 0..<stride {
                let value = packed[line + column]
                let left = column >= channels ? packed[line + column - channels] : 0
                let up = row > 0 ? packed[line - stride + column] : 0
                candidates[0][column] = value
                candidates[1][column] = value &- left
                candidates[2][column] = value &- up
            }
            let costs = candidates.map { $0.reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) } }
            let best = costs.indices.min { costs[$0] < costs[$1] }!
            filtered.append(UInt8(best))
            filtered.append(contentsOf: candidates[best])
        }
        var header: [UInt8] = []
        header += Self.bigEndian32(width) + Self.bigEndian32(height)
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + Self.chunk("IHDR", header) + Self.chunk("IDAT", Deflate.zlib(filtered)) + Self.chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian32(data.count) + body + bigEndian32(Int(CRC32.checksum(body)))
    }

    private static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
         UInt8(truncatingIfNeeded: value)]
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309, polynomial 0xEDB88320).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Deflate (RFC 1951) with its fixed Huffman codes and greedy matching through a hash of the
/// next three bytes, in a zlib wrapper (RFC 1950): simple, fast, and good at what screenshots
/// are made of, runs and repeated rows.
enum Deflate {
    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                        4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.write(1, bits: 1)  // the last block
        writer.write(1, bits: 2)  // fixed codes
        var head = [Int](repeating: -1, count: 1 << 16)
        var position = 0
        while position < data.count {
            var length = 0, distance = 0
            if position + 3 <= data.count {
                let triple = UInt32(data[position]) << 16 | UInt32(data[position + 1]) << 8 | UInt32(data[position + 2])
                let key = Int((triple &* 0x9E37_79B1) >> 16)
                let candidate = head[key]
                head[key] = position
                if candidate >= 0, position - candidate <= 32768 {
                    let limit = min(258, data.count - position)
                    while length < limit, data[candidate + length] == data[position + length] { length += 1 }
                    distance = position - candidate
                }
            }
            if length >= 3 {
                writeLength(length, &writer)
                writeDistance(distance, &writer)
                position += length
            } else {
                writeSymbol(Int(data[position]), &writer)
                position += 1
            }
        }
        writeSymbol(256, &writer)
        writer.flush()
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = b << 16 | a
        return writer.bytes + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// A literal or length symbol in its fixed code, most significant bit first.
    private static func writeSymbol(_ symbol: Int, _ writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeCode(0x30 + symbol, bits: 8)
        case 144...255: writer.writeCode(0x190 + symbol - 144, bits: 9)
        case 256...279: writer.writeCode(symbol - 256, bits: 7)
        default: writer.writeCode(0xC0 + symbol - 280, bits: 8)
        }
    }

    private static func writeLength(_ length: Int, _ writer: inout BitWriter) {
        let code = lengthBases.lastIndex { $0 <= length }!
        writeSymbol(257 + code, &writer)
        writer.write(length - lengthBases[code], bits: lengthExtra[code])
    }

    private static func writeDistance(_ distance: Int, _ writer: inout BitWriter) {
        let code = distanceBases.lastIndex { $0 <= distance }!
        writer.writeCode(code, bits: 5)
        writer.write(distance - distanceBases[code], bits: distanceExtra[code])
    }
}

/// Bits packed least significant first, as deflate stores them.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// `bits` bits of `value`, least significant first (extra bits, block headers).
    mutating func write(_ value: Int, bits: Int) {
        guard bits > 0 else { return }
        buffer |= UInt64(value) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    /// A Huffman code, which deflate stores most significant bit first.
    mutating func writeCode(_ code: Int, bits: Int) {
        var reversed = 0
        for bit in 0..<bits where code >> bit & 1 == 1 { reversed |= 1 << (bits - 1 - bit) }
        write(reversed, bits: bits)
    }

    mutating func flush() {
        if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        count = 0
    }
}
