/// What Objective-C is read in: a method's code and its local variables, the app's constants, and
/// where statements and argument lists end.
extension ObjCReading {
    /// A piece of code being read: a file's tokens, and where its local variables are (a method's body).
    struct Code: Sendable {
        let tokens: ObjCTokens
        /// Where its local variables are given values: a method's body (none for a constant's value).
        let scope: Range<Int>
        /// Each name given a value in the scope (`NSString *text = @"…";`, `text = …;`, not
        /// `self.text = …`): where, and the value's tokens, in order.
        let assignments: [String: [(at: Int, value: Range<Int>)]]

        /// The code of `scope` in `tokens`, its assignments found.
        init(_ tokens: ObjCTokens, scope: Range<Int>) {
            self.tokens = tokens
            self.scope = scope.clamped(to: 0..<tokens.count)
            var assignments: [String: [(at: Int, value: Range<Int>)]] = [:]
            var index = self.scope.lowerBound
            while index + 1 < self.scope.upperBound {
                if tokens[index].isIdentifier, tokens[index + 1].is("="),
                   !(index > 0 && (tokens[index - 1].is(".") || tokens[index - 1].is("->"))) {
                    let end = ObjCReading.statementEnd(from: index + 2, to: self.scope.upperBound, in: tokens)
                    assignments[tokens[index].text, default: []].append((index, (index + 2)..<end))
                    index = max(end, index + 2)
                    continue
                }
                index += 1
            }
            self.assignments = assignments
        }
    }

    /// The constants a file declares outside any braces (`static NSString *const kTitle = @"No Data";`).
    static func constants(in tokens: ObjCTokens) -> [String: ObjCTokens] {
        var result: [String: ObjCTokens] = [:]
        var depth = 0
        for index in 0..<tokens.count where !tokens[index].isString {
            if tokens[index].is("{") { depth += 1 } else if tokens[index].is("}") { depth = max(0, depth - 1) }
            guard depth == 0, tokens[index].is("="), index >= 2, tokens[index - 1].isIdentifier,
                  tokens[index - 2].is("*") || tokens[index - 2].is("const") else { continue }
            let end = statementEnd(from: index + 1, to: tokens.count, in: tokens)
            if result[tokens[index - 1].text] == nil { result[tokens[index - 1].text] = ObjCTokens(Array(tokens.tokens[(index + 1)..<end])) }
        }
        return result
    }

    /// The ranges between the commas of `range`'s top level.
    static func split(_ range: Range<Int>, in tokens: ObjCTokens) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            let token = tokens[index]
            if !token.isString, ["(", "[", "{"].contains(token.text) {
                index = tokens.matching(from: index) + 1
                continue
            }
            if token.is(",") {
                parts.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    /// The index of the `;` that ends a statement starting at `start` (or `end`).
    static func statementEnd(from start: Int, to end: Int, in tokens: ObjCTokens) -> Int {
        var index = start
        while index < end, index < tokens.count {
            let token = tokens[index]
            if token.is(";") { return index }
            if !token.isString, ["(", "[", "{"].contains(token.text) {
                index = tokens.matching(from: index) + 1
                continue
            }
            if token.is("}") { return index }
            index += 1
        }
        return min(end, tokens.count)
    }
}
