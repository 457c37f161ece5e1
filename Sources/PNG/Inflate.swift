/// Why compressed data could not be inflated.
public struct InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let description: String
}

/// A DEFLATE (RFC 1951) decoder for zlib streams (RFC 1950), in pure Swift: enough to read PNGs.
///
/// Bits come from a 64-bit buffer refilled a byte at a time; Huffman codes are decoded through a
/// table indexed by the next `HuffmanTable.fastBits` bits (longer codes, rare, bit by bit); the
/// output goes into an array allocated once for the expected size, back-references copied by a
/// plain loop over it.
public enum Inflate {
    /// Inflates a zlib stream (2-byte header, DEFLATE data, Adler-32); `expectedSize` sizes the
    /// output so that a stream of that size is inflated without growing it. With `prefix`, stops
    /// once at least that many bytes are out (a longest match more at most), the rest unread.
    public static func zlib(_ data: [UInt8], expectedSize: Int = 0, prefix: Int = .max) throws(InflateError) -> [UInt8] {
        guard data.count >= 6, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else {
            throw InflateError(description: "not a zlib stream")
        }
        guard data[1] & 0x20 == 0 else { throw InflateError(description: "preset dictionaries are not supported") }
        // Room for one more longest match than expected: a block is decoded without a check
        // for room before each symbol's bytes, only before each symbol (see `decodeSymbols`).
        var output = [UInt8](repeating: 0, count: max(expectedSize, 0) + maximumMatch)
        var produced = 0
        var reader = BitReader(position: 2)
        let input = data.span
        var last = false
        while !last && produced < prefix {
            try reader.refill(input)
            last = reader.take(1) == 1
            switch reader.take(2) {
            case 0:
                try copyStored(data, &reader, into: &output, produced: &produced)
            case 1:
                try inflateBlock(input, &reader, literals: fixedLiterals, distances: fixedDistances, into: &output, produced: &produced, prefix: prefix)
            case 2:
                let (literals, distances) = try dynamicTables(input, &reader)
                try inflateBlock(input, &reader, literals: literals, distances: distances, into: &output, produced: &produced, prefix: prefix)
            default:
                throw InflateError(description: "invalid block type")
            }
        }
        try reader.checkNotPastEnd(input)
        output.removeLast(output.count - produced)
        return output
    }

