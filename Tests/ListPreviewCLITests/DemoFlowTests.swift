import Dispatch
import HTTP
import HTTPServer
import ListPreview
import Guarded
import Testing
import TestSupport

/// The demo screen end to end: the app behind the real daemon on an ephemeral port, over real sockets.
@Suite struct DemoFlowTests {
    private func get(_ port: Int, _ target: String, headers: [(String, String)] = []) throws -> RawResponse {
        try RawHTTPConnection.request(port: port, "GET", target, headers: headers)
    }

    private func post(_ port: Int, _ target: String) throws -> RawResponse {
        try RawHTTPConnection.request(port: port, "POST", target,
                                      headers: [("Content-Type", "application/x-www-form-urlencoded")])
    }

    @Test func showClearReloadFlow() throws {
        try withDemoServer { port in
            let start = try get(port, "/")
            #expect(start.status == 200)
            #expect(start.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(start.text.contains(#"id="empty-state" role="status""#))

            let show = try post(port, "/screens/demo/show")
            #expect(show.status == 303)
            #expect(show.headers["Location"] == "/screens/demo")
            let shown = try get(port, show.headers["Location"] ?? "")
            #expect(shown.text.components(separatedBy: #"<li class="lp-row">"#).count == 7)
            #expect(!shown.text.contains("empty-state"))

            let clear = try post(port, "/screens/demo/clear")
            #expect(clear.status == 303)
            let cleared = try get(port, "/screens/demo")
            #expect(cleared.text.contains("empty-state"))
            #expect(!cleared.text.contains("lp-row"))

            let reload = try post(port, "/screens/demo/reload")
            #expect(reload.status == 303)
            #expect(reload.headers["Location"] == "/screens/demo")
            #expect(try get(port, "/").text.contains(#"<span class="lp-row-title">Row 6</span>"#))
        }
    }

    @Test func languagesOverTheWire() throws {
        try withDemoServer { port in
            let simplified = try get(port, "/screens/demo?lang=zh-Hans")
            #expect(simplified.text.contains(#"<html lang="zh-Hans" dir="ltr" "#) && simplified.text.contains("暂无数据"))
            let traditional = try get(port, "/", headers: [("Accept-Language", "zh-TW,en;q=0.5")])
            #expect(traditional.headers["Content-Language"] == "zh-Hant")
            #expect(traditional.text.contains("暫無數據"))
            let redirect = try post(port, "/screens/demo/show?lang=zh-Hant")
            #expect(redirect.headers["Location"] == "/screens/demo?lang=zh-Hant")
        }
    }

    @Test func staticFiles() throws {
        try withDemoServer { port in
            let css = try get(port, "/public/style.css")
            #expect(css.status == 200)
            #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
            #expect(css.text.contains(".lp-empty"))
            let svg = try get(port, "/public/empty.svg")
            #expect(svg.headers["Content-Type"] == "image/svg+xml")
            #expect(svg.text.hasPrefix("<svg"))
            let etag = try #require(css.headers["ETag"])
            #expect(try get(port, "/public/style.css", headers: [("If-None-Match", etag)]).status == 304)
        }
    }

    @Test func everyErrorStatusAndTheServerGoesOn() throws {
        try withDemoServer { port in
            let notFound = try get(port, "/no/such/page")
            #expect(notFound.status == 404)
            #expect(notFound.text.contains("Nothing is at /no/such/page."))

            let wrongMethod = try post(port, "/")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.headers["Allow"] == "GET, HEAD")
            #expect(try RawHTTPConnection.request(port: port, "DELETE", "/screens/demo").headers["Allow"] == "GET, HEAD")
            #expect(try get(port, "/screens/demo/show").headers["Allow"] == "POST")

            let tooLarge = try RawHTTPConnection.request(port: port, "POST", "/screens/demo/show",
                                                         headers: [("Content-Type", "application/x-www-form-urlencoded")],
                                                         body: [UInt8](repeating: 97, count: 64 * 1024 + 1))
            #expect(tooLarge.status == 413)

            #expect(try get(port, "/screens/%zz").status == 400)
            #expect(try get(port, "/?lang=%E0").status == 400)
            let garbage = try RawHTTPConnection(port: port)
            try garbage.send("NOT HTTP AT ALL\r\n\r\n")
            #expect(String(decoding: (garbage.readToEnd() ?? []).prefix(12), as: UTF8.self).hasPrefix("HTTP/1.1 4"))

            for traversal in ["/public/../Package.swift", "/public/%2e%2e/Package.swift", "/public/%2E%2E%2FPackage.swift",
                              "/public//etc/passwd", "/public/..%2f..%2fetc%2fpasswd"] {
                let response = try get(port, traversal)
                #expect(response.status == 404, "\(traversal)")
                #expect(!response.text.contains("PackageDescription") && !response.text.contains("root:"))
            }

            let head = try RawHTTPConnection.request(port: port, "HEAD", "/")
            #expect(head.status == 200 && head.body.isEmpty)
            #expect(try get(port, "/").status == 200)
        }
    }

    @Test func concurrentClientsShareOneState() throws {
        try withDemoServer { port in
            let failures = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 300) { index in
                do {
                    let response = index % 3 == 0
                        ? try post(port, index % 2 == 0 ? "/screens/demo/show" : "/screens/demo/clear")
                        : try get(port, "/screens/demo")
                    if response.status >= 400 { failures.withLock { $0.append("\(response.status)") } }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            _ = try post(port, "/screens/demo/show")
            #expect(try get(port, "/").text.contains("Row 6"))
        }
    }
}
