/// Why a percent-encoded string could not be decoded.
public enum PercentDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `%` not followed by two hexadecimal digits; carries what followed it.
    case malformedEscape(String)
    /// The decoded bytes are not UTF-8.
    case invalidUTF8

    /// A sentence for error pages.
    public var description: String {
        switch self {
        case let .malformedEscape(escape): "“\(escape)” is not a valid percent escape (expected % and two hex digits)"
        case .invalidUTF8: "the decoded text is not valid UTF-8"
        }
    }
}

/// Percent-decoding as in URLs (RFC 3986) and HTML forms, strict about malformed escapes.
public enum PercentDecoding {
    /// Decodes `%XX` escapes, and `+` as a space when `plusAsSpace` (forms and queries).
    public static func decode(_ encoded: Substring, plusAsSpace: Bool) throws(PercentDecodingError) -> String {
        let input = encoded.utf8
        guard input.contains(UInt8(ascii: "%")) || (plusAsSpace && input.contains(UInt8(ascii: "+"))) else {
            return String(encoded)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = input.startIndex
        while index != input.endIndex {
            let byte = input[index]
            input.formIndex(after: &index)
            switch byte {
            case UInt8(ascii: "%"):
                let high = index != input.endIndex ? hexValue(input[index]) : nil
                let lowIndex = index != input.endIndex ? input.index(after: index) : index
                let low = lowIndex != input.endIndex ? hexValue(input[lowIndex]) : nil
                guard let high, let low else {
                    let end = input.index(index, offsetBy: 2, limitedBy: input.endIndex) ?? input.endIndex
                    throw .malformedEscape("%" + String(decoding: input[index..<end], as: UTF8.self))
                }
                bytes.append(high << 4 | low)
                index = input.index(after: lowIndex)
            case UInt8(ascii: "+") where plusAsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return decoded
    }

    /// Encodes everything but unreserved characters, for building query strings.
    public static func encode(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
