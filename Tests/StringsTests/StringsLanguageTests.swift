import Strings
import Testing

@Suite struct StringsLanguageTests {
    @Test(arguments: [
        ("pt_BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("ZH_hant_tw", "zh-Hant-TW"), ("es-419", "es-419"),
        ("English", "en"), ("German", "de"), ("Base", "Base"), ("de", "de"),
    ])
    func normalizesTheWaysTagsAreWritten(tag: String, expected: String) {
        #expect(StringsLanguage.normalize(tag) == expected)
    }

    @Test func fallsBackFromTheMostSpecificTag() {
        #expect(StringsLanguage.fallbacks(for: "pt-BR") == ["pt-BR", "pt"])
        #expect(StringsLanguage.fallbacks(for: "zh-Hant-HK") == ["zh-Hant-HK", "zh-Hant", "zh"])
        #expect(StringsLanguage.fallbacks(for: "de") == ["de"])
    }

    @Test func chineseWithoutAScriptFallsBackToItsRegionsScript() {
        #expect(StringsLanguage.fallbacks(for: "zh-TW") == ["zh-TW", "zh-Hant", "zh"])
        #expect(StringsLanguage.fallbacks(for: "zh-HK") == ["zh-HK", "zh-Hant", "zh"])
        #expect(StringsLanguage.fallbacks(for: "zh-CN") == ["zh-CN", "zh-Hans", "zh"])
        #expect(StringsLanguage.fallbacks(for: "zh") == ["zh", "zh-Hans"])
    }

    @Test func readsTheLanguageAndRegion() {
        #expect(StringsLanguage.primaryLanguage(of: "pt_BR") == "pt")
        #expect(StringsLanguage.region(of: "pt_BR") == "BR")
        #expect(StringsLanguage.region(of: "zh-Hant") == nil)
        #expect(StringsLanguage.region(of: "es-419") == "419")
    }
}
