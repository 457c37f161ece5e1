/// An Objective-C message, `[receiver piece:argument piece:argument]` or `[receiver name]`, as
/// ranges of a file's tokens: enough of the grammar for the readers (casts, member chains, nested
/// messages, C calls, ternaries inside arguments, variadic arguments), never a full parse.
struct ObjCMessage: Sendable {
    /// A part of the selector and the argument after its colon (`nil` for a unary message).
    struct Piece: Sendable {
        /// `initWithString` (without its colon).
        var name: String
        /// The argument's tokens.
        var argument: Range<Int>?
    }

    /// The receiver's tokens: `[NSAttributedString alloc]`, `self.emptyView`, `UIImage`.
    var receiver: Range<Int>
    /// The selector's pieces, each with its argument.
    var pieces: [Piece]
    /// The brackets and what is between them.
    var range: Range<Int>
    /// The line of its `[`.
    var line: Int

    /// `initWithString:attributes:`, `alloc`.
    var selector: String {
        pieces.map { $0.argument == nil ? $0.name : $0.name + ":" }.joined()
    }

    /// The argument of the piece named `name`.
    func argument(_ name: String) -> Range<Int>? {
        pieces.first { $0.name == name }?.argument
    }

    /// The message whose `[` is at `open`, or `nil` when the brackets hold something else (an
    /// array's subscript, `@[…]`).
    static func at(_ open: Int, in tokens: ObjCTokens) -> ObjCMessage? {
        guard open < tokens.count, tokens[open].is("["), !(open > 0 && tokens[open - 1].is("@")) else { return nil }
        let close = min(tokens.matching(from: open), tokens.count)
        guard let selectorStart = receiverEnd(from: open + 1, to: close, in: tokens), selectorStart > open + 1,
              selectorStart < close, tokens[selectorStart].isIdentifier else { return nil }
        let receiver = (open + 1)..<selectorStart
        var pieces: [Piece] = []
        if selectorStart + 1 == close {
            pieces = [Piece(name: tokens[selectorStart].text, argument: nil)]
        } else {
            var index = selectorStart
            while index + 1 < close, tokens[index].isIdentifier, tokens[index + 1].is(":") {
                let start = index + 2
                let end = argumentEnd(from: start, to: close, in: tokens)
                pieces.append(Piece(name: tokens[index].text, argument: start..<end))
                index = end
            }
            guard !pieces.isEmpty else { return nil }
        }
        return ObjCMessage(receiver: receiver, pieces: pieces, range: open..<min(close + 1, tokens.count), line: tokens[open].line)
    }

    /// Every message in `range` (nested ones too), in the order their brackets open.
    static func all(in range: Range<Int>, of tokens: ObjCTokens) -> [ObjCMessage] {
        range.compactMap { tokens[$0].is("[") ? at($0, in: tokens) : nil }
    }

    /// Where a receiver that starts at `start` ends: after a term of names, literals, calls,
    /// member accesses, casts and bracketed groups, at the first name that follows a complete one.
    private static func receiverEnd(from start: Int, to end: Int, in tokens: ObjCTokens) -> Int? {
        var index = start
        var complete = false
        while index < end {
            let token = tokens[index]
            if complete {
                if token.is(".") || token.is("->") {
                    complete = false
                    index += 1
                } else if token.is("(") || token.is("[") {
                    // A call's arguments or a subscript.
                    index = tokens.matching(from: index) + 1
                } else if token.isString, tokens[index - 1].isString {
                    index += 1
                } else {
                    return index
                }
                continue
            }
            if token.is("(") {
                // A cast (`(UILabel *)view`) or a parenthesised receiver (`(x) name`).
                index = tokens.matching(from: index) + 1
                // It was the receiver when a selector or a member access follows it; else a cast.
                complete = index >= end || tokens[index].is(".") || tokens[index].is("->")
                    || (tokens[index].isIdentifier && (index + 1 >= end || tokens[index + 1].is(":")))
            } else if token.is("[") {
                index = tokens.matching(from: index) + 1
                complete = true
            } else if token.isIdentifier || token.isString || token.kind == .number {
                index += 1
                complete = true
            } else if ["*", "&", "!", "-", "@", "^"].contains(token.text) {
                index += 1
            } else {
                return nil
            }
        }
        return nil
    }

    /// Where an argument that starts at `start` ends: at the next `piece:` outside brackets and
    /// outside a ternary's `?`, or at `end`.
    private static func argumentEnd(from start: Int, to end: Int, in tokens: ObjCTokens) -> Int {
        var index = start
        var questions = 0
        while index < end {
            let token = tokens[index]
            if token.isString {
                index += 1
                continue
            }
            switch token.text {
            case "(", "[", "{":
                index = tokens.matching(from: index) + 1
                continue
            case "?":
                questions += 1
            case ":" where questions > 0:
                questions -= 1
            default:
                if index > start, questions == 0, token.isIdentifier, index + 1 < end, tokens[index + 1].is(":") { return index }
            }
            index += 1
        }
        return end
    }
}
