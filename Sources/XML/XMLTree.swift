/// A small XML tree whose one renderer escapes every attribute value and text, so no name, path
/// or message can break the document: the one way the program writes XML (the review's and the
/// audit's JUnit files).
package struct XMLTree: Sendable {
    /// The tag name (always one of ours, never user text).
    package let name: String
    /// Attributes in order.
    package var attributes: [(name: String, value: String)] = []
    /// Child elements, written before `text`.
    package var children: [XMLTree] = []
    /// Character data, if any.
    package var text: String?

    /// An element with `attributes`, `children` and `text`.
    package init(name: String, attributes: [(name: String, value: String)] = [], children: [XMLTree] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The document: an XML declaration, then this element.
    package func document() -> [UInt8] {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        render(into: &output, depth: 0)
        return Array(output.utf8)
    }

    private func render(into output: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        output += indent + "<" + name
        for attribute in attributes { output += " " + attribute.name + "=\"" + Self.escaped(attribute.value) + "\"" }
        guard !children.isEmpty || text != nil else {
            output += "/>\n"
            return
        }
        output += ">"
        if !children.isEmpty {
            output += "\n"
            for child in children { child.render(into: &output, depth: depth + 1) }
            output += indent
        }
        if let text { output += Self.escaped(text) }
        output += "</" + name + ">\n"
    }

    /// `&`, `<`, `>`, `"` and `'` as entities, tab, newline and carriage return as character
    /// references (kept in attributes), and the characters XML 1.0 does not allow at all as U+FFFD.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
