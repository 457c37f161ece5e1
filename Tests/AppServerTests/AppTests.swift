import AppTesting
import HTTP
@testable import ListPreview
@testable import Screens
import Testing

/// The app's routes, in process and over real sockets.
@Suite struct AppTests {
    private let app = App(assets: Assets(files: [
        "style.css": Assets.File(body: Array("body{}".utf8), contentType: "text/css; charset=utf-8"),
        "empty.svg": Assets.File(body: Array("<svg/>".utf8), contentType: "image/svg+xml"),
    ]))

    private func get(_ client: AppClient, _ target: String, headers: Headers = [:]) throws -> TestResponse {
        try client.request(.get, target, headers: headers)
    }

    private func post(_ client: AppClient, _ target: String, headers: Headers = [:], body: String = "") throws -> TestResponse {
        try client.request(.post, target, headers: headers, body: body)
    }

    private func text(_ response: TestResponse) -> String { response.text }

    @Test(arguments: Backend.allCases)
    func demoStartsWithTheOverlayAndNoRows(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let page = try text(get(client, "/"))
            #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\" data-os=\"26\" data-live=\"/api/changes?screens=demo&amp;since="))
            #expect(page.contains(#"<script src="/public/live.js" defer=""></script></head>"#), "one script, our own file")
            #expect(page.contains(#"<h1 class="lp-title">Empty Page Test</h1>"#))
            #expect(page.contains(#"id="empty-state" role="status""#))
            #expect(page.contains(#"style="--lp-empty-bg:#aaaaaa99;--lp-empty-fg:#ffffff"#))
            #expect(page.contains(#"<form method="post" action="/screens/demo/reload" class="lp-empty-form">"#))
            #expect(page.contains(#"aria-label="Tap to reload""#))
            #expect(page.contains(#"<img class="lp-empty-image" src="/public/empty.svg" alt="" width="100" height="100">"#))
            #expect(page.contains(#"<span class="lp-empty-label" id="empty-label" role="heading" aria-level="2">No data</span>"#))
            #expect(!page.contains("lp-row"))
            #expect(page.components(separatedBy: "<script").count == 2, "no inline script")
        }
    }

    @Test(arguments: Backend.allCases)
    func showRedirectsAndFillsTheTableWithoutOverlay(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let show = try post(client, "/screens/demo/show")
            #expect(show.status == .seeOther)
            #expect(show.headers["Location"] == "/screens/demo")
            let page = try text(get(client, "/screens/demo"))
            #expect(!page.contains("empty-state"))
            #expect(!page.contains("lp-empty"))
            for number in 1...6 { #expect(page.contains(#"<span class="lp-row-title">Row \#(number)</span>"#)) }
            #expect(try post(client, "/screens/demo/clear").status == .seeOther)
            #expect(try text(get(client, "/")).contains("empty-state"))
            #expect(try post(client, "/screens/demo/reload").status == .seeOther)
            #expect(try text(get(client, "/")).contains("Row 6"))
        }
    }

    /// Only routes that draw or link to a page read the variant: a file, the live feed and a screen's
    /// JSON are not refused for a page parameter they have no use for, while a page is, and a form
    /// with one changes nothing.
    @Test(arguments: Backend.allCases)
    func onlyPageRoutesReadTheVariant(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            #expect(try get(client, "/public/style.css?device=x").status == .ok)
            #expect(try get(client, "/public/empty.svg?theme=sepia&textSize=huge").status == .ok)
            let page = try get(client, "/screens/demo?device=x")
            #expect(page.status == .badRequest)
            #expect(page.text.contains("iphone-se"))
            #expect(try post(client, "/screens/demo/show?device=x").status == .badRequest)
            #expect(try text(get(client, "/screens/demo")).contains("empty-state"))
        }
    }

    @Test(arguments: Backend.allCases)
    func languageFromQueryIsKeptAcrossTheRedirect(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let page = try text(get(client, "/screens/demo?lang=zh-Hans"))
            #expect(page.contains(#"<html lang="zh-Hans" dir="ltr" "#))
            #expect(page.contains("测试空白页"))
            #expect(page.contains("暂无数据"))
            #expect(page.contains(#"action="/screens/demo/show?lang=zh-Hans""#))
            #expect(page.contains(#">显示数据</button>"#) && page.contains(#">清空数据</button>"#))
            #expect(try post(client, "/screens/demo/show?lang=zh-Hans").headers["Location"] == "/screens/demo?lang=zh-Hans")
            #expect(try text(get(client, "/screens/demo?lang=zh-Hans")).contains("第1行数据"))
        }
    }

    @Test(arguments: Backend.allCases)
    func acceptLanguagePicksTraditionalChinese(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let response = try get(client, "/", headers: ["Accept-Language": "zh-TW,zh;q=0.9,en;q=0.8"])
            let page = text(response)
            #expect(response.headers["Content-Language"] == "zh-Hant")
            #expect(response.headers["Vary"] == "Accept-Language, Cookie")
            #expect(page.contains(#"<html lang="zh-Hant" dir="ltr" "#))
            #expect(page.contains("測試空白頁") && page.contains("暫無數據") && page.contains("顯示數據") && page.contains("清空數據"))
            #expect(page.contains("點擊重新載入"))
            #expect(page.contains(#"action="/screens/demo/show""#))
        }
    }

    @Test(arguments: Backend.allCases)
    func errorsAreHelpfulPages(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let missing = try get(client, "/nope")
            #expect(missing.status == .notFound)
            #expect(text(missing).contains("Nothing is at /nope."))
            let unknownScreen = try get(client, "/screens/inbox")
            #expect(unknownScreen.status == .notFound)
            #expect(text(unknownScreen).contains("There is no screen “inbox”; the screens are: demo."))
            let wrongMethod = try post(client, "/")
            #expect(wrongMethod.status == .methodNotAllowed)
            #expect(wrongMethod.headers["Allow"] == "GET, HEAD")
            #expect(try get(client, "/screens/demo/show").headers["Allow"] == "POST")
            #expect(try post(client, "/screens/demo/explode").status == .notFound)
            let malformed = try get(client, "/screens/%E0%A4")
            #expect(malformed.status == .badRequest)
            #expect(text(malformed).contains("not valid UTF-8"))
            #expect(try get(client, "/?lang=%zz").status == .badRequest)
            #expect(try post(client, "/screens/demo/show", headers: ["Content-Type": "application/json"], body: "{}").status == .unsupportedMediaType)
            #expect(try post(client, "/screens/demo/show", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: "a=%").status == .badRequest)
        }
    }

    @Test(arguments: Backend.allCases)
    func errorPagesEscapeWhatTheClientSent(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let page = try text(get(client, "/%3Cscript%3Ealert(1)%3C%2Fscript%3E"))
            #expect(!page.contains("<script>"))
            #expect(page.contains("/%3Cscript%3Ealert(1)%3C%2Fscript%3E"))
            let screen = try text(get(client, "/screens/%3Cimg%20src=x%20onerror=alert(1)%3E"))
            #expect(screen.contains("“&lt;img src=x onerror=alert(1)&gt;”"))
        }
    }

    @Test(arguments: Backend.allCases)
    func staticFilesWithTypesAndRevalidation(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let css = try get(client, "/public/style.css")
            #expect(css.status == .ok)
            #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
            #expect(text(css) == "body{}")
            let revalidated = try get(client, "/public/style.css", headers: ["If-None-Match": css.headers["ETag"] ?? ""])
            #expect(revalidated.status == .notModified)
            #expect(revalidated.body.isEmpty)
            #expect(try get(client, "/public/empty.svg").headers["Content-Type"] == "image/svg+xml")
            for target in ["/public/nope.css", "/public/../Package.swift", "/public/%2e%2e/Package.swift", "/public/"] {
                #expect(try get(client, target).status == .notFound, "\(target)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func headAnswersLikeGet(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let response = try client.request(.head, "/screens/demo")
            #expect(response.status == .ok)
            #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        }
    }
}
