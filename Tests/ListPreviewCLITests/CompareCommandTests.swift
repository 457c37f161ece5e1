import Foundation
import JSON
import PNG
import Screens
import Snapshot
import TestSupport
import Testing

/// `listpreview compare`, the built program on real folders: what it prints, writes and exits with,
/// and its JUnit file read by a real consumer (junitparser, from PyPI).
@Suite struct CompareCommandTests {
    private let root = temporaryPath("compare")

    private func picture(block x: Int? = nil) -> [UInt8] { ReviewPictures.picture(block: x) }

    private func write(_ bytes: [UInt8], _ path: String) throws { try ReviewPictures.write(bytes, path, under: root) }

    /// base: a, b, gone; shots: a (same), b (a block), new.
    private func folders() throws {
        try write(picture(), "base/inbox--empty--iphone-15--light--en@2x.png")
        try write(picture(), "base/inbox--data--iphone-15--light--en@2x.png")
        try write(picture(), "base/gone--empty--iphone-15--light--en@2x.png")
        try write(picture(), "shots/inbox--empty--iphone-15--light--en@2x.png")
        try write(picture(block: 3), "shots/inbox--data--iphone-15--light--en@2x.png")
        try write(picture(), "shots/added--empty--iphone-15--light--en@2x.png")
    }

    private func compare(_ arguments: [String]) throws -> Program.Outcome {
        try Program.run(["compare", root + "/base", root + "/shots", "--out", root + "/report"] + arguments)
    }

