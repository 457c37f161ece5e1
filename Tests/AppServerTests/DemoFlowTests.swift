import AppTesting
import Browser
import Dispatch
import Guarded
import HTTP
import ListPreview
import Screens
import TestSupport
import Testing

/// The demo screen end to end, in process and behind the real daemon on an ephemeral port over real sockets.
@Suite struct DemoFlowTests {
    private func get(_ client: AppClient, _ target: String, headers: Headers = [:]) throws -> TestResponse {
        try client.request(.get, target, headers: headers)
    }

    private func post(_ client: AppClient, _ target: String) throws -> TestResponse {
        try client.request(.post, target, headers: ["Content-Type": "application/x-www-form-urlencoded"])
    }

    /// Runs `body` with a client of the demo app on `backend`.
    private func withDemo(_ backend: Backend, _ body: (AppClient) throws -> Void) throws {
        try AppTest.run(App(assets: Assets.builtIn), backend, body)
    }

    @Test(arguments: Backend.allCases)
    func showClearReloadFlow(backend: Backend) throws {
        try withDemo(backend) { client in
            let start = try get(client, "/")
            #expect(start.status.code == 200)
            #expect(start.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(start.text.contains(#"id="empty-state" role="status""#))

            let show = try post(client, "/screens/demo/show")
            #expect(show.status.code == 303)
            #expect(show.headers["Location"] == "/screens/demo")
            let shown = try get(client, show.headers["Location"] ?? "")
            #expect(shown.text.components(separatedBy: #"<li class="lp-row">"#).count == 7)
            #expect(!shown.text.contains("empty-state"))

            let clear = try post(client, "/screens/demo/clear")
            #expect(clear.status.code == 303)
            let cleared = try get(client, "/screens/demo")
            #expect(cleared.text.contains("empty-state"))
            #expect(!cleared.text.contains("lp-row"))

            let reload = try post(client, "/screens/demo/reload")
            #expect(reload.status.code == 303)
            #expect(reload.headers["Location"] == "/screens/demo")
            #expect(try get(client, "/").text.contains(#"<span class="lp-row-title">Row 6</span>"#))
        }
    }

    @Test(arguments: Backend.allCases)
    func languagesOverTheWire(backend: Backend) throws {
        try withDemo(backend) { client in
            let simplified = try get(client, "/screens/demo?lang=zh-Hans")
            #expect(simplified.text.contains(#"<html lang="zh-Hans" dir="ltr" "#) && simplified.text.contains("暂无数据"))
            let traditional = try get(client, "/", headers: ["Accept-Language": "zh-TW,en;q=0.5"])
            #expect(traditional.headers["Content-Language"] == "zh-Hant")
            #expect(traditional.text.contains("暫無數據"))
            let redirect = try post(client, "/screens/demo/show?lang=zh-Hant")
            #expect(redirect.headers["Location"] == "/screens/demo?lang=zh-Hant")
        }
    }

    @Test(arguments: Backend.allCases)
    func staticFiles(backend: Backend) throws {
        try withDemo(backend) { client in
            let css = try get(client, "/public/style.css")
            #expect(css.status.code == 200)
            #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
            #expect(css.text.contains(".lp-empty"))
            let svg = try get(client, "/public/empty.svg")
            #expect(svg.headers["Content-Type"] == "image/svg+xml")
            #expect(svg.text.hasPrefix("<svg"))
            let etag = try #require(css.headers["ETag"])
            #expect(try get(client, "/public/style.css", headers: ["If-None-Match": etag]).status.code == 304)
        }
    }

    @Test(arguments: Backend.allCases)
    func everyErrorStatusAndTheServerGoesOn(backend: Backend) throws {
        try withDemo(backend) { client in
            let notFound = try get(client, "/no/such/page")
            #expect(notFound.status.code == 404)
            #expect(notFound.text.contains("Nothing is at /no/such/page."))

            let wrongMethod = try post(client, "/")
            #expect(wrongMethod.status.code == 405)
            #expect(wrongMethod.headers["Allow"] == "GET, HEAD")
            #expect(try client.request(.delete, "/screens/demo").headers["Allow"] == "GET, HEAD")
            #expect(try get(client, "/screens/demo/show").headers["Allow"] == "POST")

            let tooLarge = try client.request(.post, "/screens/demo/show",
                                              headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                              body: [UInt8](repeating: 97, count: 64 * 1024 + 1))
            #expect(tooLarge.status.code == 413)

            #expect(try get(client, "/screens/%zz").status.code == 400)
            #expect(try get(client, "/?lang=%E0").status.code == 400)
            // What is not HTTP at all never reaches the app: only the wire can carry it.
            if backend == .live {
                let garbage = try LoopbackConnection(port: client.port, timeoutSeconds: Int(hangDetector.components.seconds))
                try garbage.send("NOT HTTP AT ALL\r\n\r\n")
                #expect(String(decoding: (garbage.readToEnd() ?? []).prefix(12), as: UTF8.self).hasPrefix("HTTP/1.1 4"))
            }

            for traversal in ["/public/../Package.swift", "/public/%2e%2e/Package.swift", "/public/%2E%2E%2FPackage.swift",
                              "/public//etc/passwd", "/public/..%2f..%2fetc%2fpasswd"] {
                let response = try get(client, traversal)
                #expect(response.status.code == 404, "\(traversal)")
                #expect(!response.text.contains("PackageDescription") && !response.text.contains("root:"))
            }

            let head = try client.request(.head, "/")
            #expect(head.status.code == 200 && head.body.isEmpty)
            #expect(try get(client, "/").status.code == 200)
        }
    }

    @Test(arguments: Backend.allCases)
    func concurrentClientsShareOneState(backend: Backend) throws {
        try withDemo(backend) { client in
            let failures = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 300) { index in
                do {
                    let response = index % 3 == 0
                        ? try post(client, index % 2 == 0 ? "/screens/demo/show" : "/screens/demo/clear")
                        : try get(client, "/screens/demo")
                    if response.status.code >= 400 { failures.withLock { $0.append("\(response.status)") } }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            _ = try post(client, "/screens/demo/show")
            #expect(try get(client, "/").text.contains("Row 6"))
        }
    }
}
