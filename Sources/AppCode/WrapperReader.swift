/// The app's own empty-state types, one level deep: a SwiftUI view or a class whose stored
/// properties (or initialiser's parameters) flow into a `ContentUnavailableView`, a `Label`, `Text`,
/// `Image` or `Button` in its body — a type that wraps `ContentUnavailableView`, or whose name says
/// it is a placeholder — and each call of it elsewhere becomes a placeholder, its arguments in the
/// roles the type gives them (Ice Cubes' `PlaceholderView(iconName:title:message:)`).
enum WrapperReader {
    /// A wrapper: its name, and what each of its parameters is.
    struct Wrapper: Sendable {
        var name: String
        var file: String
        /// The lines of its declaration, from its keyword to its closing brace.
        var line: Int
        var endLine: Int
        /// Parameter → role: `title`, `detail`, `symbol`, `asset`, `button`.
        var roles: [String: String]
        var api: String?
        /// Whether it is a SwiftUI view, whose literal texts are `LocalizedStringKey`s.
        var swiftUI: Bool
        /// A general view (a title and an icon, Element X's `TitleAndIcon`): its calls are empty
        /// states only where they stand for one — in an `emptyState` property, under `if items.isEmpty`.
        var contextual = false
        /// A type named for an empty state that shows nothing of its own but views it gives its
        /// parameters to (Home Assistant's `WebViewEmptyStateView(style:)`): each call is an empty
        /// state whose texts the type computes.
        var opaque = false
    }

    /// Names that say a type is an empty state.
    static let placeholderWords: [[UInt8]] = ["empty", "placeholder", "noresult", "nodata", "unavailable", "blankslate", "zerostate",
                                              "nocontent", "nothingfound"].map { Array($0.utf8) }

