/// SwiftUI's `ContentUnavailableView` in every form — `(_:systemImage:description:)`,
/// `(_:image:description:)`, the `label:description:actions:` builders with `Label`, `Text`,
/// `Image` and `Button`, `.search` and `.search(text:)` — each a placeholder, one per alternative
/// of a title that is one of several literals.
enum SwiftUIReader {
    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        for (call, at) in scanner.calls(named: { $0 == "ContentUnavailableView" }) {
            // `ContentUnavailableView.search(text:)` is found by its `search`.
            if at + 2 < tokens.count, tokens[at + 1].is("."), tokens[at + 2].is("search") { continue }
            found += read(call, file: file, owner: scopes.owner(at: at), reading: reading)
        }
        // `ContentUnavailableView.search` and `.search(text: query)`: the system's own texts.
        for index in tokens.indices where tokens[index].is("ContentUnavailableView")
            && index + 2 < tokens.count && tokens[index + 1].is(".") && tokens[index + 2].is("search") {
            var placeholder = FoundPlaceholder(file: file, line: tokens[index].line, kind: "ContentUnavailableView.search",
                                               owner: scopes.owner(at: index), api: "swiftui", state: "search", picture: .symbol("magnifyingglass"))
            placeholder.notes.append("the system's own texts: “No Results for “query”” and “Check the spelling or try a new search.”")
            placeholder.systemTexts = true
            found.append(placeholder)
        }
        return found
    }

    /// The placeholders of one `ContentUnavailableView(…)` call.
    static func read(_ call: Call, file: String, owner: String?, reading: Reading, kind: String = "ContentUnavailableView") -> [FoundPlaceholder] {
        let reading = reading.near(owner)
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
        }.joined(separator: " ")
        let bytes = Self.words(words)
        if ["offline", "no internet", "connection", "network"].contains(where: { Self.has($0, in: bytes) }) { return "network" }
        if ["error", "failed", "couldn't", "could not", "unable", "denied", "went wrong"].contains(where: { Self.has($0, in: bytes) }) { return "error" }
        if ["search", "results", "found", "match"].contains(where: { Self.has($0, in: bytes) }) { return "search" }
        if ["loading", "fetching", "finding ", "please wait"].contains(where: { Self.has($0, in: bytes) }) { return "loading" }
        return "empty"
    }

    /// The texts' bytes, lowercased, a space where a name's words meet (`NoResults` → `no results`).
    private static func words(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var previousLower = false
        for byte in text.utf8 {
            let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if upper, previousLower { bytes.append(UInt8(ascii: " ")) }
            bytes.append(upper ? byte + 32 : byte)
            previousLower = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        }
        return bytes
    }

    /// Whether `word` starts a word in `bytes` (“uploading” is not “loading”).
    private static func has(_ word: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, index == 0 || !isLetter(bytes[index - 1]), bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return true
            }
            index += 1
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte >= 0x80
    }
}
