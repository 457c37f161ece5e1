import Browser
import Dispatch
import Foundation
import Glibc
import Guarded
import HTTP
@testable import HTTPServer
import TestSupport
import Testing

/// The real daemon on an ephemeral port, talked to over real sockets.
@Suite struct HTTPServerTests {
    /// Echoes what the server handed to the app, so tests see the request value.
    private static let echo: @Sendable (Request) -> Response = { request in
        var lines = ["\(request.method) \(request.target)"]
        for field in request.headers where field.name.lowercased().hasPrefix("x-") {
            lines.append("\(field.name.lowercased()): \(field.value)")
        }
        lines.append("body: \(request.body.count) \(String(decoding: request.body.prefix(40), as: UTF8.self))")
        return .text(.ok, lines.joined(separator: "\n"), headers: ["X-Echo": "1"])
    }

    /// One event loop, and several sharing the listening socket: for the tests about connections.
    static let loopCounts = [1, 2]

    private func withServer(
        _ configuration: ServerConfiguration = ServerConfiguration(port: 0),
        _ body: (HTTPServer) throws -> Void
    ) throws {
        let server = try HTTPServer.start(configuration, handler: Self.echo)
        defer { server.stop() }
        try body(server)
    }

    @Test func bindsAnEphemeralPortAndPassesTheRawTarget() throws {
        try withServer { server in
            #expect(server.port > 0)
            let response = try LoopbackConnection.request(port: server.port, "GET", "/a%20b/c?x=1+2&y=%E2%9C%93",
                                                         headers: [("X-Custom", "v a l")], timeoutSeconds: hangDetectorSeconds)
            #expect(response.status == 200)
            #expect(response.headers["X-Echo"] == "1")
            #expect(response.text == "GET /a%20b/c?x=1+2&y=%E2%9C%93\nx-custom: v a l\nbody: 0 ")
        }
    }

    @Test(arguments: Self.loopCounts)
    func collectsThePostBody(threads: Int) throws {
        try withServer(ServerConfiguration(port: 0, threads: threads)) { server in
            let body = Array(String(repeating: "abcd", count: 5000).utf8)
            let response = try LoopbackConnection.request(port: server.port, "POST", "/form", body: body, timeoutSeconds: hangDetectorSeconds)
            #expect(response.text.hasSuffix("body: 20000 abcdabcdabcdabcdabcdabcdabcdabcdabcdabcd"))
        }
    }

