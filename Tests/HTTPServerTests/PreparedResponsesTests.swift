import Browser
import Glibc
import Guarded
import HTTP
import HTTPServer
import TestSupport
import Testing

/// A response the app marks shared is prepared once by each event loop and kept while the app keeps
/// it; the loops' prepared responses send one copy of its body.
@Suite struct PreparedResponsesTests {
    @Test func aSharedResponseIsPreparedOnceAndGoesWhenTheAppLetsGo() throws {
        // The response the handler sends for each path; replacing one is the app letting go of it.
        let current = Locked<[String: Response]>([
            "/a": Response.text(.ok, "first a").shared(),
            "/b": Response.text(.ok, "b").shared(),
            "/plain": Response.text(.ok, "plain"),
        ])
        // One loop, so that every connection meets the same prepared responses.
        let server = try HTTPServer.start(ServerConfiguration(port: 0, threads: 1)) { request in
            current.withLock { $0[request.target] } ?? .text(.notFound, "no")
        }
        defer { server.stop() }
        for _ in 0..<5 {
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/a", timeoutSeconds: hangDetectorSeconds).text == "first a")
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/plain", timeoutSeconds: hangDetectorSeconds).text == "plain")
        }
        #expect(server.preparedResponseCount == 1)
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/b", timeoutSeconds: hangDetectorSeconds).text == "b")
        #expect(server.preparedResponseCount == 2)

        // The app lets go of /a's response: the next one prepared drops its entry.
        current.withLock { $0["/a"] = Response.text(.ok, "second a").shared() }
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/a", timeoutSeconds: hangDetectorSeconds).text == "second a")
        #expect(server.preparedResponseCount == 2)

        // A shared response changed after marking is no longer shared: it is sent as it is now.
        var changed = Response.text(.ok, "before").shared()
        changed.headers.set("X-Changed", "1")
        #expect(changed.sharing == nil)
        current.withLock { $0["/changed"] = changed }
        let response = try LoopbackConnection.request(port: server.port, "GET", "/changed", timeoutSeconds: hangDetectorSeconds)
        #expect(response.headers["X-Changed"] == "1")
        #expect(server.preparedResponseCount == 2)

        // The app lets go of everything and nothing new comes: the sweep drops them all the same.
        current.withLock { $0 = [:] }
        server.sweepPreparedResponses()
        #expect(server.preparedResponseCount == 0)
        #expect(bodiesGo(server), "the bodies went with the last responses sending them")
    }

    @Test func everyLoopPreparesItsOwnResponseOverOneCopyOfTheBody() throws {
        let body = String(repeating: "shared page ", count: 2_000)
        let current = Locked<Response?>(Response.text(.ok, body).shared())
        let server = try HTTPServer.start(ServerConfiguration(port: 0, threads: 4)) { _ in
            current.withLock { $0 } ?? .text(.notFound, "gone")
        }
        defer { server.stop() }
        // A new connection each time: the kernel spreads them over the four loops.
        for _ in 0..<40 {
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/", timeoutSeconds: hangDetectorSeconds).text == body)
        }
        #expect((2...4).contains(server.preparedResponseCount), "each loop that served it prepared it once")
        #expect(server.preparedBodyCount == 1)

        current.withLock { $0 = nil }
        server.sweepPreparedResponses()
        #expect(server.preparedResponseCount == 0)
        #expect(bodiesGo(server))
    }

    /// Whether the server's copies of bodies all go (within the hang detector): a connection holds
    /// the response it sent until libmicrohttpd has finished with it, which may be just after the
    /// client has read it all.
    private func bodiesGo(_ server: HTTPServer) -> Bool {
        eventually { server.preparedBodyCount == 0 }
    }
}
