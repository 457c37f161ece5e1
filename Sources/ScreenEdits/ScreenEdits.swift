import HTTP
import Screens
import Spelling
import Strings

/// A designer's edits of a screen, as the URL carries them (`?edit.empty.title=No%20Mail`):
/// a preview first, drawn over the fixtures' screen, and what a save writes back into the file.
public struct ScreenEdits: Sendable, Hashable {
    /// One field's new value, as written in the URL.
    public struct Edit: Sendable, Hashable {
        /// What it changes.
        public let scope: EditScope
        /// The field's name (``EditField/name``).
        public let field: String
        /// The value as written: a text, a colour, a number, a word.
        public let value: String
        /// The one language a text is edited in (`--set empty.title@de=…`), its others kept;
        /// `nil`: the language the edit is drawn in (a page's), or every language.
        public let language: LanguageTag?

        /// An edit of `field` in `scope` to `value`, in `language` only when given.
        public init(scope: EditScope, field: String, value: String, language: LanguageTag? = nil) {
            self.scope = scope
            self.field = field
            self.value = value
            self.language = language
        }

        /// Its URL parameter's name, `edit.empty.title` (`edit.empty.title@de` for one language).
        public var parameter: String { ScreenEdits.prefix + scope.name + "." + field + (language.map { "@\($0)" } ?? "") }
    }

    /// What every edit parameter starts with.
    public static let prefix = "edit."

    /// The edits, in the order of ``EditScope/all`` and each scope's fields; one per field.
    public private(set) var edits: [Edit] = []

    /// No edits.
    public init() {}

    /// The edits `edits` name, the last of a field's winning, each checked (``EditError``).
    public init(_ edits: [Edit]) throws(EditError) {
        for edit in edits { try set(edit) }
    }

    /// The edits among a query's parameters (`edit.<scope>.<field>=value`); the others are not looked at.
    public init(query: FormData) throws(EditError) {
        for (name, value) in query.pairs where name.hasPrefix(Self.prefix) {
            try set(Self.edit(named: String(name.dropFirst(Self.prefix.count)), value: value, spelled: name))
        }
    }

    /// The edits of `--set` (`empty.title=No Mail`, `screen.tint=systemRed`, and a text in one
    /// language, its others kept: `empty.title@de=Keine Nachrichten`).
    public init(settings: [String]) throws(EditError) {
        for setting in settings {
            guard let equals = setting.firstIndex(of: "=") else {
                throw EditError("“\(setting)” is not an edit; write STATE.FIELD=VALUE, as in empty.title=\"No Mail\".")
            }
            var name = String(setting[..<equals])
            var language: LanguageTag?
            if let at = name.firstIndex(of: "@") {
                let tag = String(name[name.index(after: at)...])
                guard let parsed = LanguageTag(tag) else {
                    throw EditError("“\(tag)” in “\(setting)” is not a language tag; write STATE.FIELD@LANG=VALUE, as in empty.title@de=\"Keine Nachrichten\".")
                }
                language = parsed
                name = String(name[..<at])
            }
            let edit = try Self.edit(named: name, value: String(setting[setting.index(after: equals)...]), spelled: setting)
            if let language, edit.scope.field(edit.field)?.kind != .text {
                throw EditError("“\(setting)”: only a text is edited in one language; \(edit.scope.name).\(edit.field) is the same in every language.")
            }
            try set(Edit(scope: edit.scope, field: edit.field, value: edit.value, language: language))
        }
    }

    /// Whether there are none.
    public var isEmpty: Bool { edits.isEmpty }

    /// The URL parameters, in order: what links to the edited page carry.
    public var parameters: [(String, String)] {
        edits.map { ($0.parameter, $0.value) }
    }

    /// The value edited for `field` of `scope` (in every language, or the page's), if it is.
    public func value(_ field: String, of scope: EditScope) -> String? {
        edits.first { $0.scope == scope && $0.field == field && $0.language == nil }?.value
    }

