/// The texts of Foundation's string APIs, and code spelled for a note.
extension ObjCReading {
    /// The text of a message: an attributed string's string, a format, a bundle's localized string,
    /// or what a unary message (`uppercaseString`, `copy`) is sent to; `nil` for any other message
    /// (the code computes it), `.some(nil)` for one that gives no text (`initWithString:@""`).
    func text(_ message: ObjCMessage, in code: Code, depth: Int) -> FoundText?? {
        let selector = message.selector
        if selector.hasPrefix("initWithString:") || selector.hasPrefix("attributedStringWithString:"),
           let argument = message.pieces[0].argument {
            return .some(text(argument, in: code, depth: depth))
        }
        if ["stringWithFormat:", "localizedStringWithFormat:"].contains(selector) || selector.hasPrefix("initWithFormat:"),
           let argument = message.pieces[0].argument {
            let parts = Self.split(argument, in: code.tokens)
            guard let format = parts.first.flatMap({ text($0, in: code, depth: depth) }) else { return .some(nil) }
            if case let .literal(value, _) = format, parts.count > 1 {
                return .literal(value, arguments: parts.dropFirst().map { spelled($0, in: code) })
            }
            return format
        }
        if selector == "localizedStringForKey:value:table:", let key = message.argument("localizedStringForKey").flatMap({ literal($0, in: code, depth: depth) }) {
            return .key(key, table: message.argument("table").flatMap { literal($0, in: code, depth: depth) },
                        fallback: message.argument("value").flatMap { literal($0, in: code, depth: depth) })
        }
        if message.pieces.count == 1, message.pieces[0].argument == nil, let inner = text(message.receiver, in: code, depth: depth + 1), inner.isFixed {
            return inner
        }
        return nil
    }

    /// A `…LocalizedString…(key, …)` macro's key, table and fallback; `nil` when its key is not a literal.
    func localized(_ name: String, _ arguments: [Range<Int>], in code: Code, depth: Int) -> FoundText? {
        guard let keyRange = arguments.first, let key = literal(keyRange, in: code, depth: depth) else { return nil }
        let tableIndex: Int? = name.contains("Table") || name == "NSLocalizedStringWithDefaultValue" ? 1 : nil
        let table = tableIndex.flatMap { $0 < arguments.count ? literal(arguments[$0], in: code, depth: depth) : nil }
        // Foundation's own macros' other literals are comments, unless one is named the value.
        let lower = name.lowercased()
        let namesValue = ["default", "value", "fallback"].contains(where: lower.contains)
        guard namesValue || !name.hasPrefix("NSLocalizedString") else { return .key(key, table: table, fallback: nil) }
        let later = arguments.indices.dropFirst().filter { $0 != tableIndex }.compactMap { literal(arguments[$0], in: code, depth: depth) }
        // A value named so comes first; otherwise the one before the last (the comment) when there are two or more.
        let candidates = namesValue ? Array(later.prefix(1)) : Array(later.dropLast())
        return .key(key, table: table, fallback: candidates.first(where: Self.readsAsWords))
    }

    /// Whether a literal reads as words (`No history`, `Empty`, `暂无数据`) rather than a key (`empty.title`).
    static func readsAsWords(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        if text.contains(" ") { return true }
        if text.contains(where: { ".-_/".contains($0) }) { return false }
        return first.isUppercase || text.unicodeScalars.contains { $0.value > 0x7F }
    }

    /// The code as it is written, shortly: `[WMFCommonStrings noInternetConnection]`.
    func spelled(_ range: Range<Int>, in code: Code) -> String {
        let tokens = code.tokens
        let operators: Set<String> = ["?", "=", "==", "!=", "&&", "||"]
        var result = ""
        var previous: Token?
        var previousIsOperator = false
        var questions = 0
        for index in range where index < tokens.count {
            let token = tokens[index]
            // Spaced as code is usually written: between words, around a ternary and comparisons, after commas.
            let isOperator = !token.isString && (operators.contains(token.text) || (token.is(":") && questions > 0))
            if token.is("?") { questions += 1 } else if token.is(":"), questions > 0 { questions -= 1 }
            if let previous, isOperator || previousIsOperator || previous.is(",") || (previous.isWordLike && token.isWordLike) {
                result += " "
            }
            result += token.isString ? "@\"" + Self.parts(token).map { if case let .text(piece) = $0 { piece } else { "…" } }.joined() + "\"" : token.text
            previous = token
            previousIsOperator = isOperator
            if result.count > 80 { return String(result.prefix(80)) + "…" }
        }
        return result
    }
}

extension Token {
    /// A name, number or string: what is spaced from its neighbour of the same kind.
    fileprivate var isWordLike: Bool { isIdentifier || isString || kind == .number }
}
