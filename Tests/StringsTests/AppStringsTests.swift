import Strings
import Testing

@Suite struct AppStringsCatalogTests {
    let strings: AppStrings

    init() throws {
        strings = try AppStrings.load(paths: [Fixtures.path("Localizable.xcstrings")])
    }

    @Test func findsATranslationAndItsState() throws {
        let german = try #require(strings.lookup("empty.title", language: "de"))
        #expect(german.format == "Noch nichts hier")
        #expect(german.language == "de")
        #expect(german.isTranslation)
        #expect(german.state == "translated")
        #expect(german.file == Fixtures.path("Localizable.xcstrings"))
        #expect(strings.lookup("empty.title", language: "de-AT")?.format == "Noch nichts hier")
        #expect(strings.lookup("empty.title", language: "zh-CN")?.format == "这里还没有内容")
        #expect(strings.lookup("greeting", language: "de")?.state == "needs_review")
    }

    @Test func aMissingTranslationFallsBackToTheSourceLanguage() throws {
        let german = try #require(strings.lookup("settings.sync", language: "de"))
        #expect(german.format == "Sync with iCloud")
        #expect(german.language == "en")
        #expect(!german.isTranslation)
        #expect(strings.languages(translating: "settings.sync") == ["en", "fr"])
        #expect(strings.languages(translating: "empty.title") == ["ar", "de", "en", "fr", "ja", "zh-Hans"])
    }

    @Test func aKeyWithoutASourceStringIsItsOwnSourceString() throws {
        let english = try #require(strings.lookup("Done", language: "en"))
        #expect(english.format == "Done")
        #expect(english.isTranslation)
        #expect(english.state == nil)
        #expect(strings.lookup("Done", language: "de")?.isTranslation == false)
        #expect(strings.languages(translating: "Done") == ["en"])
    }

    @Test func anUnknownKeyIsMissing() throws {
        #expect(strings.lookup("no.such.key", language: "en") == nil)
        #expect(!strings.contains("no.such.key"))
        #expect(strings.contains("empty.title"))
        #expect(!strings.contains("empty.title", table: "InfoPlist"))
        #expect(try strings.text("no.such.key", language: "en") == nil)
    }

    @Test func theCountChoosesThePluralFormByTheLanguagesRule() throws {
        func text(_ language: String, _ count: Int) throws -> String? {
            try strings.lookup("%lld items", language: language, count: count)?.formatted([.number(Double(count))])
        }
        #expect(try text("en", 1) == "1 item")
        #expect(try text("en", 0) == "0 items")
        #expect(try [1, 2, 5, 21, 22, 25, 111].map { try text("ru", $0) } == [
            "1 элемент", "2 элемента", "5 элементов", "21 элемент", "22 элемента", "25 элементов", "111 элементов",
        ])
        #expect(try [0, 1, 2, 3, 11, 100].map { try text("ar", $0) } == ["لا عناصر", "عنصر واحد", "عنصران", "3 عناصر", "11 عنصرًا", "100 عنصر"])
        // Japanese has no string: English's, chosen by English's rule.
        #expect(try text("ja", 1) == "1 item")
        #expect(strings.lookup("%lld items", language: "ru", count: 3)?.pluralCategory == .few)
        #expect(strings.lookup("%lld items", language: "ru")?.pluralCategory == .other)
        #expect(strings.lookup("empty.title", language: "ru", count: 3)?.pluralCategory == nil)
    }

    @Test func substitutionsAndArgumentsAreFilledIn() throws {
        #expect(try strings.text("%lld files in %lld folders", language: "en", arguments: [1, 3]) == "1 file in 3 folders")
        #expect(try strings.text("%lld files in %lld folders", language: "de", arguments: [2, 1]) == "2 Dateien in 1 Ordner")
        #expect(try strings.text("greeting", language: "fr", arguments: ["Ana"]) == "Bonjour Ana !")
        #expect(try strings.text("%lld items", language: "ru", arguments: [4]) == "4 элемента")
        #expect(try strings.text("%lld items", language: "en") == "%lld items")
        #expect(try strings.text("tap.hint", language: "en") == "Tap to open")
    }

    @Test func aWrongArgumentIsAnErrorNotACrash() {
        #expect(throws: FormatError.typeMismatch(specifier: "%lld", position: 1, expected: "a number", got: "\"many\"")) {
            try strings.text("%lld items", language: "en", arguments: ["many"])
        }
        #expect(throws: FormatError.missingArgument(specifier: "%#@folders@", position: 2, given: 1)) {
            try strings.text("%lld files in %lld folders", language: "en", arguments: [1])
        }
    }

    @Test func listsTablesKeysLanguagesAndNotes() {
        #expect(strings.tables == ["Localizable"])
        #expect(strings.keys().first == "%lld files in %lld folders")
        #expect(strings.keys().count == 8)
        #expect(strings.languages == ["ar", "de", "en", "fr", "ja", "ru", "zh-Hans"])
        #expect(strings.developmentLanguage == "en")
        #expect(strings.notes.count == 2)
        #expect(strings.files == [Fixtures.path("Localizable.xcstrings")])
    }

    @Test func aGivenDevelopmentLanguageWinsAndTheLastResortIsTheKey() throws {
        let strings = try AppStrings.load(paths: [Fixtures.path("Localizable.xcstrings")], developmentLanguage: "de")
        #expect(strings.developmentLanguage == "de")
        let japanese = try #require(strings.lookup("settings.sync", language: "ja"))
        #expect(japanese.format == "settings.sync")
        #expect(japanese.language == nil)
        #expect(japanese.file == nil)
        #expect(!japanese.isTranslation)
    }
}

