import JSON

/// Reads a String Catalog's JSON into entries, noting every structural problem with its JSON
/// path instead of stopping at the first. Keys it does not know are skipped, so catalogs from
/// newer Xcode versions still load.
struct CatalogReader {
    /// The file, for notes.
    let file: String
    /// Every problem found so far.
    private(set) var issues: [JSONIssue] = []
    /// Every device variation found so far.
    private(set) var notes: [StringsNote] = []

    /// A reader for the catalog in `file`.
    init(file: String) {
        self.file = file
    }

    /// The catalog's parts, or `nil` when the document is not a catalog at all.
    mutating func catalog(_ document: JSONValue) -> (sourceLanguage: String, version: String, entries: [StringCatalog.Entry])? {
        guard case .object = document else {
            fail("", "expected an object with “sourceLanguage”, “version” and “strings”, got \(document.summary)")
            return nil
        }
        let sourceLanguage = requiredString(in: document, "sourceLanguage", at: "")
        if sourceLanguage == "" { fail("sourceLanguage", "expected a language tag such as \"en\", got \"\"") }
        let version = requiredString(in: document, "version", at: "")
        guard let strings = document["strings"] else {
            fail("strings", "required, but missing")
            return nil
        }
        guard case let .object(members) = strings else {
            fail("strings", "expected an object of keys, got \(strings.summary)")
            return nil
        }
        let entries = members.compactMap { entry(key: $0.key, $0.value, at: JSONPath.member("strings", $0.key)) }
        guard let sourceLanguage, let version else { return nil }
        return (sourceLanguage, version, entries)
    }

    private mutating func entry(key: String, _ value: JSONValue, at path: String) -> StringCatalog.Entry? {
        guard case .object = value else {
            fail(path, "expected an object, got \(value.summary)")
            return nil
        }
        let comment = optionalString(in: value, "comment", at: path)
        let extractionState = optionalString(in: value, "extractionState", at: path)
        var shouldTranslate = true
        if let flag = value["shouldTranslate"] {
            if case let .bool(flag) = flag { shouldTranslate = flag } else { fail(JSONPath.member(path, "shouldTranslate"), "expected true or false, got \(flag.summary)") }
        }
        var localizations: [String: Localization] = [:]
        if let languages = value["localizations"] {
            let languagesPath = JSONPath.member(path, "localizations")
            if case let .object(members) = languages {
                for member in members {
                    let localization = localization(member.value, at: JSONPath.member(languagesPath, member.key), key: key, language: member.key)
                    if let localization { localizations[member.key] = localization }
                }
            } else {
                fail(languagesPath, "expected an object of languages, got \(languages.summary)")
            }
        }
        return StringCatalog.Entry(key: key, comment: comment, extractionState: extractionState,
                                   shouldTranslate: shouldTranslate, localizations: localizations)
    }

    private mutating func localization(_ value: JSONValue, at path: String, key: String, language: String) -> Localization? {
        guard case .object = value else {
            fail(path, "expected an object with a “stringUnit” or “variations”, got \(value.summary)")
            return nil
        }
        let issuesBefore = issues.count
        var result = Localization()
        if let unit = value["stringUnit"] { result.stringUnit = stringUnit(unit, at: JSONPath.member(path, "stringUnit")) }
        if let substitutions = value["substitutions"] {
            let substitutionsPath = JSONPath.member(path, "substitutions")
            if case let .object(members) = substitutions {
                for member in members {
                    result.substitutions[member.key] = substitution(member.value, at: JSONPath.member(substitutionsPath, member.key))
                }
            } else {
                fail(substitutionsPath, "expected an object of substitutions, got \(substitutions.summary)")
            }
        }
        var deviceVariant: Localization?
        if let variations = value["variations"] {
            let variationsPath = JSONPath.member(path, "variations")
            if case .object = variations {
                if let plural = variations["plural"] { result.plural = pluralForms(plural, at: JSONPath.member(variationsPath, "plural")) ?? [:] }
                if let device = variations["device"] {
                    (result.devices, deviceVariant) = devices(device, at: JSONPath.member(variationsPath, "device"), key: key, language: language)
                }
            } else {
                fail(variationsPath, "expected an object with “plural” or “device”, got \(variations.summary)")
            }
        }
        if result.stringUnit == nil, result.plural.isEmpty, let deviceVariant {
            result.stringUnit = deviceVariant.stringUnit
            result.plural = deviceVariant.plural
        }
        guard issues.count == issuesBefore else { return nil }
        guard result.stringUnit != nil || !result.plural.isEmpty else {
            if result.devices.isEmpty { fail(path, "expected a “stringUnit” or “variations”") }
            return nil
        }
        return result
    }

