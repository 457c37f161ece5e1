import Foundation
import TestSupport
import Testing

/// `check` warns of a text that falls back to English where other texts of its screen are in a
/// language — the audit's translation check — and fails on it with `--strict`.
@Suite struct CheckTranslationTests {
    /// A title in English and Japanese, a row in English alone, a name meant to stay as it is, and a
    /// placeholder title in English and German.
    static let fixtures = #"""
        {"screens": [{"id": "messages", "title": {"en": "Messages", "ja": "メッセージ"}, "sections": [{"rows": [{"title": {"en": "Hello"}}, "Ann Lee"]}],
          "emptyStates": {"empty": {"title": {"en": "No messages", "de": "Keine Nachrichten"}}}}]}
        """#

    @Test func aTextFallingBackToEnglishIsAWarningAndAnErrorWithStrict() throws {
        let file = temporaryPath("translation", suffix: ".json")
        try Data(Self.fixtures.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }

        let verbose = try Program.run(["check", file, "--verbose"])
        #expect(verbose.status == 0, "warnings alone do not fail the check")
        #expect(verbose.stdout == "ok: 1 screen\n")
        #expect(verbose.stderr == """
            listpreview: warning: screens[0].sections[0].rows[0].title: "Hello" falls back to English in ja (other texts of the screen are in ja)
            listpreview: warning: screens[0].emptyStates.empty.title: "No messages" falls back to English in ja (other texts of the screen are in ja)
            listpreview: warning: screens[0].title: "Messages" falls back to English in de (other texts of the screen are in de)
            listpreview: warning: screens[0].sections[0].rows[0].title: "Hello" falls back to English in de (other texts of the screen are in de)

            """)

        let strict = try Program.run(["check", file, "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr == """
            listpreview: warning: screens[0].sections[0].rows[0].title: "Hello" falls back to English in ja (other texts of the screen are in ja) (and 1 more like it; --verbose lists it)
            listpreview: warning: screens[0].title: "Messages" falls back to English in de (other texts of the screen are in de) (and 1 more like it; --verbose lists it)
            listpreview: 4 warnings, and --strict makes them errors

            """)

        // The audit finds the same four texts.
        let audit = try Program.run(["audit", "--fixtures", file, "--themes", "light"])
        #expect(audit.stdout.split(separator: "\n").filter { $0.contains("falls back to English") }.count == 4, "\(audit.stdout)")
    }
}
