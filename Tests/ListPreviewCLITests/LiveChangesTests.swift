import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// `GET /api/changes` against the built program: what waiting pages cost it, and that stopping it
/// answers them. (How a held request is answered at a change is `LongPollTests`, on both back ends.)
@Suite struct LiveChangesTests {
    private let examples = Repository.root + "/Examples/screens.json"

    /// The `data-live` URL of a page, unescaped.
    private func liveURL(_ port: Int, _ path: String) throws -> String {
        let page = try LoopbackConnection.request(port: port, "GET", path).text
        let start = try #require(page.range(of: #"data-live=""#)).upperBound
        let end = try #require(page[start...].firstIndex(of: "\""))
        return page[start..<end].replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Sends a long poll on its own connection, returning the connection to read the answer from
    /// (which the server may hold for its longest wait, 25 s: the timeout is the hang detector).
    private func poll(_ port: Int, _ url: String) throws -> LoopbackConnection {
        let connection = try LoopbackConnection(port: port, timeoutSeconds: hangDetectorSeconds)
        try connection.send("GET \(url) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return connection
    }

    /// Whether the connection has an answer within `milliseconds` (without reading it).
    private func answers(_ connection: LoopbackConnection, within milliseconds: Int32) -> Bool {
        var watched = pollfd(fd: connection.descriptor, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&watched, 1, milliseconds) == 1
    }

    @Test func waitingPagesHoldNoThreadAndUseNoProcessorTime() throws {
        let server = try ServerProcess.start(["--port", "0", "--threads", "2", "--fixtures", examples])
        defer { _ = server.stop(signal: SIGTERM) }
        let url = try liveURL(server.port, "/")
        let threadsBefore = server.threadCount
        let waiting = try (0..<100).map { _ in try poll(server.port, url) }
        // Once the server has read every request and gone idle, all 100 are parked: then it holds
        // them on no thread of their own, and goes on using no processor time while they wait.
        #expect(eventually { serverHasReadEverything(port: server.port, connections: 100) }, "every request read")
        #expect(server.becomesIdle(), "100 waiting pages cost no processor time")
        #expect(waiting.allSatisfy { !answers($0, within: 0) }, "all held")
        #expect(server.threadCount <= threadsBefore + 2, "\(threadsBefore) threads before, \(server.threadCount) with 100 waiting")
        // A change to one screen wakes every page of the index (it shows them all).
        #expect(try LoopbackConnection.request(port: server.port, "POST", "/screens/orders/clear").status == 303)
        for connection in waiting { #expect(try connection.readResponse().text.contains(#""changed":true"#)) }
    }

    @Test func stoppingTheServerAnswersWaitingPages() throws {
        let server = try ServerProcess.start(["--port", "0"])
        let url = try liveURL(server.port, "/")
        let waiting = try (0..<10).map { _ in try poll(server.port, url) }
        // Parked: read, and nothing left to do about them until a change or their longest wait.
        #expect(eventually { serverHasReadEverything(port: server.port, connections: 10) }, "every request read")
        #expect(server.becomesIdle())
        // The program has ended by the time stop returns, so each answer was there before it exited.
        #expect(server.stop(signal: SIGTERM) == 0)
        for connection in waiting { #expect(try connection.readResponse().text.contains(#""changed":false"#)) }
    }
}
