import Browser
import Foundation
import TestSupport
import Testing

/// While a list scrolls, a live page draws UIScrollView's thin indicator at the list's trailing
/// edge, over the rows (it takes no width), and hides it again once the scrolling stops.
@Suite(.serialized) struct ScrollIndicatorBrowserTests {
    @Test(arguments: ["en", "ar"])
    func anIndicatorShowsWhileTheListScrolls(language: String) async throws {
        let examples = try LiveApp(examples: true)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: examples.url("/screens/settings?os=18&state=data&device=iphone-se&textSize=AX5&motion=off&lang=\(language)"))
            #expect(try await browser.findElements(css: ".lp-scroll-indicator").isEmpty, "no indicator at rest")
            let widthBefore = try await browser.executeScript("return document.querySelector('.lp-scroll').clientWidth").double
            // The page records the indicator's box when it is shown, so a slow machine, whose commands
            // may take longer than the indicator stays, cannot miss it.
            try await browser.executeScript("""
                window.__indicator = null;
                new MutationObserver(() => {
                  const bar = document.querySelector('.lp-scroll-indicator--visible');
                  if (bar && !window.__indicator) { const box = bar.getBoundingClientRect(); window.__indicator = [box.x, box.y, box.width, box.height]; }
                }).observe(document.querySelector('.lp-list-area'), {subtree: true, childList: true, attributes: true});
                const area = document.querySelector('.lp-scroll');
                area.scrollTop = (area.scrollHeight - area.clientHeight) / 2;
                """)
            try await browser.waitUntil {
                try await browser.executeScript("return window.__indicator !== null").bool == true
            }
            let box = try await browser.executeScript("return window.__indicator")
            let bar = ElementRect(x: box[0]?.double ?? 0, y: box[1]?.double ?? 0, width: box[2]?.double ?? 0, height: box[3]?.double ?? 0)
            let areaBox = try await browser.executeScript("const box = document.querySelector('.lp-scroll').getBoundingClientRect(); return [box.x, box.y, box.width, box.height]")
            let area = ElementRect(x: areaBox[0]?.double ?? 0, y: areaBox[1]?.double ?? 0, width: areaBox[2]?.double ?? 0, height: areaBox[3]?.double ?? 0)
            #expect(bar.width == 3, "\(bar)")
            if language == "ar" {
                #expect(near(bar.x, area.x + 3), "right to left: the indicator is at the left edge, \(bar) in \(area)")
            } else {
                #expect(near(bar.right, area.right - 3), "the indicator is at the right edge, \(bar) in \(area)")
            }
            // Halfway down, the indicator is about halfway down its track.
            #expect(abs(bar.center.y - area.center.y) < area.height / 6, "\(bar) in \(area)")
            #expect(bar.height >= 36 && bar.height < area.height / 2, "\(bar)")
            #expect(try await browser.executeScript("return document.querySelector('.lp-scroll').clientWidth").double == widthBefore)
            try await browser.waitUntil { try await browser.findElements(css: ".lp-scroll-indicator--visible").isEmpty }
        }
    }
}