    /// The longest back-reference DEFLATE has.
    static let maximumMatch = 258

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let fixedLiterals = try! HuffmanTable(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 },
                                                         kind: .literalsAndLengths)
    private static let fixedDistances = try! HuffmanTable(lengths: Array(repeating: 5, count: 30), kind: .distances)

    /// Makes room for `needed` more bytes after the `produced` ones, doubling the array.
    private static func reserve(_ needed: Int, in output: inout [UInt8], produced: Int) {
        guard produced + needed > output.count else { return }
        output.append(contentsOf: repeatElement(0, count: max(produced + needed - output.count, output.count)))
    }

    private static func copyStored(_ data: [UInt8], _ reader: inout BitReader, into output: inout [UInt8],
                                   produced: inout Int) throws(InflateError) {
        var position = try reader.alignAndRelease(data.span)
        guard position + 4 <= data.count else { throw InflateError(description: "unexpected end of data") }
        let length = Int(data[position]) | Int(data[position + 1]) << 8
        let complement = Int(data[position + 2]) | Int(data[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw InflateError(description: "corrupt stored block") }
        position += 4
        guard position + length <= data.count else { throw InflateError(description: "unexpected end of data") }
        reserve(length, in: &output, produced: produced)
        output.replaceSubrange(produced..<(produced + length), with: data[position..<(position + length)])
        produced += length
        reader = BitReader(position: position + length)
    }

    private static func dynamicTables(_ input: Span<UInt8>, _ reader: inout BitReader) throws(InflateError) -> (HuffmanTable, HuffmanTable) {
        try reader.refill(input)
        let literalCount = reader.take(5) + 257
        let distanceCount = reader.take(5) + 1
        let codeLengthCount = reader.take(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            try reader.refill(input)
            codeLengths[codeLengthOrder[index]] = reader.take(3)
        }
        let codeLengthTable = try HuffmanTable(lengths: codeLengths, kind: .codeLengths)
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            try reader.refill(input)
            let symbol = try codeLengthTable.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw InflateError(description: "repeat with no previous length") }
                lengths += repeatElement(previous, count: reader.take(2) + 3)
            case 17: lengths += repeatElement(0, count: reader.take(3) + 3)
            default: lengths += repeatElement(0, count: reader.take(7) + 11)
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw InflateError(description: "too many code lengths") }
        return (try HuffmanTable(lengths: Array(lengths[..<literalCount]), kind: .literalsAndLengths),
                try HuffmanTable(lengths: Array(lengths[literalCount...]), kind: .distances))
    }

    /// Decodes one Huffman-coded block's symbols, growing `output` when it has less room left
    /// than one longest match; stops early once `prefix` bytes are out.
    private static func inflateBlock(_ input: Span<UInt8>, _ reader: inout BitReader, literals: HuffmanTable, distances: HuffmanTable,
                                     into output: inout [UInt8], produced: inout Int, prefix: Int) throws(InflateError) {
        while produced < prefix {
            reserve(maximumMatch, in: &output, produced: produced)
            var out = output.mutableSpan
            if try decodeSymbols(input, &reader, literals: literals, distances: distances, into: &out, produced: &produced) { return }
        }
    }

    /// Decodes symbols into `out` until the end of the block (true) or until fewer than
    /// `maximumMatch` bytes are left in `out` (false).
    private static func decodeSymbols(_ input: Span<UInt8>, _ reader: inout BitReader, literals: HuffmanTable, distances: HuffmanTable,
                                      into out: inout MutableSpan<UInt8>, produced: inout Int) throws(InflateError) -> Bool {
        let literalFast = literals.fast, distanceFast = distances.fast
        let mask = UInt64(HuffmanTable.fastSize - 1)
        let limit = out.count - maximumMatch
        var next = produced
        defer { produced = next }
        while next <= limit {
            // Enough bits for a length and its extra bits, then a distance and its extra bits (15 + 5 + 15 + 13).
            if reader.count < 48 { try reader.refill(input) }
            var entry = literalFast[Int(truncatingIfNeeded: reader.buffer & mask)]
            if entry & HuffmanTable.lengthMask == 0 { entry = try literals.decodeLong(reader.buffer) }
            reader.drop(Int(entry & HuffmanTable.lengthMask))
            let value = Int(truncatingIfNeeded: entry >> HuffmanTable.valueShift)
            switch entry & HuffmanTable.kindMask {
            case HuffmanTable.literal:
                out[next] = UInt8(truncatingIfNeeded: value)
                next += 1
                continue
            case HuffmanTable.endOfBlock:
                return true
            case HuffmanTable.invalid:
                throw InflateError(description: "invalid length symbol")
            default:
                break
            }
            let length = value + reader.take(Int(entry >> HuffmanTable.extraShift & HuffmanTable.extraMask))
            var distanceEntry = distanceFast[Int(truncatingIfNeeded: reader.buffer & mask)]
            if distanceEntry & HuffmanTable.lengthMask == 0 { distanceEntry = try distances.decodeLong(reader.buffer) }
            reader.drop(Int(distanceEntry & HuffmanTable.lengthMask))
            guard distanceEntry & HuffmanTable.kindMask != HuffmanTable.invalid else { throw InflateError(description: "invalid distance symbol") }
            let distance = Int(truncatingIfNeeded: distanceEntry >> HuffmanTable.valueShift)
                + reader.take(Int(distanceEntry >> HuffmanTable.extraShift & HuffmanTable.extraMask))
            guard distance <= next else { throw InflateError(description: "distance too far back") }
            // Loops indexed by their own counter, which the compiler checks against the bounds once.
            let end = next + length
            if distance == 1 {
                let byte = out[next - 1]
                for index in next..<end { out[index] = byte }
            } else {
                for index in next..<end { out[index] = out[index &- distance] }
            }
            next = end
        }
        return false
    }
}

/// DEFLATE's least-significant-bit-first bit stream: up to 64 bits taken from the input ahead of
/// use. Past the input's end it reads zeros, which `refill` reports as an error once any of them
/// would be used.
struct BitReader {
    /// The next bits, the next one in bit 0.
    var buffer: UInt64 = 0
    /// How many bits of `buffer` are the input's.
    var count = 0
    /// The next input byte to put into `buffer`; beyond the input's end once zeros were put in.
    var position: Int

    init(position: Int) {
        self.position = position
    }

    /// Fills the buffer to at least 57 bits; throws if bits past the input's end were used.
    @inline(__always)
    mutating func refill(_ input: Span<UInt8>) throws(InflateError) {
        if position + 8 <= input.count {
            while count <= 56 {
                buffer |= UInt64(input[position]) << UInt64(count)
                position += 1
                count += 8
            }
        } else {
            try refillNearEnd(input)
        }
    }

    @inline(never)
    private mutating func refillNearEnd(_ input: Span<UInt8>) throws(InflateError) {
        try checkNotPastEnd(input)
        while count <= 56 {
            if position < input.count { buffer |= UInt64(input[position]) << UInt64(count) }
            position += 1
            count += 8
        }
    }

    /// Throws if some of the zeros read past the input's end were used.
    func checkNotPastEnd(_ input: Span<UInt8>) throws(InflateError) {
        if position > input.count, count < (position - input.count) * 8 {
            throw InflateError(description: "unexpected end of data")
        }
    }

