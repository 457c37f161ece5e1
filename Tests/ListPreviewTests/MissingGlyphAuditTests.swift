import AppTesting
import Audit
import Browser
import Fixtures
import ListPreview
import Screens
import Store
import Testing

/// The audit names every character a page draws as a missing glyph (a box), with its element and
/// language: fontconfig's coverage first, then the page's own faces in Chromium.
@Suite struct MissingGlyphAuditTests {
    @Test func coverageReadsFontconfigsCharsets() {
        let coverage = GlyphCoverage(charsets: "20-7e a0-17f\n1f600-1f64f 2764\n")
        #expect(coverage.covers("A") && coverage.covers("\u{17F}") && coverage.covers("😎") && coverage.covers("\u{2764}"))
        #expect(!coverage.covers("\u{180}") && !coverage.covers("\u{E000}") && !coverage.covers("\u{1F650}"))
        // Either case, tabs, the last word without a line break; a word that is no code point or range is left out.
        let mixed = GlyphCoverage(charsets: "41-5A\tzz 1f600-1f64f-1 e000")
        #expect(mixed.covers("A") && mixed.covers("Z") && mixed.covers("\u{E000}"))
        #expect(!mixed.covers("a") && !mixed.covers("😎") && !mixed.covers("\u{1}"))
        // Spaces, line breaks, joiners and variation selectors are drawn as nothing: no glyph needed.
        #expect(coverage.missing(in: "A\n\u{3000}😎\u{200D}❤\u{FE0F} \u{E000}\u{E000}\u{17000}") == ["\u{E000}", "\u{17000}"])
        #expect(GlyphCoverage.name("\u{E000}") == "U+E000" && GlyphCoverage.name("\u{17000}") == "U+17000" && GlyphCoverage.name("A") == "U+0041")
    }

    /// U+F700 (private use) and U+18B00 (Khitan Small Script) are in no font `make test` installs
    /// (Tangut is, in fonts-noto-core, and U+E000 in Inter, among its private alternates); the emoji are
    /// in Noto Color Emoji. Each missing one is named with its element and its language's pass.
    @Test func aCharacterNoFontHasIsAFindingAndEmojiAreNot() throws {
        let fixtures = #"""
            {"screens": [{"id": "glyphs", "title": "Glyphs",
              "sections": [{"rows": [{"title": "Ann 😎", "detail": "👍🏽 1️⃣ 🇫🇷 ❤️"}]}],
              "emptyStates": {"empty": {"title": {"en": "Inbox \uF700 empty 📱", "ja": "空 \uD822\uDF00"},
                                        "detail": {"en": "Line one 🔥\n\nLine three", "ja": "詳細 🔥"}, "button": "Add"}}}]}
            """#
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).decode(Array(fixtures.utf8), file: "glyphs.json")
        let app = App(store: ScreenStore(screens: screens), assets: Assets.builtIn)
        let passes = LayoutAudit.passes(screens, states: [.empty, .data], device: .iphone15, languages: { _ in ["en", "ja"] })
            .filter { $0.checks.contains(.missingGlyph) }
        #expect(passes.map { "\($0.state.rawValue) \($0.language.tag)" } == ["data en", "data ja", "empty en", "empty ja"])
        let findings = try AppTest.run(app, .live) { client in
            try LayoutAudit.run(passes, origin: "http://127.0.0.1:\(client.port)", chromium: nil)
        }.filter { $0.check == .missingGlyph }
        #expect(findings.map(\.line) == [
            #"glyphs empty en ios26: label "Inbox \#u{F700} empty 📱" draws U+F700 as a missing glyph, a box (needs a font that has it; language en, fonts on this machine and the app's)"#,
            #"glyphs empty ja ios26: label "空 𘬀" draws U+18B00 as a missing glyph, a box (needs a font that has it; language ja, fonts on this machine and the app's)"#,
        ])
        #expect(findings.map(\.element) == ["empty-label", "empty-label"])
    }

    /// fontconfig's answer is only the first look: a character it lacks is then drawn in the
    /// element's own faces, which the page may have that fontconfig does not (an app's web font).
    /// Told that only ASCII is covered, the page still draws é, ü and 😎 (here from the system's
    /// faces, as it would from an app's) and only U+E001 and U+F700 as the box.
    @Test func thePageHasTheLastWordOnWhatItDraws() throws {
        let fixtures = #"""
            {"screens": [{"id": "page", "title": "Café", "sections": [{"rows": [{"title": "Müller 😎 \uE001"}, "Ann \uF700", "Ben \uE001"]}]}]}
            """#
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).decode(Array(fixtures.utf8), file: "page.json")
        let app = App(store: ScreenStore(screens: screens), assets: Assets.builtIn)
        let pass = try #require(LayoutAudit.passes(screens, states: [.data], device: .iphone15).first)
        let findings = try AppTest.run(app, .live) { client in
            let browser = try BrowserLauncher.launch(EngineLocator(.chromium, headlessShell: true), scale: 1)
            defer { browser.stop() }
            let page = try browser.openPage()
            defer { page.close() }
            try page.load("http://127.0.0.1:\(client.port)" + pass.path, width: 393, height: 852, scale: 1)
            return try LayoutAudit.glyphFindings(on: page, pass: pass, coverage: GlyphCoverage(charsets: "20-7e"))
        }
        // The rows share the table's id, and so one finding: a finding's key names its element.
        #expect(findings.map { "\($0.element) \($0.subject): \($0.measured)" } == ["table row title \"Müller 😎 \u{E001}\" and 2 more texts: U+E001 U+F700"])
    }
}
