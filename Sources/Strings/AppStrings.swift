/// An app's strings from any number of String Catalogs, `.strings` and `.stringsdict` files and `.lproj` trees,
/// looked up by key, table and language with the fallbacks an app uses.
///
/// Sources are merged in the order they are added; for the same table, key and language a later
/// source's string replaces an earlier one's. A catalog's implicit source-language string (the
/// key itself) never replaces a string actually written somewhere, and a `.strings` value never
/// replaces a `.stringsdict` entry (Foundation looks in the `.stringsdict` first).
public struct AppStrings: Sendable {
    /// One language's string of one key, and where it is from.
    private struct Candidate: Sendable {
        let language: String
        let localization: Localization
        let file: String
        let kind: Kind
    }

    /// What a string was read from, which decides which wins for the same key and language.
    private enum Kind {
        /// A catalog's string, with its review state.
        case catalog
        /// A catalog key's own text, standing for its missing source-language string.
        case implicit
        /// A `.strings` value.
        case strings
        /// A `.stringsdict` entry.
        case stringsDict
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

    /// Reads every path in order: a `.xcstrings` file, a `.strings` or `.stringsdict` file in a
    /// `.lproj` folder, or a directory (its `.lproj` tree and every `.xcstrings` under it).
    public static func load(paths: [String], developmentLanguage: String? = nil) throws(StringsError) -> AppStrings {
        var strings = AppStrings(developmentLanguage: developmentLanguage)
        // Every path is read, so one broken file does not hide another's problem.
        var problems: [StringsError] = []
        for path in paths {
            do throws(StringsError) {
                try strings.add(path: path)
            } catch {
                problems.append(error)
            }
        }
        if let problem = StringsError.combining(problems) { throw problem }
        return strings
    }

    /// The language strings fall back to: the one given, else the first catalog's
    /// `sourceLanguage`, else `en`.
    public var developmentLanguage: String { givenDevelopmentLanguage ?? catalogSourceLanguage ?? "en" }

    /// Every table, sorted.
    public var tables: [String] { strings.keys.sorted() }

    /// Every language with a string for some key, sorted (`Base` included); kept as strings are
    /// added, as a fixture asks for it once per text.
    public private(set) var languages: [String] = []
    private var knownLanguages: Set<String> = []

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
            let found = try FileAccess.files(under: path, skip: LprojTree.skips(directoryNamed:)) {
                FileAccess.pathExtension($0) == "xcstrings" || LprojTree.isLprojFile($0)
            }
            let catalogs = found.filter { FileAccess.pathExtension($0) == "xcstrings" }
            guard !found.isEmpty else {
                throw .unreadable(file: path, reason: "it holds no .xcstrings file and no LANGUAGE.lproj/*.strings or *.stringsdict file")
            }
            var problems: [StringsError] = []
            for catalog in catalogs {
                do throws(StringsError) {
                    add(try StringCatalog.load(file: catalog))
                } catch {
                    problems.append(error)
                }
            }
            do throws(StringsError) {
                add(try LprojTree.load(directory: path, paths: found))
            } catch {
                problems.append(error)
            }
            if let problem = StringsError.combining(problems) { throw problem }
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
        case "stringsdict":
            let file = try StringsDictFile.load(file: path)
            guard file.language != nil else {
                throw .unsupported(file: path, reason: "it is not in a LANGUAGE.lproj folder, so its language is unknown")
            }
            add(file)
        default:
            guard FileAccess.exists(path) else { throw .unreadable(file: path, reason: "no such file") }
            throw .unsupported(file: path, reason: "expected a String Catalog (.xcstrings), a .strings or .stringsdict file or a directory")
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
                insert(Candidate(language: LanguageTag.canonicalSpelling(of: language), localization: localization, file: catalog.file, kind: .catalog),
                       key: entry.key, table: catalog.table)
            }
            let implicit = Localization(stringUnit: StringUnit(state: "translated", value: entry.key))
            insert(Candidate(language: source, localization: implicit, file: catalog.file, kind: .implicit),
                   key: entry.key, table: catalog.table)
        }
    }

    /// Adds a `.strings` file's strings; a file with no language counts as `Base`.
    public mutating func add(_ file: StringsFile) {
        files.append(file.file)
        notes += file.notes
        for entry in file.entries {
            let localization = Localization(stringUnit: StringUnit(state: "translated", value: entry.value))
            insert(Candidate(language: file.language ?? "Base", localization: localization, file: file.file, kind: .strings),
                   key: entry.key, table: file.table)
        }
    }

    /// Adds a `.stringsdict` file's strings; a file with no language counts as `Base`. For the
    /// same key and language its entry wins over a `.strings` value, whatever the order, as
    /// Foundation looks in the `.stringsdict` first.
    public mutating func add(_ file: StringsDictFile) {
        files.append(file.file)
        notes += file.notes
        for entry in file.entries {
            insert(Candidate(language: file.language ?? "Base", localization: entry.localization, file: file.file, kind: .stringsDict),
                   key: entry.key, table: file.table)
        }
    }

    /// Adds every file of a `.lproj` tree.
    public mutating func add(_ tree: LprojTree) {
        for file in tree.files { add(file) }
        for file in tree.dictionaries { add(file) }
    }

    private mutating func insert(_ candidate: Candidate, key: String, table: String) {
        if knownLanguages.insert(candidate.language).inserted {
            languages.insert(candidate.language, at: languages.firstIndex { $0 > candidate.language } ?? languages.endIndex)
        }
        // One lookup of the table and key (a large app adds some 100,000 strings), changed in place.
        if Self.place(candidate, in: &strings[table, default: [:]][key, default: [:]]) { keyOrder[table, default: []].append(key) }
    }

    /// Puts `candidate` among a key's strings unless the one there wins; whether the key is new.
    private static func place(_ candidate: Candidate, in byLanguage: inout [String: Candidate]) -> Bool {
        let isNew = byLanguage.isEmpty
        if let existing = byLanguage[candidate.language],
           candidate.kind == .implicit || (existing.kind == .stringsDict && candidate.kind == .strings) { return isNew }
        byLanguage[candidate.language] = candidate
        return isNew
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
            let forms = candidate.localization.plural
            let category = forms.isEmpty ? nil : operands.map { PluralRules.form(for: $0, language: rulesLanguage, among: forms) }
            guard let (unit, chosen) = candidate.localization.unit(for: category) else { continue }
            return StringLookup(key: key, table: table, language: tag, isTranslation: isTranslation,
                                state: candidate.kind == .catalog ? unit.state : nil, pluralCategory: chosen, format: unit.value,
                                substitutions: candidate.localization.substitutions, file: candidate.file, pluralLanguage: rulesLanguage)
        }
        return StringLookup(key: key, table: table, language: nil, isTranslation: false, state: nil, pluralCategory: nil,
                            format: key, substitutions: [:], file: nil, pluralLanguage: development)
    }
}
