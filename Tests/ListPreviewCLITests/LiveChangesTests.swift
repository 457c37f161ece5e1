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

    /// Sends a long poll on its own connection, returning the connection to read the answer from.
    private func poll(_ port: Int, _ url: String) throws -> LoopbackConnection {
        let connection = try LoopbackConnection(port: port, timeoutSeconds: 30)
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
        usleep(300_000)
        #expect(waiting.allSatisfy { !answers($0, within: 0) }, "all held")
        #expect(server.threadCount <= threadsBefore + 2, "\(threadsBefore) threads before, \(server.threadCount) with 100 waiting")
        let ticks = server.processorTicks
        sleep(2)
        #expect(server.processorTicks - ticks <= 10, "100 waiting pages cost no processor time")
        // A change to one screen wakes every page of the index (it shows them all).
        #expect(try LoopbackConnection.request(port: server.port, "POST", "/screens/orders/clear").status == 303)
        for connection in waiting { #expect(try connection.readResponse().text.contains(#""changed":true"#)) }
    }

    @Test func stoppingTheServerAnswersWaitingPages() throws {
        let server = try ServerProcess.start(["--port", "0"])
        let url = try liveURL(server.port, "/")
        let waiting = try (0..<10).map { _ in try poll(server.port, url) }
        usleep(200_000)
        let start = ContinuousClock.now
        #expect(server.stop(signal: SIGTERM) == 0)
        #expect(ContinuousClock.now - start < .seconds(3))
        for connection in waiting { #expect(try connection.readResponse().text.contains(#""changed":false"#)) }
    }
}
