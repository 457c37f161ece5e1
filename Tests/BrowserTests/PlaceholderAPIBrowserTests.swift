@testable import Audit
import Browser
import Foundation
import JSON
import PNG
import TestSupport
import Testing

/// A placeholder looks like the API that draws it (`drawnBy`): SwiftUI's `ContentUnavailableView`
/// photographed at @3x on the 393 × 852 iPhone (`os=18`, light) against the real renders it was
/// measured from, DZNEmptyDataSet's against its source's constants, the button styles as their API
/// draws them, and a SwiftUI placeholder squeezed by the keyboard giving up its picture first.
@Suite(.serialized) struct PlaceholderAPIBrowserTests {
    /// martinomamic/RSSReader's `ErrorStateView` (iOS 18.4): the same texts, symbol and button.
    static let fixtures = #"""
        {"screens": [
          {"id": "feeds", "title": "Feeds", "drawnBy": "swiftui", "searchBar": true, "sections": [{"rows": ["One"]}], "emptyStates": {
            "error": {"systemImage": "exclamationmark.triangle", "title": "Failed to Load",
                      "detail": "Unable to connect to server. Please check your internet connection and try again.",
                      "button": {"title": "Try Again", "style": "bordered"}},
            "search": {"systemImage": "magnifyingglass", "title": "No Results",
                       "detail": "Check the spelling or try a new search, and a few more words so that it takes more lines.",
                       "button": "Refresh"}}},
          {"id": "mail", "title": "Mail", "searchBar": true, "sections": [{"rows": ["One"]}], "emptyStates": {
            "search": {"systemImage": "magnifyingglass", "title": "No Results",
                       "detail": "Check the spelling or try a new search, and a few more words so that it takes more lines.",
                       "button": "Refresh"}}},
          {"id": "dzn", "title": "Photos", "drawnBy": "dzn", "sections": [{"rows": ["One"]}], "emptyStates": {
            "empty": {"systemImage": "photo", "title": "No Photos", "detail": "Photos you take show up here.", "button": "Take a Photo", "tap": "button"}}},
          {"id": "browse", "title": "Movies", "drawnBy": "swiftui", "sections": [{"rows": ["One"]}], "emptyStates": {
            "empty": {"systemImage": "bookmark", "title": "No Favorites", "button": {"title": "Browse Movies", "style": "borderedProminent", "size": "large"}}}}
        ]}
        """#

    typealias Box = (x: Double, y: Double, width: Double, height: Double)

    /// SwiftUI's figures measured on the renders (points, at @3x): the picture's ink 39.33 above the
    /// title's baseline, the description's first baseline 22.67 under the title's and its second 20
    /// under that, a wrap width of 321 (the real widest line, 320.67, fits; 36 a side), a `.bordered`
    /// action a 28-pt capsule of secondarySystemFill with its top 23.67 under the last baseline, the
    /// whole group — 3.67 above the picture's ink to the button's bottom — centred in the safe area.
    @Test func swiftUIsPlaceholderIsMeasuredAsTheRealRenders() async throws {
        let live = try LiveApp(fixtures: Self.fixtures)
        let browser = try BrowserLauncher.launch(EngineLocator(.chromium, headlessShell: true), scale: 3)
        defer { browser.stop() }
        let page = try browser.openPage()
        defer { page.close() }
        func numbers(_ script: String) throws -> [Double] {
            guard case let .array(values) = try page.evaluate(script) else { throw BrowserCommandFailure("no numbers: \(script)") }
            return values.compactMap { if case let .number(n) = $0 { n } else { nil } }
        }
        func rect(_ selector: String) throws -> Box {
            let n = try numbers("const r = document.querySelector('\(selector)').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]")
            return (n[0], n[1], n[2], n[3])
        }
        try page.load(live.url("/screens/feeds?os=18&state=error&device=iphone-15&embed=1&motion=off&theme=light"), width: 393, height: 852, scale: 3)
        let shot = try PNGImage(decoding: page.screenshot())
        #expect(shot.width == 393 * 3)

        let image = try rect(".lp-empty-image")
        let picture = Ink.box(in: shot, box: (image.x - 6, image.y - 6, image.width + 12, image.height + 12), scale: 3)
        // The stand-in for exclamationmark.triangle within 10% of SF's 49.33 × 44.67, in secondaryLabel.
        #expect(abs((picture.maxX - picture.minX) / 49.33 - 1) < 0.1 && abs((picture.maxY - picture.minY) / 44.67 - 1) < 0.1, "\(picture)")
        #expect(abs(picture.darkest.0 - 0x8A) <= 3 && abs(picture.darkest.2 - 0x8E) <= 3, "\(picture.darkest)")

        // Baselines: the ink bottom of a letter without a descender (the title's "F"; on each line of
        // the description, its first such letter).
        let letters = try numbers("""
            const boxes = [];
            const title = document.querySelector('#empty-label').firstChild;
            let range = document.createRange(); range.setStart(title, 0); range.setEnd(title, 1);
            let r = range.getBoundingClientRect(); boxes.push(r.x, r.y, r.width, r.height);
            const detail = document.querySelector('#empty-detail').firstChild, text = detail.data;
            let lineTop = null;
            for (let i = 0; i < text.length && boxes.length < 12; i++) {
              range = document.createRange(); range.setStart(detail, i); range.setEnd(detail, i + 1);
              r = range.getBoundingClientRect();
              if (r.width === 0) continue;
              if (lineTop !== null && Math.abs(r.y - lineTop) < 2) continue;
              if (!/[acehikmnorstuvwxzACEFHIKLMNTUVWXZ]/.test(text[i])) continue;
              lineTop = r.y; boxes.push(r.x, r.y, r.width, r.height);
            }
            return boxes;
            """)
        #expect(letters.count == 12, "the title's letter and one letter of each of the description's lines (\(letters.count / 4 - 1) lines)")
        func baseline(_ index: Int) -> Double {
            Ink.box(in: shot, box: (letters[index * 4], letters[index * 4 + 1], letters[index * 4 + 2], letters[index * 4 + 3]), scale: 3).maxY
        }
        let title = baseline(0), first = baseline(1), second = baseline(2)
        #expect(abs(title - picture.maxY - 39.33) < 1, "picture to the title's baseline: \(title - picture.maxY)")
        #expect(abs(first - title - 22.67) < 1, "title to description baseline: \(first - title)")
        #expect(abs(second - first - 20) < 0.5, "the description's line pitch: \(second - first)")
        // The wrap width: 393 less 36 a side.
        let stack = try numbers("const s = getComputedStyle(document.querySelector('.lp-empty-stack')); return [parseFloat(s.paddingLeft), parseFloat(s.paddingRight)]")
        #expect(abs(393 - stack[0] - stack[1] - 321) < 0.5, "wrap width: \(393 - stack[0] - stack[1])")
        // The title's cap height (22-pt bold: 15.67 in SF Pro) and its colour.
        let titleBox = try rect("#empty-label")
        // The "F"'s height, where its ink covers half a pixel or more.
        let titleInk = Ink.box(in: shot, box: titleBox, scale: 3)
        let capInk = Ink.box(in: shot, box: (letters[0], letters[1], letters[2], letters[3]), scale: 3, threshold: 128)
        #expect(abs(capInk.maxY - capInk.minY - 15.67) < 0.5, "the title's cap height: \(capInk.maxY - capInk.minY)")
        #expect(titleInk.darkest.0 < 20, "the title in label: \(titleInk.darkest)")

        // The `.bordered` action: a 28-pt capsule of secondarySystemFill (#787880 at 16% on white),
        // its label in the tint, 23.67 under the description's last baseline.
        let button = try rect(".lp-empty-button")
        #expect(abs(button.height - 28) < 0.5, "\(button)")
        #expect(abs(button.y - second - 23.67) < 1, "the last baseline to the button: \(button.y - second)")
        let fill = shot.pixel(x: Int((button.x + 4) * 3), y: Int((button.y + button.height / 2) * 3))
        #expect(abs(Int(fill.red) - 233) <= 2 && abs(Int(fill.blue) - 235) <= 2, "the button's fill: \(fill)")
        let corner = shot.pixel(x: Int(button.x * 3) + 1, y: Int(button.y * 3) + 1)
        #expect(corner.red > 250, "a capsule leaves its corner white: \(corner)")
        let label = Ink.box(in: shot, box: (button.x + 6, button.y + 2, button.width - 12, button.height - 4), scale: 3)
        #expect(label.darkest.2 > 200 && label.darkest.0 < 60, "the label in the tint: \(label.darkest)")

        // The group, from 3.67 above the picture's ink to the button's bottom, centred in the safe
        // area: from the list's top to the home indicator's 34.
        let layer = try rect(".lp-empty")
        let group = (top: picture.minY - 3.67, bottom: button.y + button.height)
        let room = (top: layer.y, bottom: layer.y + layer.height - 34)
        #expect(abs((group.top + group.bottom) / 2 - (room.top + room.bottom) / 2) < 1, "group \(group), room \(room)")
    }

    /// DZNEmptyDataSet's own constants: every gap `verticalSpace` (11), the texts `roundf(width / 16)`
    /// from the sides (25 on 393), the title 27 pt and the detail 17 pt, regular, both #999999, a
    /// custom button's title alone.
    @Test func dznsPlaceholderIsItsSourcesConstants() async throws {
        let live = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/dzn?os=18&state=empty&device=iphone-15&embed=1&motion=off&theme=dark&textSize=xxxLarge"))
            let image = try await browser.exactRect(".lp-empty-image"), title = try await browser.exactRect(".lp-empty-label")
            let detail = try await browser.exactRect(".lp-empty-detail"), button = try await browser.exactRect(".lp-empty-button")
            #expect(near(title.y - image.bottom, 11, within: 0.5) && near(detail.y - title.bottom, 11, within: 0.5)
                && near(button.y - detail.bottom, 11, within: 0.5), "\(image) \(title) \(detail) \(button)")
            // Neither Dynamic Type nor dark mode changes them.
            #expect(try await browser.style(".lp-empty-label", "font-size") == "27px")
            #expect(try await browser.style(".lp-empty-detail", "font-size") == "17px")
            #expect(try await browser.style(".lp-empty-label", "font-weight") == "400")
            #expect(try await browser.style(".lp-empty-label", "color") == "rgb(153, 153, 153)")
            #expect(try await browser.style(".lp-empty-detail", "color") == "rgb(153, 153, 153)")
            #expect(try await browser.style(".lp-empty-stack", "padding-left") == "25px")
            #expect(try await browser.style(".lp-empty-button", "background-color") == "rgba(0, 0, 0, 0)")
        }
    }

    /// A style and size named in the fixture: SwiftUI's `.borderedProminent` at `.large`, 50.33 tall
    /// in the tint with a white label, a rounded rectangle in iOS 18 and a capsule in iOS 26.
    @Test func aButtonIsDrawnInItsStyleAndSize() async throws {
        let live = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/browse?os=18&state=empty&device=iphone-15&embed=1&motion=off&theme=light"))
            let button = try await browser.exactRect(".lp-empty-button")
            #expect(near(button.height, 50.33, within: 0.1), "\(button)")
            #expect(try await browser.style(".lp-empty-button", "background-color") == "rgb(0, 122, 255)")
            #expect(try await browser.style(".lp-empty-button", "color") == "rgb(255, 255, 255)")
            #expect(try await browser.style(".lp-empty-button", "border-top-left-radius") == "10.5px")
            try await browser.navigate(to: live.url("/screens/browse?os=26&state=empty&device=iphone-15&embed=1&motion=off&theme=light"))
            #expect(try await browser.style(".lp-empty-button", "border-top-left-radius") == "999px")
        }
    }

    /// The keyboard up on the smallest iPhone at AX1: SwiftUI's placeholder leaves out its picture
    /// and keeps its texts and button in the room above the keyboard, and the audit says so; UIKit's
    /// keeps its picture and scrolls.
    @Test func aSqueezedSwiftUIPlaceholderGivesUpItsPictureFirst() async throws {
        let live = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            let query = "state=search&search=active&q=zz&device=iphone-se&embed=1&motion=off&theme=light&os=18&textSize=AX1"
            try await browser.navigate(to: live.url("/screens/feeds?" + query))
            #expect(try await browser.count("#keyboard") == 1)
            let layer = try await browser.rect(".lp-empty"), body = try await browser.rect(".lp-empty-body")
            let picture = try await browser.rect(".lp-empty-picture"), button = try await browser.rect(".lp-empty-button")
            #expect(picture.x >= body.x + body.width - 1, "the picture is laid out beside the texts, out of sight: \(picture) \(body)")
            #expect(try await !browser.hit(picture.x + picture.width / 2, picture.y + picture.height / 2, isInside: ".lp-empty-image"))
            #expect(body.y >= layer.y && button.bottom <= layer.bottom, "texts and button in the room: \(body) \(button) \(layer)")
            let audit = try await browser.executeScript(LayoutAudit.script, args: [])
            #expect("\(audit)".contains("dropped"), "the audit reports the picture left out: \(audit)")

            // With room, the picture is drawn above the texts.
            try await browser.navigate(to: live.url("/screens/feeds?" + query.replacing("textSize=AX1", with: "textSize=large")))
            let roomy = try await browser.rect(".lp-empty-picture"), texts = try await browser.rect(".lp-empty-body")
            #expect(near(roomy.x, texts.x) && roomy.bottom <= texts.y + 0.5, "\(roomy) \(texts)")

            // UIKit's configuration keeps it, and its view scrolls.
            try await browser.navigate(to: live.url("/screens/mail?" + query))
            let kept = try await browser.rect(".lp-empty-image"), label = try await browser.rect(".lp-empty-label")
            #expect(kept.bottom <= label.y && kept.x > 0, "\(kept) \(label)")
        }
    }
}
