import Audit
import Fixtures
import ListPreview
import Screens
import Testing

/// A placeholder's `textColor` is the colour its detail is drawn in, on a filled background too:
/// the detail had been drawn at 80% opacity, #888888 on white coming out #9d9d9d. And a finding is one line.
struct PlaceholderTextColorTests {
    @Test func theDetailIsJudgedInTheAppsOwnColour() throws {
        let fixtures = #"""
            {"screens": [{"id": "grey", "sections": [],
              "emptyStates": {"empty": {"title": "Nothing", "detail": "Add one.", "textColor": "#888888", "background": "#ffffff"}}}]}
            """#
        let screen = try #require(try FixtureDecoder(publicFiles: []).decode(Array(fixtures.utf8), file: "grey.json").first)
        let findings = ContrastAudit.findings(screen, state: .empty, theme: .light, language: AuditLanguage(.english), design: .standard)
        // #888888 on white is 3.54:1, the title's and the detail's alike.
        #expect(findings.filter { $0.check == .contrast }.map { "\($0.element) \($0.measured)" } == ["empty-label 3.54:1", "empty-detail 3.54:1"])
    }

    /// A text's line breaks are kept on the page; in a report line they read as spaces, so a finding stays one line.
    @Test func aFindingOfATextWithLineBreaksIsOneLine() throws {
        let fixtures = #"""
            {"screens": [{"id": "grey", "sections": [],
              "emptyStates": {"empty": {"title": "No\nmail", "detail": "Line one\n\nLine three", "textColor": "#888888"}}}]}
            """#
        let screen = try #require(try FixtureDecoder(publicFiles: []).decode(Array(fixtures.utf8), file: "grey.json").first)
        let lines = ContrastAudit.findings(screen, state: .empty, theme: .light, language: AuditLanguage(.english), design: .standard).map(\.line)
        #expect(lines == [#"grey empty light en: label "No mail" contrast 3.54:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#,
                          #"grey empty light en: detail "Line one  Line three" contrast 3.54:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#])
    }
}
