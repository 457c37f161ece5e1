/// DZNEmptyDataSet's source methods in Swift — `title(forEmptyDataSet:)`,
/// `description(forEmptyDataSet:)`, `image(forEmptyDataSet:)`, `buttonTitle(forEmptyDataSet:for:)` —
/// one placeholder per type that implements them. A method that returns a stored property
/// (`emptyDataSetTitle`, as a base view controller does) is followed: the property's default is the
/// base class's placeholder, and every assignment to it elsewhere (a subclass's `viewDidLoad`) is a
/// placeholder of its own, taking the base class's other parts.
enum DZNReader {
    /// The parts a source method gives.
    enum Role: String, Sendable {
        case title, detail, picture, button
    }

    /// A part a base class takes from a stored property, its default read.
    struct Flow: Sendable {
        var property: String
        var role: Role
    }

    static let methods: [String: Role] = ["title": .title, "description": .detail, "image": .picture, "buttonTitle": .button]

    /// The file's implementations: their placeholders, and the stored properties they return.
    static func declarations(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading) -> (placeholders: [FoundPlaceholder], flows: [Flow]) {
        let scanner = CallScanner(tokens)
        var byOwner: [String: (line: Int, parts: [Role: Expression])] = [:]
        var order: [String] = []
        for index in tokens.indices where tokens[index].is("func") {
            guard index + 4 < tokens.count, let role = methods[tokens[index + 1].text], tokens[index + 2].is("("),
                  tokens[index + 3].is("forEmptyDataSet") else { continue }
            let close = scanner.matching(from: index + 2)
            var body = close + 1
            while body < tokens.count, !tokens[body].is("{") { body += 1 }
            guard body < tokens.count else { continue }
            let end = scanner.matching(from: body)
            guard let value = returned(scanner, body + 1, end) else { continue }
            let owner = scopes.owner(at: index) ?? file
            if byOwner[owner] == nil { order.append(owner) }
            byOwner[owner, default: (tokens[index].line, [:])].parts[role] = value
        }
        var placeholders: [FoundPlaceholder] = []
        var flows: [Flow] = []
        for owner in order {
            guard let (line, parts) = byOwner[owner] else { continue }
            // Parts that are stored properties flow from where they are set; the rest are read here.
            var placeholder = FoundPlaceholder(file: file, line: line, kind: "DZNEmptyDataSetSource", owner: owner, api: "dzn")
            var flowing = false
            for (role, expression) in parts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                if case let .member(path) = expression, let property = path.last, path.count <= 2, path.first == property || path.first == "self" {
                    flows.append(Flow(property: property, role: role))
                    flowing = true
                    continue
                }
                apply(role, expression, to: &placeholder, reading: reading)
            }
            if !flowing { placeholders.append(placeholder.settled()) }
        }
        return (placeholders, flows)
    }

    /// The placeholders `flows`' properties make in a file: a default (`var emptyDataSetTitle = …`)
    /// and each assignment (`emptyDataSetTitle = …`), with the parts the defaults give.
    static func flowing(_ tokens: [Token], scopes: Scopes, file: String, flows: [Flow], defaults: [Role: Expression], reading: Reading) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        let roles = Dictionary(flows.map { ($0.property, $0.role) }, uniquingKeysWith: { first, _ in first })
        // One placeholder per type for its defaults, and one for its assignments (a subclass's
        // `viewDidLoad`), at the first line of each.
        var groups: [(owner: String, declared: Bool, placeholder: FoundPlaceholder)] = []
        for index in tokens.indices {
            let token = tokens[index]
            guard token.isIdentifier, let role = roles[token.text], index + 1 < tokens.count, tokens[index + 1].is("="),
                  !(index > 0 && tokens[index - 1].is(".") && !(index > 1 && tokens[index - 2].is("self"))),
                  let value = scanner.expressionToLineEnd(from: index + 2) else { continue }
            let declared = index > 0 && (tokens[index - 1].is("var") || tokens[index - 1].is("let"))
            let owner = scopes.owner(at: index) ?? file
            if let group = groups.firstIndex(where: { $0.owner == owner && $0.declared == declared }) {
                apply(role, value, to: &groups[group].placeholder, reading: reading)
                continue
            }
            var placeholder = FoundPlaceholder(file: file, line: token.line, kind: "DZNEmptyDataSetSource (\(declared ? "default" : "override"))",
                                               owner: owner, api: "dzn")
            for (defaultRole, expression) in defaults.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                apply(defaultRole, expression, to: &placeholder, reading: reading)
            }
            apply(role, value, to: &placeholder, reading: reading)
            groups.append((owner, declared, placeholder))
        }
        return groups.map { $0.placeholder.settled() }
    }

    /// The defaults of `flows`' properties declared in a file (`var emptyDataSetImage = R.image.x()`).
    static func defaults(_ tokens: [Token], flows: [Flow]) -> [Role: Expression] {
        let scanner = CallScanner(tokens)
        var result: [Role: Expression] = [:]
        for flow in flows {
            for index in tokens.indices where tokens[index].is(flow.property) && index > 0 && tokens[index - 1].is("var")
                && index + 1 < tokens.count && tokens[index + 1].is("=") {
                if let value = scanner.expressionToLineEnd(from: index + 2) { result[flow.role] = value }
            }
        }
        return result
    }

    /// A placeholder of the base class's properties with the parts a type's own methods give instead.
    static func merged(_ flowing: FoundPlaceholder, own: FoundPlaceholder) -> FoundPlaceholder {
        var placeholder = flowing
        placeholder.title = own.title ?? flowing.title
        placeholder.detail = own.detail ?? flowing.detail
        placeholder.picture = own.picture ?? flowing.picture
        placeholder.buttons = own.buttons.isEmpty ? flowing.buttons : own.buttons
        placeholder.notes = []
        placeholder.state = "empty"
        return placeholder.settled()
    }

    private static func apply(_ role: Role, _ expression: Expression, to placeholder: inout FoundPlaceholder, reading: Reading) {
        switch role {
        case .title: placeholder.title = reading.text(expression)
        case .detail: placeholder.detail = reading.text(expression)
        case .picture: placeholder.picture = reading.picture(expression, symbol: false)
        case .button: placeholder.buttons = [reading.text(expression)]
        }
    }

    /// What a method's body returns: the string of an `NSAttributedString(string:)` it builds (a
    /// local `let` followed), or the returned expression.
    private static func returned(_ scanner: CallScanner, _ start: Int, _ end: Int) -> Expression? {
        let tokens = scanner.tokens
        let body = CallScanner(Array(tokens[start..<min(end, tokens.count)]))
        var value: Expression?
        if let attributed = body.calls(named: { $0 == "NSAttributedString" }, trailing: false).first {
            value = attributed.call.argument("string")
        } else if let ret = body.tokens.firstIndex(where: { $0.is("return") }) {
            value = body.expression(ret + 1, body.lineEnd(from: ret + 1))
        }
        // A local constant: `let text = "…"`.
        if case let .member(path)? = value, path.count == 1,
           let local = body.tokens.indices.first(where: { body.tokens[$0].is(path[0]) && $0 > 0 && body.tokens[$0 - 1].is("let") && $0 + 1 < body.tokens.count && body.tokens[$0 + 1].is("=") }),
           let read = body.expressionToLineEnd(from: local + 2) {
            return read
        }
        return value
    }
}