    @Test(arguments: Self.loopCounts)
    func chunkedBodyIsCollected(threads: Int) throws {
        try withServer(ServerConfiguration(port: 0, threads: threads)) { server in
            let connection = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try connection.send("POST /c HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
            #expect(try connection.readResponse().text.hasSuffix("body: 11 hello world"))
        }
    }

    @Test(arguments: Self.loopCounts)
    func oversizedBodiesGet413AndTheServerGoesOn(threads: Int) throws {
        try withServer(ServerConfiguration(port: 0, threads: threads)) { server in
            let declared = try LoopbackConnection.request(port: server.port, "POST", "/big",
                                                         body: [UInt8](repeating: 65, count: 64 * 1024 + 1), timeoutSeconds: hangDetectorSeconds)
            #expect(declared.status == 413)
            #expect(declared.text.contains("64 KiB"))
            let atLimit = try LoopbackConnection.request(port: server.port, "POST", "/ok",
                                                        body: [UInt8](repeating: 65, count: 64 * 1024), timeoutSeconds: hangDetectorSeconds)
            #expect(atLimit.status == 200)

            let connection = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            let chunk = String(repeating: "B", count: 0x8000)
            var request = "POST /chunked HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
            for _ in 0..<3 { request += "8000\r\n\(chunk)\r\n" }
            try connection.send(request + "0\r\n\r\n")
            #expect(try connection.readResponse().status == 413)
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/after", timeoutSeconds: hangDetectorSeconds).status == 200)
        }
    }

    @Test(arguments: Self.loopCounts)
    func keepAliveServesSeveralRequestsOnOneConnection(threads: Int) throws {
        try withServer(ServerConfiguration(port: 0, threads: threads)) { server in
            let connection = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            for index in 0..<3 {
                try connection.send("GET /\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
                let response = try connection.readResponse()
                #expect(response.status == 200)
                #expect(response.text.hasPrefix("GET /\(index)\n"))
                #expect(response.headers["Connection"]?.lowercased() != "close")
            }
        }
    }

    @Test func headSendsNoBody() throws {
        try withServer { server in
            let connection = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try connection.send("HEAD /h HTTP/1.1\r\nHost: x\r\n\r\n")
            let head = try connection.readResponse(bodyless: true)
            #expect(head.status == 200)
            #expect(Int(head.headers["Content-Length"] ?? "") == "HEAD /h\nbody: 0 ".utf8.count)
            // The next response on the same connection must start right after the HEAD's headers.
            try connection.send("GET /next HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(try connection.readResponse().text.hasPrefix("GET /next"))
        }
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n",
        "GET / HTTP/1.1\r\nBad Header Without Colon\r\n\r\n",
        "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n",
        "\u{0}\u{1}\u{2}\r\n\r\n",
    ])
    func malformedRequestsGetA4xxAndTheServerKeepsServing(raw: String) throws {
        try withServer { server in
            let connection = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try connection.send(raw)
            let reply = connection.readToEnd() ?? []
            let statusLine = String(decoding: reply.prefix(12), as: UTF8.self)
            #expect(reply.isEmpty || statusLine.hasPrefix("HTTP/1.1 4") || statusLine.hasPrefix("HTTP/1.1 505"),
                    "got \(statusLine)")
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/still", timeoutSeconds: hangDetectorSeconds).status == 200)
        }
    }

    @Test func overlongTargetsAndHeadersAreRefused() throws {
        try withServer { server in
            let longTarget = "/" + String(repeating: "a", count: 40_000)
            let uri = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try uri.send("GET \(longTarget) HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(String(decoding: (uri.readToEnd() ?? []).prefix(12), as: UTF8.self).hasPrefix("HTTP/1.1 41"))
            let header = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try header.send("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "b", count: 40_000))\r\n\r\n")
            #expect(String(decoding: (header.readToEnd() ?? []).prefix(12), as: UTF8.self).hasPrefix("HTTP/1.1 431"))
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/fine", timeoutSeconds: hangDetectorSeconds).status == 200)
        }
    }

    @Test(arguments: Self.loopCounts)
    func abandonedRequestsReleaseTheirState(threads: Int) throws {
        // Clients that vanish mid-body are noticed by the idle timeout at the latest.
        try withServer(ServerConfiguration(port: 0, threads: threads, connectionTimeoutSeconds: 1)) { server in
            for _ in 0..<20 {
                let connection = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
                try connection.send("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nhalf")
            }
            // Requests completed meanwhile; not asserted, as the 1 s idle timeout may cut one on a
            // machine that stalls the loop that long: only the release is.
            for _ in 0..<10 {
                _ = try? LoopbackConnection.request(port: server.port, "GET", "/y", timeoutSeconds: hangDetectorSeconds)
            }
            #expect(eventually { server.requestsInFlight + server.openConnections == 0 },
                    "\(server.requestsInFlight) requests, \(server.openConnections) connections left")
        }
    }

    /// Five clients trickle a request line one byte at a time and never finish their heads: with a
    /// single event loop too, everyone else is answered meanwhile. Proved by the order of events,
    /// not by timing the answers: the server's timeouts are hang detectors here, so the trickling
    /// connections are still open (none readable, nothing answered, none closed) after every
    /// answer to another client. Were a loop blocked on one, the other's request would hang.
    @Test(arguments: Self.loopCounts)
    func slowClientsNeverBlockOthers(threads: Int) throws {
        let configuration = ServerConfiguration(port: 0, threads: threads, connectionTimeoutSeconds: hangDetectorSeconds,
                                                headDeadline: hangDetector)
        try withServer(configuration) { server in
            let slow = try (0..<5).map { _ in try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds) }
            for byte in "GET /slow HTTP/1.1\r\nX-A: b".utf8.prefix(6) {
                for connection in slow { try connection.send([byte]) }
                #expect(try LoopbackConnection.request(port: server.port, "GET", "/fast", timeoutSeconds: hangDetectorSeconds).status == 200)
                #expect(readable(slow).isEmpty, "the slow ones are still waiting, neither answered nor closed")
                // Spreads the trickle over time, so that each byte arrives in a read of its own.
                pause(for: .milliseconds(100))
            }
        }
    }

