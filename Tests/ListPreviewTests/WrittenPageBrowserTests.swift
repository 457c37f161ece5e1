import AppTesting
import Browser
import Fixtures
import HTTP
import ListPreview
import PNG
import Screens
import Store
import Testing

/// `snapshot` shows each page after a page's first by writing it into the document Chromium
/// already has, rather than navigating: the pixels must be those of a navigation, to the byte.
@Suite struct WrittenPageBrowserTests {
    /// Rows with pictures, an empty state (its picture a mask the style sheet paints), dark and
    /// light, two languages and two devices, each written into one page in turn and loaded afresh
    /// in another: the same PNG each time; and the writing page kept its first address, so it
    /// did write them rather than load them.
    @Test func aPageWrittenInPlaceDrawsWhatItsNavigationDraws() throws {
        let fixtures = #"""
            {"screens": [{"id": "inbox", "title": {"en": "Inbox", "zh-Hans": "收件箱"}, "largeTitle": true,
              "sections": [{"header": "Today", "rows": [
                {"title": "Ann Lee", "detail": "Lunch on Friday?", "image": "examples/avatar-ann.svg"},
                {"title": "Ben Carter", "detail": "Slides for Monday", "image": "examples/avatar-ben.svg"}]}],
              "emptyStates": {"empty": {"image": "states/empty.svg", "imageTint": "systemGray",
                "title": {"en": "No Messages", "zh-Hans": "没有邮件"}, "detail": "Mail you receive appears here."}}}]}
            """#
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).decode(Array(fixtures.utf8), file: "inbox.json")
        let app = App(store: ScreenStore(screens: screens), assets: Assets.builtIn)
        let pages: [(query: String, width: Int, height: Int)] = [
            ("state=data&device=iphone-15&theme=light&lang=en", 393, 852),
            ("state=empty&device=iphone-15&theme=dark&lang=zh-Hans", 393, 852),
            ("state=data&device=iphone-se&theme=dark&lang=zh-Hans", 375, 667),
            ("state=empty&device=iphone-se&theme=light&lang=en", 375, 667),
            ("state=data&device=iphone-15&theme=light&lang=en", 393, 852),
        ]
        try AppTest.run(app, .live) { client in
            let browser = try BrowserLauncher.launch(EngineLocator(.chromium, headlessShell: true), scale: 2, pages: 2)
            defer { browser.stop() }
            let written = try browser.openPage(), loaded = try browser.openPage()
            defer { written.close(); loaded.close() }
            let urls = pages.map { "http://127.0.0.1:\(client.port)/screens/inbox?\($0.query)&motion=off&os=26&embed=1" }
            for (page, url) in zip(pages, urls) {
                let path = String(url.dropFirst("http://127.0.0.1:\(client.port)".count))
                try written.show(app.respond(to: Request(method: .get, target: path)).body, from: url, width: page.width, height: page.height, scale: 2)
                try loaded.load(url, width: page.width, height: page.height, scale: 2)
                let shot = try written.screenshot()
                #expect(try PNGImage.size(of: shot) == (page.width * 2, page.height * 2))
                #expect(shot == (try loaded.screenshot()), "\(page.query)")
            }
            #expect(try written.evaluate("return location.href") == .string(urls[0]))
            #expect(try loaded.evaluate("return location.href") == .string(urls[urls.count - 1]))
        }
    }
}
