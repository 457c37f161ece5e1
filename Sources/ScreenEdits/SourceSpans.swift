import JSON

/// A JSON document's values with the byte ranges they take in its text: what a save needs to
/// replace one value and leave every other byte of the file as it was.
indirect enum SourceSpan {
    /// An object: its members in the file's order, and its range from `{` to after `}`.
    case object([Member], Range<Int>)
    /// An array: its elements, and its range from `[` to after `]`.
    case array([SourceSpan], Range<Int>)
    /// A string, number, `true`, `false` or `null`, and its range.
    case scalar(JSONValue, Range<Int>)

    /// One member of an object: its key, where its key's quote starts, and its value.
    struct Member {
        let key: String
        let keyRange: Range<Int>
        let value: SourceSpan
    }

    /// Where the value is.
    var range: Range<Int> {
        switch self {
        case let .object(_, range), let .array(_, range), let .scalar(_, range): range
        }
    }

    /// An object's members, or none.
    var members: [Member]? {
        if case let .object(members, _) = self { return members }
        return nil
    }

    /// The member `key` of an object.
    func member(_ key: String) -> Member? {
        members?.first { $0.key == key }
    }

    /// The spans of the JSON document `bytes`, or `nil` when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> SourceSpan? {
        var scanner = Scanner(bytes: bytes)
        guard let value = scanner.value() else { return nil }
        scanner.skipSpace()
        return scanner.offset == bytes.count ? value : nil
    }

    /// A recursive descent over the bytes; scalars are read by ``JSONParser`` from their own range.
    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func value() -> SourceSpan? {
            skipSpace()
            guard offset < bytes.count else { return nil }
            let start = offset
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var members: [Member] = []
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return .object(members, start..<offset)
                }
                while true {
                    skipSpace()
                    let keyStart = offset
                    guard case let .scalar(.string(key), keyRange)? = scalar(), keyRange.lowerBound == keyStart else { return nil }
                    skipSpace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
                    offset += 1
                    guard let value = value() else { return nil }
                    members.append(Member(key: key, keyRange: keyRange, value: value))
                    skipSpace()
                    guard offset < bytes.count else { return nil }
                    offset += 1
                    if bytes[offset - 1] == UInt8(ascii: "}") { return .object(members, start..<offset) }
                    guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
                }
            case UInt8(ascii: "["):
                offset += 1
                var elements: [SourceSpan] = []
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return .array(elements, start..<offset)
                }
                while true {
                    guard let element = value() else { return nil }
                    elements.append(element)
                    skipSpace()
                    guard offset < bytes.count else { return nil }
                    offset += 1
                    if bytes[offset - 1] == UInt8(ascii: "]") { return .array(elements, start..<offset) }
                    guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
                }
            default:
                return scalar()
            }
        }

        /// A string, number or literal: its end found by its syntax, its value by the strict parser.
        mutating func scalar() -> SourceSpan? {
            skipSpace()
            let start = offset
            guard offset < bytes.count else { return nil }
            if bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                    offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard offset < bytes.count else { return nil }
                offset += 1
            } else {
                let ends: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
                while offset < bytes.count, !ends.contains(bytes[offset]) { offset += 1 }
            }
            guard let value = try? JSONParser.parse(Array(bytes[start..<offset])) else { return nil }
            return .scalar(value, start..<offset)
        }
    }
}
