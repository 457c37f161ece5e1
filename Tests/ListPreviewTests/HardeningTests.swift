import HTTP
@testable import ListPreview
import Testing

/// Cross-site changes are refused, `--read-only` refuses all, and every response carries the policy headers.
@Suite struct HardeningTests {
    private let assets = Assets(files: [
        "style.css": Assets.File(body: Array("body{}".utf8), contentType: "text/css; charset=utf-8"),
    ])

    private func post(_ app: App, _ target: String, _ headers: Headers) -> Response {
        app.respond(to: Request(method: .post, target: target, headers: headers))
    }

    @Test func changesFromAnotherSiteAreRefused() {
        let app = App(screens: [.demo], assets: assets)
        let evil = post(app, "/screens/demo/clear", ["Host": "127.0.0.1:8080", "Origin": "http://evil.example"])
        #expect(evil.status == .forbidden)
        #expect(String(decoding: evil.body, as: UTF8.self).contains("“http://evil.example” is another origin"))
        #expect(post(app, "/screens/demo/clear", ["Host": "127.0.0.1:8080", "Origin": "null"]).status == .forbidden)
        #expect(post(app, "/screens/demo/clear", ["Host": "127.0.0.1:8080", "Sec-Fetch-Site": "cross-site"]).status == .forbidden)
        #expect(post(app, "/screens/demo/clear", ["Host": "127.0.0.1:8080", "Sec-Fetch-Site": "same-site"]).status == .forbidden)
        let api = app.respond(to: Request(method: .post, target: "/api/screens/demo/state",
                                          headers: ["Origin": "http://evil.example", "Host": "a", "Content-Type": "application/json"],
                                          body: Array(#"{"state": "empty"}"#.utf8)))
        #expect(api.status == .forbidden && api.headers["Content-Type"] == "application/json")
        #expect(app.store.state(of: "demo")?.version == 0, "nothing changed")

        #expect(post(app, "/screens/demo/show", ["Host": "127.0.0.1:8080", "Origin": "http://127.0.0.1:8080",
                                                  "Sec-Fetch-Site": "same-origin"]).status == .seeOther)
        #expect(post(app, "/screens/demo/clear", [:]).status == .seeOther, "scripts without Origin are let through")
        #expect(app.store.state(of: "demo")?.version == 2)
    }

    @Test func readOnlyRefusesEveryChangeAndOffersNone() {
        let app = App(store: ScreenStore(screens: [.demo]), assets: assets, readOnly: true)
        for target in ["/screens/demo/show", "/screens/demo/reload", "/screens/demo/rows"] {
            #expect(post(app, target, [:]).status == .forbidden)
        }
        #expect(app.respond(to: Request(method: .put, target: "/api/screens/demo/rows", headers: ["Content-Type": "application/json"],
                                        body: Array("[]".utf8))).status == .forbidden)
        let page = String(decoding: app.respond(to: Request(method: .get, target: "/screens/demo")).body, as: UTF8.self)
        #expect(!page.contains(#"method="post""#))
        #expect(page.contains(#"id="read-only""#))
        #expect(page.contains(#"id="empty-state""#), "previews still show every state")
        #expect(app.respond(to: Request(method: .get, target: "/screens/demo?state=network")).status == .ok)
    }

    @Test func everyResponseCarriesThePolicyHeaders() {
        let app = App(screens: [.demo], assets: assets)
        let targets = ["/", "/screens/demo", "/screens/demo", "/public/style.css", "/nope", "/api/screens", "/gallery", "/%zz"]
        for target in targets {
            let response = app.respond(to: Request(method: .get, target: target))
            let policy = response.headers["Content-Security-Policy"] ?? ""
            #expect(policy.contains("script-src 'self';") && policy.contains("frame-ancestors 'self'"), "\(target)")
            #expect(!policy.contains("unsafe-eval") && !policy.contains("script-src 'self' 'unsafe-inline'"), "\(target)")
            #expect(response.headers["X-Content-Type-Options"] == "nosniff", "\(target)")
            #expect(response.headers["Referrer-Policy"] == "same-origin", "\(target)")
        }
        let tooLarge = app.errorResponse(HTTPError(.contentTooLarge, "big"), for: Request(method: .post, target: "/screens/demo/show"))
        #expect(tooLarge.headers["X-Content-Type-Options"] == "nosniff")
    }

    @Test func nothingOutsidePublicIsReachable() {
        let app = App(screens: [.demo], assets: assets)
        for target in ["/public/style.css%00.png", "/public/%00", "/public/..%2Fstyle.css", "/public//etc/passwd",
                       "/public/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/public/./style.css"] {
            let status = app.respond(to: Request(method: .get, target: target)).status
            #expect(status == .notFound || status == .badRequest, "\(target): \(status)")
        }
    }
}
