/// Swift's and Objective-C's tokens from a file's bytes, in one pass: names, string literals (with
/// escapes, interpolation, multi-line and raw strings, Objective-C's `@"…"`), numbers and
/// punctuation, each with its line; comments, whitespace and Objective-C's preprocessor lines
/// dropped. It never fails: bytes it does not know become punctuation, an unterminated string or
/// comment ends at the end of the file, so a cut or binary file gives tokens, not an error.
public struct Lexer {
    public enum Language: Sendable {
        case swift
        case objectiveC
    }

    private let bytes: [UInt8]
    private let language: Language
    private var index = 0
    private var line: Int

    /// The tokens of `bytes` (UTF-8), the first on `line`.
    public static func tokens(_ bytes: [UInt8], language: Language, line: Int = 1) -> [Token] {
        var lexer = Lexer(bytes: bytes, language: language, line: line)
        return lexer.run()
    }

    private init(bytes: [UInt8], language: Language, line: Int) {
        self.bytes = bytes
        self.language = language
        self.line = line
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private mutating func run() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 5)
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                index += 1
                lineStart = true
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                // A line's indentation at once. (The runs here and below go in a local index, kept in
                // a register; the lexer's own is stored back to memory at every step.)
                var next = index + 1
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                index = next
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                var next = index + 2
                while next < bytes.count, bytes[next] != 0x0A { next += 1 }
                index = next
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "#") where language == .objectiveC && lineStart:
                // A preprocessor line (`#import`, `#define` with its continuations).
                while index < bytes.count, bytes[index] != 0x0A || (index > 0 && bytes[index - 1] == UInt8(ascii: "\\")) {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                continue
            default:
                break
            }
            lineStart = false
            let startLine = line
            if byte == UInt8(ascii: "\"") {
                tokens.append(Token(.string(string(hashes: 0)), "", line: startLine))
            } else if byte == UInt8(ascii: "@"), language == .objectiveC, peek(1) == UInt8(ascii: "\"") {
                index += 1
                tokens.append(Token(.string(string(hashes: 0)), "", line: startLine))
            } else if byte == UInt8(ascii: "#"), language == .swift, let hashes = rawStringHashes() {
                index += hashes
                tokens.append(Token(.string(string(hashes: hashes)), "", line: startLine))
            } else if byte == UInt8(ascii: "'") {
                // An Objective-C character literal: a number to the readers.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                tokens.append(Token(.number, "'", line: startLine))
            } else if Self.isIdentifierStart(byte) || (byte == UInt8(ascii: "#") && Self.isIdentifierStart(peek(1))) {
                let start = index
                var end = index + 1
                while end < bytes.count, Self.isIdentifierPart(bytes[end]) { end += 1 }
                index = end
                tokens.append(Token(.identifier, text(start, end), line: startLine))
            } else if byte == UInt8(ascii: "`") {
                let start = index + 1
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
                tokens.append(Token(.identifier, text(start, index), line: startLine))
                index += 1
            } else if Self.isDigit(byte) {
                let start = index
                while index < bytes.count, Self.isIdentifierPart(bytes[index])
                    || (bytes[index] == UInt8(ascii: ".") && Self.isDigit(peek(1))) { index += 1 }
                tokens.append(Token(.number, text(start, index), line: startLine))
            } else {
                let pair = (byte, peek(1))
                let two: Bool = switch pair {
                case (UInt8(ascii: "-"), UInt8(ascii: ">")), (UInt8(ascii: "?"), UInt8(ascii: "?")), (UInt8(ascii: "="), UInt8(ascii: "=")),
                     (UInt8(ascii: "!"), UInt8(ascii: "=")), (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")),
                     (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")): true
                default: false
                }
                tokens.append(Token(.symbol, !two && byte < 0x80 ? Self.single[Int(byte)] : text(index, index + (two ? 2 : 1)), line: startLine))
                index += two ? 2 : 1
            }
        }
        return tokens
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 || language == .objectiveC { return }
            } else {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }
    }

    /// At `#`: the number of `#` before a raw string's quote, or `nil`.
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == UInt8(ascii: "#") { count += 1 }
        return peek(count) == UInt8(ascii: "\"") ? count : nil
    }

    /// A string literal from its opening quote (single or triple), closed by the quote and
    /// `hashes` `#`; escapes start with `\` and `hashes` `#`.
    private mutating func string(hashes: Int) -> [StringPart] {
        let multiline = peek(1) == UInt8(ascii: "\""), triple = multiline && peek(2) == UInt8(ascii: "\"")
        index += triple ? 3 : 1
        if triple, multiline, peek() == 0x0A {
            line += 1
            index += 1
        }
        var parts: [StringPart] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { parts.append(.text(String(decoding: current, as: UTF8.self))) }
            current = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x0A {
                // Text up to the next quote, backslash or line break, at once.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != 0x0A { end += 1 }
                current.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            if byte == UInt8(ascii: "\""), !triple || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")),
               (0..<hashes).allSatisfy({ peek((triple ? 3 : 1) + $0) == UInt8(ascii: "#") }) {
                index += (triple ? 3 : 1) + hashes
                break
            }
            if byte == 0x0A {
                if !triple { break }
                line += 1
            }
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                let escaped = peek(1 + hashes)
                index += 2 + hashes
                switch escaped {
                case UInt8(ascii: "n"): current.append(0x0A)
                case UInt8(ascii: "t"): current.append(0x09)
                case UInt8(ascii: "r"): current.append(0x0D)
                case UInt8(ascii: "0"): current.append(0)
                case UInt8(ascii: "("):
                    flush()
                    let start = index, startLine = line
                    var depth = 1
                    while index < bytes.count, depth > 0 {
                        switch bytes[index] {
                        case UInt8(ascii: "("): depth += 1
                        case UInt8(ascii: ")"): depth -= 1
                        case 0x0A: line += 1
                        default: break
                        }
                        index += 1
                    }
                    let end = depth == 0 ? index - 1 : index
                    parts.append(.interpolation(Lexer.tokens(Array(bytes[start..<end]), language: .swift, line: startLine)))
                case UInt8(ascii: "u") where peek() == UInt8(ascii: "{"):
                    var value: UInt32 = 0
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "}"), let digit = Self.hexValue(bytes[index]) {
                        value = value &* 16 &+ digit
                        index += 1
                    }
                    index += 1
                    current.append(contentsOf: Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
                case 0x0A:
                    // A multi-line string's line continuation.
                    line += 1
                default:
                    current.append(escaped)
                }
                continue
            }
            current.append(byte)
            index += 1
        }
        flush()
        return triple ? Self.dedented(parts) : parts
    }

    /// A multi-line string's text without the closing delimiter's indentation on each line and its
    /// last line break (as Swift reads it, approximately: the indentation of the last line).
    private static func dedented(_ parts: [StringPart]) -> [StringPart] {
        guard case let .text(last)? = parts.last, let newline = last.lastIndex(of: "\n"),
              last[last.index(after: newline)...].allSatisfy({ $0 == " " || $0 == "\t" }) else { return parts }
        let indent = String(last[last.index(after: newline)...])
        var result = parts
        result[result.count - 1] = .text(String(last[..<newline]))
        return result.map { part in
            guard case let .text(text) = part, !indent.isEmpty else { return part }
            return .text(text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : String($0) }.joined(separator: "\n"))
        }
    }

    /// Each ASCII byte as a string, made once: punctuation is half of a file's tokens, each
    /// otherwise decoded (and checked as UTF-8) on its own. (A byte from 0x80 starts a name, never
    /// punctuation.)
    private static let single: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