@Suite struct AppStringsLprojTests {
    let strings: AppStrings

    init() throws {
        strings = try AppStrings.load(paths: [Fixtures.path("App")])
    }

    @Test func readsTheTreeAndTheCatalogInIt() {
        #expect(strings.tables == ["InfoPlist", "Localizable", "Settings"])
        #expect(strings.languages == ["Base", "de", "en", "pt", "pt-BR", "zh-Hans"])
        #expect(strings.developmentLanguage == "en")
        #expect(strings.lookup("settings.title", table: "Settings", language: "de")?.format == "Einstellungen")
        #expect(strings.lookup("settings.title", table: "Settings", language: "en")?.format == "settings.title")
        #expect(strings.lookup("pod.key", language: "en") == nil)
    }

    @Test func fallsBackFromRegionToLanguageToDevelopmentLanguage() throws {
        let brazilian = try #require(strings.lookup("empty.title", language: "pt-BR"))
        #expect(brazilian.format == "Nada aqui ainda")
        #expect(brazilian.language == "pt")
        #expect(brazilian.isTranslation)
        #expect(brazilian.state == nil)
        let french = try #require(strings.lookup("empty.title", language: "fr"))
        #expect(french.format == "Nothing here yet")
        #expect(!french.isTranslation)
        #expect(strings.lookup("empty.title", language: "de")?.format == "Noch nichts hier")
        #expect(strings.lookup("empty.title", language: "zh-CN")?.format == "这里还没有内容")
        #expect(strings.lookup("empty.title", language: "zh-TW")?.language == "en")
    }

    @Test func baseIsTheDevelopmentLanguagesFallback() throws {
        let english = try #require(strings.lookup("only.base", language: "en-GB"))
        #expect(english.format == "From Base")
        #expect(english.language == "Base")
        #expect(english.isTranslation)
        #expect(strings.lookup("only.base", language: "de")?.isTranslation == false)
        #expect(strings.lookup("only.base", language: "de")?.format == "From Base")
    }

    @Test func otherTablesAreLookedUpByName() {
        #expect(strings.lookup("NSCameraUsageDescription", table: "InfoPlist", language: "pt-BR")?.format == "Para digitalizar documentos")
        #expect(strings.lookup("NSCameraUsageDescription", language: "pt-BR") == nil)
    }
}

@Suite struct AppStringsMergingTests {
    private func file(_ text: String, _ path: String) throws -> StringsFile {
        try StringsFile.decode(Array(text.utf8), file: path)
    }

    @Test func aLaterSourceReplacesAnEarlierOnesString() throws {
        var strings = AppStrings()
        strings.add(try file(#""a" = "first"; "b" = "only first";"#, "one/en.lproj/Localizable.strings"))
        strings.add(try file(#""a" = "second";"#, "two/en.lproj/Localizable.strings"))
        #expect(strings.lookup("a", language: "en")?.format == "second")
        #expect(strings.lookup("a", language: "en")?.file == "two/en.lproj/Localizable.strings")
        #expect(strings.lookup("b", language: "en")?.format == "only first")
        #expect(strings.keys() == ["a", "b"])
    }

    @Test func theKeyAsSourceStringNeverReplacesAWrittenOne() throws {
        var strings = AppStrings()
        strings.add(try file(#""Done" = "Finished";"#, "en.lproj/Localizable.strings"))
        strings.add(try StringCatalog.load(file: Fixtures.path("Localizable.xcstrings")))
        #expect(strings.lookup("Done", language: "en")?.format == "Finished")
    }

    @Test func aFileWithoutALanguageCountsAsBase() throws {
        var strings = AppStrings()
        strings.add(try file(#""k" = "v";"#, "Loose.strings"))
        #expect(strings.languages == ["Base"])
        #expect(strings.lookup("k", table: "Loose", language: "en")?.isTranslation == true)
    }
}
