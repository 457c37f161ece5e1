import Browser
import Dispatch
import Foundation
import Glibc
import Guarded
import TestSupport
import Testing

/// A bounded mixed load — every state's page, every action, the API, static files — from several
/// clients at once: no 5xx, no dropped connection, and memory that stays flat from round to round.
@Suite(.serialized) struct SoakTests {
    @Test func mixedLoadServesEverythingAndMemoryStaysFlat() throws {
        let directory = try temporaryDirectory("soak")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try ServerProcess.start(["--port", "0", "--fixtures", Repository.root + "/Examples/screens.json",
                                              "--state-file", directory + "/state.json"])
        defer { _ = server.stop(signal: SIGTERM) }
        let port = server.port
        let form = [("Content-Type", "application/x-www-form-urlencoded")]
        let json = [("Content-Type", "application/json")]
        var requests: [(String, String, [(String, String)], String)] = []
        for screen in ["inbox", "photos", "settings", "contacts", "orders"] {
            for state in ["data", "empty", "network", "error", "loading", "search"] {
                requests.append(("GET", "/screens/\(screen)?state=\(state)&theme=dark&lang=zh-Hant", [], ""))
            }
            for action in ["show", "network", "error", "loading", "clear", "show"] {
                requests.append(("POST", "/screens/\(screen)/\(action)", form, ""))
            }
            requests.append(("GET", "/screens/\(screen)?q=a", [], ""))
            requests.append(("GET", "/api/screens/\(screen)", [], ""))
            requests.append(("PUT", "/api/screens/\(screen)/rows", json, #"["one", {"title": "two", "detail": "d"}]"#))
            requests.append(("POST", "/api/screens/\(screen)/state", json, #"{"state": "data"}"#))
        }
        requests += [("GET", "/gallery", [], ""), ("GET", "/public/style.css", [], ""), ("GET", "/", [], ""), ("GET", "/nope", [], "")]

        let mix = requests
        var memory: [Int] = []
        let served = Locked(0)
        let failures = Locked<[String]>([])
        for _ in 0..<4 {
            DispatchQueue.concurrentPerform(iterations: 8) { client in
                for index in 0..<mix.count {
                    let (method, target, headers, body) = mix[(index + client * 7) % mix.count]
                    do {
                        // Eight clients at once on a busy machine: only a hang, not a slow answer, fails one.
                        let response = try LoopbackConnection.request(port: port, method, target, headers: headers, body: Array(body.utf8),
                                                                      timeoutSeconds: hangDetectorSeconds)
                        if response.status >= 500 { failures.withLock { $0.append("\(method) \(target): \(response.status)") } }
                        served.withLock { $0 += 1 }
                    } catch {
                        failures.withLock { $0.append("\(method) \(target): \(error)") }
                    }
                }
            }
            memory.append(server.residentKilobytes)
        }
        #expect(failures.withLock { $0 } == [])
        #expect(served.withLock { $0 } == 4 * 8 * requests.count)
        // The first round warms caches; after it, resident memory must not keep growing.
        #expect(memory[3] <= memory[1] + memory[1] / 5 + 2048, "RSS by round (KiB): \(memory)")
    }

    /// The event loops sleep when there is nothing to do, idle keep-alive connections included:
    /// a loop that spun (or woke every few milliseconds) would never let the server go idle.
    @Test func anIdleServerUsesNoProcessorTime() throws {
        let server = try ServerProcess.start(["--port", "0", "--threads", "2"])
        defer { _ = server.stop(signal: SIGTERM) }
        let idle = try (0..<4).map { _ in try LoopbackConnection(port: server.port) }
        for connection in idle {
            try connection.send("GET /screens/demo HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
        #expect(server.becomesIdle(), "with 4 idle keep-alive connections open, the server never went idle")
        withExtendedLifetime(idle) {}
    }
}
