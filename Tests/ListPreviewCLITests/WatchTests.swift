import Foundation
import Glibc
import Testing
import TestSupport

/// `serve --watch`: a changed fixtures file is picked up, states of kept screens carry over (state
/// file included), and an invalid file keeps the last good screens with a warning on every page.
@Suite(.serialized) struct WatchTests {
    private func waitUntil(_ condition: () throws -> Bool) throws -> Bool {
        for _ in 0..<100 {
            if try condition() { return true }
            usleep(100_000)
        }
        return false
    }

    @Test func reloadsValidFixturesAndKeepsTheLastGoodOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lp-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json"
        let write = { (text: String) in try Data(text.utf8).write(to: URL(fileURLWithPath: fixtures)) }
        try write(#"{"screens": [{"id": "a", "title": "Alpha", "sections": [{"rows": ["one"]}]}, {"id": "b", "sections": []}]}"#)
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", fixtures, "--state-file", directory + "/state.json"])
        defer { _ = server.stop(signal: SIGTERM) }
        let form = [("Content-Type", "application/x-www-form-urlencoded")]
        #expect(try RawHTTPConnection.request(port: server.port, "POST", "/screens/a/rows", headers: form, body: Array("title=added".utf8)).status == 303)

        // A valid change: a new screen, a new title; screen a keeps its added row.
        try write(#"{"screens": [{"id": "a", "title": "Alpha 2", "sections": [{"rows": ["one"]}]}, {"id": "c", "sections": []}]}"#)
        #expect(try waitUntil { try RawHTTPConnection.request(port: server.port, "GET", "/screens/c").status == 200 })
        let a = try RawHTTPConnection.request(port: server.port, "GET", "/screens/a").text
        #expect(a.contains("Alpha 2") && a.contains("added"))
        #expect(try RawHTTPConnection.request(port: server.port, "GET", "/screens/b").status == 404)

        // An invalid file: the last good screens stay, and every page says why.
        try write(#"{"screens": [{"id": "a", "sections": [], "colour": "red"}]}"#)
        #expect(try waitUntil { try RawHTTPConnection.request(port: server.port, "GET", "/screens/a").text.contains(#"id="warning""#) })
        let warned = try RawHTTPConnection.request(port: server.port, "GET", "/screens/c").text
        #expect(warned.contains("does not load, so the last good version is shown"))
        #expect(warned.contains("screens[0].colour: unknown key"))
        #expect(try RawHTTPConnection.request(port: server.port, "POST", "/screens/a/rows", headers: form,
                                              body: Array("title=still".utf8)).status == 303, "changes go on meanwhile")

        // Fixed again: the warning goes, and everything acknowledged survives a restart.
        try write(#"{"screens": [{"id": "a", "title": "Alpha 3", "sections": [{"rows": ["one"]}]}, {"id": "c", "sections": []}]}"#)
        #expect(try waitUntil { try RawHTTPConnection.request(port: server.port, "GET", "/screens/a").text.contains("Alpha 3") })
        #expect(try !RawHTTPConnection.request(port: server.port, "GET", "/screens/a").text.contains(#"id="warning""#))
        #expect(server.stop(signal: SIGTERM) == 0)
        let restarted = try ServerProcess.start(["--port", "0", "--fixtures", fixtures, "--state-file", directory + "/state.json"])
        defer { _ = restarted.stop(signal: SIGTERM) }
        let page = try RawHTTPConnection.request(port: restarted.port, "GET", "/screens/a").text
        #expect(page.contains("added") && page.contains("still"))
    }
}
