import Browser
import Foundation
import ListPreview
import PNG
import Screens
import TestSupport
import Testing

/// Devices, dark appearance, pseudo-localization and right-to-left, measured in Chromium.
@Suite(.serialized) struct DesignerVariantsBrowserTests {
    @Test func devicesThemesPseudoAndRTL() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1300, height: 1400) { browser in
            // Every device draws its screen at its CSS size, and the placeholder centres in the list area.
            for device in Device.allCases {
                try await browser.navigate(to: live.url("/screens/inbox?state=network&motion=off&device=\(device.rawValue)"))
                let screen = try await browser.rect("#device")
                if let size = device.size {
                    #expect(screen.width == Double(size.width) && screen.height == Double(size.height), "\(device)")
                } else {
                    #expect(screen.width == 1300 && screen.height == 1400, "fluid fills the window")
                }
                let table = try await browser.rect("#table")
                let stack = try await browser.rect(".lp-empty-stack")
                #expect(try await browser.rect("#empty-state") == table)
                #expect(near(stack.center.x, table.center.x) && near(stack.center.y, table.center.y), "\(device)")
                #expect(near(table.bottom, screen.bottom))
            }

            // Dark: iOS dark system colours; light: the light ones.
            try await browser.navigate(to: live.url("/screens/settings?theme=dark&motion=off&device=iphone-15"))
            #expect(try await browser.style("#table", "background-color") == "rgb(0, 0, 0)")
            #expect(try await browser.style(".lp-style-insetGrouped .lp-rows", "background-color") == "rgb(28, 28, 30)")
            #expect(try await browser.style(".lp-row-title", "color") == "rgb(255, 255, 255)")
            let dark = try PNGImage(decoding: Array(try await browser.screenshot()))
            let navbar = try await browser.rect(".lp-navbar")
            let pixel = dark.pixel(x: Int(navbar.x + 5), y: Int(navbar.y + 5))
            #expect(pixel.red < 40 && pixel.green < 40 && pixel.blue < 40, "the navigation bar is dark")
            try await browser.navigate(to: live.url("/screens/settings?theme=light"))
            #expect(try await browser.style("#table", "background-color") == "rgb(242, 242, 247)")
            #expect(try await browser.style(".lp-row-title", "color") == "rgb(0, 0, 0)")

            // Pseudo-localization doubles every text; nothing spills out of the screen or its placeholder.
            // "No search results" only where there is a search bar.
            for (screenID, state) in [("inbox", "data"), ("inbox", "empty"), ("inbox", "network"), ("contacts", "search")] {
                try await browser.navigate(to: live.url("/screens/\(screenID)?lang=pseudo&motion=off&device=iphone-se&state=\(state)"))
                let screen = try await browser.rect("#device")
                let overflowing = try await browser.executeScript("""
                    const screen = document.getElementById('device').getBoundingClientRect();
                    return [...document.querySelectorAll('#device *')].filter(e => {
                      const r = e.getBoundingClientRect();
                      return r.width > 0 && (r.left < screen.left - 0.5 || r.right > screen.right + 0.5);
                    }).map(e => e.className).join(' ');
                    """).string
                #expect(overflowing == "", "\(state): \(overflowing ?? "")")
                let title = screenID == "inbox" ? "[Îñƀöẋ Îñƀöẋ]" : "[Çöñţåçţš Çöñţåçţš]"
                #expect(try await browser.text(of: browser.findElement(css: ".lp-title")) == title)
                if state != "data" {
                    let overlay = try await browser.rect("#empty-state")
                    for selector in ["#empty-label", ".lp-empty-stack"] {
                        let part = try await browser.rect(selector)
                        #expect(part.x >= overlay.x && part.right <= overlay.right, "\(state) \(selector)")
                    }
                }
                #expect(screen.width == 375)
                #expect(try await browser.attribute("lang", of: browser.findElement(css: "#device")) == "en-XA")
            }

            // Right to left mirrors the layout: images after the text, the time on the right.
            try await browser.navigate(to: live.url("/screens/inbox?dir=rtl&device=iphone-15&theme=light&lang=en"))
            let image = try await browser.rect(".lp-row-image")
            let title = try await browser.rect(".lp-row-title")
            #expect(image.x > title.right)
            let screen = try await browser.rect("#device")
            let time = try await browser.rect(".lp-statusbar span")
            #expect(time.center.x > screen.center.x)
            try await browser.navigate(to: live.url("/screens/inbox?dir=ltr"))
            #expect(try await browser.rect(".lp-row-image").right < browser.rect(".lp-row-title").x)
        }
    }

    @Test func galleryShowsEveryStateFramed() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1300, height: 1000) { browser in
            try await browser.navigate(to: live.url("/gallery?screen=photos&device=iphone-se&motion=off"))
            let frames = try await browser.findElements(css: ".lp-gallery-frame iframe")
            #expect(frames.count == DisplayState.previewable.count - 1, "photos has no search bar: no “no search results”")
            let box = try await browser.rect(of: browser.findElements(css: ".lp-gallery-frame")[0])
            #expect(near(box.width, 375 / 2) && near(box.height, 667 / 2))
            #expect(try await browser.attribute("src", of: frames[1]) == "/screens/photos?state=empty&device=iphone-se&motion=off&embed=1")
        }
    }

    /// In right-to-left the scaled page stays inside its frame (it was scaled out of it,
    /// leaving every frame blank), on the smallest and the largest device, light and dark.
    @Test(arguments: ["iphone-se", "ipad"])
    func galleryFramesShowTheirPagesInRightToLeft(device: String) async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1300, height: 1000) { browser in
            for theme in ["light", "dark"] {
                try await browser.navigate(to: live.url("/gallery?screen=contacts&dir=rtl&theme=\(theme)&device=\(device)&motion=off"))
                let boxes = try await browser.executeScript("""
                    return [...document.querySelectorAll('.lp-gallery-frame')].map(frame => {
                      const outer = frame.getBoundingClientRect(), inner = frame.querySelector('iframe').getBoundingClientRect();
                      return [inner.left - outer.left, outer.right - inner.right, inner.top - outer.top, outer.bottom - inner.bottom];
                    });
                    """)
                let gaps = try #require(boxes.array)
                #expect(gaps.count == DisplayState.previewable.count)
                for gap in gaps {
                    let sides = (gap.array ?? []).compactMap(\.double)
                    #expect(sides.count == 4 && sides.allSatisfy { abs($0) <= 1 }, "\(device) \(theme): the page is \(sides) off its frame")
                }
            }
        }
    }
}
