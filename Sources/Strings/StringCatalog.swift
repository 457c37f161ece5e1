import JSON

/// An Xcode String Catalog (`Localizable.xcstrings`): for each key, in file order, its strings
/// by language.
///
/// A key with no string in the source language has the key itself as that string (Xcode's
/// convention), which ``localization(of:language:)`` and ``AppStrings`` apply.
public struct StringCatalog: Equatable, Sendable {
    /// One key of the catalog.
    public struct Entry: Equatable, Sendable {
        /// The key (in code, `String(localized: "key")`).
        public var key: String
        /// The developer's comment for translators.
        public var comment: String?
        /// How Xcode found the key: `manual`, `extracted_with_value`, `stale`…
        public var extractionState: String?
        /// `false` when the key is marked "Don't translate".
        public var shouldTranslate: Bool
        /// The strings by language tag, as written in the file.
        public var localizations: [String: Localization]

        /// The tags of the languages that have a string, sorted.
        public var languages: [String] { localizations.keys.sorted() }
    }

    /// The file it was read from.
    public var file: String
    /// The table its keys belong to: the file's base name (`Localizable`, `InfoPlist`).
    public var table: String
    /// The development language (`sourceLanguage`), e.g. `en`.
    public var sourceLanguage: String
    /// The format's `version`, e.g. `1.0`.
    public var version: String
    /// Every key, in file order.
    public var entries: [Entry]
    /// What loads but is not shown as the app would show it: each key and language with
    /// device variations, of which only the iPhone's string is kept.
    public var notes: [StringsNote]

    private var positions: [String: Int]

    /// Reads the catalog at `path`; its table is the file's base name.
    public static func load(file path: String) throws(StringsError) -> StringCatalog {
        try decode(FileAccess.read(path), file: path)
    }

    /// Decodes a catalog from JSON bytes; `file` names it in errors and gives the table name.
    public static func decode(_ bytes: [UInt8], file: String) throws(StringsError) -> StringCatalog {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        var reader = CatalogReader(file: file)
        let decoded = reader.catalog(document)
        guard reader.issues.isEmpty, let decoded else { throw .invalidCatalog(file: file, issues: reader.issues) }
        return StringCatalog(file: file, table: FileAccess.baseName(file), sourceLanguage: decoded.sourceLanguage,
                             version: decoded.version, entries: decoded.entries, notes: reader.notes)
    }

    /// A catalog of the given entries.
    public init(file: String, table: String, sourceLanguage: String, version: String, entries: [Entry], notes: [StringsNote] = []) {
        self.file = file
        self.table = table
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.notes = notes
        positions = Dictionary(entries.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entry for `key`, or `nil` when the catalog has no such key.
    public func entry(for key: String) -> Entry? {
        positions[key].map { entries[$0] }
    }

    /// The string of `key` in exactly `language` (no fallback); in the source language, the key
    /// itself when the catalog gives no string.
    public func localization(of key: String, language: String) -> Localization? {
        guard let entry = entry(for: key) else { return nil }
        let wanted = LanguageTag.canonicalSpelling(of: language)
        if let match = entry.localizations.first(where: { LanguageTag.canonicalSpelling(of: $0.key) == wanted }) { return match.value }
        guard wanted == LanguageTag.canonicalSpelling(of: sourceLanguage) else { return nil }
        return Localization(stringUnit: StringUnit(state: "translated", value: key))
    }
}
