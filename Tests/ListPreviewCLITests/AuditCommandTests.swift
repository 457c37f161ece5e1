import Foundation
import JSON
import TestSupport
import Testing

/// `listpreview audit` through the built program, with Debian's Chromium for the layout checks.
@Suite struct AuditCommandTests {
    private let fixtures = Repository.root + "/Tests/ListPreviewCLITests/Fixtures/Audit/"

    @Test func aFileWithNothingToFindExitsZeroAndPrintsNothing() throws {
        let outcome = try Program.run(["audit", "--os", "18", "--fixtures", fixtures + "passes.json", "--strict"])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "0 findings in 1 screen\n")
    }

    @Test func everyCheckFindsItsProblemAndJSONSaysItWithStableKeys() throws {
        let outcome = try Program.run(["audit", "--os", "18", "--fixtures", fixtures + "fails.json", "--json", "--themes", "light", "--langs", "en,zh-Hans"])
        #expect(outcome.status == 1)
        guard case let .array(findings) = try JSONParser.parse(Array(outcome.stdout.utf8)) else {
            Issue.record("not a JSON array: \(outcome.stdout)")
            return
        }
        func field(_ finding: JSONValue, _ key: String) -> String? {
            if case let .string(text)? = finding[key] { text } else { nil }
        }
        let checks = Set(findings.compactMap { field($0, "check") })
        #expect(checks == ["contrast", "non-text-contrast", "tap-target", "truncation", "translation", "placement"])
        // A verticalOffset of -200 has no room on iPhone SE: the placeholder stops at the top of the
        // list, in portrait and, shorter still, in landscape.
        let placements = findings.filter { field($0, "check") == "placement" }
        #expect(placements.compactMap { field($0, "rule") }.sorted() == ["iPhone SE", "iPhone SE, landscape"])
        #expect(placements.allSatisfy { field($0, "state") == "empty" && field($0, "needed") == "-200 pt" && field($0, "element") == "empty-state" })
        let contrast = findings.first { field($0, "element") == "empty-label" && field($0, "language") == "en" }
        #expect(contrast.map { field($0, "measured") } == "1.6:1")
        #expect(contrast.map { field($0, "message") } == #"faulty empty light en: label "Nothing here, nothing at all, nothing whatsoever" contrast 1.6:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#)
        // The demo's 30-pt in-screen button, measured in Chromium on the smallest iPhone.
        #expect(findings.contains { field($0, "check") == "tap-target" && field($0, "element") == "show-data" && field($0, "measured") == "355×30 pt" })
        #expect(findings.contains { field($0, "check") == "truncation" && field($0, "textSize") == "AX5" })
        // A navigation title UIKit would cut short between the bar items, in English at the default size.
        #expect(findings.contains { field($0, "check") == "truncation" && field($0, "element") == "navbar" && field($0, "language") == "en" && field($0, "textSize") == "large"
            && field($0, "message")?.contains(#"title "Faulty Screens of the Quarterly Business Review" is cut short (iPhone SE, text size large)"#) == true })
        #expect(findings.contains { field($0, "check") == "translation" && field($0, "element") == "emptyStates.empty.detail" })
        // A yellow tint is no button fill on white.
        #expect(findings.contains { field($0, "check") == "non-text-contrast" && field($0, "element") == "reload" })
    }

    @Test func theDemoReportsTheSeedsOwnFindings() throws {
        let outcome = try Program.run(["audit", "--os", "18", "--states", "empty", "--themes", "light"])
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"demo empty light zh-Hans: label "暂无数据" contrast 1.6:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#))
        #expect(lines.contains(#"demo empty light zh-Hans: button "显示数据" contrast 3.99:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#))
        #expect(lines.contains(#"demo empty en ios18: button "Clear Data" is 168×30 pt (needs at least 44×44 pt, Apple HIG)"#))
    }

    @Test func withoutChromiumTheLayoutChecksAreSkippedInOneLine() throws {
        let outcome = try Program.run(["audit", "--chromium", "/nonexistent/chromium", "--themes", "light", "--langs", "en"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix(FolderScreensNote.demo + "\nlistpreview: tap targets and truncation not checked: "), "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("tap") && outcome.stdout.contains("contrast"))
    }

    @Test func misuseIs64AndBadFixturesAre65() throws {
        #expect(try Program.run(["audit", "--bogus"]).status == 64)
        #expect(try Program.run(["audit", "--themes", "sepia"]).status == 64)
        #expect(try Program.run(["audit", "--os", "17"]).status == 64)
        #expect(try Program.run(["audit", "--screens", "nope"]).status == 64)
        let bad = temporaryPath("audit", suffix: ".json")
        try Data(#"{"screens": [{"id": "x", "sections": [], "tint": "systemRedd"}]}"#.utf8).write(to: URL(fileURLWithPath: bad))
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let invalid = try Program.run(["audit", "--fixtures", bad])
        #expect(invalid.status == 65)
        #expect(invalid.stderr.contains("screens[0].tint"))
    }
}
