import Fixtures
import Foundation
import HTTP
import ListPreview
import Screens
import TestSupport
import Testing

/// A way back and a way round from every page, and a long list is not a long
/// walk for the keyboard — a skip link to the panel first, and one tab stop for all the rows'
/// delete controls.
@Suite struct NavigationTests {
    private func app() throws -> App {
        let assets = Assets.builtIn
        let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        return App(screens: screens, assets: assets)
    }

    private func page(_ app: App, _ target: String) -> (Status, String) {
        let response = app.respond(to: Request(method: .get, target: target))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test func everyPageLeadsToTheIndexAndTheIndexToTheGallery() throws {
        let app = try app()
        for target in ["/screens/inbox", "/screens/inbox?state=network&lang=zh-Hans", "/gallery", "/gallery?screen=photos", "/nowhere"] {
            let (_, html) = page(app, target)
            #expect(html.contains(#"href="/screens"#), "\(target) has no way to the index")
        }
        let (status, index) = page(app, "/screens")
        #expect(status == .ok && index.contains(#"class="lp-index""#))
        #expect(index.contains(#"href="/gallery""#))
        // A single screen's server still has its index, where "All screens" leads.
        let single = App(screens: [.demo], assets: Assets.builtIn)
        #expect(page(single, "/screens").1.contains(#"href="/screens/demo""#))
        #expect(page(single, "/").1.contains(#"id="device""#), "/ is still the screen itself")
    }

    /// The index counts rows in lower case, and a screen that starts empty says so rather than
    /// "0 rows" (issue 43, item 13).
    @Test func theIndexCountsRowsAndSaysWhatStartsEmpty() throws {
        let (_, index) = page(try app(), "/screens")
        #expect(index.contains(#"<span class="lp-index-meta">plain · 8 rows</span>"#), "\(index)")
        #expect(index.contains(#"<span class="lp-index-meta">plain · starts empty, 6 rows to show</span>"#), "\(index)")
        #expect(!index.contains("Rows"))
    }

    /// An empty list drawn with only its headers and footers says why in the panel (issue 43, item 11).
    @Test func anEmptyListWithoutAPlaceholderSaysWhy() throws {
        let app = try app()
        #expect(page(app, "/screens/settings?state=empty").1.contains(#"id="summary">7 rows · not changed yet · no placeholder: autoEmptyState is off<"#))
        #expect(!page(app, "/screens/settings").1.contains("no placeholder"))
        #expect(!page(app, "/screens/inbox?state=empty").1.contains("no placeholder"))
    }

    @Test func theSkipLinkLeadsToThePanel() throws {
        let (_, html) = page(try app(), "/screens/contacts")
        let skip = try #require(html.range(of: ##"<a class="lp-skip" href="#panel" id="to-panel">"##))
        #expect(html.range(of: #"id="device""#).map { skip.lowerBound < $0.lowerBound } == true, "the skip link comes before the device")
        #expect(html.contains(#"<aside class="lp-panel" id="panel""#))
        #expect(!page(try app(), "/screens/contacts?embed=1").1.contains("lp-skip"), "not in an embedded page")
        #expect(page(try app(), "/screens/contacts?device=fluid").1.contains(">States and settings</a>"))
    }

    @Test func theDeleteControlsAreOneTabStop() throws {
        let app = try app()
        let (_, html) = page(app, "/screens/contacts?rows=100")
        let deletes = html.components(separatedBy: #"title="Delete" tabindex=""#).dropFirst().map { $0.prefix(2) }
        #expect(deletes.count == 16)
        #expect(deletes.filter { $0 == "0\"" }.count == 1, "one control in the tab order")
        #expect(deletes.first == "0\"", "the first row's")
    }
}
