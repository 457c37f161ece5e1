import Foundation
import JSON
import PNG
@testable import Snapshot
import TestSupport
import Testing

/// `snapshot --baseline`: the workflow a team runs — record, rerun with nothing changed (every shot
/// reused, no browser work), edit one screen (only its shots taken again, and they fail), approve —
/// with the real program and Chromium.
@Suite(.serialized) struct SnapshotBaselineTests {
    private let root = temporaryPath("baseline")

    private func snapshot(_ fixtures: String, out: String, _ extra: [String] = []) throws -> Program.Outcome {
        try Program.run(["snapshot", "--os", "18", "--fixtures", fixtures, "--screens", "inbox,orders", "--states", "empty,data", "--scale", "1",
                         "--out", root + "/" + out, "--baseline", root + "/base"] + extra)
    }

    private func manifestHashes(_ folder: String) throws -> [String: String] {
        let manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + folder + "/manifest.json"))))
        guard case let .array(shots)? = manifest["shots"] else { return [:] }
        var hashes: [String: String] = [:]
        for shot in shots {
            if case let .string(file)? = shot["file"], case let .string(hash)? = shot["inputHash"] { hashes[file] = hash }
        }
        return hashes
    }

    @Test func recordRerunEditAndApprove() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let fixtures = root + "/screens.json"
        let original = try String(contentsOfFile: Repository.root + "/Examples/screens.json", encoding: .utf8)
        try original.write(toFile: fixtures, atomically: true, encoding: .utf8)

        // No baselines yet: every shot is new, and fails until recorded.
        let first = try snapshot(fixtures, out: "one")
        #expect(first.status == 1)
        #expect(first.stdout.contains("0 changed, 4 new, 0 missing, 0 unchanged; 4 fail"), "\(first.stdout)")
        #expect(!FileManager.default.fileExists(atPath: root + "/base"))
        let recorded = try snapshot(fixtures, out: "one", ["--update", "missing"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(try manifestHashes("base") == manifestHashes("one"))
        #expect(try manifestHashes("base").count == 4)

        // Nothing changed: every shot reused, byte for byte its baseline.
        let rerun = try snapshot(fixtures, out: "two")
        #expect(rerun.status == 0, "\(rerun.stdout)")
        #expect(rerun.stdout.contains("0 changed, 0 new, 0 missing, 4 unchanged (reused); nothing fails"), "\(rerun.stdout)")
        for file in try manifestHashes("base").keys {
            #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/two/" + file)) == Data(contentsOf: URL(fileURLWithPath: root + "/base/" + file)))
        }

        // One screen's placeholder edited: only its empty shot is taken again, and it changed.
        try original.replacingOccurrences(of: #""en": "No Messages""#, with: #""en": "Inbox Zero""#).write(toFile: fixtures, atomically: true, encoding: .utf8)
        let edited = try snapshot(fixtures, out: "three", ["--junit", root + "/junit.xml"])
        #expect(edited.status == 1)
        #expect(edited.stdout.contains("changed inbox--empty--iphone-15--light--en--ios18.png: "), "\(edited.stdout)")
        #expect(edited.stdout.contains("1 changed (1 over the limit), 0 new, 0 missing, 3 unchanged (reused); 1 fails"), "\(edited.stdout)")
        #expect(FileManager.default.fileExists(atPath: root + "/three/diff/inbox--empty--iphone-15--light--en--ios18.png"))
        #expect(FileManager.default.fileExists(atPath: root + "/three/report.html"))
        let junit = try String(contentsOfFile: root + "/junit.xml", encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="listpreview snapshots" tests="4" failures="1""#))

        // Approved from the report's command (no browser): the next run reuses every shot again.
        let approve = try Program.run(["compare", root + "/base", root + "/three", "--out", root + "/three", "--update", "changed", "--prune"])
        #expect(approve.status == 0, "\(approve.stdout)")
        #expect(try manifestHashes("base") == manifestHashes("three"))
        let after = try snapshot(fixtures, out: "four")
        #expect(after.stdout.contains("4 unchanged (reused); nothing fails"), "\(after.stdout)")
    }

    /// The review recipe twice, narrowed once: record, a run of one screen's one state (into the
    /// folder the first run wrote) whose change is approved by the report's own command, a narrowed
    /// run with --update and --prune, then the whole run again — green, every baseline still there.
    @Test func theReviewRecipeTwiceNarrowedOnceKeepsEveryBaseline() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let fixtures = root + "/screens.json"
        let original = try String(contentsOfFile: Repository.root + "/Examples/screens.json", encoding: .utf8)
        try original.write(toFile: fixtures, atomically: true, encoding: .utf8)
        let all = ["inbox--data--iphone-15--light--en--ios18.png", "inbox--empty--iphone-15--light--en--ios18.png",
                   "orders--data--iphone-15--light--en--ios18.png", "orders--empty--iphone-15--light--en--ios18.png"]
        let baselines = { try FileManager.default.contentsOfDirectory(atPath: self.root + "/base").filter { $0.hasSuffix(".png") }.sorted() }
        let narrowed = { (screen: String, state: String, extra: [String]) in
            try Program.run(["snapshot", "--os", "18", "--fixtures", fixtures, "--screens", screen, "--states", state, "--scale", "1",
                             "--out", self.root + "/one", "--baseline", self.root + "/base"] + extra)
        }

        let recorded = try snapshot(fixtures, out: "one", ["--update", "missing"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(try baselines() == all)

        // One screen's placeholder edited; the run narrowed to it: the others' baselines are not in
        // it, and the three shots the first run left in its folder are not this run's.
        try original.replacingOccurrences(of: #""en": "No Messages""#, with: #""en": "Inbox Zero""#).write(toFile: fixtures, atomically: true, encoding: .utf8)
        let edited = try narrowed("inbox", "empty", [])
        #expect(edited.status == 1)
        #expect(edited.stdout.contains("note: 3 baselines outside this run's screens, states and variants were left alone"), "\(edited.stdout)")
        #expect(edited.stdout.contains("note: 3 earlier files in \(root)/one not from this run were left out"), "\(edited.stdout)")
        #expect(edited.stdout.contains("1 changed (1 over the limit), 0 new, 0 missing, 0 unchanged, 3 not in this run; 1 fails"), "\(edited.stdout)")
        // The report's "approve every change" command, run as printed.
        let page = try String(contentsOfFile: root + "/one/report.html", encoding: .utf8)
        let command = try #require(page.firstMatch(of: /<code data-copy="">(listpreview compare [^<]*--prune)<\/code>/)?.1)
        let approve = try Program.run(command.split(separator: " ").dropFirst().map(String.init))
        #expect(approve.status == 0, "\(approve.stdout)\(approve.stderr)")
        #expect(try baselines() == all)

        // Narrowed again, to another screen and state, updating and pruning as it goes: nothing else is touched.
        let pruned = try narrowed("orders", "data", ["--update", "changed", "--prune"])
        #expect(pruned.status == 0, "\(pruned.stdout)")
        #expect(pruned.stdout.contains("0 changed, 0 new, 0 missing, 1 unchanged (reused), 3 not in this run; nothing fails"), "\(pruned.stdout)")
        #expect(try baselines() == all)

        // The whole run again: green, every shot reused, the approved one too.
        let whole = try snapshot(fixtures, out: "two")
        #expect(whole.status == 0, "\(whole.stdout)")
        #expect(whole.stdout.contains("0 changed, 0 new, 0 missing, 4 unchanged (reused); nothing fails"), "\(whole.stdout)")
        #expect(try baselines() == all)
    }

    /// A language no text is given in: warned of once and photographed in English, or with --strict
    /// an error before any shot is taken.
    @Test func aLanguageNoTextHasIsSaidAndFailsWithStrict() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = { (extra: [String]) in
            try Program.run(["snapshot", "--os", "18", "--fixtures", Repository.root + "/Examples/screens.json", "--screens", "inbox", "--states", "empty",
                             "--langs", "ja,en-GB,zh-Hans,pseudo", "--scale", "1", "--quiet", "--out", self.root + "/shots"] + extra)
        }
        let warning = "listpreview: warning: --langs ja: no text is given in ja, so its shots show the texts' fallback, English\n"
        let strict = try run(["--strict"])
        #expect(strict.status == 65)
        #expect(strict.stderr == warning + "listpreview: --strict: a language no text is given in (ja); nothing was photographed\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/shots"))
        let lenient = try run([])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr == warning)
        #expect(FileManager.default.fileExists(atPath: root + "/shots/inbox--empty--iphone-15--light--ja--ios18.png"))
    }

    @Test func aShotOfOneColourIsNoShot() throws {
        let black = PNGImage(width: 40, height: 80, rgba: [UInt8](repeating: 0, count: 40 * 80 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
        #expect(blankColour(black.encoded()) == "rgb(0, 0, 0)")
        var drawn = black.rgba
        drawn[4 * 41] = 255
        #expect(blankColour(PNGImage(width: 40, height: 80, rgba: drawn).encoded()) == nil)
        // One colour at the top, where a drawn screen has its status bar, and a second one below.
        var lower = black.rgba
        lower[4 * (40 * 80 - 1)] = 255
        #expect(blankColour(PNGImage(width: 40, height: 80, rgba: lower).encoded()) == nil)
        #expect(blankColour(PNGImage(width: 1, height: 1, rgba: [9, 8, 7, 255]).encoded()) == "rgb(9, 8, 7)")
    }

    @Test func theInputsAreThePageAndEveryFileItLoads() {
        let page = Array(#"<link href="/public/style.css"><img src="/assets/a%20b.png"><i style="--i: url(&quot;/public/states/empty.svg&quot;)"></i><a href="/screens">"#.utf8)
        #expect(ShotInputs.references(in: page).reversed() == ["/public/style.css", "/assets/a%20b.png", "/public/states/empty.svg"])
        let css = Array(#"a { background: url("/public/status/wifi.svg") } b { mask: url(/public/status/battery.svg) }"#.utf8)
        #expect(ShotInputs.references(in: css).reversed() == ["/public/status/wifi.svg", "/public/status/battery.svg"])
        let relative = Array(#"a { background: url("status/wifi.svg") } b { mask: url(../assets/f%20a.woff2) } c { mask: url(data:x) }"#.utf8)
        #expect(ShotInputs.relativeReferences(in: relative, from: "/public/style.css").reversed() == ["/public/status/wifi.svg", "/assets/f%20a.woff2"])
    }
}
