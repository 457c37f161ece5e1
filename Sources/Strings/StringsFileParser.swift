/// Parses the old-style property list strings format, as Core Foundation reads it:
/// `"key" = "value";` pairs (or `"key";`, whose value is the key), optionally inside `{ }`,
/// with `/* */` and `//` comments, quotes `"` or `'`, and unquoted tokens of ASCII letters,
/// digits and `_ $ : / . -`.
struct StringsFileParser {
    /// One pair as written, with the comments before it.
    struct Pair {
        let key: String
        let value: String
        let comment: String?
        let line: Int
    }

    private let scalars: [Unicode.Scalar]
    private let lines: LineTable
    private let file: String
    private var index = 0
    private var comments: [String] = []

    /// Every pair of the file, in order.
    static func parse(_ scalars: [Unicode.Scalar], file: String) throws(StringsError) -> [Pair] {
        var parser = StringsFileParser(scalars: scalars, lines: LineTable(scalars), file: file)
        return try parser.parsePairs()
    }

    private init(scalars: [Unicode.Scalar], lines: LineTable, file: String) {
        self.scalars = scalars
        self.lines = lines
        self.file = file
    }

    private mutating func parsePairs() throws(StringsError) -> [Pair] {
        var pairs: [Pair] = []
        try skipSpace()
        let brace = peek() == "{" ? index : nil
        if brace != nil { index += 1 }
        while true {
            try skipSpace()
            guard index < scalars.count else {
                if let brace { throw error(at: brace, "this “{” is never closed with “}”") }
                return pairs
            }
            if brace != nil, peek() == "}" {
                index += 1
                try skipSpace()
                guard index == scalars.count else { throw error("unexpected text after the closing “}”") }
                return pairs
            }
            let keyStart = index
            let key = try token("a key")
            try skipSpace()
            var value = key
            if peek() == "=" {
                index += 1
                try skipSpace()
                value = try token("a value after “=”")
                try skipSpace()
                guard peek() == ";" else { throw error("expected “;” after the value" + found()) }
            } else if peek() != ";" {
                throw error("expected “=” or “;” after the key" + found())
            }
            index += 1
            pairs.append(Pair(key: key, value: value, comment: comments.isEmpty ? nil : comments.joined(separator: "\n"),
                              line: lines.position(of: keyStart).line))
            comments = []
        }
    }

    private mutating func token(_ what: String) throws(StringsError) -> String {
        guard let first = peek() else { throw error("expected \(what), found the end of the file") }
        if first == "\"" || first == "'" { return try quoted() }
        guard Self.isUnquoted(first) else { throw error("expected \(what) in quotes" + found()) }
        var text: [UInt8] = []
        while let scalar = peek(), Self.isUnquoted(scalar) {
            text.append(UInt8(scalar.value))
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func quoted() throws(StringsError) -> String {
        let start = index
        let quote = scalars[index]
        index += 1
        // UTF-8 bytes, made a string once: appending scalar by scalar to a String costs most of
        // the time a large app's strings take to read.
        var text: [UInt8] = []
        while true {
            guard let scalar = peek() else { throw error(at: start, "this string is never closed (a \(quote) is missing)") }
            index += 1
            if scalar == quote { return String(decoding: text, as: UTF8.self) }
            if scalar == "\\" {
                try escape(into: &text)
            } else {
                Self.append(scalar, to: &text)
            }
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
        if scalar.isASCII {
            text.append(UInt8(scalar.value))
        } else {
            UTF8.encode(scalar) { text.append($0) }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws(StringsError) {
        let backslash = index - 1
        guard let letter = peek() else { throw error(at: backslash, "a “\\” at the end of the file") }
        index += 1
        switch letter {
        case "n", "\n": text.append(0x0A)
        case "t": text.append(0x09)
        case "r": text.append(0x0D)
        case "a": text.append(0x07)
        case "b": text.append(0x08)
        case "f": text.append(0x0C)
        case "v": text.append(0x0B)
        case "0"..."7":
            var value = letter.value - 0x30
            for _ in 0..<2 {
                guard let digit = peek(), ("0"..."7").contains(digit) else { break }
                value = value * 8 + digit.value - 0x30
                index += 1
            }
            guard value < 0x80 else { throw error(at: backslash, "octal escapes above \\177 are in the NeXTSTEP encoding; write \\U and four hex digits") }
            text.append(UInt8(value))
        case "U":
            var unit = try hexUnit(escapeAt: backslash)
            if (0xD800...0xDBFF).contains(unit) {
                guard peek() == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" else {
                    throw error(at: backslash, "\\U\(String(unit, radix: 16, uppercase: true)) is half a surrogate pair; the other half (\\UDC00–\\UDFFF) must follow")
                }
                index += 2
                let low = try hexUnit(escapeAt: index - 2)
                guard (0xDC00...0xDFFF).contains(low) else { throw error(at: index - 6, "expected the second half of a surrogate pair (\\UDC00–\\UDFFF)") }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error(at: backslash, "\\U\(String(unit, radix: 16, uppercase: true)) is the second half of a surrogate pair, with no first half")
            }
            Self.append(Unicode.Scalar(unit)!, to: &text)
        default:
            // Core Foundation keeps any other escaped character as itself: \" \' \\.
            Self.append(letter, to: &text)
        }
    }

    /// Up to four hex digits after `\U`, as Core Foundation reads them (Apple writes four).
    private mutating func hexUnit(escapeAt backslash: Int) throws(StringsError) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < 4, let digit = peek(), digit.isASCII, let nibble = UInt32(String(digit), radix: 16) {
            value = value << 4 | nibble
            count += 1
            index += 1
        }
        guard count > 0 else { throw error(at: backslash, "expected hex digits after \\U, as in \\U00E9") }
        return value
    }

    /// Skips white space and comments, keeping each comment's text for the next pair.
    private mutating func skipSpace() throws(StringsError) {
        while let scalar = peek() {
            if scalar == " " || (0x09...0x0D).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                let start = index + 2
                index = start
                while let next = peek(), !["\n", "\r", "\u{2028}", "\u{2029}"].contains(next) { index += 1 }
                keepComment(start..<index)
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let opening = index
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw error(at: opening, "this comment is never closed (a “*/” is missing)") }
                keepComment((opening + 2)..<index)
                index += 2
            } else {
                return
            }
        }
    }

    private mutating func keepComment(_ range: Range<Int>) {
        // Trimmed as scalars, then made into a string once from UTF-8: appending scalar by scalar
        // to a String was two fifths of reading a commented 9 MB tree.
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, scalars[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
        guard lower < upper else { return }
        var text: [UInt8] = []
        text.reserveCapacity(upper - lower)
        for scalar in scalars[lower..<upper] { Self.append(scalar, to: &text) }
        comments.append(String(decoding: text, as: UTF8.self))
    }

    private func peek() -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private func found() -> String {
        guard let scalar = peek() else { return ", found the end of the file" }
        return scalar.properties.isWhitespace || scalar.value < 0x20 ? ", found U+\(String(scalar.value, radix: 16, uppercase: true))" : ", found “\(scalar)”"
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$:/.-".unicodeScalars.contains(scalar))
    }

    private func error(_ reason: String) -> StringsError {
        error(at: index, reason)
    }

    private func error(at offset: Int, _ reason: String) -> StringsError {
        let position = lines.position(of: offset)
        return .syntax(file: file, line: position.line, column: position.column, reason: reason)
    }
}

extension String {
    /// The string without leading and trailing scalars for which `isTrimmed` is true.
    fileprivate func trimmed(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Array(unicodeScalars)
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }), let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[first...last])
        return result
    }
}
