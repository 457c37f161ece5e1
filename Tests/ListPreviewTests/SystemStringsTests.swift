import Audit
import HTTP
@testable import ListPreview
import Screens
import Strings
import Testing

/// The texts UIKit itself supplies appear in the page's language, in every language iOS ships,
/// with Apple's own wording where Apple's glossaries give it, and the audit never calls them
/// untranslated.
@Suite struct SystemStringsTests {
    private static let every: [(String, LocalizedText)] = [
        ("cancel", SystemStrings.cancel), ("back", SystemStrings.back), ("search", SystemStrings.search),
        ("loading", SystemStrings.loading), ("noResults", SystemStrings.noResults), ("noResultsFor", SystemStrings.noResultsFor),
        ("searchDetail", SystemStrings.searchDetail), ("retry", SystemStrings.retry), ("switchOn", SystemStrings.switchOn),
        ("switchOff", SystemStrings.switchOff), ("selected", SystemStrings.selected), ("clearText", SystemStrings.clearText),
    ]
    /// The languages of iOS 18, by their base tag.
    private static let iOSLanguages = ["ar", "ca", "cs", "da", "de", "el", "en", "es", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja",
                                       "ko", "ms", "nb", "nl", "pl", "pt-BR", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant"]

    private func text(_ text: LocalizedText, _ tag: String) -> String { text.resolved(for: LanguageTag(tag)!) }

    @Test func everyTextIsInEveryLanguageIOSShips() {
        for (name, text) in Self.every {
            let given = Set(text.tags.map(\.description))
            #expect(given.isSuperset(of: Self.iOSLanguages), "\(name) lacks \(Set(Self.iOSLanguages).subtracting(given).sorted())")
            if name == "noResultsFor" {
                #expect(text.translations.allSatisfy { $0.text.contains("{query}") }, "every language keeps the query")
            }
        }
    }

    /// A sample against Apple's localization glossaries (UIKitCore's Cancel, Back and Search).
    @Test func aSampleIsApplesOwnWording() {
        let expected: [(LocalizedText, String, String)] = [
            (SystemStrings.cancel, "de", "Abbrechen"), (SystemStrings.cancel, "ja", "キャンセル"), (SystemStrings.cancel, "ar", "إلغاء"),
            (SystemStrings.cancel, "fr", "Annuler"), (SystemStrings.cancel, "fi", "Kumoa"), (SystemStrings.cancel, "ro", "Renunță"),
            (SystemStrings.back, "de", "Zurück"), (SystemStrings.back, "ja", "戻る"), (SystemStrings.back, "nl", "Vorige"),
            (SystemStrings.back, "pt-PT", "Anterior"), (SystemStrings.back, "he", "הקודם"),
            (SystemStrings.search, "de", "Suchen"), (SystemStrings.search, "fi", "Haku"), (SystemStrings.search, "pt-PT", "Pesquisa"),
            (SystemStrings.search, "ko", "검색"), (SystemStrings.search, "zh-Hant", "搜尋"),
        ]
        for (text, tag, word) in expected {
            #expect(self.text(text, tag) == word, "\(tag)")
        }
        // Regions fall back to their language, another script never does.
        #expect(text(SystemStrings.cancel, "de-AT") == "Abbrechen" && text(SystemStrings.back, "pt-BR") == "Voltar")
        #expect(text(SystemStrings.search, "zh-HK") == "搜尋" && text(SystemStrings.search, "zh-CN") == "搜索")
        #expect(text(SystemStrings.loading, "es-MX") == "Cargando…")
    }

    /// A German screen: its search field, Cancel and no-results placeholder in German, and the audit
    /// finds nothing untranslated.
    @Test func aGermanPageHasNoEnglishOfTheSystems() throws {
        let screen = Screen(id: "inbox", title: LocalizedText(translations: [.init(tag: LanguageTag("en")!, text: "Inbox"),
                                                                             .init(tag: LanguageTag("de")!, text: "Eingang")]),
                            searchBar: SearchBarConfig(), sections: [ListSection(rows: [Row(title: LocalizedText(verbatim: "Ann Lee"))])])
        let app = App(screens: [screen], assets: Assets(files: [:]))
        let page = String(decoding: app.respond(to: Request(method: .get, target: "/screens/inbox?lang=de&state=search&embed=1")).body, as: UTF8.self)
        #expect(page.contains(#"placeholder="Suchen""#))
        #expect(page.contains(">Abbrechen<"))
        #expect(page.contains("Keine Ergebnisse für „Zanzibar“"))
        #expect(page.contains("Überprüfe die Schreibweise oder versuche es mit einer neuen Suche."))
        for word in ["Search", "Cancel", "No Results", "Check the spelling"] {
            #expect(!page.contains(">\(word)") && !page.contains("\"\(word)\""), "\(word) in a German page")
        }
        #expect(TranslationAudit.findings(screen, language: LanguageTag("de")!).isEmpty)
    }
}
