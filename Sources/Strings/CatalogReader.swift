import JSON

/// Reads a String Catalog's JSON into entries with the one ``JSONReader``, noting every structural
/// problem with its JSON path instead of stopping at the first. Keys it does not know are skipped,
/// so catalogs from newer Xcode versions still load.
struct CatalogReader {
    /// The file, for notes.
    let file: String
    /// The typed reads, and every problem found so far.
    private var reader = JSONReader()
    /// Every device variation found so far.
    private(set) var notes: [StringsNote] = []

    /// Every problem found so far.
    var issues: [JSONIssue] { reader.issues }

    /// A reader for the catalog in `file`.
    init(file: String) {
        self.file = file
    }

    /// The catalog's parts, or `nil` when the document is not a catalog at all.
    mutating func catalog(_ document: JSONValue) -> (sourceLanguage: String, version: String, entries: [StringCatalog.Entry])? {
        guard let fields = reader.members(document, at: "", expected: "an object with “sourceLanguage”, “version” and “strings”") else { return nil }
        let sourceLanguage = requiredString("sourceLanguage", in: fields, at: "")
        if sourceLanguage == "" { reader.fail("sourceLanguage", "expected a language tag such as \"en\", got \"\"") }
        let version = requiredString("version", in: fields, at: "")
        guard let strings = reader.required("strings", in: fields, at: ""),
              let members = reader.members(strings, at: "strings", expected: "an object of keys") else { return nil }
        var entries: [StringCatalog.Entry] = []
        for (key, value) in members {
            if let entry = entry(key: key, value, at: JSONPath.member("strings", key)) { entries.append(entry) }
        }
        guard let sourceLanguage, let version else { return nil }
        return (sourceLanguage, version, entries)
    }

    private mutating func entry(key: String, _ value: JSONValue, at path: String) -> StringCatalog.Entry? {
        guard let fields = reader.members(value, at: path) else { return nil }
        let comment = fields["comment"].flatMap { reader.string($0, at: JSONPath.member(path, "comment")) }
        let extractionState = fields["extractionState"].flatMap { reader.string($0, at: JSONPath.member(path, "extractionState")) }
        let shouldTranslate = fields["shouldTranslate"].flatMap { reader.bool($0, at: JSONPath.member(path, "shouldTranslate")) } ?? true
        var localizations: [String: Localization] = [:]
        if let languages = fields["localizations"] {
            let languagesPath = JSONPath.member(path, "localizations")
            if let members = reader.members(languages, at: languagesPath, expected: "an object of languages") {
                for (language, value) in members {
                    if let localization = localization(value, at: JSONPath.member(languagesPath, language), key: key, language: language) {
                        localizations[language] = localization
                    }
                }
            }
        }
        return StringCatalog.Entry(key: key, comment: comment, extractionState: extractionState,
                                   shouldTranslate: shouldTranslate, localizations: localizations)
    }

    private mutating func localization(_ value: JSONValue, at path: String, key: String, language: String) -> Localization? {
        guard let fields = reader.members(value, at: path, expected: "an object with a “stringUnit” or “variations”") else { return nil }
        let issuesBefore = reader.issues.count
        var result = Localization()
        if let unit = fields["stringUnit"] { result.stringUnit = stringUnit(unit, at: JSONPath.member(path, "stringUnit")) }
        if let substitutions = fields["substitutions"] {
            let substitutionsPath = JSONPath.member(path, "substitutions")
            if let members = reader.members(substitutions, at: substitutionsPath, expected: "an object of substitutions") {
                for (name, value) in members {
                    result.substitutions[name] = substitution(value, at: JSONPath.member(substitutionsPath, name))
                }
            }
        }
        var deviceVariant: Localization?
        if let variations = fields["variations"] {
            let variationsPath = JSONPath.member(path, "variations")
            if let kinds = reader.members(variations, at: variationsPath, expected: "an object with “plural” or “device”") {
                if let plural = kinds["plural"] { result.plural = pluralForms(plural, at: JSONPath.member(variationsPath, "plural")) ?? [:] }
                if let device = kinds["device"] {
                    (result.devices, deviceVariant) = devices(device, at: JSONPath.member(variationsPath, "device"), key: key, language: language)
                }
            }
        }
        if result.stringUnit == nil, result.plural.isEmpty, let deviceVariant {
            result.stringUnit = deviceVariant.stringUnit
            result.plural = deviceVariant.plural
        }
        guard reader.issues.count == issuesBefore else { return nil }
        guard result.stringUnit != nil || !result.plural.isEmpty else {
            if result.devices.isEmpty { reader.fail(path, "expected a “stringUnit” or “variations”") }
            return nil
        }
        return result
    }

