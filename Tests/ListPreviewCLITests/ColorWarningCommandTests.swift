import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// `check` (and `serve`, at load and on every `--watch` reload) warns on stderr about each colour
/// written without a dark variant, by its JSON path, and still accepts the file.
@Suite struct ColorWarningCommandTests {
    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private let lightOnly = #"""
        {"screens": [
          {"id": "plain", "sections": []},
          {"id": "photos", "sections": [], "emptyStates": {
            "empty": {"imageTint": "#aeaeb2", "background": {"light": "#f2f2f7", "dark": "#1c1c1e"}, "textColor": "#3c3c43"},
            "loading": {"background": "#0b3d4f"}
          }}
        ]}
        """#

    private func warning(_ path: String, _ hex: String) -> String {
        #"listpreview: warning: \#(path): "\#(hex)" has no dark variant; give {"light": "\#(hex)", "dark": "…"}"#
    }

    @Test func checkWarnsAboutEachColourWithoutADarkVariantAndAcceptsTheFile() throws {
        let directory = try temporaryDirectory("colours")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(lightOnly, to: directory + "/screens.json")
        let outcome = try Program.run(["check", directory + "/screens.json"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "ok: 2 screens\n")
        // Warnings of one kind are one line: the first, and how many more.
        #expect(outcome.stderr == warning("screens[1].emptyStates.empty.imageTint (photos)", "#aeaeb2")
            + " (and 2 more like it; --verbose lists them)\n")
        let verbose = try Program.run(["check", directory + "/screens.json", "--verbose"])
        #expect(verbose.status == 0)
        #expect(verbose.stderr == [
            warning("screens[1].emptyStates.empty.imageTint (photos)", "#aeaeb2"),
            warning("screens[1].emptyStates.empty.textColor (photos)", "#3c3c43"),
            warning("screens[1].emptyStates.loading.background (photos)", "#0b3d4f"),
        ].map { $0 + "\n" }.joined())
    }

    @Test(arguments: ["Examples/screens.json", "Examples/starter/screens.json"])
    func theShippedFixturesCheckWithoutWarnings(file: String) throws {
        let outcome = try Program.run(["check", Repository.root + "/" + file])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("ok: "))
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test func serveWarnsOnceAtLoadAndAgainOnEveryReload() throws {
        let directory = try temporaryDirectory("colours")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json"
        try write(lightOnly, to: fixtures)
        let log = directory + "/stderr.txt"
        let server = try startServer(["--port", "0", "--watch", "--fixtures", fixtures], errorsTo: log)
        defer { _ = server.stop(signal: SIGTERM) }
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/screens/photos").status == 200, "served as written")

        // Fixed but for one colour: the reload says so, after it has put the new screens in service
        // (so the page alone does not show the lines are written: they are waited for).
        try write(##"{"screens": [{"id": "fixed", "sections": [], "emptyStates": {"error": {"textColor": "#fff"}}}]}"##, to: fixtures)
        let fixedWarning = warning("screens[0].emptyStates.error.textColor (fixed)", "#fff")
        #expect(eventually { loggedLines(log).contains(fixedWarning) }, "\(loggedLines(log))")
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/screens/fixed").status == 200)
        #expect(server.stop(signal: SIGTERM) == 0)
        let lines = loggedLines(log)
        #expect(Array(lines.prefix(2)) == [
            warning("screens[1].emptyStates.empty.imageTint (photos)", "#aeaeb2") + " (and 2 more like it; --verbose lists them)",
            "listpreview: reloaded \(fixtures): 1 screen",
        ], "\(lines)")
        // The screen the edit dropped keeps its state, and the reload says so.
        let kept = "listpreview: state kept for 2 screens not in the fixtures: photos, plain"
        #expect(lines.dropFirst(2).allSatisfy { $0 == "listpreview: reloaded \(fixtures): 1 screen" || $0 == kept
            || $0 == fixedWarning }, "\(lines)")
        #expect(lines.last == fixedWarning, "\(lines)")
    }
}
