import JSON

/// Loading warnings as printed: one line per kind, with its count and first example, so an app with
/// 300 sets that cannot be drawn or one key's 19 device variations gets one line, not a screenful; verbose,
/// every warning on a line of its own.
///
/// Two warnings are of one kind when their reasons read the same once what they quote (a key, a file
/// name, a language) and their numbers are set aside: `"a.pdf" is a PDF…` and `"b.pdf" is a PDF…`.
package enum FoldedWarnings {
    /// The lines to print, each `listpreview: warning: PATH: REASON`, in the order the kinds first appear.
    package static func lines(_ warnings: [JSONIssue], verbose: Bool) -> [String] {
        guard !verbose else { return warnings.map { "listpreview: warning: \($0)" } }
        var order: [String] = []
        var kinds: [String: (first: JSONIssue, count: Int)] = [:]
        for warning in warnings {
            let kind = self.kind(of: warning.reason)
            if let seen = kinds[kind] {
                kinds[kind] = (seen.first, seen.count + 1)
            } else {
                order.append(kind)
                kinds[kind] = (warning, 1)
            }
        }
        return order.compactMap { kinds[$0] }.map { first, count in
            let more = count - 1
            return "listpreview: warning: \(first)"
                + (more == 0 ? "" : " (and \(more) more like it; --verbose lists \(more == 1 ? "it" : "them"))")
        }
    }

    /// The reason with every quoted text (`"…"`, `“…”`) and every number replaced by a mark.
    package static func kind(of reason: String) -> String {
        var kind = ""
        var closing: Character?
        var escaped = false
        var inNumber = false
        for character in reason {
            if let close = closing {
                if escaped {
                    escaped = false
                } else if character == "\\", close == "\"" {
                    escaped = true
                } else if character == close {
                    closing = nil
                    kind.append(close)
                }
                continue
            }
            switch character {
            case "\"":
                closing = "\""
                kind += "\"…"
            case "“":
                closing = "”"
                kind += "“…"
            case _ where character.isASCII && character.isNumber:
                if !inNumber { kind += "#" }
                inNumber = true
                continue
            default:
                kind.append(character)
            }
            inNumber = false
        }
        return kind
    }
}