    /// The device names, and the variant the preview shows: the iPhone's, else other devices'.
    private mutating func devices(_ value: JSONValue, at path: String, key: String, language: String) -> ([String], Localization?) {
        guard let members = reader.members(value, at: path, expected: "an object of devices") else { return ([], nil) }
        var variants: [String: Localization] = [:]
        for (device, value) in members {
            let devicePath = JSONPath.member(path, device)
            guard let fields = reader.members(value, at: devicePath, expected: "an object with a “stringUnit” or “variations”") else { continue }
            var variant = Localization()
            if let unit = fields["stringUnit"] { variant.stringUnit = stringUnit(unit, at: JSONPath.member(devicePath, "stringUnit")) }
            if let plural = fields["variations"]?["plural"] {
                variant.plural = pluralForms(plural, at: JSONPath.member(JSONPath.member(devicePath, "variations"), "plural")) ?? [:]
            }
            variants[device] = variant
        }
        let names = variants.keys.sorted()
        let shown = variants["iphone"].map { ("iphone", $0) } ?? variants["other"].map { ("other", $0) }
        let outcome = switch shown?.0 {
        case "iphone": "the iPhone’s string is shown"
        case "other": "the string for other devices is shown"
        default: "none is for an iPhone or other devices, so \(language) has no string for this key here"
        }
        notes.append(StringsNote(file: file, location: path, key: key, language: language,
                                 message: "device variations (\(names.joined(separator: ", "))) are not previewed; \(outcome)"))
        return (names, shown?.1)
    }

    private mutating func pluralForms(_ value: JSONValue, at path: String) -> [PluralCategory: StringUnit]? {
        guard let members = reader.members(value, at: path, expected: "an object of plural categories") else { return nil }
        var forms: [PluralCategory: StringUnit] = [:]
        for (name, value) in members {
            let formPath = JSONPath.member(path, name)
            guard let category = PluralCategory(rawValue: name) else {
                reader.fail(formPath, "unknown plural category (expected zero, one, two, few, many or other)")
                continue
            }
            guard case .object = value, let unit = value["stringUnit"] else {
                reader.fail(JSONPath.member(formPath, "stringUnit"), "required, but missing")
                continue
            }
            forms[category] = stringUnit(unit, at: JSONPath.member(formPath, "stringUnit"))
        }
        if forms[.other] == nil, members["other"] == nil { reader.fail(path, "a plural needs an “other” form") }
        return forms
    }

    private mutating func substitution(_ value: JSONValue, at path: String) -> Substitution? {
        guard let fields = reader.members(value, at: path, expected: "an object with “formatSpecifier” and “variations”") else { return nil }
        let argumentNumber = fields["argNum"].flatMap { reader.integer($0, at: JSONPath.member(path, "argNum"), in: 1...99) }
        let specifier = requiredString("formatSpecifier", in: fields, at: path)
        let pluralPath = JSONPath.member(JSONPath.member(path, "variations"), "plural")
        guard let plural = fields["variations"]?["plural"] else {
            reader.fail(pluralPath, "required, but missing")
            return nil
        }
        let forms = pluralForms(plural, at: pluralPath)
        guard fields["argNum"] == nil || argumentNumber != nil, let specifier, let forms else { return nil }
        return Substitution(argumentNumber: argumentNumber, formatSpecifier: specifier, plural: forms)
    }

    private mutating func stringUnit(_ value: JSONValue, at path: String) -> StringUnit? {
        guard let fields = reader.members(value, at: path, expected: "an object with “state” and “value”") else { return nil }
        let state = requiredString("state", in: fields, at: path)
        let text = requiredString("value", in: fields, at: path)
        guard let state, let text else { return nil }
        return StringUnit(state: state, value: text)
    }

    /// The string at `path.name`, a problem when it is missing or not a string.
    private mutating func requiredString(_ name: String, in fields: JSONFields, at path: String) -> String? {
        reader.required(name, in: fields, at: path).flatMap { reader.string($0, at: JSONPath.member(path, name)) }
    }
}
