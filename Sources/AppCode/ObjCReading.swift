/// Turns Objective-C expressions into texts and pictures, as ``Reading`` does Swift's: `@"…"`
/// literals (adjacent ones joined), `NSLocalizedString`, `NSLocalizedStringFromTable` and any macro
/// whose name holds `LocalizedString` (its first literal the key, a later one that reads as words its
/// fallback: `WMFLocalizedStringWithDefaultValue(@"key", nil, nil, @"No history", @"comment")`),
/// `-[NSBundle localizedStringForKey:value:table:]`, `[NSString stringWithFormat:]`, an attributed
/// string's `initWithString:`, `[UIImage imageNamed:]` and `systemImageNamed:`, a method's local
/// variables and the app's string constants (`NSString *const kEmptyTitle = @"…"`), each followed a
/// few steps; anything else is what the code computes, kept as the code says it.
struct ObjCReading: Sendable {
    /// The app's constants: name → its value's tokens.
    let constants: [String: ObjCTokens]

    /// How many variables and constants a value may be followed through.
    private static let depth = 4

    /// A reading that follows names into `constants`.
    init(constants: [String: ObjCTokens] = [:]) {
        self.constants = constants
    }

    /// The text `range` gives, `nil` for `nil` or an empty literal.
    func text(_ range: Range<Int>, in code: Code, depth: Int = 0) -> FoundText? {
        let range = trimmed(range, in: code)
        let tokens = code.tokens
        guard let first = range.first.map({ tokens[$0] }) else { return nil }
        if range.allSatisfy({ tokens[$0].isString }) {
            let literal = Reading.literal(range.flatMap { Self.parts(tokens[$0]) }, swiftUI: false)
            return literal == .literal("", arguments: []) ? nil : literal
        }
        if range.count == 1, first.isIdentifier {
            if ["nil", "NULL", "Nil"].contains(first.text) { return nil }
            return followed(first.text, before: range.lowerBound, in: code, depth: depth) { text($0, in: $1, depth: depth + 1) }
                ?? .computed(first.text)
        }
        if let (name, arguments) = call(range, in: code), name.contains("LocalizedString") {
            return localized(name, arguments, in: code, depth: depth) ?? .computed(spelled(range, in: code))
        }
        if let message = message(range, in: code), let read = text(message, in: code, depth: depth) {
            return read
        }
        return .computed(spelled(range, in: code))
    }

    /// The picture `range` gives: `[UIImage imageNamed:]` an asset, `systemImageNamed:` a symbol.
    func picture(_ range: Range<Int>, in code: Code, depth: Int = 0) -> FoundPicture? {
        let range = trimmed(range, in: code)
        let tokens = code.tokens
        guard let first = range.first.map({ tokens[$0] }) else { return nil }
        if let name = literal(range, in: code, depth: depth) { return name.isEmpty ? nil : .asset(name) }
        if range.count == 1, first.isIdentifier {
            if ["nil", "NULL", "Nil"].contains(first.text) { return nil }
            return followed(first.text, before: range.lowerBound, in: code, depth: depth) { picture($0, in: $1, depth: depth + 1) }
                ?? .computed(first.text)
        }
        if let message = message(range, in: code) {
            let selector = message.selector
            if selector.hasPrefix("imageNamed:") || selector.hasPrefix("systemImageNamed:"),
               let argument = message.pieces[0].argument, let name = literal(argument, in: code, depth: depth) {
                return selector.hasPrefix("system") ? .symbol(name) : .asset(name)
            }
            // `[[UIImage imageNamed:@"x"] imageWithRenderingMode:…]`: the image it modifies.
            if selector.hasPrefix("imageWith") || selector.hasPrefix("imageBy") || message.pieces[0].argument == nil,
               let inner = picture(message.receiver, in: code, depth: depth + 1), inner.isFixed {
                return inner
            }
        }
        // An app's macro or function over an image's name (`IMAGE(@"empty")`).
        if let (name, arguments) = call(range, in: code), name.lowercased().contains("image"),
           let argument = arguments.first, let asset = literal(argument, in: code, depth: depth) {
            return .asset(asset)
        }
        return .computed(spelled(range, in: code))
    }

