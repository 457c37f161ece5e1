/// What the app declares once and uses by name, gathered from every file before the placeholders are
/// read: string constants and SwiftGen's or R.swift's generated accessors (`L10n.Common.noResults`,
/// `UserText.emptyTitle`), each by its type path and by its last name alone (an implicit member).
public struct Definitions: Sendable {
    /// A declaration's value as tokens, where it was found.
    struct Value: Sendable {
        var tokens: [Token]
        /// The file it is declared in, where several files declare the same path (each a
        /// file-private `enum Constants`).
        var file: String? = nil

        /// The value as an expression: a body that returns one of several values (`if … { return a }
        /// return b`, a `switch` whose cases give each one) is the choice of them, `nil` left out.
        var expression: Expression {
            let scanner = CallScanner(tokens)
            var options: [Expression] = []
            let returns = tokens.indices.filter { tokens[$0].is("return") }
            if returns.count >= 2 {
                options = returns.compactMap { scanner.expressionToLineEnd(from: $0 + 1) }
            } else if let first = tokens.first, first.is("switch") {
                options = Self.arms(scanner)
            }
            options = options.filter { $0 != .member(["nil"]) && $0 != .other("") }
            if options.count >= 2 {
                var unique: [Expression] = []
                for option in options where !unique.contains(option) { unique.append(option) }
                return .choice(unique)
            }
            if let only = options.first { return only }
            if returns.count == 1, let value = scanner.expressionToLineEnd(from: returns[0] + 1) {
                // `{ let label = UILabel(); …; return label }()`: a local, no declaration of the app's.
                if case let .member(path) = value, path.count == 1,
                   tokens.indices.contains(where: { $0 > 0 && tokens[$0].is(path[0]) && (tokens[$0 - 1].is("let") || tokens[$0 - 1].is("var")) }) {
                    return .other(value.spelled)
                }
                return value
            }
            return scanner.expression(0, tokens.count)
        }

        /// A `switch`'s values, one per `case` (or `default`): what follows its `:`, up to its line's end.
        private static func arms(_ scanner: CallScanner) -> [Expression] {
            let tokens = scanner.tokens
            guard let open = tokens.firstIndex(where: { $0.is("{") }) else { return [] }
            let close = scanner.matching(from: open)
            var options: [Expression] = []
            var index = open + 1
            while index < min(close, tokens.count) {
                let token = tokens[index]
                if token.is("(") || token.is("[") || token.is("{") { index = scanner.matching(from: index) + 1; continue }
                if token.is("case") || token.is("default") {
                    var colon = index + 1
                    while colon < close, !tokens[colon].is(":") {
                        if tokens[colon].is("(") || tokens[colon].is("[") { colon = scanner.matching(from: colon) }
                        colon += 1
                    }
                    var start = colon + 1
                    if start < close, tokens[start].is("return") { start += 1 }
                    if start < close, !tokens[start].is("case"), !tokens[start].is("default"), let value = scanner.expressionToLineEnd(from: start) {
                        options.append(value)
                    }
                    index = start
                    continue
                }
                index += 1
            }
            return options
        }
    }

    /// `["L10n", "Common", "noResults"]` → its value; a function's by its path too.
    private(set) var byPath: [[String]: Value] = [:]
    /// `noResults` → the paths that end in it.
    private(set) var byName: [String: [[String]]] = [:]
    /// A type's own (not static) texts and pictures by name — `let emptyTitle: String = …`,
    /// `var emptyStateText: String { … }`, `let imageView: UIImageView = { … }()` —, each name's
    /// declarations: used only where one declaration in the app has the name.
    private(set) var members: [String: [Value]] = [:]