    /// The idle timeout closes connections whose clients went silent mid-head: each read ends (no
    /// response, or libmicrohttpd's 408) instead of hanging.
    @Test(arguments: Self.loopCounts)
    func silentClientsAreCutOffByTheIdleTimeout(threads: Int) throws {
        try withServer(ServerConfiguration(port: 0, threads: threads, connectionTimeoutSeconds: 2)) { server in
            let slow = try (0..<5).map { _ in try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds) }
            // Unanswered writes only: one the server has already cut (a machine stalled past the
            // idle timeout between two of them) may fail, which is the same outcome.
            for byte in "GET /slow HTTP/1.1\r\nX-A: b".utf8.prefix(6) {
                for connection in slow { _ = try? connection.send([byte]) }
            }
            for connection in slow {
                #expect(connection.readToEnd() != nil, "closed by the server, not left hanging")
            }
            #expect(eventually { server.openConnections == 0 })
        }
    }

    /// The connections among `connections` that have something to read now (an answer, or their
    /// end): `poll` without waiting.
    private func readable(_ connections: [LoopbackConnection]) -> [Int] {
        var descriptors = connections.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), 0) > 0 else { return [] }
        return descriptors.indices.filter { descriptors[$0].revents != 0 }
    }

    @Test(arguments: Self.loopCounts + [4])
    func oneClientCannotHoldMoreThanItsShareOfConnections(threads: Int) throws {
        // The four held connections are silent mid-head for as long as the machine takes to open
        // the fifth: the head deadline and the minimum rate's grace are the hang detector, so
        // neither closes one of them to make room (each has its own tests, with its own times).
        let configuration = ServerConfiguration(port: 0, threads: threads, perClientConnectionLimit: 4, connectionTimeoutSeconds: hangDetectorSeconds,
                                                headDeadline: hangDetector, minimumRequestRate: MinimumRate(bytesPerSecond: 0, grace: hangDetector))
        try withServer(configuration) { server in
            let held = try (0..<4).map { _ in try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds) }
            for connection in held { try connection.send("GET /held HTTP/1.1\r\nHost: x\r\n") }
            // Each loop accepts its own: wait until all four are admitted before the fifth (counted
            // by the limits: `openConnections` is raised just before a connection is admitted, and
            // the fifth, on another loop, could be admitted in between in place of the fourth).
            try #require(eventually { server.clients.count >= 4 }, "the server admitted \(server.clients.count) connections, not 4")
            // A fifth connection from the same address, with all four mid-request, is answered 503.
            let fifth = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try fifth.send("GET /fifth HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(try fifth.readResponse().status == 503)
            withExtendedLifetime(held) {}
        }
    }

    @Test(arguments: Self.loopCounts)
    func concurrentClientsAllGetTheirOwnAnswer(threads: Int) throws {
        try withServer(ServerConfiguration(port: 0, threads: threads)) { server in
            let failures = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 400) { index in
                do {
                    let response = try LoopbackConnection.request(port: server.port, "POST", "/n/\(index)",
                                                                 body: Array("payload-\(index)".utf8), timeoutSeconds: hangDetectorSeconds)
                    let expected = "POST /n/\(index)\nbody: \(("payload-\(index)").utf8.count) payload-\(index)"
                    if response.text != expected { failures.withLock { $0.append(response.text) } }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
        }
    }

    @Test func bindsOnlyTheAddressAskedFor() throws {
        try withServer { server in
            // Linux routes all of 127/8 to loopback; a socket bound to 127.0.0.1 alone refuses 127.0.0.2.
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(server.port).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.2")
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(descriptor) }
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            #expect(result == -1 && errno == ECONNREFUSED)
        }
    }

    /// Even when both servers would share the port with SO_REUSEPORT (several loops), the second is refused.
    @Test(arguments: Self.loopCounts)
    func portInUseIsAClearError(threads: Int) throws {
        try withServer(ServerConfiguration(port: 0, threads: threads)) { server in
            for second in [1, 2] {
                #expect(throws: ServerError.cannotListen(host: "127.0.0.1", port: server.port, reason: "Address already in use")) {
                    try HTTPServer.start(ServerConfiguration(port: server.port, threads: second), handler: Self.echo)
                }
            }
        }
        #expect(throws: ServerError.self) {
            try HTTPServer.start(ServerConfiguration(host: "no-such-host.invalid", port: 0), handler: Self.echo)
        }
    }

    @Test func ipv6LoopbackWorks() throws {
        let server = try HTTPServer.start(ServerConfiguration(host: "::1", port: 0), handler: Self.echo)
        defer { server.stop() }
        #expect(server.port > 0)
    }

    /// Every loop's listening socket is closed: the kernel spreads connects over all of them, so a
    /// socket left open would take some of twenty.
    @Test(arguments: Self.loopCounts + [4])
    func stopIsIdempotentAndClosesThePort(threads: Int) throws {
        let server = try HTTPServer.start(ServerConfiguration(port: 0, threads: threads), handler: Self.echo)
        let port = server.port
        for _ in 0..<8 { #expect(try LoopbackConnection.request(port: port, "GET", "/", timeoutSeconds: hangDetectorSeconds).status == 200) }
        server.stop()
        server.stop()
        for _ in 0..<20 {
            #expect(throws: LoopbackError.self) { try LoopbackConnection(port: port, timeoutSeconds: hangDetectorSeconds) }
        }
    }
}
