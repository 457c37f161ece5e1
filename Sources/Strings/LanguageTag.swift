/// A well-formed BCP 47 language tag (RFC 5646's syntax: a two- or three-letter language, optional
/// script, region and variants), in canonical case — `de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS` — with what a preview needs
/// to know of it: how it falls back, and which way its script runs. The one type for a language
/// everywhere: fixtures and URLs write tags as BCP 47 does (``init(_:)``, which refuses `pt_BR`);
/// String Catalogs and `.lproj` folders as Apple's tools do (``init(appleSpelling:)``, which takes
/// `pt_BR`, `zh-hans` and `English.lproj`'s `English`).
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The tag as written canonically; the subtags are read from it when asked for, so a tag costs
    /// one string (texts hold one per translation).
    public let description: String

    /// The language subtag, lowercase: `pt`.
    public var language: String { String(subtags[0]) }
    /// The script subtag, title case, if given: `Hans`.
    public var script: String? {
        subtags.dropFirst().first { $0.count == 4 && $0.first!.isLetter }.map(String.init)
    }
    /// The region subtag, uppercase, if given: `BR`, `419`.
    public var region: String? {
        subtags.dropFirst().first { ($0.count == 2 && $0.first!.isLetter) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }.map(String.init)
    }

    private var subtags: [Substring] { description.split(separator: "-") }

    /// Parses `text`; `nil` unless it is well-formed. Extensions and private use (`-u-…`, `-x-…`)
    /// are not accepted: no fixture needs them.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        // ISO 639's two- and three-letter codes: RFC 5646 also reserves 4 to 8 letters, never assigned,
        // and leaving them out keeps a fixture's {"title": …} or {"symbol": …} from reading as a language.
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
        var index = 1
        var script: String?
        var region: String?
        var variants: [String] = []
        if index < parts.count, parts[index].count == 4, parts[index].allSatisfy(\.isASCIILetter) {
            script = parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased()
            index += 1
        }
        if index < parts.count,
           (parts[index].count == 2 && parts[index].allSatisfy(\.isASCIILetter))
            || (parts[index].count == 3 && parts[index].allSatisfy(\.isASCIIDigit)) {
            region = parts[index].uppercased()
            index += 1
        }
        while index < parts.count {
            let part = parts[index]
            let isVariant = ((5...8).contains(part.count) && part.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit })
                || (part.count == 4 && part.first!.isASCIIDigit && part.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit })
            guard isVariant, !variants.contains(part.lowercased()) else { return nil }
            variants.append(part.lowercased())
            index += 1
        }
        description = ([first.lowercased(), script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// The tags ``init(_:)`` accepts, as a regular expression (for the JSON Schema).
    public static let pattern = "^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$"

    /// The script its texts are written in when the tag says or implies one: Chinese by region
    /// (`zh-TW`, `zh-HK`, `zh-MO` are Traditional, other Chinese Simplified), and the scripts of the
    /// right-to-left languages.
    public var likelyScript: String? {
        if let script { return script }
        switch language {
        case "zh": return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        case "ar", "fa", "ur", "ps", "sd", "ug", "ckb", "ks": return "Arab"
        case "he", "iw", "yi": return "Hebr"
        case "dv": return "Thaa"
        case "syr": return "Syrc"
        default: return nil
        }
    }

    /// Whether its script runs right to left (Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi
    /// Rohingya, Mandaic, Samaritan, Old Persian's neighbours aside).
    public var isRightToLeft: Bool {
        guard let script = likelyScript else { return false }
        return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend", "Yezi"].contains(script)
    }

    /// How a text looks for a translation when this exact tag has none: the same language and
    /// script without the region (`de-AT` → `de`, `zh-TW` → `zh-Hant`), then the bare language.
    public var fallbacks: [LanguageTag] {
        var tags: [LanguageTag] = []
        let script = likelyScript
        if let script, let tag = LanguageTag(language + "-" + script), tag != self { tags.append(tag) }
        // The bare language only when it is written in the same script (`zh` is Simplified: no fallback for `zh-TW`).
        if let tag = LanguageTag(language), tag != self, !tags.contains(tag), tag.likelyScript == script { tags.append(tag) }
        return tags
    }

    /// The one of `available` that best serves a reader of this tag: exactly it; the same language
    /// and script (`zh-TW` → `zh-Hant`, `pt-PT` → `pt` or `pt-BR`); one of its fallbacks (`de-AT` →
    /// `de`); or `nil`.
    public func bestMatch(among available: [LanguageTag]) -> LanguageTag? {
        if available.contains(self) { return self }
        if let same = available.first(where: { $0.sameLanguageAndScript(as: self) && $0.region == nil }) { return same }
        if let same = available.first(where: { $0.sameLanguageAndScript(as: self) }) { return same }
        return fallbacks.first(where: available.contains)
    }

    /// A tag as String Catalogs and `.lproj` folders write it: `pt_BR`, `zh-hans`, `English`;
    /// `nil` unless its ``canonicalSpelling(of:)`` is a well-formed tag (`Base` is not).
    public init?(appleSpelling text: String) {
        self.init(Self.canonicalSpelling(of: text))
    }

    // What Apple's tools write, as strings: a catalog's keys and `.lproj` names are kept as written
    // (`Base` too), so these read and compare spellings rather than parsed tags.

    /// The canonical spelling of a tag: `pt_BR` → `pt-BR`, `zh-hans` → `zh-Hans`, and the
    /// English names of old `.lproj` folders (`English.lproj`, `German.lproj`) → `en`, `de`.
    /// `Base` stays `Base`.
    public static func canonicalSpelling(of tag: String) -> String {
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
        let normalized = canonicalSpelling(of: tag)
        return String(normalized.split(separator: "-").first ?? Substring(normalized))
    }

    /// The region subtag (`BR` in `pt-BR`, `419` in `es-419`), or `nil`.
    public static func region(of tag: String) -> String? {
        let subtags: [Substring] = canonicalSpelling(of: tag).split(separator: "-")
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isASCIIDigit)) }
        return region.map(String.init)
    }

    /// The tags an app bundle looks for, most specific first (Apple's order, which the app's
    /// strings follow; a preview's own texts use ``fallbacks``): `pt-BR` → `pt-BR`, `pt`; `zh-Hant-HK` →
    /// `zh-Hant-HK`, `zh-Hant`, `zh`. Chinese without a script gets the script its region writes
    /// (`zh-TW` → `zh-TW`, `zh-Hant`, `zh`; `zh` → `zh`, `zh-Hans`), as Apple's bundles match it.
    public static func bundleFallbacks(for tag: String) -> [String] {
        let normalized = canonicalSpelling(of: tag)
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

    /// Whether `self` and `other` are the same language in the same (likely) script.
    public func sameLanguageAndScript(as other: LanguageTag) -> Bool {
        language == other.language && likelyScript == other.likelyScript
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
}
