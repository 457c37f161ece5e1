import JSON

/// A `.stringsdict` file: one table's number-dependent strings in one language, read into the
/// same ``Localization`` as a catalog's: the `NSStringLocalizedFormatKey` is the text, and each
/// `NSStringPluralRuleType` variable it names (`%#@files@`, `%1$#@files@`) a ``Substitution``.
///
/// An entry that cannot be shown as Foundation would (another rule type, a variable with no
/// forms, a `%#@name@` with no variable) is left out with a note; the rest is read. Foundation's
/// own rule beyond CLDR, the `zero` form for 0 in any language, is ``PluralRules/form(for:language:among:)``.
public struct StringsDictFile: Equatable, Sendable {
    /// One key's string.
    public struct Entry: Equatable, Sendable {
        /// The key.
        public var key: String
        /// The format and its substitutions.
        public var localization: Localization
    }

    /// The file it was read from.
    public var file: String
    /// The table: the file's base name (`Localizable`).
    public var table: String
    /// The language, from the enclosing `.lproj` folder, normalized; `nil` when there is none.
    public var language: String?
    /// Every entry read, sorted by key (a property list's dictionary has no order).
    public var entries: [Entry]
    /// Every entry left out, and why.
    public var notes: [StringsNote]

    /// The key naming an entry's format.
    static let formatKey = "NSStringLocalizedFormatKey"
    /// The key naming a variable's rule type.
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    /// The key naming how a variable's number is formatted (`d`, `ld`, `f`).
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    /// The rule type of a variable read.
    static let pluralRuleType = "NSStringPluralRuleType"
    /// An entry's variants by device (`iphone`, `ipad`, `other`).
    static let deviceRuleType = "NSStringDeviceSpecificRuleType"
    /// An entry's variants by display width (`20`, `50`).
    static let widthRuleType = "NSStringVariableWidthRuleType"

    /// Reads the file at `path`; the language is `language`, else the enclosing `.lproj` folder's name.
    public static func load(file path: String, language: String? = nil) throws(StringsError) -> StringsDictFile {
        try decode(FileAccess.read(path), file: path, language: language)
    }

    /// Decodes an XML or binary property list; `file` names it in errors and notes and gives the
    /// table and, unless `language` is given, the language.
    public static func decode(_ bytes: [UInt8], file: String, language: String? = nil) throws(StringsError) -> StringsDictFile {
        let language = (language ?? StringsFile.lprojLanguage(of: file)).map(LanguageTag.canonicalSpelling(of:))
        var reader = StringsDictReader(file: file, language: language)
        var entries: [Entry] = []
        for (key, value) in try PropertyList.dictionary(bytes, file: file).sorted(by: { $0.key < $1.key }) {
            if let localization = reader.localization(key: key, value) { entries.append(Entry(key: key, localization: localization)) }
        }
        return StringsDictFile(file: file, table: FileAccess.baseName(file), language: language, entries: entries, notes: reader.notes)
    }
}

/// Reads one `.stringsdict` entry at a time into a ``Localization``, noting what it leaves out.
private struct StringsDictReader {
    let file: String
    let language: String?
    private(set) var notes: [StringsNote] = []

    init(file: String, language: String?) {
        self.file = file
        self.language = language
    }

    /// The entry `key`, or `nil` (with a note) when Foundation could not show it as written.
    mutating func localization(key: String, _ value: PropertyList) -> Localization? {
        localization(value, at: JSONPath.member("", key), key: key)
    }

    private mutating func localization(_ value: PropertyList, at path: String, key: String) -> Localization? {
        guard case let .dictionary(fields) = value else {
            return leaveOut(path, key, "expected a dictionary with \(StringsDictFile.formatKey), got \(value.kind)")
        }
        for rule in [StringsDictFile.deviceRuleType, StringsDictFile.widthRuleType] {
            if let variants = fields[rule] { return variant(variants, rule: rule, at: JSONPath.member(path, rule), key: key) }
        }
        let formatPath = JSONPath.member(path, StringsDictFile.formatKey)
        guard let formatValue = fields[StringsDictFile.formatKey] else { return leaveOut(formatPath, key, "required, but missing") }
        guard case let .string(format) = formatValue else { return leaveOut(formatPath, key, "expected a string, got \(formatValue.kind)") }
        // Only the variables the format refers to, directly or from another variable's forms, are
        // read, as Foundation reads them; others are ignored.
        var substitutions: [String: Substitution] = [:]
        var pending = [(format, formatPath)]
        while let (text, textPath) = pending.popLast() {
            for name in FormatString.substitutionNames(in: text) where substitutions[name] == nil {
                let variablePath = JSONPath.member(path, name)
                guard let variable = fields[name] else {
                    return leaveOut(textPath, key, "refers to %#@\(name)@, but the entry has no variable \(JSONPath.quoted(name))")
                }
                guard let substitution = substitution(variable, at: variablePath, key: key) else { return nil }
                substitutions[name] = substitution
                pending += substitution.plural.sorted(by: { $0.key < $1.key }).map { ($0.value.value, JSONPath.member(variablePath, $0.key.rawValue)) }
            }
        }
        return Localization(stringUnit: StringUnit(state: "translated", value: format), substitutions: substitutions)
    }

