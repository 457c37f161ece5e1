/// One token of Swift or Objective-C source, with the line it starts on: what the readers of an
/// app's code look at, never its text's spacing or comments.
public struct Token: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// A name or keyword (`ContentUnavailableView`, `let`, `self`, `@interface` is `@` then a name).
        case identifier
        /// A string literal, its parts decoded (`"No \(count) items"`: a text, an interpolation, a text).
        case string([StringPart])
        /// A number.
        case number
        /// Punctuation or an operator, one or two characters (`(`, `.`, `->`, `??`).
        case symbol
    }

    public var kind: Kind
    /// The token's text as written (for a string, its literal without quotes).
    public var text: String
    /// The line it starts on, from 1.
    public var line: Int

    public init(_ kind: Kind, _ text: String, line: Int) {
        self.kind = kind
        self.text = text
        self.line = line
    }

    /// Whether it is the punctuation or name `text`.
    @inline(__always)
    public func `is`(_ text: String) -> Bool {
        // The lengths first: most tokens are not as long as the one looked for, and two lengths are
        // compared in a load each, where `==` of two different strings is a call into the runtime
        // (the readers ask this of every token of a file, several times).
        !isString && self.text.utf8.count == text.utf8.count && self.text == text
    }

    /// 1 for an opening bracket (`(`, `[`, `{`), -1 for a closing one (`)`, `]`, `}`), 0 for any other
    /// token: what bracket matching asks of every token, without comparing strings.
    @inline(__always)
    public var bracket: Int {
        guard !isString, text.utf8.count == 1, let byte = text.utf8.first else { return 0 }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return -1
        default: return 0
        }
    }

    /// Whether it is a string literal.
    public var isString: Bool {
        if case .string = kind { true } else { false }
    }

    /// Whether it is a name.
    public var isIdentifier: Bool { kind == .identifier }

    public var description: String { "\(line):\(text)" }
}

/// A part of a string literal: text, or an interpolation's expression (Swift's `\(…)`) as its tokens.
public enum StringPart: Sendable, Equatable {
    case text(String)
    case interpolation([Token])
}
