/// An Objective-C file's tokens with each bracket's match found once, up front: the Objective-C
/// readers look for a bracket's end at every message, cast and argument, and a deeply nested file
/// must not make each look a walk to the end.
struct ObjCTokens: Sendable {
    /// The file's tokens.
    let tokens: [Token]
    /// For each opening `(`, `[` or `{`, the index of the bracket closing it (`tokens.count` when
    /// none does); any closing bracket closes the latest one open, as ``CallScanner/matching(from:)`` counts.
    private let closing: [Int]

    /// `tokens`, their brackets matched.
    init(_ tokens: [Token]) {
        self.tokens = tokens
        var closing = Array(tokens.indices)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where !token.isString {
            switch token.text {
            case "(", "[", "{": open.append(index)
            case ")", "]", "}": if let start = open.popLast() { closing[start] = index }
            default: break
            }
        }
        for start in open { closing[start] = tokens.count }
        self.closing = closing
    }

    /// How many tokens there are.
    var count: Int { tokens.count }

    /// The token at `index`.
    subscript(_ index: Int) -> Token { tokens[index] }

    /// The index of the bracket closing the one at `open` (`count` when none does); `open` itself
    /// when it is not an opening bracket.
    func matching(from open: Int) -> Int {
        open >= 0 && open < closing.count ? closing[open] : open
    }
}
