/// Finds calls in a file's tokens and reads their arguments into ``Expression``s: enough of Swift's
/// grammar for the readers (calls, labels, trailing closures, member chains, string literals,
/// ternaries), never a full parse, and never stuck: unbalanced brackets end at the end of the tokens.
public struct CallScanner {
    public let tokens: [Token]

    public init(_ tokens: [Token]) {
        self.tokens = tokens
    }

    /// Every call whose callee's last name satisfies `named`, in order; `trailing`: also a name
    /// followed straight by a closure (`ContentUnavailableView { … }`).
    public func calls(named: (String) -> Bool, trailing: Bool = true) -> [(call: Call, at: Int)] {
        var found: [(Call, Int)] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // The next token first: `named` is a dictionary's look-up for some readers,
            // and most names are not followed by a bracket.
            if token.isIdentifier, index + 1 < tokens.count,
               tokens[index + 1].is("(") || (trailing && tokens[index + 1].is("{")), named(token.text),
               !(index > 0 && tokens[index - 1].isIdentifier && ["func", "init", "class", "struct", "enum", "extension", "protocol"].contains(tokens[index - 1].text)),
               !(tokens[index + 1].is("{") && Self.isTypeBeforeBody(tokens, index)) {
                if let (call, _) = call(at: index) { found.append((call, index)) }
            }
            index += 1
        }
        return found
    }

    /// Whether the name at `index`, before a `{`, is a declaration's type and the `{` its body
    /// (`static var noResults: EmptyStateView {`, `-> EmptyStateView {`), not a call with a trailing closure.
    static func isTypeBeforeBody(_ tokens: [Token], _ index: Int) -> Bool {
        guard index > 0 else { return false }
        if tokens[index - 1].is("->") { return true }
        return tokens[index - 1].is(":") && index >= 3 && (tokens[index - 3].is("var") || tokens[index - 3].is("let"))
    }

    /// The call whose last callee name is at `index`, and the index after it.
    public func call(at index: Int) -> (Call, Int)? {
        var callee = [tokens[index].text]
        var back = index
        while back >= 2, tokens[back - 1].is("."), tokens[back - 2].isIdentifier {
            callee.insert(tokens[back - 2].text, at: 0)
            back -= 2
        }
        if back >= 1, tokens[back - 1].is("."), back < 2 || !(tokens[back - 2].isIdentifier || tokens[back - 2].is(")")) {
            callee.insert("", at: 0)
        }
        var next = index + 1
        var arguments: [Argument] = []
        if next < tokens.count, tokens[next].is("(") {
            let close = matching(from: next)
            arguments = self.arguments(next + 1, close)
            next = close + 1
        }
        var closures: [Closure] = []
        while next < tokens.count {
            if tokens[next].is("{") {
                let close = matching(from: next)
                closures.append(Closure(label: closures.isEmpty ? nil : "_", tokens: Array(tokens[(next + 1)..<close])))
                next = close + 1
            } else if next + 2 < tokens.count, tokens[next].isIdentifier, tokens[next + 1].is(":"), tokens[next + 2].is("{"), !closures.isEmpty {
                let close = matching(from: next + 2)
                closures.append(Closure(label: tokens[next].text, tokens: Array(tokens[(next + 3)..<close])))
                next = close + 1
            } else {
                break
            }
        }
        return (Call(callee: callee, arguments: arguments, closures: closures, line: tokens[back].line), next)
    }

    /// The index of the bracket closing the one at `open` (the last index when none does).
    public func matching(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let bracket = tokens[index].bracket
            if bracket != 0 {
                depth += bracket
                if depth == 0, bracket < 0 { return index }
            }
            index += 1
        }
        return tokens.count
    }

    /// The index after the expression that starts at `start` and ends with its line (an open
    /// bracket continues it onto the next lines): `start` itself past the last token.
    public func lineEnd(from start: Int) -> Int {
        guard start < tokens.count else { return start }
        var end = start
        let line = tokens[start].line
        while end < tokens.count, tokens[end].line == line {
            if tokens[end].bracket > 0 { end = matching(from: end) }
            end += 1
        }
        return min(end, tokens.count)
    }

    /// The expression from `start` to the end of its line, or `nil` past the last token.
    public func expressionToLineEnd(from start: Int) -> Expression? {
        start < tokens.count ? expression(start, lineEnd(from: start)) : nil
    }

    /// The arguments between `start` and `end` (exclusive), split at the top level's commas.
    func arguments(_ start: Int, _ end: Int) -> [Argument] {
        var arguments: [Argument] = []
        var index = start
        while index < end {
            var stop = index
            while stop < end, !tokens[stop].is(",") {
                if tokens[stop].bracket > 0 {
                    stop = min(matching(from: stop), end - 1)
                }
                stop += 1
            }
            var valueStart = index
            var label: String?
            if index + 1 < stop, tokens[index].isIdentifier, tokens[index + 1].is(":") {
                label = tokens[index].text
                valueStart = index + 2
            }
            var closure: [Token]?
            if valueStart < stop, tokens[valueStart].is("{") {
                closure = Array(tokens[(valueStart + 1)..<min(matching(from: valueStart), stop)])
            }
            arguments.append(Argument(label: label, value: expression(valueStart, stop), closure: closure))
            index = stop + 1
        }
        return arguments
    }

    /// The expression of the tokens from `start` to `end` (exclusive).
    public func expression(_ start: Int, _ end: Int) -> Expression {
        guard start < end else { return .other("") }
        // A ternary at the top level: each side.
        var depth = 0
        var question: Int?
        for index in start..<end where !tokens[index].isString {
            let bracket = tokens[index].bracket
            if bracket != 0 {
                depth += bracket
            } else if depth == 0, tokens[index].is("?"), index > start, question == nil {
                // `x?.y` and `T?` are not a ternary: one is followed by `.`, the other by a bracket or nothing.
                if index + 1 < end, !tokens[index + 1].is("."), !tokens[index + 1].is(")") { question = index }
            } else if depth == 0, let question, tokens[index].is(":") {
                return .choice([expression(question + 1, index), expression(index + 1, end)])
            }
        }
        if end - start == 1, case let .string(parts) = tokens[start].kind { return .string(parts) }
        // A chain of names and calls; modifiers after a call (`Text("x").bold()`) are dropped.
        var index = start
        var path: [String] = []
        if tokens[index].is("."), index + 1 < end, tokens[index + 1].isIdentifier {
            path.append("")
            index += 1
        }
        while index < end, tokens[index].isIdentifier {
            path.append(tokens[index].text)
            if index + 1 < end, tokens[index + 1].is("(") || tokens[index + 1].is("{") {
                if let (call, _) = call(at: index) { return .call(call) }
            }
            if index + 2 < end, tokens[index + 1].is("."), tokens[index + 2].isIdentifier {
                index += 2
                continue
            }
            if index + 1 == end { return .member(path) }
            break
        }
        if case let .string(parts) = tokens[start].kind {
            // A literal and a modifier (`"x".uppercased()`), or `"a" + b`: the literal, when it is all there is to read.
            if end - start >= 2, tokens[start + 1].is(".") { return .string(parts) }
        }
        return .other(tokens[start..<end].map { $0.isString ? "\"…\"" : $0.text }.joined(separator: " "))
    }
}
