import Strings

/// Each language's name in itself, for the language picker: `Deutsch`, `日本語`, `Català (Espanya)`,
/// `繁體中文（香港）`. The names are CLDR's, generated into `LanguageNames+CLDR.swift`; a tag it does
/// not know is shown as written.
package enum LanguageNames {
    /// The name of `tag` in its own language: the tag's own entry (`en-GB` → `English (UK)`), else
    /// its language and script or its language, with the region's code appended (`Deutsch (US)`).
    package static func endonym(_ tag: LanguageTag) -> String {
        let key = tag.description
        let script = tag.script.map { "-" + $0 } ?? ""
        // Variants have no names of their own: `de-CH-1996` is named as `de-CH`.
        if let name = names[key] ?? names[tag.language + script + (tag.region.map { "-" + $0 } ?? "")] { return name }
        guard let base = names[tag.language + script] ?? names[tag.language] else { return key }
        return tag.region.map { base + " (" + $0 + ")" } ?? base
    }

    /// The generated `tag=name` lines, read into a dictionary when a name is first asked for.
    private static let names: [String: String] = {
        var names: [String: String] = [:]
        for line in cldrTable.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            names[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return names
    }()
}
