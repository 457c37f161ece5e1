import Browser
import Guarded
import HTTP
import HTTPServer
import TestSupport
import Testing

/// A response the app marks shared is prepared once by the server and kept while the app keeps it.
@Suite struct PreparedResponsesTests {
    @Test func aSharedResponseIsPreparedOnceAndGoesWhenTheAppLetsGo() throws {
        // The response the handler sends for each path; replacing one is the app letting go of it.
        let current = Locked<[String: Response]>([
            "/a": Response.text(.ok, "first a").shared(),
            "/b": Response.text(.ok, "b").shared(),
            "/plain": Response.text(.ok, "plain"),
        ])
        let server = try HTTPServer.start(ServerConfiguration(port: 0, threads: 2)) { request in
            current.withLock { $0[request.target] } ?? .text(.notFound, "no")
        }
        defer { server.stop() }
        for _ in 0..<5 {
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/a").text == "first a")
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/plain").text == "plain")
        }
        #expect(server.preparedResponseCount == 1)
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/b").text == "b")
        #expect(server.preparedResponseCount == 2)

        // The app lets go of /a's response: the next one prepared drops its entry.
        current.withLock { $0["/a"] = Response.text(.ok, "second a").shared() }
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/a").text == "second a")
        #expect(server.preparedResponseCount == 2)

        // A shared response changed after marking is no longer shared: it is sent as it is now.
        var changed = Response.text(.ok, "before").shared()
        changed.headers.set("X-Changed", "1")
        #expect(changed.sharing == nil)
        current.withLock { $0["/changed"] = changed }
        let response = try LoopbackConnection.request(port: server.port, "GET", "/changed")
        #expect(response.headers["X-Changed"] == "1")
        #expect(server.preparedResponseCount == 2)

        // The app lets go of everything and nothing new comes: the sweep drops them all the same.
        current.withLock { $0 = [:] }
        server.sweepPreparedResponses()
        #expect(server.preparedResponseCount == 0)
    }
}
