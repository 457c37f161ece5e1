import Strings

/// Each language's name in itself, for the language picker: `Deutsch`, `日本語`, `العربية`,
/// `Português (Brasil)`. A tag it does not know is shown as written.
package enum LanguageNames {
    package static func endonym(_ tag: LanguageTag) -> String {
        let key = tag.description
        if let name = names[key] { return name }
        let base = names[tag.language + (tag.script.map { "-" + $0 } ?? "")] ?? names[tag.language]
        guard let base else { return key }
        return tag.region.map { base + " (" + $0 + ")" } ?? base
    }

    private static let names: [String: String] = [
        "en": "English", "en-GB": "English (UK)", "en-US": "English (US)", "en-AU": "English (Australia)",
        "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "zh": "中文", "zh-HK": "繁體中文 (香港)",
        "de": "Deutsch", "fr": "Français", "fr-CA": "Français (Canada)", "es": "Español", "es-419": "Español (Latinoamérica)",
        "es-MX": "Español (México)", "it": "Italiano", "pt": "Português", "pt-BR": "Português (Brasil)",
        "pt-PT": "Português (Portugal)", "nl": "Nederlands", "sv": "Svenska", "da": "Dansk", "nb": "Norsk bokmål",
        "fi": "Suomi", "pl": "Polski", "cs": "Čeština", "sk": "Slovenčina", "hu": "Magyar", "ro": "Română",
        "el": "Ελληνικά", "tr": "Türkçe", "ru": "Русский", "uk": "Українська", "ja": "日本語", "ko": "한국어",
        "ar": "العربية", "he": "עברית", "fa": "فارسی", "ur": "اردو", "hi": "हिन्दी", "bn": "বাংলা", "th": "ไทย",
        "vi": "Tiếng Việt", "id": "Bahasa Indonesia", "ms": "Bahasa Melayu", "ca": "Català", "hr": "Hrvatski",
        "sr": "Српски", "sr-Latn": "Srpski", "bg": "Български", "lt": "Lietuvių", "lv": "Latviešu", "et": "Eesti",
        "sl": "Slovenščina", "is": "Íslenska", "ta": "தமிழ்", "te": "తెలుగు", "mr": "मराठी", "gu": "ગુજરાતી",
        "kn": "ಕನ್ನಡ", "ml": "മലയാളം", "pa": "ਪੰਜਾਬੀ", "sw": "Kiswahili", "fil": "Filipino", "yi": "ייִדיש",
    ]
}
