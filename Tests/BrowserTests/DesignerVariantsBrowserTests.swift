import Browser
import Foundation
import ListPreview
import PNG
import Screens
import Variants
import TestSupport
import Testing

/// Devices, dark appearance, pseudo-localization and right-to-left, measured in Chromium.
@Suite(.serialized) struct DesignerVariantsBrowserTests {
    @Test func devicesThemesPseudoAndRTL() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1300, height: 1400) { browser in
            // Every device draws its screen at its CSS size, and the placeholder centres in the list area.
            for device in Device.allCases {
                try await browser.navigate(to: live.url("/screens/inbox?os=18&state=network&motion=off&device=\(device.rawValue)"))
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
            try await browser.navigate(to: live.url("/screens/settings?os=18&theme=dark&motion=off&device=iphone-15"))
            #expect(try await browser.style("#table", "background-color") == "rgb(0, 0, 0)")
            #expect(try await browser.style(".lp-style-insetGrouped .lp-rows", "background-color") == "rgb(28, 28, 30)")
            #expect(try await browser.style(".lp-row-title", "color") == "rgb(255, 255, 255)")
            let dark = try PNGImage(decoding: Array(try await browser.screenshot()))
            let navbar = try await browser.rect(".lp-navbar")
            let pixel = dark.pixel(x: Int(navbar.x + 5), y: Int(navbar.y + 5))
            #expect(pixel.red < 40 && pixel.green < 40 && pixel.blue < 40, "the navigation bar is dark")
            try await browser.navigate(to: live.url("/screens/settings?os=18&theme=light"))
            #expect(try await browser.style("#table", "background-color") == "rgb(242, 242, 247)")
            #expect(try await browser.style(".lp-row-title", "color") == "rgb(0, 0, 0)")

            // Pseudo-localization doubles every text; nothing spills out of the screen or its placeholder.
            // "No search results" only where there is a search bar.
            for (screenID, state) in [("inbox", "data"), ("inbox", "empty"), ("inbox", "network"), ("contacts", "search")] {
                try await browser.navigate(to: live.url("/screens/\(screenID)?os=18&lang=pseudo&motion=off&device=iphone-se&state=\(state)"))
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
            try await browser.navigate(to: live.url("/screens/inbox?os=18&dir=rtl&device=iphone-15&theme=light&lang=en"))
            let image = try await browser.rect(".lp-row-image")
            let title = try await browser.rect(".lp-row-title")
            #expect(image.x > title.right)
            let screen = try await browser.rect("#device")
            let time = try await browser.rect(".lp-statusbar span")
            #expect(time.center.x > screen.center.x)
            try await browser.navigate(to: live.url("/screens/inbox?os=18&dir=ltr"))
            #expect(try await browser.rect(".lp-row-image").right < browser.rect(".lp-row-title").x)
        }
    }

    /// On a laptop's window an iPad fits: scaled down, whole, its proportions kept, the
    /// panel beside it; `zoom=100` draws it a CSS px a point. The gallery's pickers come before its
    /// frames, and the frames scale with the window.
    @Test func theDeviceFitsTheWindowAndTheGalleryScales() async throws {
        let live = try LiveApp(examples: true)
        /// The box the page draws `selector` in (WebDriver's element rectangle ignores CSS zoom).
        func drawn(_ browser: TestBrowser, _ selector: String) async throws -> ElementRect {
            let box = try await browser.executeScript(
                "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]",
                args: [.string(selector)]).array?.compactMap(\.double) ?? [0, 0, 0, 0]
            return ElementRect(x: box[0], y: box[1], width: box[2], height: box[3])
        }
        try await TestBrowser.with(width: 1200, height: 1000) { browser in
            let viewport = try await browser.executeScript("return [innerWidth, innerHeight]").array?.compactMap(\.double) ?? []
            for device in ["ipad", "iphone-16-pro-max"] {
                try await browser.navigate(to: live.url("/screens/settings?os=18&device=\(device)&motion=off&zoom=fit"))
                let screen = try await drawn(browser, "#device")
                let size = Device(rawValue: device)!.frameSize
                #expect(screen.bottom <= viewport[1] - 20 && screen.y >= 0, "\(device): \(screen) in \(viewport)")
                #expect(abs(screen.width / screen.height - Double(size.width) / Double(size.height)) < 0.01, "\(device): proportions")
                #expect(try await drawn(browser, "#panel").x > screen.right, "\(device): the panel beside it")
                try await browser.navigate(to: live.url("/screens/settings?os=18&device=\(device)&motion=off&zoom=100"))
                let actual = try await drawn(browser, "#device")
                #expect(near(actual.width, Double(size.width)) && near(actual.height, Double(size.height)), "\(device) at 100%: \(actual)")
            }
            // A device that fits is never scaled up.
            try await browser.navigate(to: live.url("/screens/settings?os=18&device=iphone-se&motion=off&zoom=fit"))
            #expect(near(try await drawn(browser, "#device").height, 667))
            // One screen's states: the examples' whole gallery is thirty pages to load, which a busy
            // machine has taken past the 20-s page-load timeout.
            try await browser.navigate(to: live.url("/gallery?screen=settings&os=18&device=iphone-15&motion=off"))
            #expect(try await drawn(browser, ".lp-pickers").bottom < (try await drawn(browser, ".lp-gallery-frame")).y, "the pickers first")
            // Frames scale with the window: half size at 1440 px wide, here 1200/2880.
            #expect(near(try await drawn(browser, ".lp-gallery-frame").width, 393 * viewport[0] / 2880, within: 1.5))
        }
    }

    /// The index shows each screen as it is now: a thumbnail of its embedded live page, out of the
    /// tab order and hidden from assistive technology (the title beside it is the link).
    @Test func theIndexShowsEachScreenAsItIsNow() async throws {
        let live = try LiveApp(examples: true)
        _ = try live.app.store.apply(.action(.clear), to: "inbox")
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens?motion=off"))
            let thumbnails = try await browser.findElements(css: ".lp-index-thumb iframe")
            #expect(thumbnails.count == live.app.store.screens.count)
            #expect(try await browser.attribute("src", of: thumbnails[0]) == "/screens/inbox?motion=off&embed=1")
            #expect(try await browser.attribute("tabindex", of: thumbnails[0]) == "-1")
            #expect(try await browser.count(".lp-index-thumb[aria-hidden=true]") == thumbnails.count)
            // Each frame is the screen now: the inbox, cleared, shows its empty state, a quarter of its size.
            try await browser.waitUntil {
                try await browser.executeScript("""
                    const page = document.querySelector('.lp-index-thumb iframe').contentDocument;
                    return !!page && !!page.querySelector('#device[data-state=empty] #empty-label');
                    """).bool == true
            }
            let thumb = try await browser.rect(".lp-index-thumb")
            #expect(near(thumb.width, 393 / 4) && near(thumb.height, 852 / 4), "\(thumb)")
        }
    }

    @Test func galleryShowsEveryStateFramed() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1200, height: 1000) { browser in
            try await browser.navigate(to: live.url("/gallery?os=18&screen=photos&device=iphone-se&motion=off"))
            let frames = try await browser.findElements(css: ".lp-gallery-frame iframe")
            #expect(frames.count == DisplayState.previewable.count - 1, "photos has no search bar: no “no search results”")
            // Scaled with the window: half size at 1440 px wide.
            let box = try await browser.rect(of: browser.findElements(css: ".lp-gallery-frame")[0])
            let scale = (try await browser.executeScript("return innerWidth").double ?? 1300) / 2880
            #expect(near(box.width, 375 * scale) && near(box.height, 667 * scale), "\(box) at \(scale)")
            #expect(try await browser.attribute("src", of: frames[1]) == "/screens/photos?state=empty&os=18&device=iphone-se&motion=off&embed=1")
        }
    }

    /// In right-to-left the scaled page stays inside its frame (it was scaled out of it,
    /// leaving every frame blank), on the smallest and the largest device, light and dark.
    @Test(arguments: ["iphone-se", "ipad"])
    func galleryFramesShowTheirPagesInRightToLeft(device: String) async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1200, height: 1000) { browser in
            for theme in ["light", "dark"] {
                try await browser.navigate(to: live.url("/gallery?os=18&screen=contacts&dir=rtl&theme=\(theme)&device=\(device)&motion=off"))
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