    /// The variant an iPhone shows of an entry varied by device (the iPhone's, else other
    /// devices'), or of one varied by width (the widest, as Foundation shows it when no width is
    /// asked for), with a note that the others are not previewed.
    private mutating func variant(_ value: PropertyList, rule: String, at path: String, key: String) -> Localization? {
        guard case let .dictionary(variants) = value, !variants.isEmpty else {
            return leaveOut(path, key, "expected a dictionary of variants, got \(value.kind)")
        }
        let chosen: String?
        let message: String
        if rule == StringsDictFile.deviceRuleType {
            chosen = variants["iphone"] != nil ? "iphone" : variants["other"] != nil ? "other" : nil
            let outcome = switch chosen {
            case "iphone": "the iPhone’s string is shown"
            case "other": "the string for other devices is shown"
            default: "none is for an iPhone or other devices, so the key is left out of this file"
            }
            message = "device variations (\(variants.keys.sorted().joined(separator: ", "))) are not previewed; \(outcome)"
        } else {
            let widths = variants.keys.sorted { (Int($0) ?? 0, $0) < (Int($1) ?? 0, $1) }
            chosen = widths.last
            message = "width variations (\(widths.joined(separator: ", "))) are not previewed; the widest, \(widths.last ?? ""), is shown"
        }
        note(path, key, message)
        guard let chosen, let chosenValue = variants[chosen] else { return nil }
        if case let .string(text) = chosenValue { return Localization(stringUnit: StringUnit(state: "translated", value: text)) }
        return localization(chosenValue, at: JSONPath.member(path, chosen), key: key)
    }

    /// A variable's forms, or `nil` (with a note) when it is not a plural rule Foundation applies.
    private mutating func substitution(_ value: PropertyList, at path: String, key: String) -> Substitution? {
        guard case let .dictionary(fields) = value else {
            return leaveOut(path, key, "expected a variable (a dictionary with \(StringsDictFile.specTypeKey)), got \(value.kind)")
        }
        let typePath = JSONPath.member(path, StringsDictFile.specTypeKey)
        switch fields[StringsDictFile.specTypeKey] {
        case .string(StringsDictFile.pluralRuleType): break
        case let .string(other)?: return leaveOut(typePath, key, "the rule type \(JSONPath.quoted(other)) is not read (only \(StringsDictFile.pluralRuleType))")
        case let other?: return leaveOut(typePath, key, "expected a string, got \(other.kind)")
        case nil: return leaveOut(typePath, key, "required, but missing")
        }
        var specifier = "d"
        if let valueType = fields[StringsDictFile.valueTypeKey] {
            guard case let .string(text) = valueType, !text.isEmpty else {
                return leaveOut(JSONPath.member(path, StringsDictFile.valueTypeKey), key, "expected a format such as \"d\" or \"ld\", got \(valueType.kind)")
            }
            specifier = text
        }
        var forms: [PluralCategory: StringUnit] = [:]
        for (name, form) in fields.sorted(by: { $0.key < $1.key }) where name != StringsDictFile.specTypeKey && name != StringsDictFile.valueTypeKey {
            let formPath = JSONPath.member(path, name)
            guard let category = PluralCategory(rawValue: name) else {
                note(formPath, key, "unknown plural form (expected zero, one, two, few, many or other); it is ignored")
                continue
            }
            guard case let .string(text) = form else {
                note(formPath, key, "expected a string, got \(form.kind); it is ignored")
                continue
            }
            forms[category] = StringUnit(state: "translated", value: text)
        }
        // Translation tools leave out `other` where the language's whole numbers never need it
        // (ru: one, few, many); Foundation then uses the forms there are.
        guard !forms.isEmpty else { return leaveOut(path, key, "a plural variable needs at least one form (zero, one, two, few, many or other)") }
        return Substitution(argumentNumber: nil, formatSpecifier: specifier, plural: forms)
    }

    private mutating func note(_ path: String, _ key: String, _ message: String) {
        notes.append(StringsNote(file: file, location: path, key: key, language: language, message: message))
    }

    /// Notes why the entry `key` is left out; always `nil`, for returning.
    private mutating func leaveOut<T>(_ path: String, _ key: String, _ problem: String) -> T? {
        note(path, key, problem + "; the key is left out of this file")
        return nil
    }
}
