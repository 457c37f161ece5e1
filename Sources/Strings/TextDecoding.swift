/// Text file bytes as Unicode scalars, and positions in them as lines and columns.
///
/// `.strings` files are UTF-8 or UTF-16 (Xcode long wrote UTF-16 with a byte order mark); a
/// UTF-16 file without the mark is recognised by the zero byte of its first ASCII character.
enum TextDecoding {
    /// The scalars of `bytes`, without a byte order mark.
    static func scalars(_ bytes: [UInt8], file: String) throws(StringsError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(bytes[3...], file: file) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false, file: file) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true, file: file) }
        if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true, file: file) }
        if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 { return try utf16(bytes[...], bigEndian: false, file: file) }
        return try utf8(bytes[...], file: file)
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(StringsError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw error(at: scalars.count, in: scalars, file: file, "invalid UTF-8 (save the file as UTF-8 or UTF-16)")
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(StringsError) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar)
            case .emptyInput:
                guard index == bytes.endIndex else {
                    throw error(at: scalars.count, in: scalars, file: file, "the file ends in the middle of a UTF-16 character")
                }
                return scalars
            case .error: throw error(at: scalars.count, in: scalars, file: file, "invalid UTF-16 (an unpaired surrogate)")
            }
        }
    }

    private static func error(at index: Int, in scalars: [Unicode.Scalar], file: String, _ reason: String) -> StringsError {
        let position = LineTable(scalars).position(of: index)
        return .syntax(file: file, line: position.line, column: position.column, reason: reason)
    }
}

/// Where each line of a text starts, to turn an offset into a 1-based line and column.
/// Lines end at `\n`, `\r\n`, a lone `\r`, U+2028 and U+2029.
struct LineTable {
    private var starts: [Int] = [0]

    /// The line starts of `scalars`.
    init(_ scalars: [Unicode.Scalar]) {
        for (offset, scalar) in scalars.enumerated() {
            switch scalar {
            case "\n", "\u{2028}", "\u{2029}": starts.append(offset + 1)
            case "\r" where offset + 1 >= scalars.count || scalars[offset + 1] != "\n": starts.append(offset + 1)
            default: break
            }
        }
    }

    /// The 1-based line and column (in characters) of the scalar at `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
