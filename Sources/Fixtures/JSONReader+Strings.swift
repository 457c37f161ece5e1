import JSON
import Screens
import Spelling
import Strings

extension JSONReader {
    /// Text in one language for all, by BCP 47 language tag (`{"en": "…", "de": "…", "pt-BR": "…"}`), or by
    /// key in the app's `strings`.
    mutating func localized(_ value: JSONValue, at path: @autoclosure () -> String, strings: AppStrings?) -> LocalizedText? {
        switch value {
        case let .string(text):
            return LocalizedText(verbatim: text)
        case let .object(members) where isKeyedText(members):
            return keyed(members, at: path(), strings: strings)
        case let .object(members):
            var translations: [LocalizedText.Translation] = []
            for member in members {
                guard let tag = LanguageTag(member.key) else {
                    fail(JSONPath.member(path(), member.key), "not a language tag: expected a BCP 47 tag such as en, de, pt-BR, zh-Hans or sr-Latn")
                    continue
                }
                if translations.contains(where: { $0.tag == tag }) {
                    fail(JSONPath.member(path(), member.key), "\(tag) is given twice (tags ignore case)")
                    continue
                }
                if let text = string(member.value, at: JSONPath.member(path(), member.key)) {
                    translations.append(LocalizedText.Translation(tag: tag, text: text))
                }
            }
            guard !members.isEmpty else {
                fail(path(), "expected at least one language")
                return nil
            }
            return translations.isEmpty ? nil : LocalizedText(translations: translations)
        default:
            fail(path(), "expected a string or an object of languages, got \(value.summary)")
            return nil
        }
    }

    /// Whether an object is a text by key: it has `key`, or a member that is no language tag but
    /// one of the keyed text's keys or a misspelling of one (`"tabel"`, `"kye"`).
    private func isKeyedText(_ members: [(key: String, value: JSONValue)]) -> Bool {
        members.contains { member in
            member.key == "key" || (LanguageTag(member.key) == nil && Spelling.nearest(to: member.key, in: Self.keyedTextKeys, maximumEdits: 2) != nil)
        }
    }

    /// The keys of a text taken from the app's strings.
    static let keyedTextKeys = ["key", "table", "comment", "args"]