    @Test func changesFailUntilApprovedAndTheJUnitFileSaysWhich() throws {
        try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try compare(["--junit", root + "/junit.xml", "--summary", root + "/summary.md", "--summary-images", "https://ci.example/report"])
        #expect(first.status == 1, "\(first.stderr)")
        // The pull request's summary says what the exit status and the JUnit file say.
        let summary = try String(contentsOfFile: root + "/summary.md", encoding: .utf8)
        #expect(summary.hasPrefix("### ListPreview: 3 of 4 shots fail\n\n1 changed (1 over the limit), 1 new, 1 missing, 1 unchanged; 3 fail\n"))
        #expect(summary.contains(#"<img src="https://ci.example/report/diff/inbox--data--iphone-15--light--en@2x.png" height="120" alt="the difference"></a> | inbox | data | iphone-15 · light · en | changed | 100 (8.33%) |"#), "\(summary)")
        #expect(first.stdout.split(separator: "\n").map(String.init) == [
            "changed inbox--data--iphone-15--light--en@2x.png: 100 pixels differ (8.33%), fails",
            "new added--empty--iphone-15--light--en@2x.png, fails",
            "missing gone--empty--iphone-15--light--en@2x.png, fails",
            "1 changed (1 over the limit), 1 new, 1 missing, 1 unchanged; 3 fail",
            "report: \(root)/report/report.html",
        ])
        let parsed = try JUnitFile.read(root + "/junit.xml")
        #expect(parsed.outcome.status == 0, "\(parsed.outcome.stderr)")
        #expect(parsed.lines { item in
            "\(item.classname) | \(item.name) | " + (item.failures.first.map { "\($0.type): \($0.message)" } ?? "passed")
        } == [
            "listpreview snapshots 4 3",
            "added | empty · iphone-15 · light · en (added--empty--iphone-15--light--en@2x.png) | new: added--empty--iphone-15--light--en@2x.png: no baseline; record it with --update missing",
            "gone | empty · iphone-15 · light · en (gone--empty--iphone-15--light--en@2x.png) | missing: gone--empty--iphone-15--light--en@2x.png: a baseline no shot produced; delete it with --prune",
            "inbox | data · iphone-15 · light · en (inbox--data--iphone-15--light--en@2x.png) | changed: inbox--data--iphone-15--light--en@2x.png: 100 pixels differ (8.33%); see \(root)/report/diff/inbox--data--iphone-15--light--en@2x.png",
            "inbox | empty · iphone-15 · light · en (inbox--empty--iphone-15--light--en@2x.png) | passed",
        ])
        // The allowance lets the change pass; the new and missing shots still fail.
        #expect(try compare(["--max-diff-pixels", "100", "--quiet"]).stdout.hasPrefix("1 changed (0 over the limit), 1 new, 1 missing"))
        // Approving: the changed and new shots are written, the missing one deleted; then nothing differs.
        let approved = try compare(["--update", "changed", "--prune"])
        #expect(approved.status == 0, "\(approved.stdout)")
        #expect(approved.stdout.contains("changed inbox--data--iphone-15--light--en@2x.png: 100 pixels differ (8.33%), written"))
        #expect(approved.stdout.contains("missing gone--empty--iphone-15--light--en@2x.png, deleted"))
        let again = try compare([])
        #expect(again.status == 0 && again.stdout.hasPrefix("0 changed, 0 new, 0 missing, 3 unchanged; nothing fails"), "\(again.stdout)")
        let baselines = try FileManager.default.contentsOfDirectory(atPath: root + "/base").sorted()
        #expect(baselines == ["added--empty--iphone-15--light--en@2x.png", "inbox--data--iphone-15--light--en@2x.png",
                              "inbox--empty--iphone-15--light--en@2x.png"])
    }

    @Test func approvingOneShotWritesOnlyIt() throws {
        try folders()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try compare([])
        let html = try String(contentsOfFile: root + "/report/report.html", encoding: .utf8)
        let one = "--update all --only inbox--data--iphone-15--light--en@2x.png"
        #expect(html.contains(one))
        let result = try compare(["--update", "all", "--only", "inbox--data--iphone-15--light--en@2x.png"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("changed inbox--data--iphone-15--light--en@2x.png: 100 pixels differ (8.33%), written\n"
            + "1 changed (1 over the limit), 0 new, 0 missing, 0 unchanged; 1 written; nothing fails"), "\(result.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/base/inbox--data--iphone-15--light--en@2x.png")) == Data(picture(block: 3)))
        #expect(!FileManager.default.fileExists(atPath: root + "/base/added--empty--iphone-15--light--en@2x.png"))
        #expect(FileManager.default.fileExists(atPath: root + "/base/gone--empty--iphone-15--light--en@2x.png"))
    }

    /// What `snapshot --screens inbox --states empty` writes beside its one shot: the manifest that
    /// lists it, with the run's scope as `snapshot` records it.
    private func narrowedRunManifest(_ folder: String) throws {
        var options = SnapshotOptions()
        options.screens = ["inbox"]
        options.states = [.empty]
        let document = JSONValue.object([
            (key: "generator", value: "listpreview test"),
            (key: "shots", value: .array([.object([(key: "file", value: "inbox--empty--iphone-15--light--en--ios26@2x.png"),
                                                   (key: "textSize", value: "large"), (key: "a11y", value: "off")])])),
            (key: "failures", value: .array([])),
            (key: "scope", value: options.scope(screens: [])),
        ])
        try write(JSONWriter.encode(document, pretty: true), folder + "/manifest.json")
    }

    @Test func theApprovalOfANarrowedRunTouchesOnlyItsShots() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Baselines of two screens and two states; the run was asked for inbox's empty state, and an
        // earlier run left a zh-Hans shot in its folder.
        try write(picture(), "base/inbox--empty--iphone-15--light--en--ios26@2x.png")
        try write(picture(), "base/inbox--data--iphone-15--light--en--ios26@2x.png")
        try write(picture(), "base/gone--empty--iphone-15--light--en--ios26@2x.png")
        try write(picture(block: 3), "shots/inbox--empty--iphone-15--light--en--ios26@2x.png")
        try write(picture(), "shots/inbox--empty--iphone-15--light--zh-Hans--ios26@2x.png")
        try narrowedRunManifest("shots")
        let approved = try Program.run(["compare", root + "/base", root + "/shots", "--out", root + "/shots", "--update", "changed", "--prune"])
        #expect(approved.status == 0, "\(approved.stderr)")
        #expect(approved.stdout.split(separator: "\n").map(String.init) == [
            "note: 2 baselines outside this run's screens, states and variants were left alone: not in this run, neither missing nor pruned",
            "note: 1 earlier file in \(root)/shots not from this run was left out",
            "changed inbox--empty--iphone-15--light--en--ios26@2x.png: 100 pixels differ (8.33%), written",
            "1 changed (1 over the limit), 0 new, 0 missing, 0 unchanged, 2 not in this run; 1 written; nothing fails",
            "report: \(root)/shots/report.html",
        ])
        let baselines = try FileManager.default.contentsOfDirectory(atPath: root + "/base").filter { $0.hasSuffix(".png") }.sorted()
        #expect(baselines == ["gone--empty--iphone-15--light--en--ios26@2x.png", "inbox--data--iphone-15--light--en--ios26@2x.png",
                              "inbox--empty--iphone-15--light--en--ios26@2x.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/base/inbox--empty--iphone-15--light--en--ios26@2x.png")) == Data(picture(block: 3)))
    }

    @Test func misuseAndUnreadableFoldersExitAsTheToolsDo() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let usage = try Program.run(["compare", root + "/base", "--out", root + "/report"])
        #expect(usage.status == 64 && usage.stderr.contains("missing BASELINE and ACTUAL"))
        let threshold = try Program.run(["compare", "a", "b", "--out", "r", "--threshold", "2"])
        #expect(threshold.status == 64 && threshold.stderr.contains("invalid value “2” for --threshold: expected a number from 0 to 1"))
        let missing = try Program.run(["compare", root + "/base", root + "/nowhere", "--out", root + "/report"])
        #expect(missing.status == 66 && missing.stderr == "listpreview: cannot read \(root)/nowhere: no such folder\n")
    }
}
