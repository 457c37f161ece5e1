/// Why compressed data could not be inflated.
public struct InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let description: String
}

/// A DEFLATE (RFC 1951) decoder for zlib streams (RFC 1950), in pure Swift: enough to read PNGs.
public enum Inflate {
    /// Inflates a zlib stream (2-byte header, DEFLATE data, Adler-32); `expectedSize` reserves space.
    public static func zlib(_ data: [UInt8], expectedSize: Int = 0) throws(InflateError) -> [UInt8] {
        guard data.count >= 6, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else {
            throw InflateError(description: "not a zlib stream")
        }
        guard data[1] & 0x20 == 0 else { throw InflateError(description: "preset dictionaries are not supported") }
        var reader = BitReader(data: data, position: 2)
        var output: [UInt8] = []
        output.reserveCapacity(expectedSize)
        try inflate(&reader, into: &output)
        return output
    }

    private static func inflate(_ reader: inout BitReader, into output: inout [UInt8]) throws(InflateError) {
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16)
                let complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw InflateError(description: "corrupt stored block") }
                try reader.copyBytes(length, into: &output)
            case 1:
                try inflateBlock(&reader, literals: fixedLiterals, distances: fixedDistances, into: &output)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, literals: literals, distances: distances, into: &output)
            default:
                throw InflateError(description: "invalid block type")
            }
        }
    }

    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                              4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

    private static func dynamicTables(_ reader: inout BitReader) throws(InflateError) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthTable = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthTable.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw InflateError(description: "repeat with no previous length") }
                lengths += repeatElement(previous, count: try reader.bits(2) + 3)
            case 17: lengths += repeatElement(0, count: try reader.bits(3) + 3)
            default: lengths += repeatElement(0, count: try reader.bits(7) + 11)
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw InflateError(description: "too many code lengths") }
        return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    private static func inflateBlock(_ reader: inout BitReader, literals: Huffman, distances: Huffman,
                                     into output: inout [UInt8]) throws(InflateError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw InflateError(description: "invalid length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < distanceBase.count else { throw InflateError(description: "invalid distance symbol") }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw InflateError(description: "distance too far back") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}

/// Reads DEFLATE's least-significant-bit-first bit stream.
private struct BitReader {
    let data: [UInt8]
    var position: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(data: [UInt8], position: Int) {
        self.data = data
        self.position = position
    }

    mutating func bits(_ needed: Int) throws(InflateError) -> Int {
        guard needed > 0 else { return 0 }
        while count < needed {
            guard position < data.count else { throw InflateError(description: "unexpected end of data") }
            buffer |= UInt64(data[position]) << count
            position += 1
            count += 8
        }
        let value = Int(buffer & ((1 << UInt64(needed)) - 1))
        buffer >>= UInt64(needed)
        count -= needed
        return value
    }

    mutating func alignToByte() {
        let drop = count % 8
        buffer >>= UInt64(drop)
        count -= drop
    }

    mutating func copyBytes(_ length: Int, into output: inout [UInt8]) throws(InflateError) {
        for _ in 0..<length { output.append(UInt8(try bits(8))) }
    }
}

/// A canonical Huffman code, decoded bit by bit with per-length counts (RFC 1951 §3.2.2).
private struct Huffman {
    private var counts = [Int](repeating: 0, count: 16)
    private var symbols: [Int] = []

    init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - count < first { return symbols[index + (code - first)] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw InflateError(description: "invalid Huffman code")
    }
}
