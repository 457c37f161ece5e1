/// An app's strings from any number of String Catalogs, `.strings` files and `.lproj` trees,
/// looked up by key, table and language with the fallbacks an app uses.
///
/// Sources are merged in the order they are added; for the same table, key and language a later
/// source's string replaces an earlier one's. A catalog's implicit source-language string (the
/// key itself) never replaces a string actually written somewhere.
public struct AppStrings: Sendable {
    /// One language's string of one key, and where it is from.
    private struct Candidate: Sendable {
        let language: String
        let localization: Localization
        let file: String
        let hasStates: Bool
        let isImplicit: Bool
    }

    private var strings: [String: [String: [String: Candidate]]] = [:]
    private var keyOrder: [String: [String]] = [:]
    private let givenDevelopmentLanguage: String?
    private var catalogSourceLanguage: String?

    /// Every file read, in the order added.
    public private(set) var files: [String] = []
    /// Every source's notes, in the order added.
    public private(set) var notes: [StringsNote] = []

    /// No strings yet; `developmentLanguage` overrides the first catalog's source language.
    public init(developmentLanguage: String? = nil) {
        givenDevelopmentLanguage = developmentLanguage.map(LanguageTag.canonicalSpelling(of:))
    }

    /// Reads every path in order: a `.xcstrings` file, a `.strings` file in a `.lproj` folder, or
    /// a directory (its `.lproj` tree and every `.xcstrings` under it).
    public static func load(paths: [String], developmentLanguage: String? = nil) throws(StringsError) -> AppStrings {
        var strings = AppStrings(developmentLanguage: developmentLanguage)
        for path in paths { try strings.add(path: path) }
        return strings
    }

    /// The language strings fall back to: the one given, else the first catalog's
    /// `sourceLanguage`, else `en`.
    public var developmentLanguage: String { givenDevelopmentLanguage ?? catalogSourceLanguage ?? "en" }

    /// Every table, sorted.
    public var tables: [String] { strings.keys.sorted() }

    /// Every language with a string for some key, sorted (`Base` included).
    public var languages: [String] {
        Set(strings.values.flatMap { $0.values.flatMap(\.keys) }).sorted()
    }

    /// The keys of `table`, in the order their sources list them.
    public func keys(in table: String = "Localizable") -> [String] {
        keyOrder[table] ?? []
    }

    /// Whether any source has `key` in `table`.
    public func contains(_ key: String, table: String = "Localizable") -> Bool {
        strings[table]?[key] != nil
    }

    /// The languages with a string for `key` (implicit source-language strings included), sorted.
    public func languages(translating key: String, table: String = "Localizable") -> [String] {
        (strings[table]?[key]?.keys).map { $0.sorted() } ?? []
    }

    /// Reads and adds `path` (see ``load(paths:developmentLanguage:)``).
    public mutating func add(path: String) throws(StringsError) {
        if FileAccess.isDirectory(path) {
            let catalogs = try FileAccess.files(under: path, skip: LprojTree.skips(directoryNamed:)) { FileAccess.pathExtension($0) == "xcstrings" }
            let tree = try LprojTree.load(directory: path)
            guard !catalogs.isEmpty || !tree.files.isEmpty else {
                throw .unreadable(file: path, reason: "it holds no .xcstrings file and no LANGUAGE.lproj/*.strings file")
            }
            for catalog in catalogs { add(try StringCatalog.load(file: catalog)) }
            add(tree)
            return
        }
        switch FileAccess.pathExtension(path) {
        case "xcstrings":
            add(try StringCatalog.load(file: path))
        case "strings":
            let file = try StringsFile.load(file: path)
            guard file.language != nil else {
                throw .unsupported(file: path, reason: "it is not in a LANGUAGE.lproj folder, so its language is unknown")
            }
            add(file)
        default:
            guard FileAccess.exists(path) else { throw .unreadable(file: path, reason: "no such file") }
            throw .unsupported(file: path, reason: "expected a String Catalog (.xcstrings), a .strings file or a directory")
        }
    }

