/// The tags and character data of XML bytes, one at a time, with entities decoded and lines
/// counted; every call moves forward, and the end of the input ends whatever it was in.
package struct XMLScanner {
    /// What comes next in the document.
    package enum Event {
        /// An opening tag: name, attributes, line, and whether it closes itself (`<a/>`).
        case start(String, [String: String], line: Int, empty: Bool)
        /// A closing tag's name.
        case end(String)
        /// Character data, entities decoded.
        case text(String)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// A scanner at the start of `bytes` (UTF-8).
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next event, or `nil` at the end of the input.
    package mutating func next() -> Event? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { return .text(text()) }
            if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                let start = index + 9
                skip(past: "]]>")
                return .text(String(decoding: bytes[min(start, index)..<max(start, index - (ended("]]>") ? 3 : 0))], as: UTF8.self))
            } else if starts(with: "<?") || starts(with: "<!") {
                skip(past: ">")
            } else if peek(1) == UInt8(ascii: "/") {
                advance(to: index + 2)
                let name = self.name()
                skip(past: ">")
                return .end(name)
            } else if Self.isNameByte(peek(1)) {
                return tag()
            } else {
                // A `<` that starts no tag: text.
                advance(to: index + 1)
                return .text("<")
            }
        }
        return nil
    }

    /// An opening tag, from its `<`.
    private mutating func tag() -> Event {
        let tagLine = line
        advance(to: index + 1)
        let name = self.name()
        var attributes: [String: String] = [:]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                advance(to: index + 1)
                return .start(name, attributes, line: tagLine, empty: false)
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: ">") {
                advance(to: index + 2)
                return .start(name, attributes, line: tagLine, empty: true)
            }
            if byte == UInt8(ascii: "<") {
                // A tag cut short by the next one: this one ends here, open.
                return .start(name, attributes, line: tagLine, empty: false)
            }
            guard Self.isNameByte(byte) else {
                advance(to: index + 1)
                continue
            }
            let attribute = self.name()
            skipSpace()
            var value = ""
            if peek() == UInt8(ascii: "=") {
                advance(to: index + 1)
                skipSpace()
                value = self.value()
            }
            if attributes[attribute] == nil { attributes[attribute] = value }
        }
        return .start(name, attributes, line: tagLine, empty: false)
    }

    /// An attribute's value: quoted (to its closing quote) or bare (to a space or the tag's end).
    private mutating func value() -> String {
        let quote = peek()
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let start = index + 1
            var end = start
            while end < bytes.count, bytes[end] != quote { end += 1 }
            advance(to: min(end + 1, bytes.count))
            return Self.decoded(bytes[start..<end])
        }
        let start = index
        var end = start
        while end < bytes.count, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "<") { end += 1 }
        advance(to: end)
        return Self.decoded(bytes[start..<end])
    }

    /// Character data up to the next `<`.
    private mutating func text() -> String {
        let start = index
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
        advance(to: end)
        return Self.decoded(bytes[start..<end])
    }

    /// A name (of an element or attribute, with its prefix: `xsi:type`).
    private mutating func name() -> String {
        let start = index
        var end = start
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        advance(to: end)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func skipSpace() {
        var end = index
        while end < bytes.count, Self.isSpace(bytes[end]) { end += 1 }
        advance(to: end)
    }

    /// Past the next `terminator`, or to the end of the input.
    private mutating func skip(past terminator: String) {
        let needle = Array(terminator.utf8)
        var end = index
        while end < bytes.count, !(bytes[end] == needle[0] && bytes[end..<min(end + needle.count, bytes.count)].elementsEqual(needle)) { end += 1 }
        advance(to: min(end + needle.count, bytes.count))
    }

    /// Whether what was just skipped ended with `terminator` (not with the input).
    private func ended(_ terminator: String) -> Bool {
        let needle = Array(terminator.utf8)
        return index >= needle.count && bytes[(index - needle.count)..<index].elementsEqual(needle)
    }

    /// Moves to `end`, counting the lines passed.
    private mutating func advance(to end: Int) {
        while index < end, index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private func starts(with prefix: String) -> Bool {
        let needle = Array(prefix.utf8)
        return index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    /// Text with XML's five named entities and numeric references decoded; anything else kept as written.
    static func decoded(_ slice: ArraySlice<UInt8>) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            guard byte == UInt8(ascii: "&"), let semicolon = slice[index..<min(index + 12, slice.endIndex)].firstIndex(of: UInt8(ascii: ";")),
                  let replacement = entity(String(decoding: slice[(index + 1)..<semicolon], as: UTF8.self)) else {
                result.append(byte)
                index += 1
                continue
            }
            result += replacement
            index = semicolon + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes an entity's name (between `&` and `;`) stands for.
    private static func entity(_ name: String) -> [UInt8]? {
        switch name {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return Array(String(Character(scalar)).utf8)
        }
    }
}