    /// The device names, and the variant the preview shows: the iPhone's, else other devices'.
    private mutating func devices(_ value: JSONValue, at path: String, key: String, language: String) -> ([String], Localization?) {
        guard case let .object(members) = value else {
            fail(path, "expected an object of devices, got \(value.summary)")
            return ([], nil)
        }
        var variants: [String: Localization] = [:]
        for member in members {
            let devicePath = JSONPath.member(path, member.key)
            guard case .object = member.value else {
                fail(devicePath, "expected an object with a “stringUnit” or “variations”, got \(member.value.summary)")
                continue
            }
            var variant = Localization()
            if let unit = member.value["stringUnit"] { variant.stringUnit = stringUnit(unit, at: JSONPath.member(devicePath, "stringUnit")) }
            if let plural = member.value["variations"]?["plural"] {
                variant.plural = pluralForms(plural, at: JSONPath.member(JSONPath.member(devicePath, "variations"), "plural")) ?? [:]
            }
            variants[member.key] = variant
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
        guard case let .object(members) = value else {
            fail(path, "expected an object of plural categories, got \(value.summary)")
            return nil
        }
        var forms: [PluralCategory: StringUnit] = [:]
        for member in members {
            let formPath = JSONPath.member(path, member.key)
            guard let category = PluralCategory(rawValue: member.key) else {
                fail(formPath, "unknown plural category (expected zero, one, two, few, many or other)")
                continue
            }
            guard case .object = member.value, let unit = member.value["stringUnit"] else {
                fail(JSONPath.member(formPath, "stringUnit"), "required, but missing")
                continue
            }
            forms[category] = stringUnit(unit, at: JSONPath.member(formPath, "stringUnit"))
        }
        if forms[.other] == nil, !members.contains(where: { $0.key == "other" }) { fail(path, "a plural needs an “other” form") }
        return forms
    }

    private mutating func substitution(_ value: JSONValue, at path: String) -> Substitution? {
        guard case .object = value else {
            fail(path, "expected an object with “formatSpecifier” and “variations”, got \(value.summary)")
            return nil
        }
        var argumentNumber: Int?
        if let number = value["argNum"] {
            if case let .number(number) = number, number >= 1, number <= 99, number == number.rounded() {
                argumentNumber = Int(number)
            } else {
                fail(JSONPath.member(path, "argNum"), "expected a whole number from 1 to 99, got \(number.summary)")
            }
        }
        let specifier = requiredString(in: value, "formatSpecifier", at: path)
        guard let plural = value["variations"]?["plural"] else {
            fail(JSONPath.member(JSONPath.member(path, "variations"), "plural"), "required, but missing")
            return nil
        }
        let forms = pluralForms(plural, at: JSONPath.member(JSONPath.member(path, "variations"), "plural"))
        guard value["argNum"] == nil || argumentNumber != nil, let specifier, let forms else { return nil }
        return Substitution(argumentNumber: argumentNumber, formatSpecifier: specifier, plural: forms)
    }

    private mutating func stringUnit(_ value: JSONValue, at path: String) -> StringUnit? {
        guard case .object = value else {
            fail(path, "expected an object with “state” and “value”, got \(value.summary)")
            return nil
        }
        let state = requiredString(in: value, "state", at: path)
        let text = requiredString(in: value, "value", at: path)
        guard let state, let text else { return nil }
        return StringUnit(state: state, value: text)
    }

    private mutating func requiredString(in object: JSONValue, _ name: String, at path: String) -> String? {
        guard object[name] != nil else {
            fail(JSONPath.member(path, name), "required, but missing")
            return nil
        }
        return optionalString(in: object, name, at: path)
    }

    private mutating func optionalString(in object: JSONValue, _ name: String, at path: String) -> String? {
        guard let value = object[name] else { return nil }
        guard case let .string(text) = value else {
            fail(JSONPath.member(path, name), "expected a string, got \(value.summary)")
            return nil
        }
        return text
    }

    private mutating func fail(_ path: String, _ reason: String) {
        issues.append(JSONIssue(path: path, reason: reason))
    }
}
