/// An Objective-C `@implementation` (of a class or a category) and its methods, as ranges of a
/// file's tokens: the class's name, and each method's selector, kind, line and body. Found by
/// counting braces, never stuck: a file cut inside a method ends that method and the implementation.
struct ObjCImplementation: Sendable {
    /// A method defined in it.
    struct Method: Sendable {
        /// `+`: a class method (a factory); `-`: an instance method.
        var isClassMethod: Bool
        /// `titleForEmptyDataSet:`, `buttonTitleForEmptyDataSet:forState:`, `noHistoryEmptyView`.
        var selector: String
        /// The line of its `-` or `+`.
        var line: Int
        /// Its body's tokens, between its braces.
        var body: Range<Int>
    }

    /// The class implemented (a category's class: `UITableView` for `UITableView (Placeholder)`).
    var className: String
    /// The line of its `@implementation`.
    var line: Int
    /// Its methods, in order.
    var methods: [Method]

    /// The implementations in a file's tokens, in order.
    static func all(in tokens: ObjCTokens) -> [ObjCImplementation] {
        var found: [ObjCImplementation] = []
        var index = 0
        while index + 2 < tokens.count {
            guard tokens[index].is("@"), tokens[index + 1].is("implementation"), tokens[index + 2].isIdentifier else {
                index += 1
                continue
            }
            var implementation = ObjCImplementation(className: tokens[index + 2].text, line: tokens[index].line, methods: [])
            index += 3
            while index < tokens.count {
                let token = tokens[index]
                if token.is("@"), index + 1 < tokens.count, tokens[index + 1].is("end") {
                    index += 2
                    break
                }
                if token.is("-") || token.is("+"), index + 1 < tokens.count, tokens[index + 1].is("(") {
                    let (method, next) = self.method(at: index, in: tokens)
                    if let method { implementation.methods.append(method) }
                    index = next
                } else if !token.isString, ["{", "(", "["].contains(token.text) {
                    // An ivar block, a C function's body, a static's initialiser: skipped whole.
                    index = tokens.matching(from: index) + 1
                } else {
                    index += 1
                }
            }
            found.append(implementation)
        }
        return found
    }

    /// The method whose `-` or `+` is at `start`, and the index after it.
    private static func method(at start: Int, in tokens: ObjCTokens) -> (Method?, Int) {
        // The return type, then `piece:(Type)name` pieces or one name alone.
        var index = tokens.matching(from: start + 1) + 1
        var pieces: [String] = []
        while index < tokens.count, tokens[index].isIdentifier {
            guard index + 1 < tokens.count, tokens[index + 1].is(":") else {
                if pieces.isEmpty { pieces.append(tokens[index].text) }
                break
            }
            pieces.append(tokens[index].text + ":")
            index += 2
            if index < tokens.count, tokens[index].is("(") { index = tokens.matching(from: index) + 1 }
            if index < tokens.count, tokens[index].isIdentifier { index += 1 }
        }
        // Attributes or macros up to the body (or a `;` that ends a declaration).
        while index < tokens.count, !tokens[index].is("{"), !tokens[index].is(";") {
            if tokens[index].is("-") || tokens[index].is("+") || tokens[index].is("@") { return (nil, index) }
            index += 1
        }
        guard index < tokens.count, tokens[index].is("{"), !pieces.isEmpty else { return (nil, index + 1) }
        let close = tokens.matching(from: index)
        let method = Method(isClassMethod: tokens[start].is("+"), selector: pieces.joined(), line: tokens[start].line,
                            body: (index + 1)..<max(index + 1, min(close, tokens.count)))
        return (method, close + 1)
    }
}
