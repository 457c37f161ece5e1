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
        #expect(warnings == [#"screens[0].title.key (t): "trips.with %@ %lld" has no translation in ar, which falls back to en"#])
        #expect(with.resolved(for: tag("ar")) == "With Ann and 1 other")
    }

    @Test func aKeyNotYetReviewedIsWarnedAbout() throws {
        let (_, warnings) = try text(#"{"key": "trips.empty.detail"}"#)
        #expect(warnings == [#"screens[0].title.key (t): "trips.empty.detail" in ja is needs review, not yet translated for good"#])
    }

    @Test func aMissingKeyShowsItselfAndIsWarnedAbout() throws {
        let (title, warnings) = try text(#"{"key": "trips.nope", "table": "Localizable"}"#)
        #expect(title.resolved(for: tag("de")) == "trips.nope")
        #expect(warnings == [#"screens[0].title.key (t): "trips.nope" is not in the app's strings (table "Localizable"), so the key itself is shown"#])
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
                == ["screens[0].title.key (t): a text by key needs the app's strings: give --strings FILE (a .xcstrings file, or a folder of .lproj)"])
        #expect(problems(#"{"key": "trips.title", "tabel": "X"}"#, strings: strings).first?.hasPrefix("screens[0].title.tabel (t): unknown key") == true)
        #expect(problems(#"{"key": "trips.nights %lld", "args": [{"n": 1}]}"#, strings: strings).first?
            .hasPrefix("screens[0].title.args[0] (t): expected a string or a number") == true)
        #expect(problems(#"{"key": "trips.nights %lld", "args": ["many"]}"#, strings: strings).first?.hasPrefix("screens[0].title.args (t): \"trips.nights %lld\" in en:") == true)
        #expect(problems(#"{"key": ""}"#, strings: strings) == ["screens[0].title.key (t): expected a key, got an empty string"])
    }

    /// An app's strings from `.lproj` files given as text: `.strings` or `.stringsdict` by path.
    private func lproj(_ files: KeyValuePairs<String, String>) throws -> AppStrings {
        var strings = AppStrings()
        for (path, text) in files {
            if path.hasSuffix(".stringsdict") {
                strings.add(try StringsDictFile.decode(Array(text.utf8), file: path))
            } else {
                strings.add(try StringsFile.decode(Array(text.utf8), file: path))
            }
        }
        return strings
    }

    private func title(_ json: String, strings: AppStrings) throws -> (LocalizedText, [String]) {
        let (screens, warnings) = try decode(#"{"screens": [{"id": "t", "sections": [], "title": \#(json)}]}"#, strings: strings)
        return (screens[0].title, warnings.map(\.description))
    }

    /// A `.stringsdict` of one key, `plural.count.post`, with the given forms.
    private func posts(_ forms: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>plural.count.post</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@post_count@</string>
        <key>post_count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>\(forms)</dict></dict></dict></plist>
        """
    }

    @Test func aStringsDictPluralIsShownInEveryLanguage() throws {
        let strings = try lproj([
            "en.lproj/Localizable.stringsdict": posts("<key>zero</key><string>No posts</string><key>one</key><string>1 post</string><key>other</key><string>%ld posts</string>"),
            "de.lproj/Localizable.stringsdict": posts("<key>one</key><string>1 Beitrag</string><key>other</key><string>%ld Beiträge</string>"),
            "ar.lproj/Localizable.stringsdict": posts("<key>zero</key><string>لا منشورات</string><key>few</key><string>%ld منشورات</string><key>other</key><string>%ld منشور</string>"),
            "ru.lproj/Localizable.stringsdict": posts("<key>one</key><string>%ld пост</string><key>few</key><string>%ld поста</string><key>many</key><string>%ld постов</string>"),
        ])
        let (three, warnings) = try title(#"{"key": "plural.count.post", "args": [3]}"#, strings: strings)
        #expect(warnings.isEmpty)
        #expect(three.tags.map(\.description) == ["en", "ar", "de", "ru"])
        #expect(three.resolved(for: tag("en")) == "3 posts" && three.resolved(for: tag("de")) == "3 Beiträge")
        #expect(three.resolved(for: tag("ar")) == "3 منشورات" && three.resolved(for: tag("ru")) == "3 поста")
        let (zero, _) = try title(#"{"key": "plural.count.post", "args": [0]}"#, strings: strings)
        #expect(zero.resolved(for: tag("en")) == "No posts" && zero.resolved(for: tag("de")) == "0 Beiträge" && zero.resolved(for: tag("ar")) == "لا منشورات")
    }

    @Test func aValueWrittenInAFileIsATranslationEvenWhenItIsTheKey() throws {
        let strings = try lproj([
            "en.lproj/Localizable.strings": #""OK" = "OK"; "Done" = "Done";"#,
            "de.lproj/Localizable.strings": #""OK" = "OK"; "Done" = "Fertig";"#,
            "fr.lproj/Localizable.strings": #""OK";"#,
        ])
        let (ok, warnings) = try title(#"{"key": "OK"}"#, strings: strings)
        #expect(warnings.isEmpty)
        #expect(ok.tags.map(\.description) == ["en", "de", "fr"])
        let (_, done) = try title(#"{"key": "Done"}"#, strings: strings)
        #expect(done == [#"screens[0].title.key (t): "Done" has no translation in fr, which falls back to en"#])
    }

    @Test func languagesWithoutATranslationAreOneWarning() throws {
        let strings = try lproj([
            "en.lproj/Localizable.strings": #""Done" = "Done";"#,
            "de.lproj/Localizable.strings": #""Done" = "Fertig";"#,
            "fr.lproj/Localizable.strings": #""Other" = "Autre";"#,
            "ja.lproj/Localizable.strings": #""Other" = "その他";"#,
        ])
        let (_, warnings) = try title(#"{"key": "Done"}"#, strings: strings)
        #expect(warnings == [#"screens[0].title.key (t): "Done" has no translation in fr and ja, which fall back to en"#])
    }

    @Test func aKeyTheDevelopmentLanguageLacksShowsItselfThereInOneWarning() throws {
        // NSLocalizedString("Cancel", comment: "") with only the translations in files: UIKit shows the key in English.
        let strings = try lproj([
            "de.lproj/Localizable.strings": #""Cancel" = "Abbrechen";"#,
            "fr.lproj/Localizable.strings": #""Other" = "Autre";"#,
            "ja.lproj/Localizable.strings": #""Other" = "その他";"#,
        ])
        let (cancel, warnings) = try title(#"{"key": "Cancel"}"#, strings: strings)
        #expect(warnings == [#"screens[0].title.key (t): "Cancel" has no string in en, the development language, so the key itself is shown there and in fr and ja, which have no translation either"#])
        #expect(cancel.resolved(for: tag("en")) == "Cancel" && cancel.resolved(for: tag("de")) == "Abbrechen" && cancel.resolved(for: tag("ja")) == "Cancel")
    }

    @Test func aTranslationWhoseFormatIsBrokenIsAWarningAndShowsTheDevelopmentLanguage() throws {
        let strings = try lproj([
            "en.lproj/Localizable.stringsdict": posts("<key>one</key><string>%ld post</string><key>other</key><string>%ld posts</string>"),
            "el.lproj/Localizable.stringsdict": posts("<key>one</key><string>%1η δημοσίευση</string><key>other</key><string>%ld δημοσιεύσεις</string>"),
        ])
        let (one, warnings) = try title(#"{"key": "plural.count.post", "args": [1]}"#, strings: strings)
        #expect(warnings == [#"screens[0].title.key (t): "plural.count.post" in el: “%1η” is not a format specifier this preview can fill (use %@, %d, %lld, %u, %x, %f or %.2f); the en text is shown instead"#])
        #expect(one.resolved(for: tag("el")) == "1 post")
        let (two, _) = try title(#"{"key": "plural.count.post", "args": [2]}"#, strings: strings)
        #expect(two.resolved(for: tag("el")) == "2 δημοσιεύσεις")
    }
}
