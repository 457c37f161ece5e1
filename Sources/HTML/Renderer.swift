extension Node {
    /// The node as UTF-8 bytes, escaping every text and attribute value.
    public func render() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        render(into: &output)
        return output
    }

    /// A whole document: `<!DOCTYPE html>` followed by the node, normally `<html>`.
    public func renderDocument() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(8192)
        append("<!DOCTYPE html>\n", to: &output)
        render(into: &output)
        return output
    }

    /// Appends the node's bytes to `output`.
    public func render(into output: inout [UInt8]) {
        switch self {
        case let .element(name, attributes, children):
            output.append(UInt8(ascii: "<"))
            append(name, to: &output)
            for attribute in attributes {
                output.append(UInt8(ascii: " "))
                append(attribute.name, to: &output)
                if let value = attribute.value {
                    output.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
                    appendEscaped(value, to: &output)
                    output.append(UInt8(ascii: "\""))
                }
            }
            output.append(UInt8(ascii: ">"))
            if isVoidElement(name) { return }
            for child in children { child.render(into: &output) }
            output.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
            append(name, to: &output)
            output.append(UInt8(ascii: ">"))
        case let .text(text):
            appendEscaped(text, to: &output)
        case let .raw(markup):
            append(markup, to: &output)
        case let .fragment(nodes):
            for node in nodes { node.render(into: &output) }
        case let .generated(count, make):
            for index in 0..<count { make(index).render(into: &output) }
        }
    }
}

/// The elements HTML forbids a closing tag for, by name length, so most names are ruled out at once.
private let voidElementsByLength: [Int: [StaticString]] = [
    2: ["br", "hr"], 3: ["col", "img", "wbr"], 4: ["area", "base", "link", "meta"], 5: ["embed", "input", "track"], 6: ["source"],
]

private func isVoidElement(_ name: StaticString) -> Bool {
    guard let candidates = voidElementsByLength[name.utf8CodeUnitCount] else { return false }
    return name.withUTF8Buffer { candidate in
        candidates.contains { $0.withUTF8Buffer { $0.elementsEqual(candidate) } }
    }
}

private func append(_ string: StaticString, to output: inout [UInt8]) {
    string.withUTF8Buffer { output.append(contentsOf: $0) }
}

/// Copies `string` to `output`, replacing `& < > " '` with character references.
/// Runs of clean bytes are copied in one go.
func appendEscaped(_ string: String, to output: inout [UInt8]) {
    let bytes = string.utf8
    var cleanStart = bytes.startIndex
    var index = bytes.startIndex
    while index != bytes.endIndex {
        let replacement: StaticString
        switch bytes[index] {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&#39;"
        default:
            bytes.formIndex(after: &index)
            continue
        }
        output.append(contentsOf: bytes[cleanStart..<index])
        append(replacement, to: &output)
        bytes.formIndex(after: &index)
        cleanStart = index
    }
    output.append(contentsOf: bytes[cleanStart..<bytes.endIndex])
}
