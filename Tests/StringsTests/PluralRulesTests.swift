@testable import Strings
import Testing

/// Each rule against the `@integer` and `@decimal` samples CLDR 44 publishes in `plurals.xml`.
@Suite struct PluralRulesTests {
    private func categories(_ language: String, _ counts: some Sequence<Int>) -> Set<PluralCategory> {
        Set(counts.map { PluralRules.category(for: $0, language: language) })
    }

    private func category(_ language: String, decimal: String) -> PluralCategory {
        PluralRules.category(for: PluralOperands(decimal: decimal)!, language: language)
    }

    @Test func englishAndGerman() {
        for language in ["en", "de", "en-GB", "de-CH"] {
            #expect(categories(language, [1]) == [.one])
            #expect(categories(language, [0, 2, 16, 100, 1000, 1_000_000]) == [.other])
            #expect(category(language, decimal: "1.0") == .other)
            #expect(PluralRules.categories(for: language) == [.one, .other])
        }
    }

    @Test func frenchCountsZeroAsOneAndMillionsAsMany() {
        #expect(categories("fr", [0, 1]) == [.one])
        #expect(categories("fr", [1_000_000, 2_000_000, 5_000_000]) == [.many])
        #expect(categories("fr", Array(2...17) + [100, 1000, 10000, 100_000, 1_500_000]) == [.other])
        #expect(category("fr", decimal: "1.5") == .one)
        #expect(category("fr", decimal: "1000000.0") == .other)
        #expect(PluralRules.categories(for: "fr") == [.one, .many, .other])
    }

    @Test func spanishItalianAndPortuguese() {
        #expect(categories("es", [1]) == [.one])
        #expect(category("es", decimal: "1.0") == .one)
        #expect(categories("es", [0, 2, 16, 100]) == [.other])
        #expect(categories("es", [1_000_000]) == [.many])
        #expect(categories("it", [1]) == [.one])
        #expect(categories("it", [0, 2, 16]) == [.other])
        #expect(categories("it", [1_000_000]) == [.many])
        #expect(categories("pt", [0, 1]) == [.one])
        #expect(categories("pt-BR", [0, 1]) == [.one])
        #expect(categories("pt-PT", [1]) == [.one])
        #expect(categories("pt-PT", [0, 2]) == [.other])
        #expect(categories("pt", [1_000_000]) == [.many])
    }

    @Test func russianAndUkrainian() {
        for language in ["ru", "uk"] {
            #expect(categories(language, [1, 21, 31, 41, 51, 61, 71, 81, 101, 1001]) == [.one])
            #expect(categories(language, Array(2...4) + Array(22...24) + Array(32...34) + [62, 102, 1002]) == [.few])
            #expect(categories(language, [0] + Array(5...19) + [25, 100, 111, 1000, 10000, 1_000_000]) == [.many])
            #expect(category(language, decimal: "1.5") == .other)
            #expect(category(language, decimal: "10.0") == .other)
        }
    }

    @Test func polishAndCzech() {
        #expect(categories("pl", [1]) == [.one])
        #expect(categories("pl", [2, 3, 4, 22, 23, 24, 102, 1002]) == [.few])
        #expect(categories("pl", [0, 5, 12, 13, 14, 19, 21, 100, 1000]) == [.many])
        #expect(category("pl", decimal: "1.5") == .other)
        #expect(categories("cs", [1]) == [.one])
        #expect(categories("cs", [2, 3, 4]) == [.few])
        #expect(categories("cs", [0, 5, 19, 100, 1000]) == [.other])
        #expect(category("cs", decimal: "1.5") == .many)
    }

    @Test func hebrew() {
        #expect(categories("he", [1]) == [.one])
        #expect(category("he", decimal: "0.5") == .one)
        #expect(categories("he", [2]) == [.two])
        #expect(categories("he", [0, 3, 17, 20, 100, 1000]) == [.other])
        #expect(PluralRules.categories(for: "he") == [.one, .two, .other])
    }

    @Test func arabic() {
        #expect(categories("ar", [0]) == [.zero])
        #expect(categories("ar", [1]) == [.one])
        #expect(categories("ar", [2]) == [.two])
        #expect(categories("ar", Array(3...10) + Array(103...110) + [1003]) == [.few])
        #expect(categories("ar", Array(11...26) + [111, 1011]) == [.many])
        #expect(categories("ar", [100, 101, 102, 200, 201, 202, 600, 1000, 10000]) == [.other])
        #expect(category("ar", decimal: "3.0") == .few)
        #expect(category("ar", decimal: "0.0") == .zero)
        #expect(category("ar", decimal: "3.5") == .other)
        #expect(PluralRules.categories(for: "ar") == PluralCategory.allCases)
    }

    @Test func japaneseAndChineseHaveOnlyOther() {
        for language in ["ja", "zh", "zh-Hans", "zh-Hant-TW", "ko"] {
            #expect(categories(language, [0, 1, 2, 5, 11, 100]) == [.other])
            #expect(PluralRules.hasRules(for: language))
        }
    }

    @Test func anUnknownLanguageHasOnlyOtherAsInCLDRsRoot() {
        #expect(categories("tlh", [0, 1, 2]) == [.other])
        #expect(!PluralRules.hasRules(for: "tlh"))
    }

    @Test func operandsFollowTheWrittenForm() {
        let written = PluralOperands(decimal: "1.50")!
        #expect((written.i, written.v, written.f, written.t) == (1, 2, 50, 5))
        #expect(PluralOperands(2.5) == PluralOperands(decimal: "2.5"))
        #expect(PluralOperands(-3) == PluralOperands(3))
        #expect(PluralOperands(decimal: "1e3") == nil)
        #expect(PluralOperands(decimal: "1.") == nil)
    }

    @Test func foundationShowsAZeroFormForZeroInAnyLanguage() {
        let unit = StringUnit(state: "translated", value: "")
        let withZero: [PluralCategory: StringUnit] = [.zero: unit, .one: unit, .other: unit]
        let withoutZero: [PluralCategory: StringUnit] = [.one: unit, .other: unit]
        #expect(PluralRules.form(for: PluralOperands(0), language: "en", among: withZero) == .zero)
        #expect(PluralRules.form(for: PluralOperands(0), language: "de", among: withZero) == .zero)
        #expect(PluralRules.form(for: PluralOperands(0), language: "en", among: withoutZero) == .other)
        #expect(PluralRules.form(for: PluralOperands(0), language: "fr", among: withoutZero) == .one)
        #expect(PluralRules.form(for: PluralOperands(decimal: "0.0")!, language: "en", among: withZero) == .zero)
        #expect(PluralRules.form(for: PluralOperands(1), language: "en", among: withZero) == .one)
        #expect(PluralRules.form(for: PluralOperands(11), language: "ar", among: withZero) == .many)
    }
}
