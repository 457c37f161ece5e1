import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// The README's quick start, followed in order in an empty folder with the built program, as a
/// newcomer does (issue 43): `init`, `serve --watch`, `snapshot`, sharing with `--host 0.0.0.0`,
/// `audit` on the starter, then the review recipe twice — snapshot with `--baseline`, approve with
/// the command the report prints, snapshot again — ending green with every baseline still there.
/// Every command uses the folder's `screens.json`. Narrowed to one screen, device, theme and
/// language, in Chromium, to stay fast; the ports are free ones, not the README's 8080.
@Suite struct QuickStartTests {
    /// What the narrowed snapshots take: the starter's messages screen in each of its five states.
    private static let narrowed = ["--screens", "messages", "--devices", "iphone-15", "--themes", "light", "--langs", "en",
                                   "--browser", "chromium", "--scale", "1"]
    private static let shots = ["data", "empty", "error", "loading", "network"].map { "messages--\($0)--iphone-15--light--en--ios18.png" }
    private static let readingTheFolders = "listpreview: reading screens.json in this folder (--fixtures FILE reads another)\n"

    @Test func theQuickStartAndTheReviewRecipeInAnEmptyFolder() throws {
        let folder = try temporaryDirectory("quick-start")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func run(_ arguments: [String]) throws -> Program.Outcome { try Program.run(arguments, directory: folder) }

        // listpreview init: the starter, and the next commands to type.
        let initialized = try run(["init"])
        #expect(initialized.status == 0, "\(initialized.stderr)")
        #expect(initialized.stdout.contains("  listpreview serve --fixtures screens.json --watch\n"), "\(initialized.stdout)")
        for file in ["screens.json", "listpreview.schema.json", "img"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file)")
        }

        // The audit of the starter, in the background while the rest runs: it takes the longest.
        let audit = Process()
        audit.executableURL = URL(fileURLWithPath: Repository.executable)
        audit.arguments = ["audit"]
        audit.currentDirectoryURL = URL(fileURLWithPath: folder)
        let auditOutput = Pipe(), auditErrors = Pipe()
        audit.standardOutput = auditOutput
        audit.standardError = auditErrors
        try audit.run()
        defer { if audit.isRunning { kill(audit.processIdentifier, SIGKILL) } }

        // listpreview serve --fixtures screens.json --watch: the starter's screens, not the demo.
        let watching = try ServerProcess.start(["serve", "--fixtures", "screens.json", "--watch", "--port", "0"], directory: folder)
        let index = try LoopbackConnection.request(port: watching.port, "GET", "/")
        #expect(index.status == 200)
        #expect(index.text.contains(#"href="/screens/messages""#) && !index.text.contains(#"href="/screens/demo""#))
        #expect(watching.stop(signal: SIGTERM) == 0)

        // listpreview snapshot --fixtures screens.json --out shots …: the starter's shots.
        let photographed = try run(["snapshot", "--os", "18", "--fixtures", "screens.json", "--out", "shots", "--quiet"] + Self.narrowed)
        #expect(photographed.status == 0, "\(photographed.stderr)")
        #expect(try pngs(in: folder + "/shots") == Self.shots)

        // listpreview serve --fixtures screens.json --host 0.0.0.0: a link carrying its token.
        let sharing = try ServerProcess.start(["serve", "--fixtures", "screens.json", "--host", "0.0.0.0", "--port", "0"], directory: folder)
        #expect(sharing.listeningLine.contains("?token="), "\(sharing.listeningLine)")
        #expect(try LoopbackConnection.request(port: sharing.port, "GET", "/screens/messages").status != 200, "a page asks for the token")
        #expect(sharing.stop(signal: SIGTERM) == 0)

        // The review recipe, twice: snapshot against the baselines, approve with the command the
        // report prints, snapshot again: green. The first time every shot is new; the second, the
        // messages' empty title was edited in between.
        let review = ["snapshot", "--os", "18", "--out", "shots", "--baseline", "baselines", "--junit", "shots/junit.xml"] + Self.narrowed
        for round in 1...2 {
            if round == 2 {
                let fixtures = folder + "/screens.json"
                let edited = try String(contentsOfFile: fixtures, encoding: .utf8).replacingOccurrences(of: "No Messages Yet", with: "Nothing Yet")
                try Data(edited.utf8).write(to: URL(fileURLWithPath: fixtures))
            }
            let reviewed = try run(review)
            #expect(reviewed.stderr.hasPrefix(Self.readingTheFolders), "round \(round): \(reviewed.stderr)")
            #expect(reviewed.status == 1, "round \(round): \(reviewed.stdout)")
            #expect(reviewed.stdout.contains(round == 1 ? "0 changed, 5 new, 0 missing, 0 unchanged; 5 fail\n" : "1 changed (1 over the limit), 0 new, 0 missing, 4 unchanged"),
                    "round \(round): \(reviewed.stdout)")
            let approve = try approvalCommand(in: folder + "/shots/report.html")
            guard approve == ["listpreview", "compare", "baselines", "shots", "--out", "shots", "--update", "changed", "--prune"] else {
                Issue.record("round \(round): the report's approval command is \(approve)")
                break
            }
            let approved = try run(Array(approve.dropFirst()))
            #expect(approved.status == 0, "round \(round): \(approved.stdout) \(approved.stderr)")
            let again = try run(review)
            #expect(again.status == 0, "round \(round): \(again.stdout) \(again.stderr)")
            #expect(again.stdout.hasPrefix("0 changed, 0 new, 0 missing, 5 unchanged"), "round \(round): \(again.stdout)")
            #expect(try pngs(in: folder + "/baselines") == Self.shots, "round \(round): every baseline is still there")
        }

        // audit: the folder's screens.json, and the starter passes.
        let auditText = String(decoding: auditOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let auditStderr = String(decoding: auditErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        audit.waitUntilExit()
        #expect(audit.terminationStatus == 0, "\(auditText)\(auditStderr)")
        #expect(auditText.isEmpty, "no failing finding listed: \(auditText)")
        #expect(auditStderr.hasPrefix(Self.readingTheFolders) && auditStderr.hasSuffix(" in 4 screens\n"), "\(auditStderr)")
    }

    /// The README is the front door — what ListPreview is, the two commands, the quick start above,
    /// pictures and links — so it stays short: everything else is in docs/, which it links to, and
    /// every file it links to or shows is there.
    @Test func theReadmeStaysAFrontDoor() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let lines = readme.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        #expect(lines <= 300, "README.md has \(lines) lines, at most 300: it is the front door; the rest goes in docs/, in the document it belongs to, linked from the README")
        var rest = readme[...]
        while let link = rest.range(of: "](") {
            let after = rest[link.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = after[..<close]
            rest = after[close...]
            if target.contains(":") || target.hasPrefix("#") { continue }
            let path = String(target.prefix { $0 != "#" })
            #expect(FileManager.default.fileExists(atPath: Repository.root + "/" + path), "README.md links to \(target), which is not there")
        }
    }

    /// The PNG files in `folder`, sorted.
    private func pngs(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The words of the report's “Approve every change” command.
    private func approvalCommand(in report: String) throws -> [String] {
        let html = try String(contentsOfFile: report, encoding: .utf8)
        guard let box = html.range(of: #"<div class="lp-review-approve">"#),
              let code = html.range(of: #"<code data-copy="">"#, range: box.upperBound..<html.endIndex),
              let end = html.range(of: "</code>", range: code.upperBound..<html.endIndex) else { return [] }
        let command = html[code.upperBound..<end.lowerBound].replacingOccurrences(of: "&amp;", with: "&")
        return command.split(separator: " ").map(String.init)
    }
}
