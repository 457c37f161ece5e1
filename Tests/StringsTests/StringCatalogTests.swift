@testable import Strings
import Testing

@Suite struct StringCatalogTests {
    let catalog: StringCatalog

    init() throws {
        catalog = try StringCatalog.load(file: Fixtures.path("Localizable.xcstrings"))
    }

    @Test func readsTheHeaderAndKeepsKeysInFileOrder() {
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.table == "Localizable")
        #expect(catalog.entries.map(\.key) == [
            "%lld files in %lld folders", "%lld items", "Done", "empty.title", "greeting", "legacy.banner", "settings.sync", "tap.hint",
        ])
    }

    @Test func readsATranslatedKeyInEveryLanguage() throws {
        let entry = try #require(catalog.entry(for: "empty.title"))
        #expect(entry.comment == "The title of an empty list.")
        #expect(entry.extractionState == "manual")
        #expect(entry.shouldTranslate)
        #expect(entry.languages == ["ar", "de", "en", "fr", "ja", "zh-Hans"])
        #expect(entry.localizations["zh-Hans"]?.stringUnit == StringUnit(state: "translated", value: "这里还没有内容"))
        #expect(entry.localizations["ar"]?.stringUnit?.value == "لا شيء هنا بعد")
    }

    @Test func keepsStatesAsWritten() {
        #expect(catalog.localization(of: "greeting", language: "de")?.stringUnit?.state == "needs_review")
        #expect(catalog.localization(of: "greeting", language: "fr")?.stringUnit?.state == "new")
        #expect(catalog.localization(of: "legacy.banner", language: "en")?.stringUnit?.state == "stale")
        #expect(catalog.entry(for: "legacy.banner")?.extractionState == "stale")
    }

    @Test func readsPluralForms() throws {
        let russian = try #require(catalog.localization(of: "%lld items", language: "ru"))
        #expect(russian.stringUnit == nil)
        #expect(russian.plural.keys.sorted() == [.one, .few, .many, .other])
        #expect(russian.plural[.few]?.value == "%lld элемента")
        let arabic = try #require(catalog.localization(of: "%lld items", language: "ar"))
        #expect(arabic.plural.keys.sorted() == PluralCategory.allCases)
        #expect(arabic.plural[.zero]?.value == "لا عناصر")
    }

    @Test func readsSubstitutions() throws {
        let english = try #require(catalog.localization(of: "%lld files in %lld folders", language: "en"))
        #expect(english.stringUnit?.value == "%#@files@ in %#@folders@")
        #expect(english.substitutions.keys.sorted() == ["files", "folders"])
        #expect(english.substitutions["folders"] == Substitution(argumentNumber: 2, formatSpecifier: "lld", plural: [
            .one: StringUnit(state: "translated", value: "%arg folder"),
            .other: StringUnit(state: "translated", value: "%arg folders"),
        ]))
    }

    @Test func aSubstitutionMayLeaveOutItsArgumentNumber() throws {
        let catalog = try StringCatalog.decode(Array(#"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"%@ ate %lld apples": {"localizations": {"en": {
          "stringUnit": {"state": "translated", "value": "%@ ate %#@apples@"},
          "substitutions": {"apples": {"formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "one apple"}},
            "other": {"stringUnit": {"state": "translated", "value": "%arg apples"}}}}}}}}}}}
        """#.utf8), file: "Apples.xcstrings")
        let english = try #require(catalog.localization(of: "%@ ate %lld apples", language: "en"))
        #expect(english.substitutions["apples"]?.argumentNumber == nil)
        #expect(try FormatString.format(english.stringUnit!.value, arguments: ["Ana", 1], substitutions: english.substitutions) == "Ana ate one apple")
    }

    @Test func theSourceLanguageStringOfAKeyWithoutOneIsTheKey() {
        #expect(catalog.entry(for: "Done")?.localizations.isEmpty == true)
        #expect(catalog.localization(of: "Done", language: "en")?.stringUnit?.value == "Done")
        #expect(catalog.localization(of: "Done", language: "de") == nil)
        #expect(catalog.localization(of: "settings.sync", language: "de") == nil)
        #expect(catalog.localization(of: "no.such.key", language: "en") == nil)
    }

    @Test func keepsTheIPhonesDeviceVariationAndSaysSo() throws {
        let english = try #require(catalog.localization(of: "tap.hint", language: "en"))
        #expect(english.devices == ["ipad", "iphone", "mac"])
        #expect(english.stringUnit?.value == "Tap to open")
        #expect(catalog.localization(of: "tap.hint", language: "de")?.stringUnit?.value == "Zum Öffnen tippen")
        #expect(catalog.notes.map(\.description) == [
            #"\#(catalog.file): strings["tap.hint"].localizations.de.variations.device: device variations (mac, other) are not previewed; the string for other devices is shown"#,
            #"\#(catalog.file): strings["tap.hint"].localizations.en.variations.device: device variations (ipad, iphone, mac) are not previewed; the iPhone’s string is shown"#,
        ])
        #expect(catalog.notes.map(\.key) == ["tap.hint", "tap.hint"])
        #expect(catalog.notes.map(\.language) == ["de", "en"])
    }

    @Test func aLanguageWithOnlyOtherDevicesHasNoString() throws {
        let catalog = try StringCatalog.decode(Array(#"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": {"variations": {"device": {
          "mac": {"stringUnit": {"state": "translated", "value": "Click"}}}}}}}}}
        """#.utf8), file: "Mac.xcstrings")
        #expect(catalog.entry(for: "k")?.localizations.isEmpty == true)
        #expect(catalog.notes.map(\.message) == ["device variations (mac) are not previewed; none is for an iPhone or other devices, so en has no string for this key here"])
    }

    @Test func skipsKeysNewerXcodeVersionsMayAdd() throws {
        let catalog = try StringCatalog.decode(Array(#"""
        {"sourceLanguage": "en", "version": "1.1", "futureKey": [1], "strings": {"k": {"shouldTranslate": false,
          "isCommentAutoGenerated": true, "localizations": {"en": {"stringUnit": {"state": "translated", "value": "K"}}}}}}
        """#.utf8), file: "New.xcstrings")
        #expect(catalog.version == "1.1")
        #expect(catalog.entry(for: "k")?.shouldTranslate == false)
        #expect(catalog.table == "New")
    }
}
