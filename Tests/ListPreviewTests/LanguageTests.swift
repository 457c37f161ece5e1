@testable import Screens
import Testing

@Suite struct LanguageTests {
    @Test(arguments: [
        ("en", Language.english), ("en-GB", .english), ("EN-us", .english),
        ("zh", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh-SG", .simplifiedChinese),
        ("zh-Hans", .simplifiedChinese), ("zh-hans-cn", .simplifiedChinese),
        ("zh-TW", .traditionalChinese), ("zh-HK", .traditionalChinese), ("zh-MO", .traditionalChinese),
        ("zh-Hant", .traditionalChinese), ("zh-Hant-CN", .traditionalChinese), ("zh-Hans-TW", .simplifiedChinese),
    ])
    func matchesTags(tag: String, expected: Language) {
        #expect(Language.matching(tag: tag) == expected)
    }

    @Test(arguments: ["fr", "ja-JP", "", "zhx", "*"])
    func unsupportedTagsMatchNothing(tag: String) {
        #expect(Language.matching(tag: tag) == nil)
    }

    @Test func queryWinsOverHeader() {
        #expect(Language.negotiate(queryValue: "zh-Hant", acceptLanguage: "en") == .traditionalChinese)
    }

    @Test func unsupportedQueryFallsBackToHeader() {
        #expect(Language.negotiate(queryValue: "fr", acceptLanguage: "zh-CN,zh;q=0.9") == .simplifiedChinese)
    }

    @Test func headerIsReadByWeight() {
        #expect(Language.negotiate(queryValue: nil, acceptLanguage: "fr;q=1, en;q=0.5, zh-TW;q=0.8") == .traditionalChinese)
        #expect(Language.negotiate(queryValue: nil, acceptLanguage: "ja, zh-HK;q=0.1") == .traditionalChinese)
        #expect(Language.negotiate(queryValue: nil, acceptLanguage: "zh-TW;q=0, zh-CN;q=0.2") == .simplifiedChinese)
    }

    @Test func defaultsToEnglish() {
        #expect(Language.negotiate(queryValue: nil, acceptLanguage: nil) == .english)
        #expect(Language.negotiate(queryValue: nil, acceptLanguage: "fr, de;q=0.5") == .english)
        #expect(Language.negotiate(queryValue: nil, acceptLanguage: "*, zh-CN;q=0.5") == .english)
        #expect(Language.negotiate(queryValue: nil, acceptLanguage: "garbage;;;q=x") == .english)
    }

    @Test func localizedTextFallsBackToEnglish() {
        let text = LocalizedText([.english: "Hello", .simplifiedChinese: "你好"])
        #expect(text.resolved(for: .traditionalChinese) == "Hello")
        #expect(text.resolved(for: .simplifiedChinese) == "你好")
        #expect(LocalizedText([.traditionalChinese: "只有繁體"]).resolved(for: .english) == "只有繁體")
    }
}
