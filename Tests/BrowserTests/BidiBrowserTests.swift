import Browser
import Fixtures
import Foundation
import HTTPServer
import JSON
import ListPreview
import Screens
import Variants
import Store
import TestSupport
import Testing

/// Right-to-left mirrors the layout, not the text. As UIKit lays out each label by the
/// direction of its own content, a phone number, "12 photos" and a sentence with its full stop read
/// the same in RTL as in LTR (their glyphs keep their left-to-right order), while each label keeps
/// UIKit's natural alignment: at the interface's leading edge (the right, in RTL), whatever its text.
@Suite(.serialized) struct BidiBrowserTests {
    private static let fixtures = #"""
        {"screens": [{"id": "mixed", "title": "12 photos", "style": "plain",
          "sections": [{"header": "Today?", "rows": [
            {"title": "+44 20 7946 0123", "detail": "The new ramen place opens at noon."},
            {"title": "12 photos", "detail": "Re: 2 items · $46.90!"},
            {"title": "سلام 12", "detail": "Arabic first, then digits"}]}],
          "emptyStates": {"empty": {"title": "Nothing yet.", "detail": "Pull to refresh, then wait 5 s.", "button": "Try again!"}}}]}
        """#

    /// Texts whose glyphs must run left to right, by selector and text.
    private static let leftToRight: [(String, String)] = [
        (".lp-row:nth-of-type(1) .lp-row-title", "+44 20 7946 0123"),
        (".lp-row:nth-of-type(1) .lp-row-detail", "The new ramen place opens at noon."),
        (".lp-row:nth-of-type(2) .lp-row-title", "12 photos"),
        (".lp-row:nth-of-type(2) .lp-row-detail", "Re: 2 items · $46.90!"),
        (".lp-section-header", "Today?"),
        (".lp-title", "12 photos"),
    ]

    private func withMixedApp(_ body: (String) async throws -> Void) async throws {
        let assets = Assets.builtIn
        let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).decode(Array(Self.fixtures.utf8), file: "mixed.json")
        let app = App(store: ScreenStore(screens: screens), assets: assets)
        let server = try HTTPServer.start(ServerConfiguration(port: 0), replying: app.reply(to:))
        defer { server.stop() }
        try await body("http://127.0.0.1:\(server.port)")
    }

    /// The x of the first and last glyph of the element's text, and the gaps between its glyphs and
    /// its content box's left and right edges.
    private func glyphs(_ browser: TestBrowser, _ selector: String) async throws -> (first: Double, last: Double, left: Double, right: Double) {
        let value = try await browser.executeScript("""
            const element = document.querySelector(arguments[0]);
            const text = [...element.childNodes].find(node => node.nodeType === 3 && node.textContent.trim());
            const range = document.createRange();
            const at = i => { range.setStart(text, i); range.setEnd(text, i + 1); return range.getBoundingClientRect(); };
            const length = text.textContent.length, outer = element.getBoundingClientRect(), style = getComputedStyle(element);
            const box = { left: outer.left + parseFloat(style.paddingLeft), right: outer.right - parseFloat(style.paddingRight) };
            const all = [...Array(length).keys()].map(at);
            return [at(0).left, at(length - 1).left, Math.min(...all.map(r => r.left)), Math.max(...all.map(r => r.right)), box.left, box.right];
            """, args: [.string(selector)])
        let numbers = (value.array ?? []).compactMap(\.double)
        guard numbers.count == 6 else { throw BrowserCommandFailure("no text in \(selector)") }
        return (numbers[0], numbers[1], numbers[2] - numbers[4], numbers[5] - numbers[3])
    }

    @Test func rightToLeftKeepsTheOrderOfLatinTextNumbersAndPunctuation() async throws {
        try await withMixedApp { base in
            try await TestBrowser.with(width: 900, height: 1000) { browser in
                for direction in ["ltr", "rtl"] {
                    try await browser.navigate(to: base + "/screens/mixed?os=18&dir=\(direction)&motion=off")
                    for (selector, text) in Self.leftToRight {
                        let box = try await glyphs(browser, selector)
                        #expect(box.first < box.last, "\(direction): “\(text)” runs right to left")
                        // Natural alignment: the label sits at the interface's leading edge (the
                        // navigation bar's title is centred, as in UIKit).
                        guard selector != ".lp-title" else { continue }
                        let gap = direction == "rtl" ? box.right : box.left
                        #expect(gap < 2, "\(direction): “\(text)” is \(gap) px off its leading edge")
                    }
                    // Arabic first: its own direction, right to left, in either interface direction.
                    let arabic = try await glyphs(browser, ".lp-row:nth-of-type(3) .lp-row-title")
                    #expect(arabic.first > arabic.last, "\(direction): Arabic runs left to right")
                }
                try await browser.navigate(to: base + "/screens/mixed?os=18&state=empty&dir=rtl&motion=off")
                for selector in [".lp-empty-label", ".lp-empty-detail", ".lp-empty-button"] {
                    let box = try await glyphs(browser, selector)
                    #expect(box.first < box.last, "rtl: the placeholder's \(selector) runs right to left")
                }
            }
        }
    }

    /// Direction and pseudo-localization are settings of the device's content; the tool's
    /// own panel and pickers stay left-to-right and in a real language, where they were.
    @Test func theToolsInterfaceIsNotMirroredOrPseudoLocalized() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1100, height: 900) { browser in
            try await browser.navigate(to: live.url("/screens/inbox?os=18&motion=off"))
            let plainPanel = try await browser.rect(".lp-panel")
            let plainDevice = try await browser.rect("#device")
            try await browser.navigate(to: live.url("/screens/inbox?os=18&dir=rtl&lang=pseudo&motion=off"))
            let panel = try await browser.rect(".lp-panel")
            #expect(near(panel.x, plainPanel.x) && near(panel.y, plainPanel.y), "the panel stays where it was: \(panel) vs \(plainPanel)")
            #expect(near(try await browser.rect("#device").x, plainDevice.x))
            let heading = try await browser.text(of: browser.findElement(css: "#panel-states"))
            #expect(heading.lowercased() == "states", "the panel is in English, not pseudo: \(heading)")
            #expect(try await browser.text(of: browser.findElement(css: "[data-picker=\"lang\"] .lp-picker-label")) == "Language")
            let directions = try await browser.executeScript(
                "return [document.documentElement.dir, getComputedStyle(document.querySelector('.lp-panel')).direction, getComputedStyle(document.getElementById('device')).direction]")
            #expect(directions == .array([.string("ltr"), .string("ltr"), .string("rtl")]))
            // The device's content is pseudo-localized and mirrored.
            #expect(try await browser.text(of: browser.findElement(css: ".lp-title")) == "[Îñƀöẋ Îñƀöẋ]")
        }
    }
}
