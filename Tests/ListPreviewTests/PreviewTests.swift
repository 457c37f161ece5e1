import Fixtures
import Foundation
import HTTP
import ListPreview
import Screens
import TestSupport
import Testing

/// A read-only preview (`?state=`) never changes the screen, and keeps what it shows on every link:
/// on every preview of every example screen and the demo, in a variant, nothing posts (GET never
/// changes state), every link back to the screen keeps the variant and names a state (but the one
/// link to the live screen), and the placeholder's and toolbar's taps lead to the preview of their result.
@Suite struct PreviewTests {
    private let variant = [("lang", "zh-Hans"), ("theme", "dark"), ("device", "iphone-se"), ("dir", "rtl")]

    private func app() throws -> App {
        let assets = Assets.builtIn
        let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        return App(screens: screens + [.demo], assets: assets)
    }

    private func page(_ app: App, _ target: String) -> String {
        String(decoding: app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self)
    }

    /// Every `href` and `action` value in `html`, with `&amp;` unescaped.
    private func targets(in html: String, attribute: String) -> [String] {
        html.components(separatedBy: "\(attribute)=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
            .map { $0.replacingOccurrences(of: "&amp;", with: "&") }
    }

    private func parameters(of url: String) -> [String: String] {
        let query = url.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
        return Dictionary(query.split(separator: "&").map { piece in
            let pair = piece.split(separator: "=", maxSplits: 1)
            return (String(pair[0]), pair.count > 1 ? String(pair[1]) : "")
        }, uniquingKeysWith: { first, _ in first })
    }

    @Test func noPreviewCanChangeTheScreen() throws {
        let app = try app()
        let query = variant.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        for screen in app.store.screens {
            for state in screen.reachableStates {
                let html = page(app, "\(screen.path)?state=\(state.rawValue)&\(query)")
                let place = "\(screen.id) ?state=\(state.rawValue)"
                #expect(!html.contains("method=\"post\""), "\(place): a form that changes the screen")
                // The pickers each change one setting and keep the rest; every other link keeps them all.
                let parts = html.components(separatedBy: "<nav class=\"lp-pickers\"")
                for (index, part) in parts.enumerated() {
                    for href in targets(in: part, attribute: "href") where href.hasPrefix(screen.path) {
                        let kept = parameters(of: href)
                        let changed = variant.filter { kept[$0.0] != $0.1 }.map(\.0)
                        #expect(changed.count <= (index == 0 ? 0 : 1), "\(place): \(href) drops \(changed)")
                        if index > 0 { #expect(kept["state"] == state.rawValue, "\(place): a picker drops the state: \(href)") }
                    }
                }
            }
        }
        #expect(app.store.screens.allSatisfy { app.store.state(of: $0.id)?.version == 0 })
    }

    @Test func thePlaceholderTapLeadsToThePreviewOfTheReloadsResult() throws {
        let app = try app()
        // The demo reloads to its rows; the examples say where theirs land.
        let demo = page(app, "/screens/demo?state=empty&lang=en")
        #expect(demo.contains(#"<a href="/screens/demo?lang=en&amp;state=data" id="reload" class="lp-empty-tap""#))
        for screen in app.store.screens where screen.reload.result == .network || screen.reload.result == .error {
            let html = page(app, "\(screen.path)?state=empty")
            #expect(html.contains("state=\(screen.reload.result.rawValue)\" id=\"reload\""), "\(screen.id)")
        }
    }

    @Test func theToolbarInAPreviewLeadsToPreviews() throws {
        let html = page(try app(), "/screens/demo?state=empty&theme=dark")
        #expect(html.contains(#"href="/screens/demo?theme=dark&amp;state=data" id="show-data""#))
        #expect(html.contains(#"href="/screens/demo?theme=dark&amp;state=empty" id="clear-data""#))
        // On the live screen they change it, as before.
        let live = page(try app(), "/screens/demo")
        #expect(live.contains(#"<form method="post" action="/screens/demo/show""#))
    }
}

/// A link shows what it says. A choice remembered in a cookie that makes the page differ
/// from what its URL alone shows is named on the page, with a link to what the URL says; embedded
/// pages (gallery frames, snapshots) ignore the cookies entirely.
@Suite struct SavedChoiceTests {
    private func page(_ target: String, cookie: String) -> String {
        let app = App(screens: [.demo], assets: Assets.builtIn)
        let response = app.respond(to: Request(method: .get, target: target, headers: ["Cookie": cookie, "Accept-Language": "en"]))
        return String(decoding: response.body, as: UTF8.self)
    }

    @Test func aSavedChoiceThatChangesThePageIsNamed() {
        let html = page("/screens/demo?device=ipad", cookie: "lp-lang=pseudo; lp-theme=dark; lp-device=iphone-se; lp-dir=ltr")
        #expect(html.contains(#"id="saved-choice""#))
        #expect(html.contains("Showing your saved choice: Dark, Pseudo — "))
        // The way to what the link says: the URL's own choices, the rest as the URL alone gives them.
        #expect(html.contains(#"href="/screens/demo?device=ipad&amp;theme=system&amp;lang=en">show what the link says</a>"#))
        // The device came from the URL and dir=ltr is what the URL alone gives: neither is named.
        #expect(!html.contains("Showing your saved choice: Dark, Pseudo, "))
    }

    @Test func choicesInTheURLOrEqualToTheDefaultsAreNotNamed() {
        #expect(!page("/screens/demo?lang=pseudo&theme=dark", cookie: "lp-lang=pseudo; lp-theme=dark").contains(#"id="saved-choice""#))
        #expect(!page("/screens/demo", cookie: "lp-lang=en; lp-theme=system; lp-motion=on").contains(#"id="saved-choice""#))
        #expect(!page("/screens/demo", cookie: "").contains(#"id="saved-choice""#))
    }

    @Test func anEmbeddedPageIgnoresTheCookies() {
        let html = page("/screens/demo?embed=1", cookie: "lp-lang=pseudo; lp-theme=dark; lp-dir=rtl")
        #expect(html.contains("<h1 class=\"lp-title\">Empty Page Test</h1>"), "not pseudo-localized")
        #expect(!html.contains("data-theme=\"dark\"") && !html.contains("dir=\"rtl\""))
    }
}

/// The panel says which state is live, counts in words, and its data preview shows the
/// rows the live screen has.
@Suite struct PanelTests {
    private func page(_ app: App, _ target: String) -> String {
        String(decoding: app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self)
    }

    private func post(_ app: App, _ target: String, _ body: String = "") {
        _ = app.respond(to: Request(method: .post, target: target, headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                    body: Array(body.utf8)))
    }

    @Test func thePanelMarksTheLiveStateAndCountsInWords() {
        let app = App(screens: [.demo], assets: Assets.builtIn)
        var html = page(app, "/screens/demo?lang=en")
        #expect(html.contains(#"<p class="lp-summary" id="summary">0 rows · not changed yet</p>"#))
        #expect(html.contains(#"data-live-state="">Empty<span class="lp-live-mark"> · live</span></a>"#))
        post(app, "/screens/demo/show")
        html = page(app, "/screens/demo?lang=en&state=network")
        #expect(html.contains(#">6 rows · changed once</p>"#))
        #expect(html.contains(#"data-live-state="">Data<span class="lp-live-mark"> · live</span></a>"#))
        #expect(!html.contains(#"data-live-state="">Network error"#))
        post(app, "/screens/demo/rows", "title=Added+here")
        #expect(page(app, "/screens/demo?lang=zh-Hans").contains(">7 行 · 已更改 2 次</p>"))
    }

    @Test func theDataPreviewShowsTheLiveRows() {
        let app = App(screens: [.demo], assets: Assets.builtIn)
        // Empty live list: the preview shows the rows "show data" would bring back.
        #expect(page(app, "/screens/demo?state=data").components(separatedBy: #"class="lp-row""#).count - 1 == 6)
        post(app, "/screens/demo/show")
        post(app, "/screens/demo/rows", "title=Added+here")
        let preview = page(app, "/screens/demo?state=data")
        #expect(preview.contains("Added here"))
        #expect(preview.components(separatedBy: #"class="lp-row""#).count - 1 == 7)
    }
}
