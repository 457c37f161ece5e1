@testable import Fixtures
import JSON
@testable import ListPreview
@testable import Screens
import Strings
import TestSupport
import Testing

/// Texts given by key in fixtures, resolved from the app's String Catalog per language —
/// plural forms, substitutions, missing keys and translations, review states.
@Suite struct StringsFixtureTests {
    private let catalog = Repository.root + "/Examples/app/Localizable.xcstrings"

    private func decode(_ json: String, strings: AppStrings?) throws -> ([Screen], [JSONIssue]) {
        var warnings: [JSONIssue] = []
        let screens = try FixtureDecoder(images: ImageResolver(builtIn: [], loaded: [:]), strings: strings)
            .decode(Array(json.utf8), file: "t.json", warnings: &warnings)
        return (screens, warnings)
    }

    private func text(_ json: String) throws -> (LocalizedText, [String]) {
        let strings = try AppStrings.load(paths: [catalog])
        let (screens, warnings) = try decode(#"{"screens": [{"id": "t", "sections": [], "title": \#(json)}]}"#, strings: strings)
        return (screens[0].title, warnings.map(\.description))
    }

    private func tag(_ text: String) -> LanguageTag { LanguageTag(text)! }

    @Test func aKeyIsResolvedInEveryLanguageTheCatalogHas() throws {
        let (title, warnings) = try text(#"{"key": "trips.title", "comment": "Navigation title"}"#)
        #expect(warnings.isEmpty)
        #expect(title.tags.map(\.description) == ["en", "ar", "de", "ja", "zh-Hans"])
        #expect(title.resolved(for: tag("de")) == "Reisen" && title.resolved(for: tag("ar")) == "الرحلات")
        #expect(title.resolved(for: tag("de-CH")) == "Reisen")
        #expect(!title.isVerbatim, "a keyed text is translated, so the audit's translation check reads it")
    }

    @Test func pluralFormsFollowEachLanguagesRules() throws {
        func nights(_ count: Int, _ language: String) throws -> String {
            try text(#"{"key": "trips.nights %lld", "args": [\#(count)]}"#).0.resolved(for: tag(language))
        }
        #expect(try nights(1, "en") == "1 night")
        #expect(try nights(4, "en") == "4 nights")
        #expect(try nights(1, "de") == "1 Nacht")
        #expect(try nights(2, "ar") == "ليلتان")
        #expect(try nights(4, "ar") == "4 ليالٍ")
        #expect(try nights(11, "ar") == "11 ليلة")
        #expect(try nights(0, "ar") == "لا ليالٍ")
        #expect(try nights(1, "ja") == "1泊")
    }

    @Test func substitutionsAndPositionalArguments() throws {
        let (with, warnings) = try text(#"{"key": "trips.with %@ %lld", "args": ["Ann", 1]}"#)
        #expect(with.resolved(for: tag("en")) == "With Ann and 1 other")
        #expect(with.resolved(for: tag("de")) == "Mit Ann und 1 weiteren Person")
        #expect(with.resolved(for: tag("ja")) == "Annさん他1人と")
        // Arabic has no translation of this key: a warning, and Arabic pages show the English.
        #expect(warnings == [#"screens[0].title.key: "trips.with %@ %lld" has no translation in ar, which falls back to en"#])
        #expect(with.resolved(for: tag("ar")) == "With Ann and 1 other")
    }

    @Test func aKeyNotYetReviewedIsWarnedAbout() throws {
        let (_, warnings) = try text(#"{"key": "trips.empty.detail"}"#)
        #expect(warnings == [#"screens[0].title.key: "trips.empty.detail" in ja is needs review, not yet translated for good"#])
    }

    @Test func aMissingKeyShowsItselfAndIsWarnedAbout() throws {
        let (title, warnings) = try text(#"{"key": "trips.nope", "table": "Localizable"}"#)
        #expect(title.resolved(for: tag("de")) == "trips.nope")
        #expect(warnings == [#"screens[0].title.key: "trips.nope" is not in the app's strings (table "Localizable"), so the key itself is shown"#])
    }

    @Test func mistakesAreErrorsWithTheirPaths() throws {
        let strings = try AppStrings.load(paths: [catalog])
        func problems(_ title: String, strings: AppStrings?) -> [String] {
            do {
                _ = try decode(#"{"screens": [{"id": "t", "sections": [], "title": \#(title)}]}"#, strings: strings)
                return []
            } catch let error as FixtureError {
                guard case let .invalid(_, issues) = error else { return ["\(error)"] }
                return issues.map(\.description)
            } catch {
                return ["\(error)"]
            }
        }
        #expect(problems(#"{"key": "trips.title"}"#, strings: nil)
                == ["screens[0].title.key: a text by key needs the app's strings: give --strings FILE (a .xcstrings file, or a folder of .lproj)"])
        #expect(problems(#"{"key": "trips.title", "tabel": "X"}"#, strings: strings).first?.hasPrefix("screens[0].title.tabel: unknown key") == true)
        #expect(problems(#"{"key": "trips.nights %lld", "args": [{"n": 1}]}"#, strings: strings).first?
            .hasPrefix("screens[0].title.args[0]: expected a string or a number") == true)
        #expect(problems(#"{"key": "trips.nights %lld", "args": ["many"]}"#, strings: strings).first?.hasPrefix("screens[0].title.args: \"trips.nights %lld\" in en:") == true)
        #expect(problems(#"{"key": ""}"#, strings: strings) == ["screens[0].title.key: expected a key, got an empty string"])
    }
}
