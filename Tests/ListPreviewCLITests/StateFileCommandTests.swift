import Browser
import Foundation
import Glibc
import JSON
import ListPreviewCLI
import TestSupport
import Testing

/// The state file through the real program: kept states across restarts and `--watch` reloads,
/// `--forget-state`, and a file system that fills up.
@Suite(.serialized) struct StateFileCommandTests {
    private let both = #"{"screens": [{"id": "main", "sections": [{"rows": ["one", "two", "three"]}]}, {"id": "other", "sections": []}]}"#
    private let mainOnly = #"{"screens": [{"id": "main", "sections": [{"rows": ["one", "two", "three"]}]}]}"#
    private let form = [("Content-Type", "application/x-www-form-urlencoded")]

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func add(_ title: String, to screen: String, port: Int) throws -> Int {
        try LoopbackConnection.request(port: port, "POST", "/screens/\(screen)/rows", headers: form, body: Array("title=\(title)".utf8)).status
    }

    private func titles(_ screen: String, port: Int) throws -> [String] {
        let json = try JSONParser.parse(LoopbackConnection.request(port: port, "GET", "/api/screens/\(screen)").body)
        guard case let .array(sections)? = json["sections"] else { return [] }
        return sections.flatMap { section -> [String] in
            guard case let .array(rows)? = section["rows"] else { return [] }
            return rows.compactMap { if case let .string(title)? = $0["title"] { title } else { nil } }
        }
    }

    /// The probe's scenario: two rows on `other`, a restart with fixtures that lack it, the original
    /// fixtures back: the rows are back. The restart in between says so, once.
    @Test func aScreenThatLeavesAndReturnsOnRestartKeepsItsRows() throws {
        let directory = try temporaryDirectory("statecli")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json", state = directory + "/state.json"
        let arguments = ["--port", "0", "--fixtures", fixtures, "--state-file", state]
        try write(both, to: fixtures)
        let first = try ServerProcess.start(arguments)
        #expect(try add("kept-1", to: "other", port: first.port) == 303)
        #expect(try add("kept-2", to: "other", port: first.port) == 303)
        #expect(first.stop(signal: SIGTERM) == 0)

        try write(mainOnly, to: fixtures)
        let without = try ServerProcess.start(arguments, capturingErrors: true)
        #expect(try LoopbackConnection.request(port: without.port, "GET", "/screens/other").status == 404)
        let list = try JSONParser.parse(LoopbackConnection.request(port: without.port, "GET", "/api/screens").body)
        #expect(list["keptStates"] == .array([.string("other")]))
        let stopped = without.stopAndReadOutput(signal: SIGTERM)
        #expect(stopped.stderr.split(separator: "\n").filter { $0.contains("state kept") }
            == ["listpreview: state kept for 1 screen not in the fixtures: other"])

