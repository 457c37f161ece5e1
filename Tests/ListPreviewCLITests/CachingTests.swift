import HTTP
import HTTPServer
import ListPreview
import Testing
import TestSupport

/// Pages are cached (and their server responses reused); the cache must never show a stale state
/// or one variant's page to another. Checked over real sockets, where the reuse happens.
@Suite struct CachingTests {
    @Test func aStateChangeShowsOnTheVeryNextGETFromAnyClient() throws {
        try withDemoServer { port in
            for round in 0..<20 {
                // Warm the cache for both states, then change from another connection.
                _ = try RawHTTPConnection.request(port: port, "GET", "/screens/demo")
                let action = round.isMultiple(of: 2) ? "show" : "clear"
                #expect(try RawHTTPConnection.request(port: port, "POST", "/screens/demo/\(action)").status == 303)
                let page = try RawHTTPConnection.request(port: port, "GET", "/screens/demo").text
                #expect(page.contains("Row 6") == (action == "show"), "round \(round)")
                #expect(page.contains(#"id="empty-state""#) == (action == "clear"), "round \(round)")
            }
        }
    }

    @Test func aVariantNeverLeaksIntoAnother() throws {
        try withDemoServer { port in
            let cases: [([(String, String)], String, String)] = [
                ([("Accept-Language", "zh-CN")], "zh-Hans", "暂无数据"),
                ([], "en", "No data"),
                ([("Accept-Language", "zh-TW")], "zh-Hant", "暫無數據"),
                ([("Cookie", "lp-lang=zh-Hans")], "zh-Hans", "暂无数据"),
                ([("Accept-Language", "en-GB")], "en", "No data"),
            ]
            for _ in 0..<5 {
                for (headers, language, label) in cases {
                    let response = try RawHTTPConnection.request(port: port, "GET", "/screens/demo", headers: headers)
                    #expect(response.headers["Content-Language"] == language)
                    #expect(response.text.contains(#"<html lang="\#(language)""#))
                    #expect(response.text.contains(label))
                }
            }
            let dark = try RawHTTPConnection.request(port: port, "GET", "/screens/demo?theme=dark").text
            let plain = try RawHTTPConnection.request(port: port, "GET", "/screens/demo").text
            #expect(dark.contains(#"data-theme="dark""#) && !plain.contains("data-theme"))
        }
    }

    @Test func pagesRevalidateWithTheirETag() throws {
        try withDemoServer { port in
            let first = try RawHTTPConnection.request(port: port, "GET", "/screens/demo")
            let etag = try #require(first.headers["ETag"])
            #expect(try RawHTTPConnection.request(port: port, "GET", "/screens/demo", headers: [("If-None-Match", etag)]).status == 304)
            _ = try RawHTTPConnection.request(port: port, "POST", "/screens/demo/show")
            let changed = try RawHTTPConnection.request(port: port, "GET", "/screens/demo", headers: [("If-None-Match", etag)])
            #expect(changed.status == 200)
            #expect(changed.headers["ETag"] != etag)
        }
    }
}
