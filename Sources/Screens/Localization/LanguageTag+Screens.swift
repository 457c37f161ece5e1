import HTTP
import Strings

extension LanguageTag {
    /// The built-in languages' tags.
    public static let english = Language.english.tag
    public static let simplifiedChinese = Language.simplifiedChinese.tag
    public static let traditionalChinese = Language.traditionalChinese.tag

    /// The tag of a built-in language.
    public init(_ language: Language) {
        self.init(language.rawValue)!
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
}
