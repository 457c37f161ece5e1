import HTTP
import Strings

/// A language the built-in strings are written in.
public enum Language: String, CaseIterable, Sendable {
    /// English, the default.
    case english = "en"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"
    /// Traditional Chinese.
    case traditionalChinese = "zh-Hant"

    /// The language used when nothing else matches.
    public static let fallback = Language.english

    /// Its BCP 47 tag, parsed once.
    public var tag: LanguageTag {
        switch self {
        case .english: Self.englishTag
        case .simplifiedChinese: Self.simplifiedTag
        case .traditionalChinese: Self.traditionalTag
        }
    }

    private static let englishTag = LanguageTag("en")!
    private static let simplifiedTag = LanguageTag("zh-Hans")!
    private static let traditionalTag = LanguageTag("zh-Hant")!

    /// The language's name in itself, for the language picker.
    public var endonym: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        case .traditionalChinese: "繁體中文"
        }
    }

    /// The best supported language for a BCP 47 tag, or `nil` when it names none of them.
    ///
    /// Chinese follows the script when given (`zh-Hant-HK`), else the region: `zh-TW`, `zh-HK` and
    /// `zh-MO` use Traditional characters, every other Chinese tag Simplified.
    public static func matching(tag: String) -> Language? {
        let subtags = tag.lowercased().split(separator: "-").map(String.init)
        guard let primary = subtags.first else { return nil }
        switch primary {
        case "en":
            return .english
        case "zh":
            if subtags.contains("hant") { return .traditionalChinese }
            if subtags.contains("hans") { return .simplifiedChinese }
            if subtags.contains(where: { ["tw", "hk", "mo"].contains($0) }) { return .traditionalChinese }
            return .simplifiedChinese
        default:
            return nil
        }
    }

    /// Picks the page language: `?lang=` first, then `Accept-Language` by weight, then English.
    ///
    /// An unsupported `?lang=` value falls through to the header rather than failing the page.
    public static func negotiate(queryValue: String?, acceptLanguage: String?) -> Language {
        if let queryValue, let language = matching(tag: queryValue) { return language }
        for preference in LanguagePreference.parse(acceptLanguage ?? "") {
            if preference.range == "*" { return fallback }
            if let language = matching(tag: preference.range) { return language }
        }
        return fallback
    }
}
