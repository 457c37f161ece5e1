import Screens

/// Swift string literals, and the expression that gives a placeholder's text in the app.
enum SwiftLiteral {
    /// `text` as a one-line Swift string literal that Swift reads back as `text`: quotes,
    /// backslashes (so `\(` stays two characters, never an interpolation) and control characters
    /// escaped; the line and paragraph separators too, which would break the line in an editor.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The app's text: `String(localized: "key")` (with its table when not `Localizable`) for a text
    /// the fixtures take from the app's strings, else the English text as a literal. In a search
    /// placeholder, `{query}` in a literal becomes the variable `query`, joined with `+`.
    static func text(_ text: LocalizedText, query: String? = nil) -> String {
        if let key = text.key {
            let table = key.table == "Localizable" ? "" : ", table: " + string(key.table)
            return "String(localized: \(string(key.key))\(table))"
        }
        let english = text.resolved(for: Language.english.tag)
        guard let query, english.contains("{query}") else { return string(english) }
        let parts = english.split(separator: "{query}", omittingEmptySubsequences: false).map(String.init)
        var terms: [String] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { terms.append(query) }
            if !part.isEmpty { terms.append(string(part)) }
        }
        return terms.joined(separator: " + ")
    }
}
