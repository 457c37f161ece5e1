/// Turns the expressions the readers find into texts and pictures: literals (interpolation as a
/// `%@` format), `String(localized:)`, `NSLocalizedString`, SwiftGen's `L10n.tr`, a SwiftUI
/// `Text`'s literal (a key where the app has it), SF Symbols by `systemName:` and SFSafeSymbols'
/// names, asset images by name, and any constant or generated accessor the app declares
/// (``Definitions``), followed a few steps; anything else is kept as what the code computes.
public struct Reading: Sendable {
    public let definitions: Definitions
    /// The type the code being read is in: its own declarations win where several share a name.
    public private(set) var owner: String?
    /// The file being read: its own file-private declarations win where several files declare a path.
    public private(set) var file: String?

    public init(definitions: Definitions) {
        self.definitions = definitions
    }

    /// The same reading, for code in `file`.
    public func reading(_ file: String) -> Reading {
        var reading = self
        reading.file = file
        return reading
    }

    /// The same reading, for code in `owner`.
    public func near(_ owner: String?) -> Reading {
        var reading = self
        reading.owner = owner
        return reading
    }

    /// How many declarations a text may be followed through.
    private static let depth = 4

    /// The alternatives of `expression`: a ternary's sides, or the values a property it names returns
    /// (`if … { return a }; return b`, a `switch`'s cases), each read; else the expression alone.
    public func alternatives(_ expression: Expression, depth: Int = 0) -> [Expression] {
        if case let .choice(options) = expression { return options.flatMap { alternatives($0, depth: depth) } }
        if depth < Self.depth, case let .member(path) = expression, let value = definitions.value(path, preferring: owner, in: file),
           case let choice = value.expression, case .choice = choice {
            return alternatives(choice, depth: depth + 1)
        }
        return [expression]
    }

    /// `expression` as a text; `swiftUI`: a literal in a SwiftUI text, which is a `LocalizedStringKey`.
    public func text(_ expression: Expression, swiftUI: Bool = false, depth: Int = 0) -> FoundText {
        switch expression {
        case let .string(parts):
            return Self.literal(parts, swiftUI: swiftUI)
        case let .call(call):
            return text(call, swiftUI: swiftUI, depth: depth)
        case let .member(path):
            if let generated = Self.rSwift(path) { return generated }
            if depth < Self.depth, let value = definitions.value(path, preferring: owner, in: file) {
                let read = text(value.expression, depth: depth + 1)
                if read.computed == nil { return read }
            }
            return .computed(expression.spelled)
        case .choice, .other:
            return .computed(expression.spelled)
        }
    }

    /// R.swift's `R.string.TABLE.IDENTIFIER` (then `()`, `.key.localized()`…).
    static func rSwift(_ path: [String]) -> FoundText? {
        guard path.count >= 4, path[0] == "R", path[1] == "string" else { return nil }
        let table = path[2].prefix(1).uppercased() + path[2].dropFirst()
        return .generatedKey(identifier: path[3], table: table)
    }

    /// A literal, or the literal a constant or an enum case (`case keyFile = "key.horizontal"`) stands for.
    func resolvedLiteral(_ expression: Expression, depth: Int = 0) -> String? {
        if let literal = expression.literal { return literal }
        guard depth < Self.depth, case let .member(path) = expression, let value = definitions.value(path, preferring: owner, in: file) else { return nil }
        return resolvedLiteral(value.expression, depth: depth + 1)
    }

