import Foundation
import HTTP
@testable import ListPreview
import Testing
import TestSupport

/// TEMPORARY (#17): the refactors must not change one byte of any response. Every state of every
/// example screen in several variants, and the other routes, each asked twice (the second time from
/// the page memo), compared by a hash of status, headers in order and body with what 0.5.0 sent.
/// `LP_WRITE_GOLDEN=1` rewrites the hashes.
@Suite struct ResponseBytesGoldenTests {
    private static let goldenFile = Repository.root + "/Tests/ListPreviewTests/Golden/responses.txt"

    private static func requests(_ app: App) -> [Request] {
        let variants = ["", "lang=zh-Hans", "theme=dark", "dir=rtl", "lang=pseudo", "device=iphone-se", "device=ipad-pro-13&theme=dark",
                        "textSize=AX5", "textSize=all", "embed=1"]
        var requests: [Request] = []
        let cookieHeaders: [Headers] = [[:], ["Accept-Language": "zh-CN"], ["Cookie": "lp-theme=dark; lp-lang=ar"]]
        for screen in app.store.screens {
            for state in [nil] + screen.reachableStates.map(\.rawValue) {
                for variant in variants {
                    let query = [state.map { "state=" + $0 }, variant.isEmpty ? nil : variant].compactMap { $0 }.joined(separator: "&")
                    let target = screen.path + (query.isEmpty ? "" : "?" + query)
                    for headers in cookieHeaders { requests.append(Request(method: .get, target: target, headers: headers)) }
                }
            }
            requests.append(Request(method: .get, target: screen.path + "?q=a"))
            requests.append(Request(method: .get, target: screen.path + "?rows=3"))
            requests.append(Request(method: .head, target: screen.path))
            requests.append(Request(method: .get, target: "/gallery?screen=" + screen.id))
            requests.append(Request(method: .get, target: "/api/screens/" + screen.id))
        }
        for target in ["/", "/screens", "/gallery", "/gallery?textSize=all", "/api/screens", "/screens/nope", "/api/screens/nope",
                       "/nothing", "/public/style.css", "/public/nope.css", "/screens/inbox?state=sleeping", "/screens/inbox?theme=purple",
                       "/api/changes", "/api/changes?since=x", "/screens/%ZZ"] {
            requests.append(Request(method: .get, target: target))
        }
        requests.append(Request(method: .delete, target: "/screens/inbox"))
        requests.append(Request(method: .post, target: "/screens/inbox/dance", headers: ["Content-Type": "application/x-www-form-urlencoded"]))
        requests.append(Request(method: .post, target: "/screens/inbox/clear", headers: ["Origin": "http://evil.example", "Host": "localhost"]))
        requests.append(Request(method: .post, target: "/api/screens/inbox/state", headers: ["Content-Type": "application/json"],
                                body: Array(#"{"state": 3}"#.utf8)))
        requests.append(Request(method: .put, target: "/api/screens/inbox/rows", headers: ["Content-Type": "application/json"],
                                body: Array(#"[{"title": 1}]"#.utf8)))
        return requests
    }

    private static func describe(_ response: Response) -> String {
        var text = "\(response.status.code)\n"
        for field in response.headers { text += field.name + ": " + field.value + "\n" }
        return text + "\n" + String(decoding: response.body, as: UTF8.self)
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(value, radix: 16)
    }

    @Test func everyResponseIsByteForByteWhatItWas() throws {
        let assets = Assets.builtIn
        let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        let clock = ManualClock()
        let app = App(store: ScreenStore(screens: screens + [.demo], clock: clock.now), assets: assets)
        var lines: [String] = []
        for request in Self.requests(app) {
            let first = Self.describe(app.respond(to: request))
            let second = Self.describe(app.respond(to: request))
            #expect(first == second, "\(request.method) \(request.target)")
            lines.append("\(request.method) \(request.target) \(request.headers.map { $0.name + "=" + $0.value }) \(Self.hash(first))")
            // A 304 for the page the client already has.
            if let etag = app.respond(to: request).headers["ETag"] {
                var again = request
                again.headers.set("If-None-Match", etag)
                lines.append("  304 \(Self.hash(Self.describe(app.respond(to: again))))")
            }
        }
        // Changes, then the pages again.
        for action in ["clear", "show", "network"] {
            let change = Request(method: .post, target: "/screens/inbox/\(action)", headers: ["Content-Type": "application/x-www-form-urlencoded"])
            lines.append("POST \(action) \(Self.hash(Self.describe(app.respond(to: change))))")
            lines.append("GET after \(action) \(Self.hash(Self.describe(app.respond(to: Request(method: .get, target: "/screens/inbox")))))")
        }
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["LP_WRITE_GOLDEN"] != nil {
            try text.write(toFile: Self.goldenFile, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOfFile: Self.goldenFile, encoding: .utf8).split(separator: "\n")
        let now = text.split(separator: "\n")
        #expect(now.count == golden.count)
        for (line, expected) in zip(now, golden) where line != expected {
            Issue.record("changed: \(line)\n   was: \(expected)")
        }
    }
}