    /// A text from the app's strings (`--strings`): `{"key": "empty.inbox.title", "table": "Inbox",
    /// "comment": "…", "args": [3, "Ann"]}`, resolved now in every language the strings have — its
    /// plural form chosen by the first number in `args`, its `%@`/`%lld`/`%1$@`/`%#@name@@` formats
    /// filled from them. A key the strings lack is shown as itself, as an app shows it, and warned
    /// about; so are the languages with no translation of it (in one line), a translation not yet
    /// reviewed, and one whose format does not fit `args` (its page shows the development language's).
    mutating func keyed(_ members: [(key: String, value: JSONValue)], at path: String, strings: AppStrings?) -> LocalizedText? {
        guard let fields = object(.object(members), at: path, allowed: Self.keyedTextKeys, required: ["key"]),
              let key = fields["key"].flatMap({ string($0, at: JSONPath.member(path, "key")) }) else { return nil }
        guard !key.isEmpty else {
            fail(JSONPath.member(path, "key"), "expected a key, got an empty string")
            return nil
        }
        let table = fields["table"].flatMap { string($0, at: JSONPath.member(path, "table")) } ?? "Localizable"
        if let comment = fields["comment"] { _ = string(comment, at: JSONPath.member(path, "comment")) }
        var arguments: [FormatArgument] = []
        if let list = fields["args"].flatMap({ array($0, at: JSONPath.member(path, "args")) }) {
            for (index, element) in list.enumerated() {
                guard let argument = FormatArgument(element) else {
                    fail("\(JSONPath.member(path, "args"))[\(index)]", "expected a string or a number, got \(element.summary)")
                    continue
                }
                arguments.append(argument)
            }
        }
        guard let strings else {
            fail(JSONPath.member(path, "key"), "a text by key needs the app's strings: give --strings FILE (a .xcstrings file, or a folder of .lproj)")
            return nil
        }
        guard strings.contains(key, table: table) else {
            warn(JSONPath.member(path, "key"), "\(JSONValue.string(key).summary) is not in the app's strings (table \(JSONValue.string(table).summary)), so the key itself is shown")
            return LocalizedText(LocalizedText(verbatim: key), key: LocalizedText.Key(key, table: table, arguments: arguments))
        }
        var translations: [LocalizedText.Translation] = []
        let development = strings.developmentLanguage
        let quotedKey = JSONValue.string(key).summary
        // Languages with no translation, by what they fall back to (`en`, `Base`, or the key).
        var untranslated: [(fallback: String, languages: [String])] = []
        var developmentShowsKey = false
        for language in [development] + strings.languages.filter({ $0 != development && $0 != "Base" }) {
            guard let tag = LanguageTag(language), !translations.contains(where: { $0.tag == tag }),
                  let found = strings.lookup(key, table: table, language: language, arguments: arguments) else { continue }
            if language == development, found.language == nil { developmentShowsKey = true }
            guard found.isTranslation || language == development else {
                let fallback = found.language ?? "the key"
                if let index = untranslated.firstIndex(where: { $0.fallback == fallback }) {
                    untranslated[index].languages.append(language)
                } else {
                    untranslated.append((fallback, [language]))
                }
                continue
            }
            if let state = found.state, state != "translated", language != development {
                warn(JSONPath.member(path, "key"), "\(quotedKey) in \(language) is \(state.replacing("_", with: " ")), not yet translated for good")
            }
            do throws(FormatError) {
                let text = arguments.isEmpty ? found.format : try found.formatted(arguments)
                translations.append(LocalizedText.Translation(tag: tag, text: text))
            } catch {
                // The development language's text fits the arguments, so a translation that does not
                // is the translation's mistake (a `%1η` for `%1$d`): a page in that language shows
                // the development language's text instead.
                guard language == development else {
                    warn(JSONPath.member(path, "key"), "\(quotedKey) in \(language): \(error); the \(development) text is shown instead")
                    continue
                }
                fail(JSONPath.member(path, "args"), "\(quotedKey) in \(language): \(error)")
                return nil
            }
        }
        // A key written in code with its development-language text (`NSLocalizedString("Cancel", …)`)
        // and translated only in files: the app shows the key in the development language, and in
        // every language without a translation; one warning says so.
        if developmentShowsKey {
            let others = untranslated.flatMap(\.languages)
            warn(JSONPath.member(path, "key"), "\(quotedKey) has no string in \(development), the development language, so the key itself is shown there"
                + (others.isEmpty ? "" : " and in \(Self.list(others)), which have no translation either"))
        } else {
            for (fallback, languages) in untranslated {
                warn(JSONPath.member(path, "key"), "\(quotedKey) has no translation in \(Self.list(languages)), which \(languages.count == 1 ? "falls" : "fall") back to \(fallback)")
            }
        }
        return LocalizedText(LocalizedText(translations: translations), key: LocalizedText.Key(key, table: table, arguments: arguments))
    }

    /// `de`, `de and fr`, `de, fr and it`.
    private static func list(_ languages: [String]) -> String {
        guard let last = languages.last, languages.count > 1 else { return languages.first ?? "" }
        return languages.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension AppStrings {
    /// The text the app shows for `key` of `table` in every language these strings have, as a
    /// fixture's `{"key": …, "table": …}` gives it (the key itself when the strings lack it): what
    /// the Controls section draws when a designer picks another key, its formats filled from `arguments`
    /// (the text's `"args"`) when they fit it.
    package func text(key: String, table: String, arguments: [FormatArgument] = []) -> LocalizedText? {
        var reader = JSONReader()
        var members: [(key: String, value: JSONValue)] = [("key", .string(key)), ("table", .string(table))]
        if !arguments.isEmpty { members.append(("args", .array(arguments.map(\.json)))) }
        return reader.keyed(members, at: "", strings: self)
    }
}
