/// A string given in each supported language.
public struct LocalizedText: Sendable, Equatable {
    /// The translations given, by language.
    public let translations: [Language: String]

    /// Text with a translation per language; missing ones fall back to English, then to any.
    public init(_ values: [Language: String]) {
        self.translations = values
    }

    /// The same text in every language, e.g. a name.
    public init(verbatim text: String) {
        self.translations = [.english: text]
    }

    /// `LocalizedText(en: "No data", zhHans: "暂无数据", zhHant: "暫無數據")`.
    public init(en: String, zhHans: String, zhHant: String) {
        self.translations = [.english: en, .simplifiedChinese: zhHans, .traditionalChinese: zhHant]
    }

    /// The text for `language`, falling back to English and then to any translation.
    public func resolved(for language: Language) -> String {
        translations[language] ?? translations[.english] ?? Language.allCases.lazy.compactMap { translations[$0] }.first ?? ""
    }
}