    /// Whether a name says it is an empty state's: one of ``placeholderWords`` in it, any case, or
    /// the word “no” then “results” later (`noSearchResultsSection`). On bytes: it is asked of
    /// every name a reader looks at.
    static func soundsLikePlaceholder(_ name: String) -> Bool {
        var lower: [UInt8] = []
        lower.reserveCapacity(name.utf8.count)
        // Where a camelCase word starts.
        var starts: [Bool] = []
        starts.reserveCapacity(name.utf8.count)
        var previousLower = false
        for byte in name.utf8 {
            let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            starts.append(lower.isEmpty || (upper && previousLower) || !Self.isLetter(lower.last ?? 0))
            lower.append(upper ? byte + 32 : byte)
            previousLower = !upper && Self.isLetter(byte)
        }
        if placeholderWords.contains(where: { Self.find($0, in: lower, from: 0) != nil }) { return true }
        // `noSearchResults`: the word “no” (a word of its own), then “result” starting a word.
        var from = 0
        while let no = find(Array("no".utf8), in: lower, from: from) {
            let end = no + 2
            if starts[no], end == lower.count || starts[end] {
                var at = end
                while let result = find(Array("result".utf8), in: lower, from: at) {
                    if starts[result] { return true }
                    at = result + 1
                }
            }
            from = no + 1
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
    }

    /// Where `needle` first occurs in `bytes` at or after `from`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = from
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The most tokens a general view (``Wrapper/contextual``) has.
    static let generalViewLimit = 1500

    /// The wrappers a file declares.
    static func wrappers(_ tokens: [Token], file: String) -> [Wrapper] {
        let scanner = CallScanner(tokens)
        var result: [Wrapper] = []
        for index in tokens.indices where (tokens[index].is("struct") || tokens[index].is("class")) && index + 1 < tokens.count && tokens[index + 1].isIdentifier {
            let name = tokens[index + 1].text
            guard !["func", "var", "let"].contains(name) else { continue }
            var open = index + 2
            while open < tokens.count, !tokens[open].is("{") { open += 1 }
            guard open < tokens.count else { continue }
            let close = scanner.matching(from: open)
            let span = (open + 1)..<min(close, tokens.count)
            // A general view is small and shows texts; a type that neither says nor wraps an empty
            // state and is large, or shows none, is not one (and is not copied to find out).
            guard soundsLikePlaceholder(name) || tokens[span].contains(where: { $0.is("ContentUnavailableView") })
                || (span.count <= generalViewLimit && tokens[span].contains(where: { $0.is("Text") || $0.is("Label") })) else { continue }
            let body = Array(tokens[span])
            let endLine = close < tokens.count ? tokens[close].line : (tokens.last?.line ?? tokens[index].line)
            let inner = CallScanner(body)
            let wrapsSystem = inner.calls(named: { $0 == "ContentUnavailableView" }).first
            let contextual = wrapsSystem == nil && !soundsLikePlaceholder(name)
            let parameters = Set(storedProperties(body) + initParameters(inner))
            guard !parameters.isEmpty else { continue }
            var roles: [String: String] = [:]
            func assign(_ expression: Expression?, _ role: String) {
                guard let expression, case let .member(path) = expression, let last = path.last,
                      path.count == 1 || (path.count == 2 && path[0] == "self"), parameters.contains(last), roles[last] == nil else { return }
                roles[last] = role
            }
            if let (call, _) = wrapsSystem {
                assign(call.argument(nil), "title")
                assign(call.argument("systemImage"), "symbol")
                assign(call.argument("image"), "asset")
                if case let .call(text)? = call.argument("description") { assign(text.argument(nil), "detail") }
                if let label = call.closure(nil), let labelCall = CallScanner(label).calls(named: { $0 == "Label" }).first {
                    assign(labelCall.call.argument(nil), "title")
                    assign(labelCall.call.argument("systemImage"), "symbol")
                    assign(labelCall.call.argument("image"), "asset")
                }
                if let description = call.closure("description"), let text = CallScanner(description).calls(named: { $0 == "Text" }).first {
                    assign(text.call.argument(nil), "detail")
                }
            }
            // Its own texts and pictures: the first Text is the title, the next the detail.
            for (call, _) in inner.calls(named: { ["Text", "Label", "Image", "UIImage", "Button"].contains($0) }) {
                switch call.name {
                case "Text", "Label": assign(call.argument(nil) ?? call.argument("verbatim"), roles.values.contains("title") ? "detail" : "title")
                    if call.name == "Label" { assign(call.argument("systemImage"), "symbol") }
                case "Image", "UIImage":
                    assign(call.argument("systemName"), "symbol")
                    assign(call.argument("named") ?? call.argument(nil), "asset")
                default: assign(call.argument(nil), "button")
                }
            }
            // UIKit: `titleLabel.text = title`, `imageView.image = UIImage(named: imageName)`.
            for (property, value) in labelAssignments(body, scanner: inner) {
                assign(value, property.contains("image") ? "asset" : (roles.values.contains("title") ? "detail" : "title"))
            }
            guard roles.values.contains("title") else {
                // A view (`: View`, `: UIView`, a `body`) that shows no text of its own passes its parameters on.
                let isView = tokens[(index + 2)..<open].contains { $0.isIdentifier && $0.text.hasSuffix("View") } || body.contains { $0.is("body") }
                if !contextual, isView, !parameters.isEmpty, !body.contains(where: { $0.is("Text") || $0.is("Label") || $0.is("text") }) {
                    result.append(Wrapper(name: name, file: file, line: tokens[index].line, endLine: endLine, roles: [:], api: nil, swiftUI: true, opaque: true))
                }
                continue
            }
            if contextual, !roles.values.contains("symbol"), !roles.values.contains("asset") {
                // A design system's icon: `BigIcon(icon: icon)`.
                for (call, _) in inner.calls(named: { _ in true }, trailing: false) { assign(call.argument("icon"), "asset") }
            }
            // A general view is one only with a title and a picture or a detail.
            if contextual, roles.values.filter({ $0 != "button" }).count < 2 { continue }
            let swiftUI = wrapsSystem != nil || !inner.calls(named: { $0 == "Text" }).isEmpty
            result.append(Wrapper(name: name, file: file, line: tokens[index].line, endLine: endLine, roles: roles, api: wrapsSystem == nil ? nil : "swiftui",
                                  swiftUI: swiftUI, contextual: contextual))
        }
        return result
    }

    /// `let title: String`, `var iconName: String = …` at the type's top level.
    private static func storedProperties(_ body: [Token]) -> [String] {
        var names: [String] = []
        var depth = 0
        for (index, token) in body.enumerated() where !token.isString {
            if token.is("{") { depth += 1 } else if token.is("}") { depth -= 1 }
            if depth == 0, token.is("let") || token.is("var"), index + 2 < body.count, body[index + 1].isIdentifier, body[index + 2].is(":") {
                // A computed property (`var title: String { … }`) is the type's own, not its callers'.
                var next = index + 3
                while next < body.count, body[next].line == token.line, !body[next].is("{"), !body[next].is("=") { next += 1 }
                if next < body.count, body[next].line == token.line, body[next].is("{") { continue }
                names.append(body[index + 1].text)
            }
        }
        return names
    }

    /// An `init(a: …, b: …)`'s parameter labels.
    private static func initParameters(_ scanner: CallScanner) -> [String] {
        let tokens = scanner.tokens
        guard let start = tokens.indices.first(where: { tokens[$0].is("init") && $0 + 1 < tokens.count && tokens[$0 + 1].is("(") }) else { return [] }
        let close = scanner.matching(from: start + 1)
        var names: [String] = []
        var index = start + 2
        var depth = 0
        var expectName = true
        while index < close {
            let token = tokens[index]
            if ["(", "[", "<"].contains(token.text) { depth += 1 } else if [")", "]", ">"].contains(token.text) { depth -= 1 }
            if depth == 0, expectName, token.isIdentifier {
                // `label name: Type` or `name: Type`: the label is what callers write.
                names.append(token.text)
                expectName = false
            }
            if depth == 0, token.is(",") { expectName = true }
            index += 1
        }
        return names
    }

    /// `x.text = value`, `x.image = value` assignments of UIKit views.
    private static func labelAssignments(_ body: [Token], scanner: CallScanner) -> [(String, Expression)] {
        var result: [(String, Expression)] = []
        for index in body.indices where index + 3 < body.count && body[index].is(".")
            && (body[index + 1].is("text") || body[index + 1].is("image")) && body[index + 2].is("=") {
            let property = (index > 0 ? body[index - 1].text : "") + "." + body[index + 1].text
            if let value = scanner.expressionToLineEnd(from: index + 3) { result.append((property.lowercased(), value)) }
        }
        return result
    }

    /// The calls of `wrappers` in a file, each a placeholder.
    static func calls(_ tokens: [Token], scopes: Scopes, file: String, wrappers: [String: Wrapper], reading: Reading) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        for (call, at) in scanner.calls(named: { wrappers[$0]?.contextual == false }) {
            guard let wrapper = wrappers[call.name], !(file == wrapper.file && call.line == wrapper.line) else { continue }
            let owner = scopes.owner(at: at)
            // An empty-state type made of others (`WebViewEmptyStateView` calling `WebViewEmptyStateIcon(style: style)`):
            // the parts are not empty states of their own.
            if wrapper.opaque, let owner, soundsLikePlaceholder(owner) { continue }
            found += placeholders(call, of: wrapper, file: file, owner: owner, reading: reading)
        }
        return found
    }