    /// The string `range` is: a literal, or a variable or constant that holds one.
    func literal(_ range: Range<Int>, in code: Code, depth: Int = 0) -> String? {
        let range = trimmed(range, in: code)
        let tokens = code.tokens
        guard !range.isEmpty else { return nil }
        if range.allSatisfy({ tokens[$0].isString }) {
            var text = ""
            for index in range {
                for part in Self.parts(tokens[index]) {
                    guard case let .text(piece) = part else { return nil }
                    text += piece
                }
            }
            return text
        }
        guard range.count == 1, tokens[range.lowerBound].isIdentifier else { return nil }
        return followed(tokens[range.lowerBound].text, before: range.lowerBound, in: code, depth: depth) { literal($0, in: $1, depth: depth + 1) }
    }

    /// The first fixed value `read` makes of what `name` is given, before `index`, in the method
    /// (`NSString *text = @"…";`, then each `text = …;`), or of the constant so named; else the
    /// first value it makes at all.
    private func followed<Value>(_ name: String, before index: Int, in code: Code, depth: Int,
                                 _ read: (Range<Int>, Code) -> Value?) -> Value? where Value: Fixable {
        guard depth < Self.depth else { return nil }
        // The first few values only: a name given a value in every branch of a long switch must not
        // make each step a walk through all of them.
        var values: [(Range<Int>, Code)] = []
        for assignment in code.assignments[name] ?? [] where assignment.at < index && values.count < 3 {
            values.append((assignment.value, code))
        }
        if let constant = constants[name] { values.append((0..<constant.count, Code(constant, scope: 0..<0))) }
        var computed: Value?
        for (range, code) in values {
            guard let value = read(range, code) else { continue }
            if value.isFixed { return value }
            computed = computed ?? value
        }
        return computed
    }

    /// `name(arguments…)` filling `range`: the name and each argument's range.
    private func call(_ range: Range<Int>, in code: Code) -> (String, [Range<Int>])? {
        let tokens = code.tokens
        guard range.count >= 3, tokens[range.lowerBound].isIdentifier, tokens[range.lowerBound + 1].is("("),
              code.tokens.matching(from: range.lowerBound + 1) == range.upperBound - 1 else { return nil }
        return (tokens[range.lowerBound].text, Self.split((range.lowerBound + 2)..<(range.upperBound - 1), in: code.tokens))
    }

    /// The message filling `range`.
    private func message(_ range: Range<Int>, in code: Code) -> ObjCMessage? {
        guard let first = range.first, code.tokens[first].is("["),
              let message = ObjCMessage.at(first, in: code.tokens), message.range == range else { return nil }
        return message
    }

    /// `range` without a trailing `;`, enclosing parentheses or a leading cast (`(NSString *)`).
    private func trimmed(_ range: Range<Int>, in code: Code) -> Range<Int> {
        let tokens = code.tokens
        var range = range.clamped(to: 0..<tokens.count)
        while let last = range.last, tokens[last].is(";") { range = range.lowerBound..<last }
        while range.count >= 2, tokens[range.lowerBound].is("(") {
            let close = code.tokens.matching(from: range.lowerBound)
            if close == range.upperBound - 1 {
                range = (range.lowerBound + 1)..<close
            } else if close < range.upperBound - 1,
                      ((range.lowerBound + 1)..<close).allSatisfy({ tokens[$0].isIdentifier || tokens[$0].is("*") }) {
                range = (close + 1)..<range.upperBound
            } else {
                break
            }
        }
        return range
    }

    /// A string literal's parts (none for any other token).
    static func parts(_ token: Token) -> [StringPart] {
        if case let .string(parts) = token.kind { parts } else { [] }
    }
}
