import Fixtures
import HTTP
import ListPreview
import Screens
import Variants
import Store
import Testing

/// `os=26|18` and `transparency=normal|reduced` as variants, as `contrast` is: the page says them to
/// the style sheet, the pickers offer them, the gallery spreads them with `all`, the fixtures' `"os"`
/// is the default, and a screen's own `"os"` keeps that screen in its design whatever is asked.
struct DesignVariantTests {
    /// Two screens under a fixtures default of iOS 18: `glass` as the default says, `kept` pinned to iOS 18.
    private static let fixtures = #"""
        {"os": 26, "screens": [
          {"id": "glass", "title": "Glass", "sections": [{"rows": ["A"]}]},
          {"id": "kept", "title": "Kept", "os": 18, "sections": [{"rows": ["B"]}]}
        ]}
        """#

    private func app(_ fixtures: String = fixtures) throws -> App {
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).decode(Array(fixtures.utf8), file: "designs.json")
        return App(store: ScreenStore(screens: screens), assets: Assets.builtIn)
    }

    private func page(_ app: App, _ target: String, cookie: String? = nil) -> (status: Status, text: String) {
        let response = app.respond(to: Request(method: .get, target: target, headers: cookie.map { ["Cookie": $0] } ?? [:]))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test func theDesignAndTransparencyReachTheDocumentAndThePickersOfferThem() throws {
        let app = try app()
        #expect(page(app, "/screens/glass").text.contains(#"<html lang="en" dir="ltr" data-os="26" data-live="#))
        #expect(page(app, "/screens/glass?os=18&transparency=reduced").text
            .contains(#"<html lang="en" dir="ltr" data-os="18" data-transparency="reduced" data-live="#))
        let glass = page(app, "/screens/glass").text
        #expect(glass.contains(#"<div class="lp-picker" data-picker="os"><span class="lp-picker-label">Design</span><ul>"#
            + #"<li><a href="?os=26" aria-current="true">iOS 26</a></li><li><a href="?os=18">iOS 18</a></li></ul></div>"#))
        #expect(glass.contains(#"<div class="lp-picker" data-picker="transparency"><span class="lp-picker-label">Reduce Transparency</span><ul>"#
            + #"<li><a href="?transparency=normal" aria-current="true">Off</a></li><li><a href="?transparency=reduced">On</a></li></ul></div>"#))
        let wrong = page(app, "/screens/glass?os=17")
        #expect(wrong.status == .badRequest && wrong.text.contains("“17” is not a valid os; use one of: 26, 18."))
    }

    @Test func theFixturesDefaultIsUsedUntilTheURLOrACookieSays() throws {
        let app = try app(#"{"os": 18, "screens": [{"id": "old", "sections": []}]}"#)
        #expect(page(app, "/screens/old").text.contains(#"data-os="18""#))
        #expect(page(app, "/screens/old?os=26").text.contains(#"data-os="26""#))
        let saved = page(app, "/screens/old", cookie: "lp-os=26").text
        #expect(saved.contains(#"data-os="26""#))
        // The cookie's choice is not what the URL alone shows (the fixtures' iOS 18): the page says so.
        #expect(saved.contains(#"id="saved-choice""#) && saved.contains("iOS 26 — "))
        #expect(!page(app, "/screens/old", cookie: "lp-os=18").text.contains(#"id="saved-choice""#))
    }

    @Test func aPinnedScreenKeepsItsDesignAndThePickerSaysWhy() throws {
        let app = try app()
        for target in ["/screens/kept", "/screens/kept?os=26", "/screens/kept?os=26&embed=1"] {
            #expect(page(app, target).text.contains(#"data-os="18""#), "\(target)")
        }
        let kept = page(app, "/screens/kept?os=26", cookie: "lp-os=26").text
        #expect(kept.contains(#"<div class="lp-picker" data-picker="os"><span class="lp-picker-label">Design</span>"#
            + #"<p class="lp-picker-fixed">This screen keeps iOS 18’s design (os: 18 in its fixtures).</p></div>"#))
        #expect(!kept.contains(#"href="?os=18""#) && !kept.contains(#"id="saved-choice""#))
        // The other screen follows the variant.
        #expect(page(app, "/screens/glass?os=18").text.contains(#"data-os="18""#))
    }

    @Test func theGallerySpreadsDesignsAndTransparencyOncePerPinnedScreen() throws {
        let app = try app()
        let gallery = page(app, "/gallery?os=all&transparency=all").text
        let frames = { (screen: String) in gallery.components(separatedBy: #"<iframe src="/screens/\#(screen)?"#).count - 1 }
        // Each state of glass in 2 designs × 2 transparencies; of kept, in its one design × 2.
        #expect(frames("glass") == 2 * frames("kept") && frames("kept") == 2 * Screen.demo.reachableStates.count)
        #expect(gallery.contains(#"title="Glass — Data · iOS 26 · Reduce Transparency Off""#))
        #expect(gallery.contains(#"title="Glass — Data · iOS 18 · Reduce Transparency On""#))
        #expect(gallery.contains(#"title="Kept — Data · iOS 18 · Reduce Transparency On""#))
        #expect(!gallery.contains(#"title="Kept — Data · iOS 26"#))
        #expect(gallery.contains("os=18&amp;transparency=reduced&amp;embed=1"))
        #expect(gallery.contains(#"data-picker="os""#))
    }
}