    /// The placeholders of one call of `wrapper`, its arguments in their roles, `extraButtons` after its own.
    static func placeholders(_ call: Call, of wrapper: Wrapper, file: String, owner: String?, reading: Reading,
                             extraButtons: [FoundText] = []) -> [FoundPlaceholder] {
        let reading = reading.near(owner)
        var placeholder = FoundPlaceholder(file: file, line: call.line, kind: wrapper.name, owner: owner, api: wrapper.api)
        var titles: [Expression] = []
        for argument in call.arguments {
            guard let label = argument.label, let role = wrapper.roles[label] else { continue }
            switch role {
            case "title": titles = reading.alternatives(argument.value)
            case "detail": placeholder.detail = reading.text(argument.value, swiftUI: wrapper.swiftUI)
            case "symbol": placeholder.picture = reading.picture(argument.value, symbol: true)
            case "asset": placeholder.picture = reading.picture(argument.value, symbol: false)
            default: placeholder.buttons.append(reading.text(argument.value, swiftUI: wrapper.swiftUI))
            }
        }
        placeholder.buttons += extraButtons
        if wrapper.opaque {
            let given = call.arguments.filter { $0.closure == nil && $0.label != nil }.map { "\($0.label ?? ""): \($0.value.spelled)" }
            placeholder.notes.append("what it shows is computed by \(wrapper.name)" + (given.isEmpty ? "" : " from " + given.joined(separator: ", ")))
        }
        return Alternatives.expand(placeholder, titles: titles, reading: reading, swiftUI: wrapper.swiftUI)
    }

    /// The calls of contextual wrappers in `tokens` (a block another reader says is an empty state's),
    /// each a placeholder, with the block's buttons outside them; and the ranges of the calls.
    static func contextualCalls(_ tokens: [Token], file: String, owner: String?, wrappers: [String: Wrapper],
                                reading: Reading) -> (placeholders: [FoundPlaceholder], ranges: [Range<Int>]) {
        let scanner = CallScanner(tokens)
        var calls: [(Call, Wrapper)] = []
        var ranges: [Range<Int>] = []
        for (call, at) in scanner.calls(named: { wrappers[$0]?.contextual == true }) where !ranges.contains(where: { $0.contains(at) }) {
            guard let wrapper = wrappers[call.name] else { continue }
            calls.append((call, wrapper))
            ranges.append(at..<max(scanner.call(at: at)?.1 ?? at + 1, at + 1))
        }
        guard !calls.isEmpty else { return ([], []) }
        let rest = ViewContent(tokens, reading: reading, skipping: ranges)
        let placeholders = calls.flatMap { call, wrapper in
            Self.placeholders(call, of: wrapper, file: file, owner: owner, reading: reading, extraButtons: rest.buttons)
        }
        return (placeholders, ranges)
    }
}
