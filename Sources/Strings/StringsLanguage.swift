/// Language tags as String Catalogs, `.lproj` folders and browsers write them, and the order in
/// which an app falls back from one to another.
public enum StringsLanguage {
    /// The canonical spelling of a tag: `pt_BR` → `pt-BR`, `zh-hans` → `zh-Hans`, and the
    /// English names of old `.lproj` folders (`English.lproj`, `German.lproj`) → `en`, `de`.
    /// `Base` stays `Base`.
    public static func normalize(_ tag: String) -> String {
        if tag == "Base" { return tag }
        if let code = legacyNames[tag] { return code }
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return subtags.enumerated().map { offset, subtag in
            if offset == 0 { return subtag.lowercased() }
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) { return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased() }
            if subtag.count == 2, subtag.allSatisfy(\.isLetter) { return subtag.uppercased() }
            return subtag.lowercased()
        }.joined(separator: "-")
    }

    /// The language subtag, lowercased: `pt-BR` → `pt`, `zh_Hant` → `zh`.
    public static func primaryLanguage(of tag: String) -> String {
        let normalized = normalize(tag)
        return String(normalized.split(separator: "-").first ?? Substring(normalized))
    }

    /// The region subtag (`BR` in `pt-BR`, `419` in `es-419`), or `nil`.
    public static func region(of tag: String) -> String? {
        let subtags: [Substring] = normalize(tag).split(separator: "-")
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isASCIIDigit)) }
        return region.map(String.init)
    }

    /// The tags to look for, most specific first: `pt-BR` → `pt-BR`, `pt`; `zh-Hant-HK` →
    /// `zh-Hant-HK`, `zh-Hant`, `zh`. Chinese without a script gets the script its region writes
    /// (`zh-TW` → `zh-TW`, `zh-Hant`, `zh`; `zh` → `zh`, `zh-Hans`), as Apple's bundles match it.
    public static func fallbacks(for tag: String) -> [String] {
        let normalized = normalize(tag)
        var subtags = normalized.split(separator: "-").map(String.init)
        var chain: [String] = []
        while !subtags.isEmpty {
            chain.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        if chain.last == "zh", !normalized.contains("-Hans"), !normalized.contains("-Hant") {
            let traditional = ["TW", "HK", "MO"].contains(region(of: normalized) ?? "")
            // Before the bare `zh` of `zh-TW`, after the `zh` asked for itself.
            chain.insert(traditional ? "zh-Hant" : "zh-Hans", at: max(chain.count - 1, 1))
        }
        return chain
    }

    /// The names Xcode once gave `.lproj` folders, by their codes.
    private static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
        "Finnish": "fi", "Norwegian": "nb", "Russian": "ru", "Polish": "pl", "Korean": "ko",
    ]
}
