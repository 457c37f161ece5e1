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
    /// suits it best (None, Sub or Up, whichever leaves bytes nearest zero), compressed by deflate
    /// with its fixed codes. The same pixels always give the same bytes.
    ///
    /// Rows are packed, scored and filtered in arrays of their own, each loop indexing them by its
    /// own counter, so that the compiler checks the bounds once per loop and uses vector
    /// instructions.
    public func encoded() -> [UInt8] {
        let opaque = isOpaque
        let channels = opaque ? 3 : 4
        let stride = width * channels
        var filtered: [UInt8] = []
        filtered.reserveCapacity(height * (stride + 1))
        // The row, the one above (zeros above the first), the row shifted right by a pixel (zeros
        // on its left: what Sub subtracts), and the filtered row.
        var current = [UInt8](repeating: 0, count: stride)
        var previous = [UInt8](repeating: 0, count: stride)
        var shifted = [UInt8](repeating: 0, count: stride)
        var line = [UInt8](repeating: 0, count: stride)
        for row in 0..<height {
            if opaque {
                var span = current.mutableSpan
                Self.packRGB(rgba.span.extracting((row * width * 4)..<((row + 1) * width * 4)), into: &span)
            } else {
                current.replaceSubrange(0..<stride, with: rgba[(row * stride)..<((row + 1) * stride)])
            }
            if stride > channels {
                shifted.replaceSubrange(channels..<stride, with: current[0..<(stride - channels)])
            }
            // None, Sub (left) and Up (above); the one whose bytes are nearest zero compresses best.
            let best = Self.bestFilter(current.span, shifted.span, previous.span)
            filtered.append(UInt8(best))
            switch best {
            case 0:
                filtered.append(contentsOf: current)
            case 1:
                Self.subtract(current.span, shifted.span, into: &line)
                filtered.append(contentsOf: line)
            default:
                Self.subtract(current.span, previous.span, into: &line)
                filtered.append(contentsOf: line)
            }
            swap(&current, &previous)
        }
        var header: [UInt8] = []
        header += Self.bigEndian32(width) + Self.bigEndian32(height)
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + Self.chunk("IHDR", header) + Self.chunk("IDAT", Deflate.zlib(filtered)) + Self.chunk("IEND", [])
    }

    /// Whether every pixel's alpha is 255.
    private var isOpaque: Bool {
        let pixels = rgba.span, colours = Self.colourMask.span
        // 4096 bytes at a time, the colours' made 255 by a mask (a loop the compiler can vectorize).
        var start = 0
        while start < pixels.count {
            let chunk = pixels.extracting(start..<min(pixels.count, start + colours.count))
            var all: UInt8 = 255
            for index in 0..<chunk.count { all &= chunk[index] | colours[index] }
            if all != 255 { return false }
            start += chunk.count
        }
        return true
    }

    /// 255, 255, 255, 0 over and over: 255 for each pixel's red, green and blue.
    private static let colourMask: [UInt8] = (0..<4096).map { $0 % 4 == 3 ? 0 : 255 }

    /// The red, green and blue of the RGBA pixels of `rgba`, into the start of `out`.
    ///
    /// Both indexed from 0 and one test per pixel that it is inside both: the compiler then drops
    /// the test of each byte.
    private static func packRGB(_ rgba: Span<UInt8>, into out: inout MutableSpan<UInt8>) {
        let sourceCount = rgba.count, targetCount = out.count, count = sourceCount / 4
        precondition(count <= targetCount / 3)
        var source = 0, target = 0
        for _ in 0..<count {
            guard source >= 0, target >= 0, source &+ 2 < sourceCount, target &+ 2 < targetCount else {
                preconditionFailure("pixel out of bounds")
            }
            out[target] = rgba[source]
            out[target &+ 1] = rgba[source &+ 1]
            out[target &+ 2] = rgba[source &+ 2]
            source &+= 4
            target &+= 3
        }
    }

    /// 0, 1 or 2: which of `row` itself (None), `row − left` (Sub) and `row − up` (Up) has the
    /// smallest sum of its bytes' magnitudes as signed numbers; the first of equal ones.
    private static func bestFilter(_ row: Span<UInt8>, _ left: Span<UInt8>, _ up: Span<UInt8>) -> Int {
        precondition(left.count == row.count && up.count == row.count)
        var none = 0, sub = 0, above = 0
        // 16-bit sums of 256 bytes (each at most 128) at a time: more of them in a vector register.
        var start = 0
        while start < row.count {
            let end = min(row.count, start + 256)
            var chunkNone: UInt16 = 0, chunkSub: UInt16 = 0, chunkAbove: UInt16 = 0
            for index in start..<end {
                let value = row[index]
                chunkNone &+= UInt16(Int8(bitPattern: value).magnitude)
                chunkSub &+= UInt16(Int8(bitPattern: value &- left[index]).magnitude)
                chunkAbove &+= UInt16(Int8(bitPattern: value &- up[index]).magnitude)
            }
            none += Int(chunkNone)
            sub += Int(chunkSub)
            above += Int(chunkAbove)
            start = end
        }
        return sub < none ? (above < sub ? 2 : 1) : (above < none ? 2 : 0)
    }

    /// `row − other`, byte by byte, into `result`.
    private static func subtract(_ row: Span<UInt8>, _ other: Span<UInt8>, into result: inout [UInt8]) {
        precondition(other.count == row.count && result.count == row.count)
        var out = result.mutableSpan
        for index in 0..<row.count { out[index] = row[index] &- other[index] }
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
        let table = table.span, bytes = bytes.span
        var crc: UInt32 = 0xFFFF_FFFF
        for index in 0..<bytes.count { crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Deflate (RFC 1951) with its fixed Huffman codes and greedy matching through a hash of the
/// next three bytes, in a zlib wrapper (RFC 1950): simple, fast, and good at what screenshots
/// are made of, runs and repeated rows.
///
/// Each literal, each length with its extra bits and each distance with its extra bits is
/// written as one group of bits looked up in a table made once.
enum Deflate {
    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                        4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// A group of bits as the tables hold it: the bits in the high 56 bits, their count in the low 8.
    private static func group(_ bits: Int, count: Int) -> UInt64 { UInt64(bits) << 8 | UInt64(count) }

    /// A Huffman code reversed, as deflate stores codes most significant bit first.
    private static func reversed(_ code: Int, bits: Int) -> Int {
        var result = 0
        for bit in 0..<bits where code >> bit & 1 == 1 { result |= 1 << (bits - 1 - bit) }
        return result
    }

    /// A literal or length symbol in its fixed code.
    private static func symbol(_ symbol: Int) -> (code: Int, bits: Int) {
        switch symbol {
        case 0...143: (reversed(0x30 + symbol, bits: 8), 8)
        case 144...255: (reversed(0x190 + symbol - 144, bits: 9), 9)
        case 256...279: (reversed(symbol - 256, bits: 7), 7)
        default: (reversed(0xC0 + symbol - 280, bits: 8), 8)
        }
    }

    /// Literals 0…255, then 256 (the end of the block).
    private static let literals: [UInt64] = (0...256).map { let (code, bits) = symbol($0); return group(code, count: bits) }

    /// Lengths 0…258 (0…2 unused): the length symbol's code and its extra bits.
    private static let lengths: [UInt64] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        let index = lengthBases.lastIndex { $0 <= length }!
        let (code, bits) = symbol(257 + index)
        return group(code | (length - lengthBases[index]) << bits, count: bits + lengthExtra[index])
    }

    /// Distances 1…256 at `distance − 1`, and longer ones at `256 + (distance − 1) >> 7`: the
    /// distance code (its base follows from it), as a larger distance's code depends only on
    /// those high bits.
    private static let distanceCodes: [UInt8] = (0..<512).map { index in
        let distance = index < 256 ? index + 1 : (index - 256) << 7 + 1
        return UInt8(distanceBases.lastIndex { $0 <= distance }!)
    }

    /// Each distance code's 5-bit code, reversed.
    private static let distanceCodeBits: [Int] = (0..<30).map { reversed($0, bits: 5) }

    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter(capacity: data.count / 8 + 64)
        writer.bytes = [0x78, 0x01]
        writer.write(1, bits: 1)  // the last block
        writer.write(1, bits: 2)  // fixed codes
        let input = data.span, literals = literals.span, lengths = lengths.span
        let distanceCodes = distanceCodes.span, distanceCodeBits = distanceCodeBits.span
        let distanceBases = distanceBases.span, distanceExtra = distanceExtra.span
        var head = [Int](repeating: -1, count: 1 << 16)
        var position = 0
        let count = input.count
        while position < count {
            var length = 0, distance = 0
            if position + 3 <= count {
                let triple = UInt32(input[position]) << 16 | UInt32(input[position + 1]) << 8 | UInt32(input[position + 2])
                let key = Int((triple &* 0x9E37_79B1) >> 16)
                let candidate = head[key]
                head[key] = position
                if candidate >= 0, position - candidate <= 32768 {
                    length = matchLength(input.extracting(candidate..<count), input.extracting(position..<count),
                                         limit: min(258, count - position))
                    distance = position - candidate
                }
            }
            if length >= 3 {
                let lengthGroup = lengths[length]
                let code = Int(distanceCodes[distance <= 256 ? distance - 1 : 256 + (distance - 1) >> 7])
                let distanceBits = UInt64(distanceCodeBits[code] | (distance - distanceBases[code]) << 5)
                // At most 13 bits of length and 18 of distance: one write.
                writer.write(lengthGroup >> 8 | distanceBits << (lengthGroup & 0xFF),
                             bits: Int(lengthGroup & 0xFF) + 5 + distanceExtra[code])
                position += length
            } else {
                let literal = literals[Int(input[position])]
                writer.write(literal >> 8, bits: Int(literal & 0xFF))
                position += 1
            }
        }
        let end = literals[256]
        writer.write(end >> 8, bits: Int(end & 0xFF))
        writer.flush()
        let adler = adler32(input)
        return writer.bytes + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// How many of the first `limit` bytes of `earlier` and `here` are equal, up to the first that
    /// differs: 16 at a time (the compiler compares them in one instruction), then one at a time.
    @inline(__always)
    private static func matchLength(_ earlier: Span<UInt8>, _ here: Span<UInt8>, limit: Int) -> Int {
        var length = 0
        while length + 16 <= limit {
            let first = earlier.extracting(length..<(length + 16)), second = here.extracting(length..<(length + 16))
            var difference: UInt8 = 0
            for index in 0..<16 { difference |= first[index] ^ second[index] }
            if difference != 0 { break }
            length += 16
        }
        while length < limit, earlier[length] == here[length] { length += 1 }
        return length
    }

    /// Adler-32 (RFC 1950), the sums reduced modulo 65521 once every 5552 bytes, as late as they cannot overflow.
    static func adler32(_ data: Span<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var start = 0
        while start < data.count {
            let chunk = data.extracting(start..<min(data.count, start + 5552))
            for index in 0..<chunk.count {
                a &+= UInt32(chunk[index])
                b &+= a
            }
            a %= 65521
            b %= 65521
            start += chunk.count
        }
        return b << 16 | a
    }
}

/// Bits packed least significant first, as deflate stores them.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// `bits` (at most 32) bits of `value`, least significant first.
    @inline(__always)
    mutating func write(_ value: UInt64, bits: Int) {
        buffer |= value << UInt64(count)
        count += bits
        if count >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 8))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 16))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 24))
            buffer >>= 32
            count -= 32
        }
    }

    mutating func flush() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
        buffer = 0
        count = 0
    }
}