    /// These edits without those `keep` refuses.
    public func filter(_ keep: (Edit) -> Bool) -> ScreenEdits {
        var kept = self
        kept.edits = edits.filter(keep)
        return kept
    }

    /// Adds or replaces each of `other`'s edits.
    public mutating func set(contentsOf other: ScreenEdits) throws(EditError) {
        for edit in other.edits { try set(edit) }
    }

    /// Adds or replaces an edit, once it is checked.
    public mutating func set(_ edit: Edit) throws(EditError) {
        guard let field = edit.scope.field(edit.field) else {
            throw Self.unknown(edit.scope.name + "." + edit.field, spelled: edit.parameter)
        }
        try Self.check(edit.value, of: field, parameter: edit.parameter)
        edits.removeAll { $0.scope == edit.scope && $0.field == edit.field && $0.language == edit.language }
        edits.append(edit)
        // A field's edit in every language before its edits in one, which are drawn over it.
        edits.sort { lhs, rhs in
            if lhs.scope != rhs.scope { return lhs.scope < rhs.scope }
            let left = lhs.scope.fields.firstIndex { $0.name == lhs.field }!, right = lhs.scope.fields.firstIndex { $0.name == rhs.field }!
            if left != right { return left < right }
            return (lhs.language?.description ?? "") < (rhs.language?.description ?? "")
        }
    }

    /// The edit `scope.field` = `value`, or why there is no such field.
    private static func edit(named name: String, value: String, spelled: String) throws(EditError) -> Edit {
        let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let scope = EditScope(name: String(parts[0])), scope.field(String(parts[1])) != nil else {
            throw unknown(name, spelled: spelled)
        }
        return Edit(scope: scope, field: String(parts[1]), value: value)
    }

    /// Every `scope.field` there is.
    public static var allNames: [String] {
        EditScope.all.flatMap { scope in scope.fields.map { scope.name + "." + $0.name } }
    }

    private static func unknown(_ name: String, spelled: String) -> EditError {
        let hint = Spelling.nearestName(to: name, in: allNames).map { " Did you mean \($0)?" } ?? ""
        let scopes = EditScope.all.map(\.name).joined(separator: ", ")
        return EditError("“\(spelled)” is not a field one can edit.\(hint) Write STATE.FIELD, STATE one of \(scopes); "
            + "a placeholder's fields are \(EditField.placeholder.map(\.name).joined(separator: ", ")); "
            + "the screen's are \(EditField.screen.map(\.name).joined(separator: ", ")).")
    }

    /// Throws when `value` is not one of `field`'s values. Images are checked where the app's files are known.
    private static func check(_ value: String, of field: EditField, parameter: String) throws(EditError) {
        if value.isEmpty, field.emptyIsDefault || field.kind == .text { return }
        switch field.kind {
        case .text, .image:
            if field.kind == .image, value.isEmpty { throw EditError("\(parameter) needs the name of an image.") }
        case .symbol:
            // Any name: one no stand-in draws shows the dashed square, as in the fixtures.
            break
        case .color:
            if value.hasPrefix("#") {
                guard Color(hex: value) != nil else {
                    throw EditError("“\(value)” is not a colour for \(parameter); write #rrggbb, #rrggbbaa, a UIKit colour name "
                        + "(systemRed, label@0.6) or one of the app's colour sets.")
                }
            }
        case let .number(range):
            guard let number = Double(value), number.isFinite, range.contains(number) else {
                throw EditError("“\(value)” is not a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)) for \(parameter).")
            }
        case let .choice(words):
            guard words.contains(value) else {
                throw EditError("“\(value)” is not a value of \(parameter); use one of: \(words.joined(separator: ", ")).")
            }
        case .flag:
            guard value == "true" || value == "false" else { throw EditError("\(parameter) is true or false, not “\(value)”.") }
        }
    }

    /// `12`, `-3.5`: a number as the form and the URL write it.
    public static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
