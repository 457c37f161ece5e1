import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// In the folder `init` made, every command reads its `screens.json` without being told, and says
/// so; where there is none, the demo is used and that is said too (issue 43, item 4).
@Suite struct FolderScreensTests {
    private func starterFolder() throws -> String {
        let directory = try temporaryDirectory("folder")
        let made = try Program.run(["init", directory])
        try #require(made.status == 0, "\(made.stderr)")
        return directory
    }

    @Test func everyCommandReadsTheFoldersScreensAndSaysSo() throws {
        let directory = try starterFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let note = "listpreview: reading screens.json in this folder (--fixtures FILE reads another)\n"
        let check = try Program.run(["check"], directory: directory)
        #expect(check.status == 0 && check.stdout.hasPrefix("ok: 4 screens"), "\(check.stdout)\(check.stderr)")
        #expect(check.stderr == note)
        let render = try Program.run(["render", "--screen", "messages"], directory: directory)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("data-live=\"/api/changes?screens=messages"))
        #expect(render.stderr == note)
        // serve --watch watches it: a page follows an edit.
        let server = try ServerProcess.start(["serve", "--watch", "--port", "0"], directory: directory)
        defer { _ = server.stop(signal: SIGTERM) }
        let fixtures = directory + "/screens.json"
        let edited = try String(contentsOfFile: fixtures, encoding: .utf8).replacingOccurrences(of: "No Messages Yet", with: "Nothing Yet")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: fixtures))
        #expect(try eventually { try LoopbackConnection.request(port: server.port, "GET", "/screens/messages?state=empty").text.contains("Nothing Yet") },
                "the edit reloaded the screens")
    }

    /// The starter is an example of good practice: its own audit fails nothing, and what Apple's
    /// system colours alone would fail is folded into the summary's count (issue 43, item 5).
    @Test func theStarterPassesItsOwnAudit() throws {
        let directory = try starterFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let audit = try Program.run(["audit", "--themes", "light", "--langs", "en"], directory: directory)
        #expect(audit.status == 0, "\(audit.stdout)\(audit.stderr)")
        #expect(audit.stdout.isEmpty, "no failing finding is listed: \(audit.stdout)")
        #expect(audit.stderr.contains("from Apple's system colours alone, not listed or failing without --strict) in 4 screens"), "\(audit.stderr)")
    }

    @Test func withoutScreensTheDemoIsSaidAndCheckHasNothingToCheck() throws {
        let directory = try temporaryDirectory("empty")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let render = try Program.run(["render", "--screen", "demo"], directory: directory)
        #expect(render.status == 0)
        #expect(render.stderr == FolderScreensNote.demo + "\n")
        let check = try Program.run(["check"], directory: directory)
        #expect(check.status == 64)
        #expect(check.stderr.hasPrefix("listpreview: missing the fixtures file to check (there is no screens.json in this folder)"))
        let watch = try Program.run(["serve", "--watch", "--port", "0"], directory: directory)
        #expect(watch.status == 64)
        #expect(watch.stderr.hasPrefix("listpreview: missing --fixtures FILE for --watch to watch (there is no screens.json in this folder)"), "\(watch.stderr)")
    }
}

/// What a command says when it reads the demo because there is no screens.json and no --fixtures.
enum FolderScreensNote {
    static let demo = "listpreview: no screens.json in this folder and no --fixtures: the built-in demo screen (listpreview init writes a starter)"
}
