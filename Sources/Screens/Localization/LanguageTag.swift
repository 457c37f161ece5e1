import HTTP

/// A well-formed BCP 47 language tag (RFC 5646's syntax: a two- or three-letter language, optional
/// script, region and variants), in canonical case — `de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS` — with what a preview needs
/// to know of it: how it falls back, and which way its script runs.
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

    /// The built-in languages' tags.
    public static let english = Language.english.tag
    public static let simplifiedChinese = Language.simplifiedChinese.tag
    public static let traditionalChinese = Language.traditionalChinese.tag

    /// The tags ``init(_:)`` accepts, as a regular expression (for the JSON Schema).
    public static let pattern = "^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$"

    /// The tag of a built-in language.
    public init(_ language: Language) {
        self.init(language.rawValue)!
    }


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

    /// The language of `available` an `Accept-Language` header asks for (by weight, region
    /// fallbacks as ``bestMatch(among:)``), else English when available, else the first.
    public static func negotiate(acceptLanguage: String?, among available: [LanguageTag]) -> LanguageTag {
        let english = Language.english.tag
        let fallback = available.contains(english) ? english : available.first ?? english
        for preference in LanguagePreference.parse(acceptLanguage ?? "") {
            if preference.range == "*" { return fallback }
            if let tag = LanguageTag(preference.range), let match = tag.bestMatch(among: available) { return match }
        }
        return fallback
    }

    /// Whether `self` and `other` are the same language in the same (likely) script.
    func sameLanguageAndScript(as other: LanguageTag) -> Bool {
        language == other.language && likelyScript == other.likelyScript
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
