import AppTesting
import HTTP
import ListPreview
import Screens
import Testing

/// Pages are cached (and their server responses reused); the cache must never show a stale state
/// or one variant's page to another. Checked in process and over real sockets, where the reuse happens.
@Suite struct CachingTests {
    @Test(arguments: Backend.allCases)
    func aStateChangeShowsOnTheVeryNextGETFromAnyClient(backend: Backend) throws {
        try AppTest.run(App(assets: Assets.builtIn), backend) { client in
            for round in 0..<20 {
                // Warm the cache for both states, then change from another connection.
                _ = try client.request(.get, "/screens/demo")
                let action = round.isMultiple(of: 2) ? "show" : "clear"
                #expect(try client.request(.post, "/screens/demo/\(action)").status.code == 303)
                let page = try client.request(.get, "/screens/demo").text
                #expect(page.contains("Row 6") == (action == "show"), "round \(round)")
                #expect(page.contains(#"id="empty-state""#) == (action == "clear"), "round \(round)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func aVariantNeverLeaksIntoAnother(backend: Backend) throws {
        try AppTest.run(App(assets: Assets.builtIn), backend) { client in
            let cases: [(Headers, String, String)] = [
                (["Accept-Language": "zh-CN"], "zh-Hans", "暂无数据"),
                ([:], "en", "No data"),
                (["Accept-Language": "zh-TW"], "zh-Hant", "暫無數據"),
                (["Cookie": "lp-lang=zh-Hans"], "zh-Hans", "暂无数据"),
                (["Accept-Language": "en-GB"], "en", "No data"),
            ]
            for _ in 0..<5 {
                for (headers, language, label) in cases {
                    let response = try client.request(.get, "/screens/demo", headers: headers)
                    #expect(response.headers["Content-Language"] == language)
                    #expect(response.text.contains(#"<html lang="\#(language)""#))
                    #expect(response.text.contains(label))
                }
            }
            let dark = try client.request(.get, "/screens/demo?theme=dark").text
            let plain = try client.request(.get, "/screens/demo").text
            #expect(dark.contains(#"data-theme="dark""#) && !plain.contains("data-theme"))
        }
    }

    @Test(arguments: Backend.allCases)
    func pagesRevalidateWithTheirETag(backend: Backend) throws {
        try AppTest.run(App(assets: Assets.builtIn), backend) { client in
            let first = try client.request(.get, "/screens/demo")
            let etag = try #require(first.headers["ETag"])
            #expect(try client.request(.get, "/screens/demo", headers: ["If-None-Match": etag]).status.code == 304)
            _ = try client.request(.post, "/screens/demo/show")
            let changed = try client.request(.get, "/screens/demo", headers: ["If-None-Match": etag])
            #expect(changed.status.code == 200)
            #expect(changed.headers["ETag"] != etag)
        }
    }

    /// RFC 9110 §15.4.5: a `304` carries the fields the `200` would have that guide caches (`ETag`,
    /// `Cache-Control`, `Vary`), and not the representation's `Content-Type`, the same for pages and files.
    @Test(arguments: Backend.allCases, ["/screens/demo", "/public/style.css", "/public/empty.svg"])
    func aNotModifiedCarriesTheCacheFieldsOfItsOK(backend: Backend, target: String) throws {
        try AppTest.run(App(assets: Assets.builtIn), backend) { client in
            let ok = try client.request(.get, target)
            let etag = try #require(ok.headers["ETag"])
            for method in [HTTP.Method.get, .head] {
                let notModified = try client.request(method, target, headers: ["If-None-Match": etag])
                #expect(notModified.status == .notModified)
                #expect(notModified.body.isEmpty)
                #expect(notModified.headers["Content-Type"] == nil)
                for name in ["ETag", "Cache-Control", "Vary", "Content-Security-Policy", "X-Content-Type-Options"] {
                    #expect(notModified.headers[name] == ok.headers[name], "\(method) \(target): \(name)")
                }
            }
        }
    }

    /// The memo answers reads only: once a page is held, another method to its target is still the
    /// route's 405 (with `Allow`), and a change from another site still the change policy's 403.
    @Test(arguments: Backend.allCases)
    func aHeldPageAnswersOnlyReads(backend: Backend) throws {
        try AppTest.run(App(assets: Assets.builtIn), backend) { client in
            for target in ["/screens/demo", "/"] {
                #expect(try client.request(.get, target).status == .ok)
                #expect(try client.request(.head, target).status == .ok)
                for method in [HTTP.Method.post, .put, .delete, HTTP.Method(rawValue: "PATCH")] {
                    let refused = try client.request(method, target)
                    #expect(refused.status == .methodNotAllowed, "\(method) \(target)")
                    #expect(refused.headers["Allow"] == "GET, HEAD", "\(method) \(target)")
                }
                let crossSite = try client.request(.post, target, headers: ["Origin": "http://evil.example"])
                #expect(crossSite.status == .forbidden, "\(target)")
                #expect(try client.request(.get, target).status == .ok)
            }
        }
    }
}
