import Strings

/// A string given in any number of languages (BCP 47 tags), or once for every language.
///
/// Stored as one string (a name, a number: the common case in long lists) or a small array of
/// translations in the order the fixture gave them, so a row costs no dictionary per text.
public struct LocalizedText: Sendable, Equatable {
    /// One language's text.
    public struct Translation: Sendable, Equatable {
        public let tag: LanguageTag
        public let text: String

        public init(tag: LanguageTag, text: String) {
            self.tag = tag
            self.text = text
        }
    }

    /// A text's key in the app's strings (`String(localized: "empty.inbox.title", table: "Inbox")`).
    public struct Key: Sendable, Equatable {
        /// The key.
        public let key: String
        /// The strings table (`Localizable` unless a fixture names another).
        public let table: String

        /// The values the key's formats are filled from (`"args"`): another key picked for this
        /// text is filled from the same ones.
        public let arguments: [FormatArgument]

        public init(_ key: String, table: String = "Localizable", arguments: [FormatArgument] = []) {
            self.key = key
            self.table = table
            self.arguments = arguments
        }
    }

    private enum Storage: Sendable, Equatable {
        case verbatim(String)
        case translations([Translation])
        // Boxed (indirect), so a row's texts, which never have a key, stay as small as before.
        indirect case keyed(Key, Storage)
    }

    private let storage: Storage

    /// Text in the built-in languages given; missing ones fall back (see ``resolved(for:)-tag``).
    public init(_ values: [Language: String]) {
        storage = .translations(Language.allCases.compactMap { language in
            values[language].map { Translation(tag: language.tag, text: $0) }
        })
    }

    /// Text in the languages given, in that order.
    public init(translations: [Translation]) {
        storage = .translations(translations)
    }

    /// `text`, taken from the app's strings by `key`: the code written for it names the key.
    public init(_ text: LocalizedText, key: Key) {
        storage = .keyed(key, text.plain)
    }

    /// The key the text was taken by from the app's strings, if it was.
    public var key: Key? {
        if case let .keyed(key, _) = storage { return key }
        return nil
    }

    /// The storage without its key.
    private var plain: Storage {
        if case let .keyed(_, inner) = storage { return inner }
        return storage
    }

    /// The same text in every language, e.g. a name.
    public init(verbatim text: String) {
        storage = .verbatim(text)
    }

    /// `LocalizedText(en: "No data", zhHans: "暂无数据", zhHant: "暫無數據")`.
    public init(en: String, zhHans: String, zhHant: String) {
        self.init([.english: en, .simplifiedChinese: zhHans, .traditionalChinese: zhHant])
    }

    /// Whether the text was given as one string for every language (a name, a number) rather than
    /// per language: the audit's translation check expects no translation of it.
    public var isVerbatim: Bool {
        if case .verbatim = plain { return true }
        return false
    }

    /// The translations given, in order (a verbatim text is English's).
    public var translations: [Translation] {
        switch plain {
        case let .verbatim(text): [Translation(tag: Language.english.tag, text: text)]
        case let .translations(translations): translations
        case .keyed: []
        }
    }

    /// The languages given, in order.
    public var tags: [LanguageTag] {
        switch plain {
        case .verbatim, .keyed: []
        case let .translations(translations): translations.map(\.tag)
        }
    }

    /// The translation given for exactly `tag`, if any.
    public subscript(tag: LanguageTag) -> String? {
        translations.first { $0.tag == tag }?.text
    }

    /// Whether any translation satisfies `predicate`.
    public func contains(where predicate: (String) -> Bool) -> Bool {
        switch plain {
        case let .verbatim(text): predicate(text)
        case let .translations(translations): translations.contains { predicate($0.text) }
        case .keyed: false
        }
    }

    /// The text for `tag`: exactly that language; else the same language and script (`zh-Hant-HK`
    /// finds `zh-Hant`, `zh-TW` finds `zh-Hant`, `pt-PT` finds `pt-BR`); else its fallbacks (`de-AT`
    /// → `de`); else English; else the first given. Another script is never a fallback: a
    /// Traditional Chinese reader gets English rather than Simplified.
    public func resolved(for tag: LanguageTag) -> String {
        let translations: [Translation]
        switch plain {
        case let .verbatim(text): return text
        case let .translations(given): translations = given
        case .keyed: return ""
        }
        if let exact = translations.first(where: { $0.tag == tag }) { return exact.text }
        if let match = tag.bestMatch(among: translations.map(\.tag)) { return self[match] ?? "" }
        if let english = translations.first(where: { $0.tag.language == "en" }) { return english.text }
        return translations.first?.text ?? ""
    }

    /// Equal when every language shows the same text (however it was written).
    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.translations == rhs.translations
    }
}