    /// The types an instance member is kept for (or none written): what a placeholder's text or picture is.
    static let memberTypes: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource", "AttributedString",
                                           "NSAttributedString", "Text", "Image", "UIImage", "UIImageView", "UILabel", "SFSymbol"]
    /// The longest instance member's value kept, in tokens.
    static let memberLimit = 600

    public init() {}

    /// Adds the `static let`/`static var`/`static func`, and enum `case x = "…"`, declarations of a file's tokens.
    /// The paths declared in more than one file, each file's value.
    private(set) var byPathInFiles: [[String]: [Value]] = [:]

    /// `file`: where the tokens are from (the file-private declarations of a path several files declare).
    public mutating func collect(_ tokens: [Token], file: String? = nil) {
        let scanner = CallScanner(tokens)
        var types: [(name: String, depth: Int, strings: Bool)] = []
        var depth = 0
        var index = 0
        var pendingType: String?
        var pendingStrings = false
        while index < tokens.count {
            let token = tokens[index]
            // Only braces and the declaring keywords (3 to 9 letters) matter: the rest is passed at
            // the cost of a length.
            let length = token.text.utf8.count
            if token.isString || (token.bracket == 0 && (length < 3 || length > 9)) { index += 1; continue }
            switch token.text {
            case "enum", "struct", "class", "extension", "actor":
                if index + 1 < tokens.count, tokens[index + 1].isIdentifier {
                    // `extension L10n.Common`: the last name; nested types push their own.
                    var name = tokens[index + 1].text
                    var next = index + 2
                    while next + 1 < tokens.count, tokens[next].is("."), tokens[next + 1].isIdentifier {
                        name = tokens[next + 1].text
                        next += 2
                    }
                    pendingType = name
                    // `enum SymbolName: String`: a case without a value is its own name.
                    pendingStrings = false
                    var look = next
                    while look < tokens.count, !tokens[look].is("{"), look < next + 12 {
                        if tokens[look].is("String") { pendingStrings = true }
                        look += 1
                    }
                }
            case "{":
                depth += 1
                if let name = pendingType {
                    types.append((name, depth, pendingStrings))
                    pendingType = nil
                }
            case "}":
                if types.last?.depth == depth { types.removeLast() }
                depth -= 1
            case "let", "var", "func", "case":
                guard index + 1 < tokens.count, tokens[index + 1].isIdentifier, !types.isEmpty else { break }
                let isStatic = index > 0 && ["static", "class"].contains(tokens[index - 1].text)
                let inEnum = token.text == "case"
                let name = tokens[index + 1].text
                guard isStatic || inEnum else {
                    // A member of the type itself (not a function's local).
                    if token.text != "func", types.last?.depth == depth, let value = memberValue(after: index + 2, scanner: scanner) {
                        members[name, default: []].append(Value(tokens: value))
                    }
                    break
                }
                if inEnum, types.last?.strings == true, index + 2 >= tokens.count || !tokens[index + 2].is("=") {
                    declare(types.map(\.name) + [name], Value(tokens: [Token(.string([.text(name)]), "", line: token.line)], file: file))
                } else if let value = valueTokens(after: index + 2, scanner: scanner, function: token.text == "func") {
                    declare(types.map(\.name) + [name], Value(tokens: value, file: file))
                }
            default:
                break
            }
            index += 1
        }
    }

    /// `value` declared at `path`: the first file's is the path's, each file's is kept when several declare it.
    private mutating func declare(_ path: [String], _ value: Value) {
        if let earlier = byPath[path] {
            if byPathInFiles[path] == nil { byPathInFiles[path] = [earlier] }
            byPathInFiles[path]?.append(value)
            return
        }
        byPath[path] = value
        byName[path.last ?? "", default: []].append(path)
    }

    /// The tokens of a declaration's value: after `=` to the end of its line (brackets continue it),
    /// or a computed property's or function's body.
    private func valueTokens(after start: Int, scanner: CallScanner, function: Bool) -> [Token]? {
        let tokens = scanner.tokens
        var index = start
        if function, index < tokens.count, tokens[index].is("(") { index = scanner.matching(from: index) + 1 }
        // Skip a type annotation or return type up to `=` or `{`, on the same line (or the next, but
        // never into the next declaration).
        guard start < tokens.count else { return nil }
        let line = tokens[start].line
        while index < tokens.count, !tokens[index].is("="), !tokens[index].is("{"), tokens[index].line <= line + 1 {
            if tokens[index].line > line, ["let", "var", "func", "case", "static", "private", "public", "}", "@"].contains(tokens[index].text) { return nil }
            if tokens[index].is("(") || tokens[index].is("[") { index = scanner.matching(from: index) }
            index += 1
        }
        guard index < tokens.count, tokens[index].is("=") || tokens[index].is("{") else { return nil }
        if tokens[index].is("{") {
            let close = scanner.matching(from: index)
            var body = Array(tokens[(index + 1)..<min(close, tokens.count)])
            if let first = body.first, first.is("return") || first.is("get") { body.removeFirst() }
            if body.first?.is("{") == true, body.last?.is("}") == true { body = Array(body.dropFirst().dropLast()) }
            if let first = body.first, first.is("return") { body.removeFirst() }
            return body
        }
        index += 1
        var end = index
        let valueLine = index < tokens.count ? tokens[index].line : 0
        while end < tokens.count, tokens[end].line == valueLine || (end > index && ["(", "[", "{", ".", "+"].contains(tokens[end - 1].text) && !tokens[end - 1].isString) {
            // A value ends at its line's end, or at what closes or separates it (`case a = "x" }`, `case a = "x", b`).
            if !tokens[end].isString, ["}", ",", ";"].contains(tokens[end].text) { break }
            if !tokens[end].isString, ["(", "[", "{"].contains(tokens[end].text) { end = scanner.matching(from: end) }
            end += 1
        }
        return Array(tokens[index..<min(end, tokens.count)])
    }

    /// An instance member's value, when its type is one ``memberTypes`` names (or none is written)
    /// and it is short enough to be a text or a picture.
    private func memberValue(after start: Int, scanner: CallScanner) -> [Token]? {
        let tokens = scanner.tokens
        var index = start
        var typed = false
        if index < tokens.count, tokens[index].is(":") {
            index += 1
            while index < tokens.count, !tokens[index].is("="), !tokens[index].is("{"), tokens[index].line == tokens[start].line {
                if Self.memberTypes.contains(tokens[index].text) { typed = true }
                index += 1
            }
            guard typed else { return nil }
        } else if index >= tokens.count || !tokens[index].is("=") {
            return nil
        }
        guard let value = valueTokens(after: start, scanner: scanner, function: false), value.count <= Self.memberLimit else { return nil }
        return value
    }

    /// The value declared at `path` (`["L10n", "Common", "noResults"]`), or, for an implicit member
    /// or a path the app's types shorten, the one declaration whose path ends the same way.
    /// `owner`: the type the path is read in, which wins among several (each view's own
    /// `Constants.emptyTitle`).
    func value(_ path: [String], preferring owner: String? = nil, in file: String? = nil) -> Value? {
        switch lookUp(path, preferring: owner) {
        case let .declared(key)?:
            // A path several files declare: the reading file's own.
            if let file, let own = byPathInFiles[key]?.first(where: { $0.file == file }) { return own }
            return byPath[key]
        case let .member(value)?:
            return value
        case nil:
            return nil
        }
    }

    /// What a path names: a declaration's path, or a type's own member.
    private enum Found {
        case declared([String])
        case member(Value)
    }

    private func lookUp(_ path: [String], preferring owner: String?) -> Found? {
        let path = ["", "Self", "self"].contains(path.first ?? "-") ? Array(path.dropFirst()) : path
        // The reading type's own first (`BookmarksView.Constants.emptyTitle` over a file's top-level `Constants`).
        if let owner, let last = path.last, let candidates = byName[last] {
            let own = candidates.filter { $0.count > path.count && Array($0.suffix(path.count)) == path && $0.contains(owner) }
            if own.count == 1 { return .declared(own[0]) }
        }
        if byPath[path] != nil { return .declared(path) }
        guard let last = path.last else { return nil }
        guard let candidates = byName[last] else {
            // A type's own member, read as `name`, `self.name` or `context.viewState.name` (through
            // variables, not types): where the app has one such name.
            guard path.dropLast().allSatisfy({ $0.first?.isLowercase == true }),
                  let declared = members[last], declared.count == 1 else { return nil }
            return .member(declared[0])
        }
        let matching = candidates.filter { $0.count >= path.count && Array($0.suffix(path.count)) == path || path.count == 1 }
        if matching.count == 1 { return .declared(matching[0]) }
        // The longest shared tail wins when several end in the same name (`Strings.empty` vs `Other.empty`).
        let scored = candidates.map { candidate in (candidate, zip(candidate.reversed(), path.reversed()).prefix { $0 == $1 }.count) }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 >= 2, scored.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return .declared(best.0)
    }
}
