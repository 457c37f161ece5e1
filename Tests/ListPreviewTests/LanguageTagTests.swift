@testable import Fixtures
import HTTP
@testable import ListPreview
@testable import Screens
@testable import Store
@testable import Strings
import Testing

/// Any BCP 47 language in fixtures, negotiated with region fallbacks, right to left by script.
@Suite struct LanguageTagTests {
    @Test(arguments: ["en", "de", "pt-BR", "zh-Hans", "zh-Hant-HK", "sr-Latn-RS", "es-419", "de-CH-1996", "ast", "yue-Hant"])
    func wellFormedTagsAreAccepted(tag: String) {
        #expect(LanguageTag(tag)?.description == tag)
    }

    @Test(arguments: ["", "e", "en_US", "english", "zh-Hans-", "-en", "en--US", "12", "en-U", "de-1996-1996", "title", "symbol"])
    func malformedTagsAreRefused(tag: String) {
        #expect(LanguageTag(tag) == nil)
    }

    @Test func tagsAreWrittenInCanonicalCase() {
        #expect(LanguageTag("PT-br")?.description == "pt-BR")
        #expect(LanguageTag("zh-hans-cn")?.description == "zh-Hans-CN")
        #expect(LanguageTag("SR-LATN")?.description == "sr-Latn")
    }

    @Test func directionFollowsTheScript() {
        for rtl in ["ar", "ar-EG", "he", "fa", "ur", "yi", "az-Arab", "ku-Arab", "dv"] {
            #expect(LanguageTag(rtl)!.isRightToLeft, "\(rtl)")
        }
        for ltr in ["en", "de", "zh-Hant", "ja", "az-Latn", "ru", "hi"] {
            #expect(!LanguageTag(ltr)!.isRightToLeft, "\(ltr)")
        }
    }

    @Test func aReaderGetsTheNearestAvailableLanguage() {
        let available = ["en", "de", "pt-BR", "zh-Hans", "zh-Hant", "sr-Latn"].compactMap { LanguageTag($0) }
        func match(_ tag: String) -> String? { LanguageTag(tag)!.bestMatch(among: available)?.description }
        #expect(match("de-AT") == "de")
        #expect(match("pt-PT") == "pt-BR")
        #expect(match("zh-TW") == "zh-Hant")
        #expect(match("zh-HK") == "zh-Hant")
        #expect(match("zh-CN") == "zh-Hans")
        #expect(match("zh") == "zh-Hans")
        #expect(match("sr-Latn-RS") == "sr-Latn")
        #expect(match("sr-Cyrl") == nil, "another script is no match")
        #expect(match("fr") == nil)
    }

    @Test func acceptLanguageIsWeighedThenFallsBackToEnglish() {
        let available = ["en", "de", "fr", "ar"].compactMap { LanguageTag($0) }
        #expect(LanguageTag.negotiate(acceptLanguage: "fr;q=0.5, de-AT;q=0.9", among: available).description == "de")
        #expect(LanguageTag.negotiate(acceptLanguage: "ja, ar;q=0.1", among: available).description == "ar")
        #expect(LanguageTag.negotiate(acceptLanguage: "ja", among: available).description == "en")
        #expect(LanguageTag.negotiate(acceptLanguage: "*", among: available).description == "en")
        #expect(LanguageTag.negotiate(acceptLanguage: nil, among: available).description == "en")
    }

    @Test func textsFallBackByRegionThenToEnglishButNeverToAnotherScript() {
        let text = LocalizedText(translations: [("en", "Photos"), ("de", "Fotos"), ("pt-BR", "Fotos (BR)"), ("zh-Hans", "照片")].map {
            LocalizedText.Translation(tag: LanguageTag($0.0)!, text: $0.1)
        })
        #expect(text.resolved(for: LanguageTag("de-AT")!) == "Fotos")
        #expect(text.resolved(for: LanguageTag("pt-PT")!) == "Fotos (BR)")
        #expect(text.resolved(for: LanguageTag("zh-CN")!) == "照片")
        #expect(text.resolved(for: LanguageTag("zh-TW")!) == "Photos", "Simplified is not Traditional")
        // Bare `zh` is written in Simplified characters: no fallback for a Traditional reader either.
        let bare = LocalizedText(translations: [("en", "Photos"), ("zh", "照片")].map {
            LocalizedText.Translation(tag: LanguageTag($0.0)!, text: $0.1)
        })
        #expect(bare.resolved(for: LanguageTag("zh-TW")!) == "Photos")
        #expect(bare.resolved(for: LanguageTag("zh-CN")!) == "照片")
        #expect(LanguageTag("zh-TW")!.fallbacks.map(\.description) == ["zh-Hant"])
        #expect(text.resolved(for: LanguageTag("ja")!) == "Photos")
        #expect(text.tags.map(\.description) == ["en", "de", "pt-BR", "zh-Hans"])
    }

    private func app() throws -> App {
        let fixtures = #"""
            {"screens": [{"id": "world", "title": {"en": "World", "de": "Welt", "ar": "العالم", "he": "עולם"}, "sections": [{"rows": ["One"]}],
              "emptyStates": {"empty": {"title": {"en": "Nothing", "de": "Nichts", "ar": "لا شيء", "he": "כלום"}}}}]}
            """#
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).decode(Array(fixtures.utf8), file: "world.json")
        return App(store: ScreenStore(screens: screens), assets: Assets.builtIn)
    }

    private func page(_ app: App, _ target: String, headers: Headers = [:]) -> String {
        String(decoding: app.respond(to: Request(method: .get, target: target, headers: headers)).body, as: UTF8.self)
    }

    @Test func theScreensLanguagesAreTheTagsItsTextsUse() throws {
        let app = try app()
        #expect(app.store.screen(id: "world")?.languages.map(\.description) == ["en", "de", "ar", "he"])
        let html = page(app, "/screens/world")
        for (tag, name) in [("de", "Deutsch"), ("ar", "العربية"), ("he", "עברית")] {
            #expect(html.contains(#"href="?lang=\#(tag)" lang="\#(tag)">\#(name)</a>"#), "\(tag)")
        }
        #expect(!html.contains(">简体中文<"), "a language no text uses is not offered")
    }

    @Test func rightToLeftLanguagesAreDrawnRightToLeftUnlessTheURLSaysOtherwise() throws {
        let app = try app()
        let arabic = page(app, "/screens/world?lang=ar")
        #expect(arabic.contains(#"lang="ar" dir="rtl""#))
        #expect(arabic.contains(">العالم</h1>"))
        // The tool's own interface stays English and left to right.
        #expect(arabic.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\""))
        #expect(page(app, "/screens/world?lang=he").contains(#"lang="he" dir="rtl""#))
        #expect(page(app, "/screens/world?lang=ar&dir=ltr").contains(#"lang="ar" dir="ltr""#))
        #expect(page(app, "/screens/world?lang=de").contains(#"lang="de" dir="ltr""#))
    }

    @Test func acceptLanguagePicksAmongTheScreensLanguages() throws {
        let app = try app()
        #expect(page(app, "/screens/world", headers: ["Accept-Language": "de-AT,de;q=0.9,en;q=0.5"]).contains(">Welt</h1>"))
        #expect(page(app, "/screens/world", headers: ["Accept-Language": "ja"]).contains(">World</h1>"))
        // A language the screens do not have falls back as Accept-Language would; a malformed one too.
        #expect(page(app, "/screens/world?lang=fr", headers: ["Accept-Language": "de"]).contains(">Welt</h1>"))
        #expect(page(app, "/screens/world?lang=en_US").contains(">World</h1>"))
    }
}
