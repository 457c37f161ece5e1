/// The blocks of a file's tokens, found in one pass: each `{ … }` with the declaration that opens it
/// (`var emptyState: some View {` is `emptyState`, `let label: UILabel = {` is `label`,
/// `struct X_Previews: PreviewProvider {` is a preview), and the `case` of a `switch` each token is
/// in — what the readers ask of a declaration's surroundings without walking back through the file.
struct Scopes {
    struct Scope {
        /// The declaration's keyword: `func`, `var`, `let`, `init`, `struct`, `class`, `enum`,
        /// `extension`, `actor`, `switch`, `if`, `else`…; `nil` for a closure.
        var keyword: String?
        /// The declared name (`emptyState`), or `nil`.
        var name: String?
        var parent: Int?
        /// The index of its `{` and of its `}` (the tokens' count when it is never closed).
        var open: Int
        var close: Int
        /// The line of its declaration's keyword (or of its `{`), and of its `}`.
        var line: Int
        var endLine = Int.max
        /// A `#Preview { … }` or a `PreviewProvider`'s type.
        var isPreview: Bool
    }

    private(set) var scopes: [Scope] = []
    /// For each token, the innermost block it is in (`-1`: the file's top level).
    private var innermost: [Int32]
    /// For each token, the `case` of a `switch` it is in (an id unique in the file), or `-1`.
    private var arms: [Int32]

    static let types: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    static let keywords: Set<String> = types.union(["func", "var", "let", "init", "switch", "if", "guard", "else", "for", "while", "do", "catch", "repeat", "get", "set", "didSet", "willSet"])

    init(_ tokens: [Token]) {
        innermost = Array(repeating: -1, count: tokens.count)
        arms = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        // The arm each open scope is in: a `switch`'s current case, else its parent's.
        var armOf: [Int32] = []
        var nextArm: Int32 = 0
        for index in tokens.indices {
            let token = tokens[index]
            if !token.isString, token.text == "{" {
                let (keyword, name, line, preview) = Self.declaration(tokens, before: index)
                let parentPreview = stack.last.map { scopes[$0].isPreview } ?? false
                scopes.append(Scope(keyword: keyword, name: name, parent: stack.last, open: index, close: tokens.count,
                                    line: line, isPreview: preview || parentPreview))
                armOf.append(keyword == "switch" ? -1 : (armOf.last ?? -1))
                stack.append(scopes.count - 1)
                innermost[index] = Int32(scopes.count - 1)
                arms[index] = armOf.last ?? -1
                continue
            }
            if !token.isString, token.text == "}" {
                innermost[index] = Int32(stack.last ?? -1)
                arms[index] = armOf.last ?? -1
                if let top = stack.popLast() {
                    scopes[top].close = index
                    scopes[top].endLine = token.line
                    armOf.removeLast()
                }
                continue
            }
            if let top = stack.last, scopes[top].keyword == "switch", token.is("case") || token.is("default"),
               index == 0 || !["if", "guard", "while", ",", "for"].contains(tokens[index - 1].text) {
                armOf[armOf.count - 1] = nextArm
                nextArm += 1
            }
            innermost[index] = Int32(stack.last ?? -1)
            arms[index] = armOf.last ?? -1
        }
    }

    /// The declaration before a `{`: its keyword and name, back to where its statement starts (a
    /// bracketed list may span lines, and so may a line that ends or starts with `,`, `:`, `&`, `->`,
    /// `=` or `where`).
    private static func declaration(_ tokens: [Token], before open: Int) -> (String?, String?, Int, Bool) {
        var index = open - 1
        var line = tokens[open].line
        var preview = false
        var steps = 0
        while index >= 0, steps < 80 {
            steps += 1
            let token = tokens[index]
            if token.isString { index -= 1; continue }
            if token.line < line {
                // A declaration over several lines: `class X: UIViewController,\n Delegate {`, `where` on its own line.
                let continued = [",", ":", "&", "=", "->", "where"].contains(token.text)
                    || (index + 1 < open && [",", ":", "&", "->", "where"].contains(tokens[index + 1].text))
                guard continued else { break }
                line = token.line
            }
            switch token.text {
            case "{", "}", ";":
                return (nil, nil, tokens[open].line, preview)
            case ")", "]":
                // Back over the bracketed list to its opening bracket.
                var depth = 0
                while index >= 0 {
                    if !tokens[index].isString {
                        if [")", "]"].contains(tokens[index].text) { depth += 1 } else if ["(", "["].contains(tokens[index].text) {
                            depth -= 1
                            if depth == 0 { break }
                        }
                    }
                    index -= 1
                }
                if index >= 0 { line = tokens[index].line }
                index -= 1
                continue
            case "PreviewProvider":
                preview = true
            case "#Preview":
                return ("#Preview", nil, token.line, true)
            default:
                break
            }
            if token.isIdentifier, keywords.contains(token.text), !(index > 0 && tokens[index - 1].is(".")) {
                let name = index + 1 < open && tokens[index + 1].isIdentifier && !keywords.contains(tokens[index + 1].text) ? tokens[index + 1].text : nil
                if types.contains(token.text), let name, name.hasSuffix("_Previews") { preview = true }
                return (token.text, name, token.line, preview)
            }
            index -= 1
        }
        return (nil, nil, tokens[open].line, preview)
    }

    /// The innermost block the token at `index` is in.
    func scope(at index: Int) -> Int? {
        guard index >= 0, index < innermost.count, innermost[index] >= 0 else { return nil }
        return Int(innermost[index])
    }

    /// The blocks around `index`, innermost first.
    func enclosing(_ index: Int) -> [Scope] {
        var result: [Scope] = []
        var current = scope(at: index)
        while let id = current {
            result.append(scopes[id])
            current = scopes[id].parent
        }
        return result
    }

    /// The `case` of a `switch` the token at `index` is in, if any.
    func arm(at index: Int) -> Int? {
        guard index >= 0, index < arms.count, arms[index] >= 0 else { return nil }
        return Int(arms[index])
    }

    /// What one placeholder gathers the token at `index` into: the `case` of a `switch` it is in,
    /// else its function or property (`-1`: the file's top level).
    func group(at index: Int) -> Int {
        if let arm = arm(at: index) { return -2 - arm }
        var current = scope(at: index)
        while let id = current {
            if ["func", "init", "var", "let", "get", "didSet", "willSet"].contains(scopes[id].keyword ?? "") { return id }
            current = scopes[id].parent
        }
        return -1
    }

    /// The line ranges of the file's previews.
    var previewLines: [ClosedRange<Int>] {
        scopes.filter { $0.isPreview && !($0.parent.map { scopes[$0].isPreview } ?? false) }.map { $0.line...max($0.line, $0.endLine) }
    }

    /// Whether the token at `index` is in a preview (`#Preview`, a `PreviewProvider`).
    func isPreview(_ index: Int) -> Bool {
        scope(at: index).map { scopes[$0].isPreview } ?? false
    }

    /// The type the token at `index` is declared in.
    func owner(at index: Int) -> String? {
        enclosing(index).first { $0.keyword.map(Self.types.contains) ?? false }?.name
    }

    /// The names of the functions and properties around `index` up to its type (`showEmptyView`,
    /// `emptyStatusLabel`), innermost first.
    func declarationNames(at index: Int) -> [String] {
        var names: [String] = []
        for scope in enclosing(index) {
            if let keyword = scope.keyword, Self.types.contains(keyword) { break }
            if let name = scope.name, ["func", "var", "let"].contains(scope.keyword ?? "") { names.append(name) }
        }
        return names
    }
}
