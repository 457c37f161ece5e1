import JSON
import Screens
import Strings

extension JSONReader {
    /// The keys of a text taken from the app's strings.
    static let keyedTextKeys = ["key", "table", "comment", "args"]

    /// A text from the app's strings (`--strings`): `{"key": "empty.inbox.title", "table": "Inbox",
    /// "comment": "…", "args": [3, "Ann"]}`, resolved now in every language the strings have — its
    /// plural form chosen by the first number in `args`, its `%@`/`%lld`/`%1$@`/`%#@name@@` formats
    /// filled from them. A key the strings lack is shown as itself, as an app shows it, and warned
    /// about; so is a language with no translation of it, and a translation not yet reviewed.
    mutating func keyed(_ members: [(key: String, value: JSONValue)], at path: String) -> LocalizedText? {
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
            return LocalizedText(verbatim: key)
        }
        var translations: [LocalizedText.Translation] = []
        let languages = [strings.developmentLanguage] + strings.languages.filter { $0 != strings.developmentLanguage && $0 != "Base" }
        for language in languages {
            guard let tag = LanguageTag(language), !translations.contains(where: { $0.tag == tag }),
                  let found = strings.lookup(key, table: table, language: language, arguments: arguments) else { continue }
            guard found.isTranslation || language == strings.developmentLanguage else {
                warn(JSONPath.member(path, "key"), "\(JSONValue.string(key).summary) has no translation in \(language), which falls back to \(found.language ?? "the key")")
                continue
            }
            if let state = found.state, state != "translated", language != strings.developmentLanguage {
                warn(JSONPath.member(path, "key"), "\(JSONValue.string(key).summary) in \(language) is \(state.replacing("_", with: " ")), not yet translated for good")
            }
            do throws(FormatError) {
                let text = arguments.isEmpty ? found.format : try found.formatted(arguments)
                translations.append(LocalizedText.Translation(tag: tag, text: text))
            } catch {
                fail(JSONPath.member(path, "args"), "\(JSONValue.string(key).summary) in \(language): \(error)")
                return nil
            }
        }
        return LocalizedText(translations: translations)
    }
}
