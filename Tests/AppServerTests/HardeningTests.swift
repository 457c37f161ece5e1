import AppTesting
import HTTP
@testable import ListPreview
@testable import Screens
@testable import Store
import Testing

/// Cross-site changes are refused, `--read-only` refuses all, and every response carries the policy
/// headers: in process and over real sockets.
@Suite struct HardeningTests {
    private let assets = Assets(files: [
        "style.css": Assets.File(body: Array("body{}".utf8), contentType: "text/css; charset=utf-8"),
    ])

    private func post(_ client: AppClient, _ target: String, _ headers: Headers) throws -> TestResponse {
        try client.request(.post, target, headers: headers)
    }

    @Test(arguments: Backend.allCases)
    func changesFromAnotherSiteAreRefused(backend: Backend) throws {
        let app = App(screens: [.demo], assets: assets)
        try AppTest.run(app, backend) { client in
            let host = "127.0.0.1:\(client.port)"
            let evil = try post(client, "/screens/demo/clear", ["Host": host, "Origin": "http://evil.example"])
            #expect(evil.status == .forbidden)
            #expect(String(decoding: evil.body, as: UTF8.self).contains("“http://evil.example” is another origin"))
            #expect(try post(client, "/screens/demo/clear", ["Host": host, "Origin": "null"]).status == .forbidden)
            #expect(try post(client, "/screens/demo/clear", ["Host": host, "Sec-Fetch-Site": "cross-site"]).status == .forbidden)
            // A browser that withholds Origin still names the page in Referer.
            let referred = try post(client, "/screens/demo/clear", ["Host": host, "Referer": "http://evil.example/attack.html"])
            #expect(referred.status == .forbidden)
            #expect(String(decoding: referred.body, as: UTF8.self).contains("came from “http://evil.example/attack.html”"))
            for lookalike in ["http://\(host).evil.example/", "http://\(host)@evil.example/", "ftp://\(host)/", "http://evil.example/http://\(host)/"] {
                #expect(try post(client, "/screens/demo/clear", ["Host": host, "Referer": lookalike]).status == .forbidden, "\(lookalike)")
            }
            #expect(try post(client, "/screens/demo/clear", ["Host": host, "Sec-Fetch-Site": "same-site"]).status == .forbidden)
            let api = try client.request(.post, "/api/screens/demo/state",
                                         headers: ["Origin": "http://evil.example", "Host": "a", "Content-Type": "application/json"],
                                         body: #"{"state": "empty"}"#)
            #expect(api.status == .forbidden && api.headers["Content-Type"] == "application/json")
            #expect(app.store.state(of: "demo")?.version == 0, "nothing changed")

            #expect(try post(client, "/screens/demo/show", ["Host": host, "Origin": "http://\(host)",
                                                            "Sec-Fetch-Site": "same-origin"]).status == .seeOther)
            #expect(try post(client, "/screens/demo/clear", [:]).status == .seeOther, "scripts without Origin are let through")
            #expect(try post(client, "/screens/demo/show", ["Host": host, "Referer": "http://\(host)/screens/demo?theme=dark"]).status == .seeOther,
                    "this server's own page named in Referer")
            #expect(app.store.state(of: "demo")?.version == 3)
        }
    }

    /// Both back ends refuse what the server refuses before the app sees it, with the same answers:
    /// a target or head over 16 KiB, a head two parsers could read differently, a body over 64 KiB.
    @Test(arguments: Backend.allCases)
    func theServersOwnRefusalsComeFirst(backend: Backend) throws {
        let app = App(screens: [.demo], assets: assets)
        try AppTest.run(app, backend) { client in
            let long = try client.request(.get, "/screens/demo?q=" + String(repeating: "a", count: 17 * 1024))
            #expect(long.status == .uriTooLong)
            #expect(long.text.contains("longer than 16 KiB"))
            let cookies = try client.request(.get, "/screens/demo", headers: ["Cookie": "a=" + String(repeating: "b", count: 17 * 1024)])
            #expect(cookies.status == .requestHeaderFieldsTooLarge)
            let smuggled = try client.request(.post, "/screens/demo/show", headers: ["Content-Length": "0", "Transfer-Encoding": "chunked"])
            #expect(smuggled.status == .badRequest)
            let large = try client.request(.put, "/api/screens/demo/rows", headers: ["Content-Type": "application/json"],
                                           body: [UInt8](repeating: 32, count: 65 * 1024))
            #expect(large.status == .contentTooLarge)
            #expect(try client.request(.get, "/screens/demo").text.contains("empty-state"), "nothing refused changed the screen")
        }
    }

    @Test(arguments: Backend.allCases)
    func readOnlyRefusesEveryChangeAndOffersNone(backend: Backend) throws {
        let app = App(store: ScreenStore(screens: [.demo]), assets: assets, readOnly: true)
        try AppTest.run(app, backend) { client in
            for target in ["/screens/demo/show", "/screens/demo/reload", "/screens/demo/rows"] {
                #expect(try post(client, target, [:]).status == .forbidden)
            }
            #expect(try client.request(.put, "/api/screens/demo/rows", headers: ["Content-Type": "application/json"],
                                       body: "[]").status == .forbidden)
            let page = try client.request(.get, "/screens/demo").text
            #expect(!page.contains(#"method="post""#))
            #expect(page.contains(#"id="read-only""#))
            #expect(page.contains(#"id="empty-state""#), "previews still show every state")
            #expect(try client.request(.get, "/screens/demo?state=network").status == .ok)
        }
    }

    @Test(arguments: Backend.allCases)
    func everyResponseCarriesThePolicyHeaders(backend: Backend) throws {
        let app = App(screens: [.demo], assets: assets)
        try AppTest.run(app, backend) { client in
            let targets = ["/", "/screens/demo", "/screens/demo", "/public/style.css", "/nope", "/api/screens", "/gallery", "/%zz"]
            for target in targets {
                let response = try client.request(.get, target)
                let policy = response.headers["Content-Security-Policy"] ?? ""
                #expect(policy.contains("script-src 'self';") && policy.contains("frame-ancestors 'self'"), "\(target)")
                #expect(!policy.contains("unsafe-eval") && !policy.contains("script-src 'self' 'unsafe-inline'"), "\(target)")
                #expect(response.headers["X-Content-Type-Options"] == "nosniff", "\(target)")
                #expect(response.headers["Referrer-Policy"] == "same-origin", "\(target)")
            }
            // A body over the limit is refused by the server, below the app, with the app's error page.
            let tooLarge = try client.request(.post, "/screens/demo/show", body: [UInt8](repeating: 97, count: 64 * 1024 + 1))
            #expect(tooLarge.status == .contentTooLarge)
            #expect(tooLarge.headers["X-Content-Type-Options"] == "nosniff")
        }
    }

    @Test(arguments: Backend.allCases)
    func nothingOutsidePublicIsReachable(backend: Backend) throws {
        let app = App(screens: [.demo], assets: assets)
        try AppTest.run(app, backend) { client in
            for target in ["/public/style.css%00.png", "/public/%00", "/public/..%2Fstyle.css", "/public//etc/passwd",
                           "/public/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/public/./style.css"] {
                let status = try client.request(.get, target).status
                #expect(status == .notFound || status == .badRequest, "\(target): \(status)")
            }
        }
    }
}
