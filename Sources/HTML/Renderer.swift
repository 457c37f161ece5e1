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
                    output.append(UInt8(ascii: "="))
                    output.append(UInt8(ascii: "\""))
                    appendEscaped(value, to: &output)
                    output.append(UInt8(ascii: "\""))
                }
            }
            output.append(UInt8(ascii: ">"))
            if isVoidElement(name) { return }
            for child in children { child.render(into: &output) }
            output.append(UInt8(ascii: "<"))
            output.append(UInt8(ascii: "/"))
            append(name, to: &output)
            output.append(UInt8(ascii: ">"))
        case let .text(text):
            appendEscaped(text, to: &output)
        case let .raw(markup):
            append(markup, to: &output)
        case let .rawPart(markup, range):
            markup.withUTF8Buffer { bytes in
                output.append(contentsOf: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)])
            }
        case let .fragment(nodes):
            for node in nodes { node.render(into: &output) }
        case let .generated(count, make):
            for index in 0..<count { make(index).render(into: &output) }
        }
    }
}

/// Whether HTML forbids a closing tag for `name`: br, hr, col, img, wbr, area, base, link, meta,
/// embed, input, track, source. Decided by length, then bytes, so `div` or `span` cost a compare or two.
private func isVoidElement(_ name: StaticString) -> Bool {
    name.withUTF8Buffer { name in
        func equals(_ word: StaticString) -> Bool { word.withUTF8Buffer { $0.elementsEqual(name) } }
        switch name.count {
        case 2: return name[1] == UInt8(ascii: "r") && (name[0] == UInt8(ascii: "b") || name[0] == UInt8(ascii: "h"))
        case 3: return equals("img") || equals("col") || equals("wbr")
        case 4: return equals("meta") || equals("link") || equals("area") || equals("base")
        case 5: return equals("input") || equals("embed") || equals("track")
        case 6: return equals("source")
        default: return false
        }
    }
}

private func append(_ string: StaticString, to output: inout [UInt8]) {
    string.withUTF8Buffer { output.append(contentsOf: $0) }
}

/// Copies `string` to `output`, replacing `& < > " '` with character references.
/// Runs of clean bytes are copied in one go.
func appendEscaped(_ string: String, to output: inout [UInt8]) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { appendEscaped(bytes: $0, to: &output) }
    if copied == nil { appendEscaped(bytes: Array(string.utf8), to: &output) }
}

private func appendEscaped<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes, to output: inout [UInt8]) where Bytes.Index == Int {
    var cleanStart = bytes.startIndex
    for index in bytes.indices {
        let replacement: StaticString
        switch bytes[index] {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&#39;"
        default: continue
        }
        output.append(contentsOf: bytes[cleanStart..<index])
        append(replacement, to: &output)
        cleanStart = index + 1
    }
    output.append(contentsOf: bytes[cleanStart..<bytes.endIndex])
}
