import Foundation
import TestSupport
import Testing

/// `check` warns of an SF Symbol no stand-in draws, suggesting the nearest name (a real app's typo),
/// and fails on it with `--strict`; the screen loads and draws the dashed square.
@Suite struct CheckSymbolTests {
    static let fixtures = #"""
        {"screens": [{"id": "done", "title": "Done", "navigationItems": {"right": [{"systemImage": "checkmark.cicle"}]}, "sections": [],
          "emptyStates": {"empty": {"systemImage": "tray", "title": "Nothing"}}}]}
        """#

    @Test func anUnknownSymbolIsAWarningAndAnErrorWithStrict() throws {
        let file = temporaryPath("symbols", suffix: ".json")
        try Data(Self.fixtures.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let warning = "listpreview: warning: screens[0].navigationItems.right[0].systemImage (done): "
            + "unknown SF Symbol “checkmark.cicle” — did you mean “checkmark.circle”? (drawn as a dashed square)\n"

        let checked = try Program.run(["check", file])
        #expect(checked.status == 0, "a warning alone does not fail the check")
        #expect(checked.stdout == "ok: 1 screen\n" && checked.stderr == warning)

        let strict = try Program.run(["check", file, "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stderr == warning + "listpreview: 1 warning, and --strict makes them errors\n")

        // Drawn, as the dashed square, in the bar.
        let page = try Program.run(["render", "--fixtures", file, "--screen", "done", "--state", "empty"])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains("lp-sf-unknown") && page.stdout.contains(#"data-symbol="checkmark.cicle""#))
    }
}
