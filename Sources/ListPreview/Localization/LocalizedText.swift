/// A string given in each supported language.
///
/// Stored inline, one optional per language, so a fixture with many rows costs no dictionary per text.
public struct LocalizedText: Sendable, Equatable {
    private let english: String?
    private let simplifiedChinese: String?
    private let traditionalChinese: String?
    /// Whether the text was given as one string for every language (a name, a number) rather than
    /// per language: the audit's translation check expects no translation of it.
    public let isVerbatim: Bool

    /// Text with a translation per language; missing ones fall back to English, then to any.
    public init(_ values: [Language: String]) {
        english = values[.english]
        simplifiedChinese = values[.simplifiedChinese]
        traditionalChinese = values[.traditionalChinese]
        isVerbatim = false
    }

    /// The same text in every language, e.g. a name.
    public init(verbatim text: String) {
        english = text
        simplifiedChinese = nil
        traditionalChinese = nil
        isVerbatim = true
    }

    /// `LocalizedText(en: "No data", zhHans: "暂无数据", zhHant: "暫無數據")`.
    public init(en: String, zhHans: String, zhHant: String) {
        english = en
        simplifiedChinese = zhHans
        traditionalChinese = zhHant
        isVerbatim = false
    }

    /// Equal when every language shows the same text (however it was written).
    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.english == rhs.english && lhs.simplifiedChinese == rhs.simplifiedChinese
            && lhs.traditionalChinese == rhs.traditionalChinese
    }

    /// The translation given for `language`, if any.
    public subscript(language: Language) -> String? {
        switch language {
        case .english: english
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }

    /// The translations given, by language.
    public var translations: [Language: String] {
        var values: [Language: String] = [:]
        for language in Language.allCases { values[language] = self[language] }
        return values
    }

    /// Whether any translation satisfies `predicate`.
    public func contains(where predicate: (String) -> Bool) -> Bool {
        english.map(predicate) == true || simplifiedChinese.map(predicate) == true || traditionalChinese.map(predicate) == true
    }

    /// The text for `language`, falling back to English and then to any translation.
    public func resolved(for language: Language) -> String {
        self[language] ?? english ?? simplifiedChinese ?? traditionalChinese ?? ""
    }
}
