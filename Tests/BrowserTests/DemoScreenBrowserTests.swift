import Browser
import Foundation
import PNG
import Screens
import TestSupport
import Testing

/// The demo screen in Debian's headless Chromium, clicked and measured as a person would see it.
@Suite(.serialized) struct DemoScreenBrowserTests {
    @Test func showClearAndTapTheOverlay() async throws {
        let live = try LiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/?os=18"))
            #expect(try await browser.title() == "Empty Page Test · ListPreview")

            let device = try await browser.rect("#device")
            #expect(device.width == 393 && device.height == 852)

            // The overlay covers exactly the table area: below the navigation bar and the buttons.
            let table = try await browser.rect("#table")
            let overlay = try await browser.rect("#empty-state")
            #expect(overlay == table)
            #expect(near(table.bottom, device.bottom))
            #expect(try await browser.rect(".lp-toolbar").bottom <= overlay.y)
            #expect(try await browser.rect(".lp-navbar").bottom <= overlay.y)
            let show = try await browser.rect("#show-data")
            let clear = try await browser.rect("#clear-data")
            #expect(show.height == 30 && clear.height == 30)
            #expect(near(show.x - device.x, 10) && near(device.right - clear.right, 10) && near(show.width, 393 / 2 - 20))

            // Seed 000's look: translucent light grey, white label, a 100×100 illustration.
            #expect(try await browser.style("#empty-state", "background-color") == "rgba(170, 170, 170, 0.6)")
            #expect(try await browser.style("#empty-label", "color") == "rgb(255, 255, 255)")
            #expect(try await browser.style("#show-data", "background-color") == "rgb(255, 0, 0)")
            #expect(try await browser.style("#clear-data", "background-color") == "rgb(128, 0, 128)")
            let image = try await browser.rect(".lp-empty-image")
            let label = try await browser.rect("#empty-label")
            #expect(image.width == 100 && image.height == 100)
            #expect(try await browser.text(of: browser.findElement(css: "#empty-label")) == "No data")

            // Image and label are centred in the table area, horizontally and vertically, within 1 px.
            #expect(near(image.center.x, table.center.x))
            #expect(near(label.center.x, table.center.x))
            #expect(near((image.y + label.bottom) / 2, table.center.y))
            #expect(label.y > image.bottom)

            // Pixels: the translucent grey over the white table is #cccccc; the label's white is drawn.
            let shot = try PNGImage(decoding: Array(try await browser.screenshot()))
            #expect(shot.width == 900 && shot.height == 1000)
            let grey = shot.pixel(x: Int(overlay.x + 20), y: Int(overlay.y + 20))
            #expect(grey.red == 204 && grey.green == 204 && grey.blue == 204)
            var whiteInLabel = 0
            for x in Int(label.x)..<Int(label.right) {
                let pixel = shot.pixel(x: x, y: Int(label.center.y))
                if pixel.red > 240, pixel.green > 240, pixel.blue > 240 { whiteInLabel += 1 }
            }
            #expect(whiteInLabel > 3)

            // The whole overlay is the button: its edges (inside the rounded screen corners) and centre all hit it.
            for (x, y) in [(overlay.x + 3, overlay.y + 3), (overlay.right - 3, overlay.y + 3), (overlay.x + 3, overlay.bottom - 40),
                           (overlay.right - 3, overlay.bottom - 50), overlay.center] {
                #expect(try await browser.hit(x, y, isInside: "button#reload"), "(\(x), \(y))")
            }
            #expect(try await browser.attribute("aria-label", of: browser.findElement(css: "#reload")) == "Tap to reload")
            #expect(try await browser.attribute("role", of: browser.findElement(css: "#empty-state")) == "status")

            try await browser.click("#show-data")
            #expect(try await browser.currentURL() == live.url("/screens/demo?os=18"))
            #expect(try await browser.count(".lp-row") == 6)
            #expect(try await browser.count("#empty-state") == 0)
            #expect(try await browser.text(of: browser.findElements(css: ".lp-row-title")[5]) == "Row 6")

            try await browser.click("#clear-data")
            #expect(try await browser.count(".lp-row") == 0)
            #expect(try await browser.count("#empty-state") == 1)

            try await browser.click("#reload")
            #expect(try await browser.count(".lp-row") == 6)
            #expect(try await browser.count("#empty-state") == 0)
        }
    }

    @Test func chineseLabelIsCentredToo() async throws {
        let live = try LiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/demo?os=18&lang=zh-Hans"))
            #expect(try await browser.text(of: browser.findElement(css: "#empty-label")) == "暂无数据")
            #expect(try await browser.text(of: browser.findElement(css: "#show-data")) == "显示数据")
            let table = try await browser.rect("#table")
            let image = try await browser.rect(".lp-empty-image")
            let label = try await browser.rect("#empty-label")
            #expect(near(label.center.x, table.center.x) && near(image.center.x, table.center.x))
            #expect(near((image.y + label.bottom) / 2, table.center.y))
            try await browser.click("#reload")
            #expect(try await browser.currentURL() == live.url("/screens/demo?os=18&lang=zh-Hans"))
            #expect(try await browser.text(of: browser.findElements(css: ".lp-row-title")[0]) == "第1行数据")
        }
    }
}
