import AppCode
import AssetCatalog
import JSON
import Strings

/// The fixtures file `listpreview import` writes from what ``AppReader`` found: one screen per
/// placeholder (named after the type or file it is declared in), its state, its texts — by key where
/// the app's strings have the key, else as the code gives them —, its picture — an SF Symbol, or an
/// asset the app's catalogs have —, its buttons, the API that draws it, `"source": "PATH:LINE"`, and
/// a `note` for what the code computes or the app lacks, so nothing found is dropped silently.
public enum ImportedFixtures {
    /// The document, and how many placeholders have their title as the code gives it.
    /// `app` names the app's strings and catalogs by their paths from the fixtures' folder.
    public static func document(_ found: [FoundPlaceholder], strings: AppStrings?, catalogs: [AssetCatalog],
                                app: (strings: [String], xcassets: [String]) = ([], [])) -> (document: JSONValue, resolved: Int) {
        var ids: [String: Int] = [:]
        var screens: [JSONValue] = []
        var resolved = 0
        let images = Set(catalogs.flatMap { Array($0.images.keys) + Array($0.symbols.keys) })
        for placeholder in found {
            let base = identifier(placeholder.owner ?? fileStem(placeholder.file))
            ids[base, default: 0] += 1
            let id = ids[base]! == 1 ? base : "\(base)-\(ids[base]!)"
            var notes = placeholder.notes
            var fields: [(key: String, value: JSONValue)] = []
            let state = ["empty", "search", "error", "network", "loading"].contains(placeholder.state) ? placeholder.state : "empty"
            // What the code leaves out (or computes) is not shown: `null`, not the built-in placeholder's
            // part — unless the API shows its own texts there (`.search()`, `.loading()`).
            let none: JSONValue? = placeholder.systemTexts ? nil : .null
            func write(_ key: String, _ value: JSONValue?) {
                if let value = value ?? none { fields.append((key: key, value: value)) }
            }
            let title = placeholder.title.flatMap { text($0, strings: strings, notes: &notes, role: "title", search: state == "search") }
            if title != nil, placeholder.title?.computed == nil { resolved += 1 }
            write("title", title)
            write("detail", placeholder.detail.flatMap { text($0, strings: strings, notes: &notes, role: "detail", search: state == "search") })
            switch placeholder.picture {
            case let .symbol(name)?: fields.append((key: "systemImage", value: .string(name)))
            case let .asset(name)? where images.contains(name): fields.append((key: "image", value: .string(name)))
            case let .asset(name)?:
                notes.append("picture: the asset “\(name)”, which no asset catalog in the folder has")
                write("image", nil)
            case .computed?, nil: write("image", nil)
            }
            let buttons = placeholder.buttons.prefix(2).compactMap { text($0, strings: strings, notes: &notes, role: "button", search: false) }
            write("button", buttons.first)
            if buttons.count > 1 { fields.append((key: "secondaryButton", value: buttons[1])) }
            if let api = placeholder.api { fields.append((key: "drawnBy", value: .string(api))) }
            fields.append((key: "source", value: .string("\(placeholder.file):\(placeholder.line)")))
            if !notes.isEmpty { fields.append((key: "note", value: .string(notes.joined(separator: "; ")))) }
            var screen: [(key: String, value: JSONValue)] = [
                (key: "id", value: .string(id)),
                (key: "title", value: .string(placeholder.owner ?? fileStem(placeholder.file))),
            ]
            // A no-results placeholder shows while searching: the screen has a search field.
            if state == "search" { screen.append((key: "searchBar", value: .bool(true))) }
            screen += [
                (key: "sections", value: .array([])),
                (key: "emptyStates", value: .object([(key: state, value: .object(fields))])),
            ]
            screens.append(.object(screen))
        }
        var document: [(key: String, value: JSONValue)] = []
        var files: [(key: String, value: JSONValue)] = []
        if !app.strings.isEmpty { files.append((key: "strings", value: .array(app.strings.map(JSONValue.string)))) }
        if !app.xcassets.isEmpty { files.append((key: "xcassets", value: .array(app.xcassets.map(JSONValue.string)))) }
        if !files.isEmpty { document.append((key: "app", value: .object(files))) }
        document.append((key: "screens", value: .array(screens)))
        return (.object(document), resolved)
    }

    /// A text as fixtures write it: a key the app's strings have, else the code's text; `nil` (and a
    /// note) for what the code computes.
    /// `search`: a no-results placeholder's title or detail, where a key's one `%@` is the search text (`{query}`).
    static func text(_ text: FoundText, strings: AppStrings?, notes: inout [String], role: String, search: Bool) -> JSONValue? {
        switch text {
        case let .literal(value, arguments):
            if !arguments.isEmpty { notes.append("\(role) formatted with \(arguments.joined(separator: ", "))") }
            return .string(value)
        case let .textOrKey(value):
            if let strings, strings.contains(value) { return .object([(key: "key", value: .string(value))]) }
            return .string(value)
        case let .key(key, table, fallback):
            let table = table ?? "Localizable"
            if let strings, strings.contains(key, table: table) {
                var members: [(key: String, value: JSONValue)] = [(key: "key", value: .string(key))]
                if table != "Localizable" { members.append((key: "table", value: .string(table))) }
                if search, let format = strings.lookup(key, table: table, language: strings.developmentLanguage)?.format,
                   Self.takesOneText(format) {
                    members.append((key: "args", value: .array([.string("{query}")])))
                }
                return .object(members)
            }
            notes.append("\(role): the key “\(key)”\(table == "Localizable" ? "" : " (\(table))"), which the app's strings in the folder lack")
            return .string(fallback ?? key)
        case let .generatedKey(identifier, table):
            if let strings, let key = strings.keys(in: table).first(where: { rSwiftIdentifier($0) == identifier }) {
                return .object([(key: "key", value: .string(key))] + (table == "Localizable" ? [] : [(key: "table", value: .string(table))]))
            }
            notes.append("\(role): R.swift's “\(identifier)”, whose key the app's strings in the folder lack")
            return .string(identifier)
        case .computed:
            // Its note is already the placeholder's.
            return nil
        }
    }

    /// Whether a format takes one argument, a text (`No results for “%@”`, `%1$@`).
    static func takesOneText(_ format: String) -> Bool {
        let specifiers = format.replacing("%%", with: "").split(separator: "%", omittingEmptySubsequences: false).dropFirst()
        return specifiers.count == 1 && (specifiers.first?.hasPrefix("@") == true || specifiers.first?.hasPrefix("1$@") == true)
    }

    /// R.swift's identifier of a key: its words (split at anything but letters and digits), the
    /// first's first letter lowered and the others' raised (`Common.NoResults` → `commonNoResults`).
    static func rSwiftIdentifier(_ key: String) -> String {
        let words = key.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return key }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `HomeScreenEmptyStateView` → `home-screen-empty-state-view`; `Inbox+empty` → `inbox-empty`.
    static func identifier(_ name: String) -> String {
        var result = ""
        var previousLower = false
        for character in name {
            if character.isUppercase, previousLower { result += "-" }
            if character.isLetter || character.isNumber {
                result += character.lowercased()
                previousLower = character.isLowercase || character.isNumber
            } else {
                if !result.hasSuffix("-"), !result.isEmpty { result += "-" }
                previousLower = false
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        let trimmed = String(result.prefix(56))
        return trimmed.isEmpty ? "screen" : trimmed
    }

    /// `Sources/Inbox/InboxView.swift` → `InboxView`.
    static func fileStem(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}
