import Browser
import Foundation
import Glibc
import Guarded
import HTTP
import HTTPServer
import TestSupport
import Testing

/// Long polls: a handler answers `.later`, the server parks the connection without a thread and
/// answers when it is due, when its time is up, or when the server stops.
@Suite struct DeferredReplyTests {
    /// The callbacks of parked requests, so a test can say “due” from its own thread.
    private final class Subscriptions: Sendable {
        private let callbacks = Locked<[@Sendable () -> Void]>([])
        private let unsubscribed = Locked(0)

        var count: Int { callbacks.withLock { $0.count } }
        var cancelled: Int { unsubscribed.withLock { $0 } }

        func add(_ due: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
            callbacks.withLock { $0.append(due) }
            return { [unsubscribed] in unsubscribed.withLock { $0 += 1 } }
        }

        func fireAll() {
            for due in callbacks.withLock({ $0 }) { due() }
        }
    }

    /// A long poll's time in milliseconds that no test sees run out: ten hang detectors. An answer
    /// read within the hang detector came from the test's `due`, or from the server's stop.
    private static let neverDue = 10 * hangDetectorSeconds * 1000

    /// `/wait` is parked for `timeout` ms and then answers `woken`; anything else answers `now`.
    private func withServer(threads: Int = 1, timeout: Int = neverDue, perClient: Int = 256,
                            _ body: (HTTPServer, Subscriptions) throws -> Void) throws {
        let subscriptions = Subscriptions()
        let server = try HTTPServer.start(ServerConfiguration(port: 0, threads: threads, perClientConnectionLimit: perClient),
                                          replying: { request in
            guard request.target == "/wait" else { return .now(.text(.ok, "now")) }
            return .later(DeferredResponse(timeoutMilliseconds: timeout, subscribe: subscriptions.add,
                                           respond: { .text(.ok, "woken") }))
        })
        defer { server.stop() }
        try body(server, subscriptions)
    }

    @Test(arguments: [1, 2])
    func aParkedConnectionIsAnsweredWhenDueAndKeepsItsConnection(threads: Int) throws {
        try withServer(threads: threads) { server, subscriptions in
            let waiting = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try waiting.send("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(eventually { server.parkedConnections == 1 && subscriptions.count == 1 })
            // The loop is free meanwhile: other requests are answered at once.
            for _ in 0..<5 { #expect(try LoopbackConnection.request(port: server.port, "GET", "/other", timeoutSeconds: hangDetectorSeconds).text == "now") }
            // Due, said from this thread (not a loop's): the loop is woken and answers — within the
            // hang detector, so not at the wait's end, which never comes in a test.
            subscriptions.fireAll()
            subscriptions.fireAll()
            let answer = try waiting.readResponse()
            #expect(answer.status == 200 && answer.text == "woken")
            #expect(server.parkedConnections == 0 && subscriptions.cancelled == 1)
            // The same connection serves the next request: keep-alive survives the wait.
            try waiting.send("GET /again HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try waiting.readResponse().text == "now")
        }
    }

    @Test func aParkedConnectionIsAnsweredWhenItsTimeIsUp() throws {
        try withServer(timeout: 300) { server, subscriptions in
            let start = ContinuousClock.now
            let answer = try LoopbackConnection.request(port: server.port, "GET", "/wait", timeoutSeconds: hangDetectorSeconds)
            let waited = ContinuousClock.now - start
            #expect(answer.text == "woken")
            #expect(waited >= .milliseconds(290), "not before its time: \(waited)")
            #expect(eventually { subscriptions.cancelled == 1 }, "the subscription is given back")
        }
    }

    /// Stopping answers the parked connections at once rather than waiting for their time to be up:
    /// `stop()` runs on a thread of its own, and every answer is read within the hang detector (the
    /// wait itself is never over in a test).
    @Test(arguments: [1, 2])
    func stoppingAnswersEveryParkedConnection(threads: Int) throws {
        let subscriptions = Subscriptions()
        let server = try HTTPServer.start(ServerConfiguration(port: 0, threads: threads), replying: { _ in
            .later(DeferredResponse(timeoutMilliseconds: Self.neverDue, subscribe: subscriptions.add, respond: { .text(.ok, "bye") }))
        })
        let parked = try (0..<20).map { _ in try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds) }
        for connection in parked { try connection.send("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n") }
        #expect(eventually { server.parkedConnections == 20 })
        let stopped = Locked(false)
        Thread.detachNewThread {
            server.stop()
            stopped.withLock { $0 = true }
        }
        for connection in parked { #expect(try connection.readResponse().text == "bye") }
        #expect(eventually { stopped.withLock { $0 } }, "stop() returned")
        #expect(server.parkedConnections == 0 && server.requestsInFlight == 0)
    }

    @Test(arguments: [1, 2])
    func aClientThatHangsUpGivesItsParkedConnectionBack(threads: Int) throws {
        try withServer(threads: threads) { server, subscriptions in
            do {
                let gone = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
                try gone.send("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(eventually { server.parkedConnections == 1 })
            }
            // Closed by the client (the connection went out of scope): answered and closed at once,
            // not held until its timeout.
            #expect(eventually { server.parkedConnections == 0 && server.openConnections == 0 })
            #expect(subscriptions.cancelled == 1)
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/other", timeoutSeconds: hangDetectorSeconds).text == "now")
        }
    }

    @Test(arguments: [1, 2])
    func parkedConnectionsCountAgainstTheClientsLimit(threads: Int) throws {
        try withServer(threads: threads, perClient: 4) { server, _ in
            let parked = try (0..<4).map { _ in try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds) }
            for connection in parked { try connection.send("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n") }
            #expect(eventually { server.parkedConnections == 4 })
            let fifth = try LoopbackConnection(port: server.port, timeoutSeconds: hangDetectorSeconds)
            try fifth.send("GET /other HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            // Refused with 503: the four waiting ones hold the client's share and none is idle.
            #expect(try fifth.readResponse().status == 503)
            withExtendedLifetime(parked) {}
        }
    }
}
