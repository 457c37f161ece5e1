import Browser
import Foundation
import TestSupport
import Testing

/// The page geometry that matters most, measured in all three engines: Chromium (Blink), WebKitGTK
/// (Safari's engine) and Firefox (Gecko). The demo's overlay covers exactly the table, below the
/// navigation bar and the buttons; its image and label are centred; the buttons keep the demo's size;
/// an example's placeholder sits between its bars and its built-in buttons are 44 pt tall; a list or
/// placeholder that scrolls takes no width for a scroll bar; the text face is upright.
@Suite(.serialized) struct EngineGeometryBrowserTests {
    @Test(arguments: Engine.allCases)
    func placeholderAndButtonsInEveryEngine(engine: Engine) async throws {
        let demo = try LiveApp()
        let examples = try LiveApp(examples: true)
        // WebKitGTK's window cannot be narrower than its toolbar; the embedded page draws the device
        // at its own size at the top left, whatever the viewport.
        try await TestBrowser.with(engine: engine, width: 900, height: 1000) { browser in
            try await browser.navigate(to: demo.url("/?os=18&embed=1&motion=off"))
            let device = try await browser.rect("#device")
            #expect(device.width == 393 && device.height == 852, "\(engine)")
            let table = try await browser.rect("#table")
            let overlay = try await browser.rect("#empty-state")
            #expect(overlay == table, "\(engine)")
            #expect(try await browser.rect(".lp-navbar").bottom <= overlay.y, "\(engine)")
            #expect(try await browser.rect(".lp-toolbar").bottom <= overlay.y, "\(engine)")
            let show = try await browser.rect("#show-data"), clear = try await browser.rect("#clear-data")
            #expect(show.height == 30 && clear.height == 30, "\(engine)")
            let image = try await browser.rect(".lp-empty-image"), label = try await browser.rect("#empty-label")
            #expect(near(image.center.x, table.center.x) && near(label.center.x, table.center.x), "\(engine)")
            #expect(near((image.y + label.bottom) / 2, table.center.y), "\(engine)")

            // The text face is upright: an I's stem starts as far left near its top as at its foot.
            // (Debian's three files named "Inter" include the italic, which Firefox took by name.)
            let stem = try await browser.executeScript("""
                return document.fonts.load('400 200px "ListPreview Text"').then(() => {
                  const canvas = document.createElement('canvas');
                  canvas.width = 300;
                  canvas.height = 300;
                  const context = canvas.getContext('2d');
                  context.font = '400 200px "ListPreview Text"';
                  context.fillText('I', 100, 250);
                  const pixels = context.getImageData(0, 0, 300, 300).data;
                  const left = (y) => { for (let x = 0; x < 300; x++) if (pixels[(y * 300 + x) * 4 + 3] > 128) return x; return -1; };
                  return [left(130), left(240)];
                });
                """).array?.compactMap(\.double) ?? []
            try #require(stem.count == 2 && stem.allSatisfy { $0 >= 0 }, "\(engine): no I drawn: \(stem)")
            #expect(abs(stem[0] - stem[1]) <= 2, "\(engine): the I's stem starts at x \(stem[0]) near its top and \(stem[1]) at its foot: the face is slanted")

            try await browser.navigate(to: examples.url("/screens/inbox?os=18&state=empty&device=iphone-se&motion=off&embed=1"))
            let navbar = try await browser.rect(".lp-navbar")
            let placeholder = try await browser.rect("#empty-state")
            #expect(placeholder.y >= navbar.bottom - 0.5, "\(engine): the placeholder is below the navigation bar")
            let content = try await browser.rect(".lp-empty-stack")
            #expect(near(content.center.x, placeholder.center.x), "\(engine)")
            // A button drawn 28 pt tall takes taps 44 pt around its centre: 7 pt above its frame, and below it as far as the secondary button 15 pt under it lets it.
            for button in try await browser.findElements(css: ".lp-empty-button") {
                let frame = try await browser.rect(of: button)
                for y in [frame.center.y - 21, frame.center.y + 17] {
                    #expect(try await browser.hit(frame.center.x, y, isInside: ".lp-empty-button"), "\(engine): a tap \(y - frame.center.y) pt from the button's centre misses it (\(frame))")
                }
            }
            // A list or placeholder that scrolls shows no desktop scroll bar: its scrolling area is as
            // wide as its box (a classic bar would take 15 px of the phone's width). In the same
            // session, as starting WebKit and Firefox again costs more than the check.
            for (page, selector) in [("/screens/settings?state=data", ".lp-scroll"), ("/screens/inbox?state=empty", ".lp-empty")] {
                try await browser.navigate(to: examples.url(page + "&device=iphone-se&textSize=AX5&motion=off&embed=1"))
                let sizes = try await browser.executeScript("""
                    const area = document.querySelector(arguments[0]);
                    return [area.scrollHeight > area.clientHeight, area.offsetWidth, area.clientWidth];
                    """, args: [.string(selector)])
                #expect(sizes[0]?.bool == true, "\(engine) \(page): expected the area to scroll at AX5")
                #expect(sizes[1]?.double == sizes[2]?.double, "\(engine) \(page): a scroll bar takes \(sizes) px")
            }
        }
    }
}