    private func text(_ call: Call, swiftUI: Bool, depth: Int) -> FoundText {
        let first = call.arguments.first?.value
        switch call.name {
        case "Text", "LocalizedStringKey", "LocalizedStringResource":
            if let verbatim = call.argument("verbatim") { return text(verbatim, depth: depth) }
            guard let first else { return .computed(call.spelled) }
            // A literal is a key (`LocalizedStringKey`); a `String` is shown as it is.
            if case .string = first { return Self.literal(Self.parts(first), swiftUI: true) }
            return text(first, depth: depth)
        case "String" where call.argument("localized") != nil:
            guard let key = call.argument("localized"), let literal = key.literal else { return .computed(call.spelled) }
            return .key(literal, table: call.argument("table")?.literal, fallback: call.argument("defaultValue").flatMap(fallback))
        case "NSLocalizedString":
            guard let literal = first?.literal else { return .computed(call.spelled) }
            return .key(literal, table: call.argument("tableName")?.literal, fallback: call.argument("value")?.literal)
        case "tr" where call.arguments.count >= 2:
            // SwiftGen: `L10n.tr("Localizable", "key", arguments…, fallback: "…")`.
            guard let table = call.arguments[0].value.literal, let key = call.arguments[1].value.literal else { return .computed(call.spelled) }
            return .key(key, table: table, fallback: call.argument("fallback")?.literal)
        default:
            if let generated = Self.rSwift(call.callee) { return generated }
            // An app's own `AppLocalization.localized("bookmarks.empty.title")`, `L.localizedString("…")`: a key.
            if call.name.lowercased().contains("locali"), call.arguments.count == 1, let key = first?.literal {
                return .key(key, table: nil, fallback: nil)
            }
            if depth < Self.depth, let value = definitions.value(call.callee, preferring: owner, in: file) {
                let read = text(value.expression, depth: depth + 1)
                if read.computed == nil { return read }
            }
            return .computed(call.spelled)
        }
    }

    /// A `defaultValue:`'s text (`"Empty"`, `String.LocalizationValue("Empty")`).
    private func fallback(_ expression: Expression) -> String? {
        if let literal = expression.literal { return literal }
        if case let .call(call) = expression { return call.arguments.first?.value.literal }
        return nil
    }

    /// A literal's text, or its format (`%@` for each interpolation) and what fills it.
    static func literal(_ parts: [StringPart], swiftUI: Bool) -> FoundText {
        var text = ""
        var arguments: [String] = []
        let formatted = parts.contains { if case .interpolation = $0 { true } else { false } }
        for part in parts {
            switch part {
            case let .text(piece): text += formatted ? piece.replacing("%", with: "%%") : piece
            case let .interpolation(tokens):
                text += "%@"
                arguments.append(tokens.map { $0.isString ? "\"…\"" : $0.text }.joined())
            }
        }
        if swiftUI, arguments.isEmpty { return .textOrKey(text) }
        return .literal(text, arguments: arguments)
    }

    private static func parts(_ expression: Expression) -> [StringPart] {
        if case let .string(parts) = expression { parts } else { [] }
    }