        try write(both, to: fixtures)
        let back = try ServerProcess.start(arguments, capturingErrors: true)
        #expect(try titles("other", port: back.port) == ["kept-1", "kept-2"])
        #expect(!back.stopAndReadOutput(signal: SIGTERM).stderr.contains("state kept"))
    }

    /// The same through `--watch`: an edit that drops `other`, then one that brings it back.
    @Test func aScreenThatLeavesAndReturnsOnAReloadKeepsItsRows() throws {
        let directory = try temporaryDirectory("statecli")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json", state = directory + "/state.json"
        try write(both, to: fixtures)
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", fixtures, "--state-file", state], capturingErrors: true)
        #expect(try add("kept-1", to: "other", port: server.port) == 303)
        #expect(try add("kept-2", to: "other", port: server.port) == 303)
        try write(mainOnly, to: fixtures)
        #expect(try eventually { try LoopbackConnection.request(port: server.port, "GET", "/screens/other").status == 404 })
        // A restart now would keep it too: it is in the file.
        try write(both, to: fixtures)
        #expect(try eventually { try LoopbackConnection.request(port: server.port, "GET", "/screens/other").status == 200 })
        #expect(try titles("other", port: server.port) == ["kept-1", "kept-2"])
        let stopped = server.stopAndReadOutput(signal: SIGTERM)
        #expect(stopped.stderr.contains("listpreview: state kept for 1 screen not in the fixtures: other\n"))
    }

    @Test func forgetStateDropsAKeptStateOnlyWhenAsked() throws {
        let directory = try temporaryDirectory("statecli")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json", state = directory + "/state.json"
        let arguments = ["--port", "0", "--fixtures", fixtures, "--state-file", state]
        try write(both, to: fixtures)
        let first = try ServerProcess.start(arguments)
        #expect(try add("gone", to: "other", port: first.port) == 303)
        #expect(first.stop(signal: SIGTERM) == 0)
        try write(mainOnly, to: fixtures)

        let live = try Program.run(["serve"] + arguments + ["--forget-state", "main"])
        #expect(live.status == 64)
        #expect(live.stderr.hasPrefix("listpreview: --forget-state main: “main” is in the fixtures, so its state is live, not kept; "))

        let forgetting = try ServerProcess.start(arguments + ["--forget-state", "other", "--forget-state", "typo"], capturingErrors: true)
        let stopped = forgetting.stopAndReadOutput(signal: SIGTERM)
        #expect(stopped.stderr.contains("listpreview: forgot the state kept for other (--forget-state)\n"))
        #expect(stopped.stderr.contains("listpreview: --forget-state typo: no state is kept for typo, so there was nothing to forget\n"))
        #expect(!stopped.stderr.contains("state kept for 1 screen"))

        try write(both, to: fixtures)
        let back = try ServerProcess.start(arguments)
        defer { _ = back.stop(signal: SIGTERM) }
        #expect(try titles("other", port: back.port) == [])
    }

    @Test func forgetStateNeedsAStateFile() throws {
        #expect(throws: CLIError.missingArgument("--state-file FILE for --forget-state to forget in")) {
            try parseCommandLine(["serve", "--forget-state", "other"])
        }
        let options = try #require(parseCommandLine(["--state-file", "s.json", "--forget-state", "a", "--forget-state=b"]).options(of: ServeCommand.self), "not serve")
        #expect(options.forgetState == ["a", "b"])
    }

    /// A file system that fills up mid-append (simulated with `RLIMIT_FSIZE`, `SIGXFSZ` ignored, so a
    /// write past the limit is cut short and the next fails with EFBIG): the change is a 507, the
    /// journal is cut back to its last complete entry, and a restart on the still full disk starts
    /// (it used to exit 65, "corrupt", when its fresh snapshot could not be written), with every
    /// acknowledged change, and goes on journaling.
    @Test func aFullDiskIsNeverCorrupt() throws {
        let directory = try temporaryDirectory("statecli")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json", state = directory + "/state.json"
        let arguments = ["--port", "0", "--fixtures", fixtures, "--state-file", state]
        try write(mainOnly, to: fixtures)
        #expect(try ServerProcess.start(arguments).stop(signal: SIGTERM) == 0)
        // Files may grow to 200 bytes: room for two short journal entries, not for a snapshot.
        let full = ["-c", #"trap '' XFSZ; exec prlimit --fsize=200 -- "$0" "$@""#, Repository.executable] + arguments

        let filling = try ServerProcess.start(full, executable: "/bin/sh")
        #expect(try add("first", to: "main", port: filling.port) == 303)
        #expect(try add(String(repeating: "x", count: 300), to: "main", port: filling.port) == 507)
        #expect(filling.stop(signal: SIGTERM) == 0)
        let journal = try String(contentsOfFile: state + ".journal", encoding: .utf8)
        #expect(journal.hasSuffix("\n") && journal.split(separator: "\n").count == 1, "cut back to the last complete entry: \(journal)")

        let restarted = try ServerProcess.start(full, executable: "/bin/sh", capturingErrors: true)
        #expect(try titles("main", port: restarted.port) == ["one", "two", "three", "first"])
        #expect(try add("second", to: "main", port: restarted.port) == 303)
        let stopped = restarted.stopAndReadOutput(signal: SIGTERM)
        #expect(stopped.status == 0)
        #expect(stopped.stderr.contains("listpreview: cannot write a snapshot of the state file now, so its journal keeps every change: "
                                        + "cannot save the state file \(state): File too large\n"), "\(stopped.stderr)")

        let roomy = try ServerProcess.start(arguments, capturingErrors: true)
        #expect(try titles("main", port: roomy.port) == ["one", "two", "three", "first", "second"])
        #expect(!roomy.stopAndReadOutput(signal: SIGTERM).stderr.contains("torn"))
    }
}
