/// SwiftUI's `ContentUnavailableView` in every form — `(_:systemImage:description:)`,
/// `(_:image:description:)`, the `label:description:actions:` builders with `Label`, `Text`,
/// `Image` and `Button`, `.search` and `.search(text:)` — each a placeholder, one per alternative
/// of a title that is one of several literals.
enum SwiftUIReader {
    static func placeholders(_ tokens: [Token], file: String, reading: Reading) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        for (call, at) in scanner.calls(named: { $0 == "ContentUnavailableView" }) {
            // `ContentUnavailableView.search(text:)` is found by its `search`.
            if at + 2 < tokens.count, tokens[at + 1].is("."), tokens[at + 2].is("search") { continue }
            found += read(call, file: file, owner: Owner.name(tokens, at), reading: reading)
        }
        // `ContentUnavailableView.search` and `.search(text: query)`: the system's own texts.
        for index in tokens.indices where tokens[index].is("ContentUnavailableView")
            && index + 2 < tokens.count && tokens[index + 1].is(".") && tokens[index + 2].is("search") {
            var placeholder = FoundPlaceholder(file: file, line: tokens[index].line, kind: "ContentUnavailableView.search",
                                               owner: Owner.name(tokens, index), api: "swiftui", state: "search", picture: .symbol("magnifyingglass"))
            placeholder.notes.append("the system's own texts: “No Results for “query”” and “Check the spelling or try a new search.”")
            placeholder.systemTexts = true
            found.append(placeholder)
        }
        return found
    }

    /// The placeholders of one `ContentUnavailableView(…)` call.
    static func read(_ call: Call, file: String, owner: String?, reading: Reading, kind: String = "ContentUnavailableView") -> [FoundPlaceholder] {
        var titles: [Expression] = []
        var picture: FoundPicture?
        var detail: FoundText?
        var buttons: [FoundText] = []
        if let title = call.argument(nil) {
            titles = reading.alternatives(title)
            if let symbol = call.argument("systemImage") { picture = reading.picture(symbol, symbol: true) }
            if let image = call.argument("image") { picture = reading.picture(image, symbol: false) }
            if let description = call.argument("description") { detail = text(in: description, reading: reading) }
        }
        if let label = call.closure(nil) ?? call.closure("label") {
            let inner = CallScanner(label)
            if let labelCall = inner.calls(named: { $0 == "Label" }).first?.call {
                if let title = labelCall.argument(nil) { titles = reading.alternatives(title) }
                if let symbol = labelCall.argument("systemImage") { picture = reading.picture(symbol, symbol: true) }
                if let image = labelCall.argument("image") { picture = reading.picture(image, symbol: false) }
                if let titleClosure = labelCall.closure(nil) ?? labelCall.closure("title"),
                   let text = CallScanner(titleClosure).calls(named: { $0 == "Text" }).first {
                    titles = [.call(text.call)]
                }
                if let icon = labelCall.closure("icon"), let image = CallScanner(icon).calls(named: { $0 == "Image" }).first {
                    picture = reading.picture(.call(image.call), symbol: false)
                }
            } else {
                if let text = inner.calls(named: { $0 == "Text" }).first { titles = [.call(text.call)] }
                if let image = inner.calls(named: { $0 == "Image" }).first { picture = reading.picture(.call(image.call), symbol: false) }
            }
        }
        if let description = call.closure("description"), let text = CallScanner(description).calls(named: { $0 == "Text" }).first {
            detail = reading.text(.call(text.call), swiftUI: true)
        }
        if let actions = call.closure("actions") {
            buttons = Buttons.read(actions, reading: reading)
        }
        let base = FoundPlaceholder(file: file, line: call.line, kind: kind, owner: owner, api: "swiftui",
                                    detail: detail, picture: picture, buttons: buttons)
        return Alternatives.expand(base, titles: titles, reading: reading, swiftUI: true)
    }

    /// A description: `Text("…")` or a text.
    private static func text(in expression: Expression, reading: Reading) -> FoundText {
        reading.text(expression, swiftUI: true)
    }
}

/// The buttons of a SwiftUI actions closure: `Button("Retry") { … }`, `Button(action:) { Text("Retry") }`,
/// `Button { … } label: { Label("Retry", …) }`.
enum Buttons {
    static func read(_ tokens: [Token], reading: Reading) -> [FoundText] {
        CallScanner(tokens).calls(named: { $0 == "Button" }).compactMap { title(of: $0.call, reading: reading) }
    }