    /// The next `needed` (at most 32) bits, which a refill must have put in the buffer.
    @inline(__always)
    mutating func take(_ needed: Int) -> Int {
        let value = Int(truncatingIfNeeded: buffer & ((1 << UInt64(needed)) &- 1))
        drop(needed)
        return value
    }

    @inline(__always)
    mutating func drop(_ bits: Int) {
        buffer >>= UInt64(bits)
        count -= bits
    }

    /// Skips to the next byte boundary and gives back the whole bytes still in the buffer: the
    /// position of the next byte to read directly.
    mutating func alignAndRelease(_ input: Span<UInt8>) throws(InflateError) -> Int {
        try checkNotPastEnd(input)
        let position = self.position - count / 8
        guard position <= input.count else { throw InflateError(description: "unexpected end of data") }
        self = BitReader(position: position)
        return position
    }
}

/// A canonical Huffman code (RFC 1951 §3.2.2) as a table indexed by the next `fastBits` bits of
/// the stream, each entry telling what the code there stands for and how long it is; codes longer
/// than `fastBits` are decoded bit by bit from per-length counts.
///
/// An entry holds the code's length (0: longer than `fastBits`, or no code), what the symbol is
/// (a literal byte, a length, a distance, the end of the block, a symbol that must not occur), its
/// value (the byte, the base length or distance, the code length symbol) and how many extra bits
/// follow it.
struct HuffmanTable {
    enum Kind { case literalsAndLengths, distances, codeLengths }

    static let fastBits = 10
    static let fastSize = 1 << fastBits

    static let lengthMask: UInt32 = 0xF
    static let kindMask: UInt32 = 0x30
    static let literal: UInt32 = 0x00
    static let reference: UInt32 = 0x10
    static let endOfBlock: UInt32 = 0x20
    static let invalid: UInt32 = 0x30
    static let extraShift: UInt32 = 8
    static let extraMask: UInt32 = 0xF
    static let valueShift: UInt32 = 16

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// `fastSize` entries.
    let fast: [UInt32]
    /// Entries of every symbol, for codes longer than `fastBits`.
    private let entries: [UInt32]
    /// How many codes each length has, and the symbols in code order.
    private let counts: [Int]
    private let symbols: [Int]

    init(lengths: [Int], kind: Kind) throws(InflateError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        // A code with more codes of some length than it has room for is not a prefix code.
        var left = 1
        for length in 1..<16 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw InflateError(description: "invalid Huffman code lengths") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        let entries = lengths.indices.map { Self.entry(symbol: $0, kind: kind) }
        // Canonical codes: consecutive within a length, each length starting after the shorter ones.
        var fast = [UInt32](repeating: 0, count: Self.fastSize)
        var code = 0, index = 0
        for length in 1...Self.fastBits {
            for _ in 0..<counts[length] {
                var reversed = 0
                for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
                let entry = entries[symbols[index]] | UInt32(length)
                for filler in stride(from: reversed, to: Self.fastSize, by: 1 << length) { fast[filler] = entry }
                code += 1
                index += 1
            }
            code <<= 1
        }
        self.fast = fast
        self.entries = entries
        self.counts = counts
        self.symbols = symbols
    }

    private static func entry(symbol: Int, kind: Kind) -> UInt32 {
        func pack(_ kind: UInt32, value: Int, extra: Int = 0) -> UInt32 {
            kind | UInt32(extra) << extraShift | UInt32(value) << valueShift
        }
        switch kind {
        case .codeLengths:
            return pack(literal, value: symbol)
        case .distances:
            return symbol < distanceBase.count ? pack(reference, value: distanceBase[symbol], extra: distanceExtra[symbol]) : invalid
        case .literalsAndLengths:
            if symbol < 256 { return pack(literal, value: symbol) }
            if symbol == 256 { return endOfBlock }
            let index = symbol - 257
            return index < lengthBase.count ? pack(reference, value: lengthBase[index], extra: lengthExtra[index]) : invalid
        }
    }

    /// The entry of the code at the start of `bits` when it is longer than `fastBits` (its length
    /// in the entry); throws if no code starts there.
    @inline(never)
    func decodeLong(_ bits: UInt64) throws(InflateError) -> UInt32 {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= Int(truncatingIfNeeded: bits >> UInt64(length - 1) & 1)
            let count = counts[length]
            if code - count < first { return entries[symbols[index + (code - first)]] | UInt32(length) }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw InflateError(description: "invalid Huffman code")
    }

    /// The next symbol's value (code length tables: the symbol itself); the reader must hold 15 bits.
    func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
        var entry = fast[Int(truncatingIfNeeded: reader.buffer & UInt64(Self.fastSize - 1))]
        if entry & Self.lengthMask == 0 { entry = try decodeLong(reader.buffer) }
        reader.drop(Int(entry & Self.lengthMask))
        return Int(entry >> Self.valueShift)
    }
}
