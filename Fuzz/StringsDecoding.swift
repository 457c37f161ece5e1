// libFuzzer target: what the app reads from an app's own strings files, each input read as all three
// kinds: a `.strings` file (the old-style property list text, UTF-8 or UTF-16, or an XML or binary
// property list), a `.stringsdict` (an XML or binary property list) and a String Catalog
// (`.xcstrings`, JSON). Invariants: nothing crashes; a `.strings` file accepted has each key once
// and, written back out as text, reads back to the same keys and values; a `.stringsdict`'s entries
// are sorted, each with its format; a catalog's keys are found by `entry(for:)`. Every key of a file
// accepted is found by AppStrings in the file's language (a `.strings` value and a `.stringsdict`
// format exactly as read), and formatting it with numbers or text throws or gives a string, never traps.
// The two crashes it found (a binary property list holding itself, an impossible UTF-8 byte in an XML
// number) are seeds: cycle.strings, impossible-byte.stringsdict.
import Strings

enum StringsDecodingHarness {
    /// The `.lproj` folder's language, chosen by the input's length: languages with one, two, three
    /// and six plural forms, a region and a script.
    private static let languages = ["en", "de", "ru", "ar", "pt_BR", "zh-Hans", "Base"]
    /// The arguments each string is formatted with: none, whole numbers for plural forms, a fraction, text.
    private static let argumentLists: [[FormatArgument]] = [[], [0], [1], [2, "x"], [5, 1.5, 21], ["x", 3]]

    static func run(_ bytes: [UInt8]) {
        let folder = languages[bytes.count % languages.count]
        let language = LanguageTag.canonicalSpelling(of: folder)
        var all = AppStrings(developmentLanguage: "en")

        if let file = try? StringsFile.decode(bytes, file: "App/\(folder).lproj/Localizable.strings") {
            precondition(file.table == "Localizable" && file.language == language, "the table or language is not the path's")
            precondition(Set(file.entries.map(\.key)).count == file.entries.count, "a key is given twice")
            let path = "App/\(folder).lproj/Again.strings"
            guard let again = try? StringsFile.decode(written(file.entries), file: path) else {
                preconditionFailure("the file's keys and values, written back out, are refused")
            }
            precondition(again.entries.map { [$0.key, $0.value] } == file.entries.map { [$0.key, $0.value] },
                         "the file's keys and values, written back out, read back different")
            var strings = AppStrings(developmentLanguage: "en")
            strings.add(file)
            for entry in file.entries {
                precondition(file.value(for: entry.key) == entry.value)
                let found = strings.lookup(entry.key, language: language)
                precondition(found?.format == entry.value && found?.isTranslation == true, "a value of the file is not what is looked up")
                format(entry.key, in: strings, language: language)
            }
            all.add(file)
        }

        if let file = try? StringsDictFile.decode(bytes, file: "App/\(folder).lproj/Localizable.stringsdict") {
            precondition(file.table == "Localizable" && file.language == language, "the table or language is not the path's")
            precondition(zip(file.entries, file.entries.dropFirst()).allSatisfy { $0.key < $1.key }, "the entries are not sorted by key, each once")
            var strings = AppStrings(developmentLanguage: "en")
            strings.add(file)
            for entry in file.entries {
                precondition(entry.localization.stringUnit != nil || !entry.localization.plural.isEmpty, "an entry without a format")
                precondition(entry.localization.substitutions.values.allSatisfy { !$0.plural.isEmpty }, "a variable without forms")
                let found = strings.lookup(entry.key, language: language)
                if let format = entry.localization.stringUnit?.value, entry.localization.plural.isEmpty {
                    precondition(found?.format == format, "an entry's format is not what is looked up")
                }
                format(entry.key, in: strings, language: language)
            }
            all.add(file)
        }

        if let catalog = try? StringCatalog.decode(bytes, file: "App/Localizable.xcstrings") {
            precondition(catalog.table == "Localizable")
            for entry in catalog.entries {
                precondition(catalog.entry(for: entry.key)?.key == entry.key, "a key of the catalog is not found")
                precondition(catalog.localization(of: entry.key, language: catalog.sourceLanguage) != nil, "a key has no string in the source language")
                for (tag, localization) in entry.localizations {
                    precondition(localization.stringUnit != nil || !localization.plural.isEmpty, "a language's string is empty")
                    _ = LanguageTag(appleSpelling: tag)
                }
            }
            all.add(catalog)
        }

        // Everything together, as an app's sources are merged: every key found in every language
        // any source has, and in the folder's.
        for table in all.tables {
            for key in all.keys(in: table) {
                precondition(all.contains(key, table: table))
                for tag in Set(all.languages(translating: key, table: table) + [language, "fr"]) {
                    guard let found = all.lookup(key, table: table, language: tag) else { preconditionFailure("a key is not found") }
                    precondition(found.key == key && found.table == table)
                    _ = try? all.text(key, table: table, language: tag, arguments: [1])
                }
            }
        }
    }

    /// Looks `key` up with each list of arguments (which choose the plural forms) and fills the
    /// string found with them: it may refuse them, never trap.
    private static func format(_ key: String, in strings: AppStrings, language: String) {
        for arguments in argumentLists {
            guard let found = strings.lookup(key, language: language, arguments: arguments) else { preconditionFailure("a key is not found") }
            _ = try? FormatString.specifiers(in: found.format)
            _ = try? found.formatted(arguments)
        }
    }

    /// `entries` as a `.strings` file's text: quotes and backslashes escaped, control characters
    /// written as octal escapes (a raw NUL could make the file read as UTF-16).
    static func written(_ entries: [StringsFile.Entry]) -> [UInt8] {
        func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22, 0x5C:
                    result += "\\"
                    result.unicodeScalars.append(scalar)
                case 0..<0x20, 0x7F:
                    let octal = String(scalar.value, radix: 8)
                    result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        return Array(entries.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined().utf8)
    }
}