    /// `expression` as a picture; `symbol`: a string names an SF Symbol (`systemImage:`), else an asset.
    public func picture(_ expression: Expression, symbol: Bool, depth: Int = 0) -> FoundPicture {
        switch expression {
        case .string:
            guard let name = expression.literal else { return .computed(expression.spelled) }
            return symbol ? .symbol(name) : .asset(name)
        case let .call(call):
            if let name = call.argument("systemName")?.literal { return .symbol(name) }
            if let safe = call.arguments.first(where: { $0.label == "systemSymbol" || $0.label == "sfSymbol" }) {
                if case let .member(path) = safe.value, let last = path.last { return .symbol(Self.dotted(last)) }
                // `{ if #available(iOS 17, *) { return .a } else { return .b } }()`: the first.
                if let closure = safe.closure, let ret = closure.firstIndex(where: { $0.is("return") }), ret + 2 < closure.count,
                   closure[ret + 1].is("."), closure[ret + 2].isIdentifier {
                    return .symbol(Self.dotted(closure[ret + 2].text))
                }
            }
            if let named = call.argument("named") ?? call.argument("name"), let name = named.literal { return .asset(name) }
            // R.swift's `R.image.emptyBox()`; an app's `UIImage(asset: .noDatabases)` and `.symbol(.keyFile)` over a string enum.
            if call.callee.count == 3, call.callee[0] == "R", call.callee[1] == "image" { return .asset(call.callee[2]) }
            if let asset = call.argument("asset"), let name = resolvedLiteral(asset) { return .asset(name) }
            if call.name.lowercased().contains("symbol"), let first = call.arguments.first?.value, let name = resolvedLiteral(first) {
                return .symbol(name)
            }
            if ["Image", "UIImage", "ImageAsset"].contains(call.name), let first = call.arguments.first, first.label == nil {
                if let name = first.value.literal { return .asset(name) }
                return picture(first.value, symbol: false, depth: depth)
            }
            if call.name == "Label", let image = call.argument("systemImage") { return picture(image, symbol: true, depth: depth) }
            if depth < Self.depth, let value = definitions.value(call.callee, preferring: owner, in: file) {
                return picture(value.expression, symbol: symbol, depth: depth + 1)
            }
            return .computed(call.spelled)
        case let .member(path):
            // `Asset.Images.empty.image` (SwiftGen): the asset declared at the path before `.image`.
            var lookup = path
            if let last = path.last, ["image", "swiftUIImage", "uiImage", "name"].contains(last), path.count > 1 { lookup.removeLast() }
            if depth < Self.depth, let value = definitions.value(lookup, preferring: owner, in: file) {
                let read = picture(value.expression, symbol: symbol, depth: depth + 1)
                if case .computed = read {} else { return read }
            }
            // SFSafeSymbols' `.trayFill` where a symbol goes.
            if symbol, path.count == 2, path[0] == "" || path[0] == "SFSymbol", let last = lookup.last { return .symbol(Self.dotted(last)) }
            return .computed(expression.spelled)
        case let .other(text):
            // A key path to a design system's icon (`\.search`, `\CompoundIcons.search`): its asset.
            let words = text.split(separator: " ")
            if words.first == "\\", let last = words.last, last.first?.isLetter == true { return .asset(String(last)) }
            return .computed(expression.spelled)
        case .choice:
            return .computed(expression.spelled)
        }
    }

    /// The picture an image view the app declares shows (`let imageView: UIImageView = { …;
    /// imageView.image = UIImage(systemName: "wifi.exclamationmark") … }()`), if it says.
    public func picture(shownBy name: String) -> FoundPicture? {
        guard let value = definitions.value([name], preferring: owner, in: file) else { return nil }
        let tokens = value.tokens
        let scanner = CallScanner(tokens)
        var candidates: [Expression] = []
        for index in tokens.indices where index > 0 && tokens[index].is("image") && tokens[index - 1].is(".") && index + 1 < tokens.count && tokens[index + 1].is("=") {
            if let expression = scanner.expressionToLineEnd(from: index + 2) { candidates.append(expression) }
        }
        for (call, _) in scanner.calls(named: { ["UIImage", "UIImageView", "Image"].contains($0) }, trailing: false) {
            if call.name != "UIImageView" { candidates.append(.call(call)) } else if let image = call.argument("image") { candidates.append(image) }
        }
        for candidate in candidates {
            let picture = self.picture(candidate, symbol: false)
            if case .computed = picture { continue }
            return picture
        }
        return nil
    }

    /// SFSafeSymbols' case name as the SF Symbol's: `squareBadgePlusFill` → `square.badge.plus.fill`,
    /// `person2` → `person.2`, `_00Circle` → `00.circle`.
    public static func dotted(_ name: String) -> String {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in name where character != "_" {
            let boundary = character.isUppercase || (character.isNumber && !(previous?.isNumber ?? true))
                || (!character.isNumber && (previous?.isNumber ?? false))
            if boundary, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
            previous = character
        }
        if !current.isEmpty { parts.append(current) }
        return parts.joined(separator: ".")
    }
}

extension Call {
    /// The call as code says it, shortly.
    var spelled: String { Expression.call(self).spelled }
}
