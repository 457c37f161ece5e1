import Strings
import Testing

@Suite struct AppleLanguageSpellingTests {
    @Test(arguments: [
        ("pt_BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("ZH_hant_tw", "zh-Hant-TW"), ("es-419", "es-419"),
        ("English", "en"), ("German", "de"), ("Base", "Base"), ("de", "de"),
    ])
    func normalizesTheWaysTagsAreWritten(tag: String, expected: String) {
        #expect(LanguageTag.canonicalSpelling(of: tag) == expected)
    }

    @Test func fallsBackFromTheMostSpecificTag() {
        #expect(LanguageTag.bundleFallbacks(for: "pt-BR") == ["pt-BR", "pt"])
        #expect(LanguageTag.bundleFallbacks(for: "zh-Hant-HK") == ["zh-Hant-HK", "zh-Hant", "zh"])
        #expect(LanguageTag.bundleFallbacks(for: "de") == ["de"])
    }

    @Test func chineseWithoutAScriptFallsBackToItsRegionsScript() {
        #expect(LanguageTag.bundleFallbacks(for: "zh-TW") == ["zh-TW", "zh-Hant", "zh"])
        #expect(LanguageTag.bundleFallbacks(for: "zh-HK") == ["zh-HK", "zh-Hant", "zh"])
        #expect(LanguageTag.bundleFallbacks(for: "zh-CN") == ["zh-CN", "zh-Hans", "zh"])
        #expect(LanguageTag.bundleFallbacks(for: "zh") == ["zh", "zh-Hans"])
    }

    @Test func readsTheLanguageAndRegion() {
        #expect(LanguageTag.primaryLanguage(of: "pt_BR") == "pt")
        #expect(LanguageTag.region(of: "pt_BR") == "BR")
        #expect(LanguageTag.region(of: "zh-Hant") == nil)
        #expect(LanguageTag.region(of: "es-419") == "419")
    }
}
