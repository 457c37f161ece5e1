import Audit
import Fixtures
import ListPreview
import Screens
import Testing

/// A placeholder's `textColor` is the colour its detail is drawn in, on a filled background too:
/// the detail had been drawn at 80% opacity, #888888 on white coming out #9d9d9d.
struct PlaceholderTextColorTests {
    @Test func theDetailIsJudgedInTheAppsOwnColour() throws {
        let fixtures = #"""
            {"screens": [{"id": "grey", "sections": [],
              "emptyStates": {"empty": {"title": "Nothing", "detail": "Add one.", "textColor": "#888888", "background": "#ffffff"}}}]}
            """#
        let screen = try #require(try FixtureDecoder(publicFiles: []).decode(Array(fixtures.utf8), file: "grey.json").first)
        let findings = ContrastAudit.findings(screen, state: .empty, theme: .light, language: AuditLanguage(.english))
        // #888888 on white is 3.54:1, the title's and the detail's alike.
        #expect(findings.filter { $0.check == .contrast }.map { "\($0.element) \($0.measured)" } == ["empty-label 3.54:1", "empty-detail 3.54:1"])
    }
}