    /// A `Button`'s title: its first argument, or the `Text` or `Label` of its label.
    static func title(of button: Call, reading: Reading) -> FoundText? {
        if let title = button.argument(nil) { return reading.text(title, swiftUI: true) }
        for closure in [button.closure("label"), button.closures.count > 1 || button.argument("action") != nil ? button.closure(nil) : nil].compactMap({ $0 }) {
            let inner = CallScanner(closure)
            if let text = inner.calls(named: { $0 == "Text" }).first { return reading.text(.call(text.call), swiftUI: true) }
            if let label = inner.calls(named: { $0 == "Label" }).first, let title = label.call.argument(nil) {
                return reading.text(title, swiftUI: true)
            }
        }
        return nil
    }
}

/// One placeholder per alternative title (`isSearching ? "No Results" : "No Items"`), each with
/// its state guessed from its text; a computed title is a note.
enum Alternatives {
    static func expand(_ base: FoundPlaceholder, titles: [Expression], reading: Reading, swiftUI: Bool) -> [FoundPlaceholder] {
        var result: [FoundPlaceholder] = []
        let read = titles.isEmpty ? [nil] : titles.map { Optional(reading.text($0, swiftUI: swiftUI)) }
        for title in read {
            var placeholder = base
            placeholder.title = title
            result.append(placeholder.settled())
        }
        return result
    }
}

extension FoundPlaceholder {
    /// Read to the end: its state guessed from its texts where its API gave none, and a note for
    /// each part the code computes.
    func settled() -> FoundPlaceholder {
        var placeholder = self
        if placeholder.state == "empty" { placeholder.state = State.guess(title, detail) }
        placeholder.notes += Notes.of(placeholder)
        return placeholder
    }
}

/// The notes a placeholder carries for what it computes.
enum Notes {
    static func of(_ placeholder: FoundPlaceholder) -> [String] {
        var notes: [String] = []
        if let computed = placeholder.title?.computed { notes.append("title computed: \(computed)") }
        if let computed = placeholder.detail?.computed { notes.append("detail computed: \(computed)") }
        if case let .computed(expression)? = placeholder.picture { notes.append("picture computed: \(expression)") }
        for button in placeholder.buttons { if let computed = button.computed { notes.append("button computed: \(computed)") } }
        return notes
    }
}

/// The state a placeholder shows, from its texts when its API does not say.
enum State {
    static func guess(_ texts: FoundText?...) -> String {
        let words = texts.compactMap { text -> String? in
            switch text {
            case let .literal(value, _)?, let .textOrKey(value)?: value
            case let .key(key, _, fallback)?: (fallback ?? "") + " " + key
            case let .generatedKey(identifier, _)?: identifier
            case let .computed(value)?: value
            case nil: nil
            }
        }.joined(separator: " ").lowercased()
        if ["offline", "no internet", "connection", "network"].contains(where: words.contains) { return "network" }
        if ["error", "failed", "couldn't", "could not", "unable", "denied", "went wrong"].contains(where: words.contains) { return "error" }
        if ["search", "results", "found", "match"].contains(where: words.contains) { return "search" }
        if ["loading", "fetching", "finding ", "please wait"].contains(where: words.contains) { return "loading" }
        return "empty"
    }
}

/// The type or function a declaration is in: the nearest `struct`, `class`, `enum`, `extension`
/// or `func` before it that is still open.
enum Owner {
    static func name(_ tokens: [Token], _ index: Int) -> String? {
        var depth = 0
        var position = index
        while position > 0 {
            position -= 1
            let token = tokens[position]
            if token.isString { continue }
            if token.is("}") { depth += 1 } else if token.is("{") {
                if depth > 0 { depth -= 1; continue }
                // The opening brace of an enclosing scope: its declaration is before it on the line or the one above.
                var back = position - 1
                while back >= 0, back >= position - 40 {
                    if ["struct", "class", "enum", "extension", "actor"].contains(tokens[back].text), back + 1 < tokens.count, tokens[back + 1].isIdentifier {
                        return tokens[back + 1].text
                    }
                    if tokens[back].is("{") || tokens[back].is("}") { break }
                    back -= 1
                }
            }
        }
        return nil
    }
}