    /// Adds a catalog's strings, and the key itself as the source-language string of every key
    /// that has none.
    public mutating func add(_ catalog: StringCatalog) {
        if catalogSourceLanguage == nil { catalogSourceLanguage = LanguageTag.canonicalSpelling(of: catalog.sourceLanguage) }
        files.append(catalog.file)
        notes += catalog.notes
        let source = LanguageTag.canonicalSpelling(of: catalog.sourceLanguage)
        for entry in catalog.entries {
            for (language, localization) in entry.localizations {
                insert(Candidate(language: LanguageTag.canonicalSpelling(of: language), localization: localization, file: catalog.file, hasStates: true, isImplicit: false),
                       key: entry.key, table: catalog.table)
            }
            let implicit = Localization(stringUnit: StringUnit(state: "translated", value: entry.key))
            insert(Candidate(language: source, localization: implicit, file: catalog.file, hasStates: false, isImplicit: true),
                   key: entry.key, table: catalog.table)
        }
    }

    /// Adds a `.strings` file's strings; a file with no language counts as `Base`.
    public mutating func add(_ file: StringsFile) {
        files.append(file.file)
        notes += file.notes
        for entry in file.entries {
            let localization = Localization(stringUnit: StringUnit(state: "translated", value: entry.value))
            insert(Candidate(language: file.language ?? "Base", localization: localization, file: file.file, hasStates: false, isImplicit: false),
                   key: entry.key, table: file.table)
        }
    }

    /// Adds every file of a `.lproj` tree.
    public mutating func add(_ tree: LprojTree) {
        for file in tree.files { add(file) }
    }

    private mutating func insert(_ candidate: Candidate, key: String, table: String) {
        if strings[table]?[key] == nil { keyOrder[table, default: []].append(key) }
        if candidate.isImplicit, strings[table]?[key]?[candidate.language] != nil { return }
        strings[table, default: [:]][key, default: [:]][candidate.language] = candidate
    }

    /// The string of `key` in `language` for a number `count` (which chooses a plural form), or
    /// `nil` when no source has the key.
    ///
    /// Tried in order: the language and its less specific tags (`pt-BR`, `pt`), then `Base` if
    /// the language is the development language (all of these are translations), then the
    /// development language and `Base` (not translations), and last the key itself.
    public func lookup(_ key: String, table: String = "Localizable", language: String, count: Int? = nil) -> StringLookup? {
        lookup(key, table: table, language: language, operands: count.map(PluralOperands.init))
    }

    /// The string of `key` in `language` whose plural form is chosen by the first number in
    /// `arguments`; put the arguments in with ``StringLookup/formatted(_:)``.
    public func lookup(_ key: String, table: String = "Localizable", language: String, arguments: [FormatArgument]) -> StringLookup? {
        lookup(key, table: table, language: language, operands: arguments.lazy.compactMap(\.number).first.map(PluralOperands.init))
    }

    /// The text of `key` in `language` with `arguments` put in (shown as is when there are
    /// none), or `nil` when no source has the key.
    public func text(_ key: String, table: String = "Localizable", language: String, arguments: [FormatArgument] = []) throws(FormatError) -> String? {
        guard let found = lookup(key, table: table, language: language, arguments: arguments) else { return nil }
        return arguments.isEmpty ? found.format : try found.formatted(arguments)
    }

    private func lookup(_ key: String, table: String, language: String, operands: PluralOperands?) -> StringLookup? {
        guard let byLanguage = strings[table]?[key] else { return nil }
        let development = developmentLanguage
        let asksForDevelopment = LanguageTag.primaryLanguage(of: language) == LanguageTag.primaryLanguage(of: development)
        var order = LanguageTag.bundleFallbacks(for: language).map { ($0, true) }
        if asksForDevelopment { order.append(("Base", true)) }
        order += LanguageTag.bundleFallbacks(for: development).map { ($0, false) }
        if !asksForDevelopment { order.append(("Base", false)) }
        for (tag, isTranslation) in order {
            guard let candidate = byLanguage[tag] else { continue }
            let rulesLanguage = tag == "Base" ? development : tag
            let category = candidate.localization.plural.isEmpty ? nil : operands.map { PluralRules.category(for: $0, language: rulesLanguage) }
            guard let (unit, chosen) = candidate.localization.unit(for: category) else { continue }
            return StringLookup(key: key, table: table, language: tag, isTranslation: isTranslation,
                                state: candidate.hasStates ? unit.state : nil, pluralCategory: chosen, format: unit.value,
                                substitutions: candidate.localization.substitutions, file: candidate.file, pluralLanguage: rulesLanguage)
        }
        return StringLookup(key: key, table: table, language: nil, isTranslation: false, state: nil, pluralCategory: nil,
                            format: key, substitutions: [:], file: nil, pluralLanguage: development)
    }
}
