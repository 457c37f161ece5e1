/// The tags of an XML text, in order: enough to walk an SF Symbols template (elements, their
/// attributes with `&…;` entities left as written) without an XML library. Comments, processing
/// instructions, declarations and text between tags are skipped.
struct XMLTags: Sequence, IteratorProtocol {
    struct Tag {
        enum Kind { case open, close, selfClosing }
        let kind: Kind
        let name: String
        let attributes: [String: String]
    }

    private let text: [UInt8]
    private var index = 0

    init(_ text: String) { self.text = Array(text.utf8) }

    mutating func next() -> Tag? {
        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(with: "<!--") { skip(past: "-->"); continue }
            if starts(with: "<?") { skip(past: "?>"); continue }
            if starts(with: "<!") { skip(past: ">"); continue }
            index += 1
            let closing = index < text.count && text[index] == UInt8(ascii: "/")
            if closing { index += 1 }
            let name = word()
            var attributes: [String: String] = [:]
            while index < text.count {
                skipSpace()
                guard index < text.count else { return nil }
                if text[index] == UInt8(ascii: ">") {
                    index += 1
                    return Tag(kind: closing ? .close : .open, name: name, attributes: attributes)
                }
                if text[index] == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: ">") {
                    index += 2
                    return Tag(kind: .selfClosing, name: name, attributes: attributes)
                }
                let key = word()
                guard !key.isEmpty else { index += 1; continue }
                skipSpace()
                guard index < text.count, text[index] == UInt8(ascii: "=") else { continue }
                index += 1
                skipSpace()
                guard index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else { continue }
                let quote = text[index]
                index += 1
                let start = index
                while index < text.count, text[index] != quote { index += 1 }
                attributes[key] = String(decoding: text[start..<Swift.min(index, text.count)], as: UTF8.self)
                index += 1
            }
        }
        return nil
    }

    private func starts(with prefix: String) -> Bool {
        let bytes = Array(prefix.utf8)
        return index + bytes.count <= text.count && Array(text[index..<index + bytes.count]) == bytes
    }

    private mutating func skip(past end: String) {
        let bytes = Array(end.utf8)
        while index < text.count, !starts(with: end) { index += 1 }
        index = Swift.min(text.count, index + bytes.count)
    }

    private mutating func skipSpace() {
        while index < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 }
    }

    /// A name: letters, digits and `-_:.`.
    private mutating func word() -> String {
        let start = index
        while index < text.count {
            let byte = text[index]
            let isName = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
            guard isName else { break }
            index += 1
        }
        return String(decoding: text[start..<index], as: UTF8.self)
    }
}
