/// What a lookup of one key found for one language: the text to show, where it came from, and
/// whether it is a real translation into the language asked for.
public struct StringLookup: Equatable, Sendable {
    /// The key looked up.
    public let key: String
    /// Its table.
    public let table: String
    /// The language of the text (`de`, `pt`, `en`, `Base`), or `nil` when no language has a
    /// string for the key and the text is the key itself, as an app shows it.
    public let language: String?
    /// Whether the text is in the language asked for, or in one it falls back to without a
    /// change of language (`pt` for `pt-BR`; `Base` for the development language).
    public let isTranslation: Bool
    /// The catalog's review state of the text (`translated`, `needs_review`, `new`, `stale`…);
    /// `nil` for a `.strings` file, which has none, or for the key itself.
    public let state: String?
    /// The plural form chosen, when the string varies with a number.
    public let pluralCategory: PluralCategory?
    /// The text before its arguments are put in (`%lld items`).
    public let format: String
    /// The substitutions `format` may refer to as `%#@NAME@`.
    public let substitutions: [String: Substitution]
    /// The file the text is from; `nil` for the key itself.
    public let file: String?
    /// The language whose plural rules choose the substitutions' forms.
    public let pluralLanguage: String

    /// `format` with `arguments` put in.
    ///
    /// An app does not format a string it looks up without arguments (a literal `100%` stays as
    /// it is), so a caller with no arguments should show ``format`` as it is.
    public func formatted(_ arguments: [FormatArgument]) throws(FormatError) -> String {
        try FormatString.format(format, arguments: arguments, language: pluralLanguage, substitutions: substitutions)
    }
}
