import Browser
import Foundation
import TestSupport
import Testing

/// The example grid, grouped and search screens in headless Chromium.
@Suite(.serialized) struct FixtureScreensBrowserTests {
    /// A placeholder moved by its `verticalOffset` never leaves the list's area: with too little
    /// room (the orders' -30 on iPhone SE in landscape) it stops at the area's top edge, under the
    /// bar, not behind it; with room it moves by the whole offset; and a stack taller than the
    /// area (AX5) scrolls, its last button reachable.
    @Test func anOffsetPlaceholderStaysInsideTheListAndScrolls() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1000, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/orders?state=empty&device=iphone-se&orientation=landscape&embed=1&motion=off"))
            var table = try await browser.rect("#table")
            var stack = try await browser.rect(".lp-empty-stack")
            #expect(stack.y >= table.y - 0.5, "the stack starts at \(stack.y), above the list's top \(table.y)")
            #expect(near(stack.y, table.y, within: 1), "stopped at the top edge: \(stack.y) against \(table.y)")
            #expect(stack.bottom <= table.bottom + 0.5)
            // In portrait there is room: the whole -30.
            try await browser.navigate(to: live.url("/screens/orders?state=empty&device=iphone-15&embed=1&motion=off"))
            table = try await browser.rect("#table")
            stack = try await browser.rect(".lp-empty-stack")
            let padding = try await browser.executeScript(
                "const s = getComputedStyle(document.querySelector('.lp-empty-tap')); return [parseFloat(s.paddingTop), parseFloat(s.paddingBottom)]")
                .array?.compactMap(\.double) ?? []
            let centre = (table.y + padding.first! + table.bottom - padding.last!) / 2
            #expect(near(stack.center.y, centre - 30), "\(stack.center.y) against \(centre - 30)")
            // At AX5 in landscape the stack is taller than the list: the layer scrolls to its last button.
            try await browser.navigate(to: live.url("/screens/orders?state=empty&device=iphone-se&orientation=landscape&textSize=AX5&embed=1&motion=off"))
            table = try await browser.rect("#table")
            #expect(try await browser.rect(".lp-empty-stack").y >= table.y - 0.5)
            let scrolled = try await browser.executeScript("""
                const layer = document.querySelector('.lp-empty');
                const tall = layer.scrollHeight > layer.clientHeight;
                layer.scrollTop = layer.scrollHeight;
                const last = document.querySelector('#empty-secondary').getBoundingClientRect(), box = layer.getBoundingClientRect();
                return [tall, last.bottom <= box.bottom + 0.5 && last.top >= box.top];
                """).array ?? []
            #expect(scrolled.first?.bool == true && scrolled.last?.bool == true, "\(scrolled)")
        }
    }

    @Test func gridGroupedAndSearchScreens() async throws {
        let clock = ManualClock()
        let live = try LiveApp(examples: true, clock: clock.now)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            // Grid: three equal cells per line, 2 px apart.
            try await browser.navigate(to: live.url("/screens/photos"))
            let cells = try await browser.findElements(css: ".lp-cell")
            #expect(cells.count == 12)
            var rects: [ElementRect] = []
            for cell in cells.prefix(4) { rects.append(try await browser.rect(of: cell)) }
            #expect(rects[0].y == rects[1].y && rects[1].y == rects[2].y && rects[3].y > rects[0].y)
            #expect(near(rects[0].width, (393 - 4) / 3) && near(rects[0].width, rects[0].height))
            #expect(near(rects[1].x - rects[0].right, 2))

            // Grouped: inset rounded groups with headers above them.
            try await browser.navigate(to: live.url("/screens/settings"))
            let device = try await browser.rect("#device")
            let group = try await browser.rect(".lp-style-insetGrouped .lp-rows")
            #expect(near(group.x - device.x, 16) && near(device.right - group.right, 16))
            #expect(try await browser.style(".lp-rows", "border-top-left-radius") == "10px")
            #expect(try await browser.rect(".lp-section-header").bottom <= group.y)
            #expect(try await browser.count(".lp-section-footer") == 3)
            // A one-line row is 44 pt at the default text size, as in Settings, with a switch (31 pt)
            // or a 29-pt icon too: before, a switch row was 53 and an icon row 51.
            let heights = try await browser.executeScript("""
                return Array.from(document.querySelectorAll('.lp-row'), row => [row.querySelector('.lp-row-title').textContent,
                  !!row.querySelector('.lp-row-detail'), !!row.querySelector('.lp-switch'), !!row.querySelector('.lp-row-image'),
                  row.getBoundingClientRect().height])
                """).array ?? []
            #expect(heights.contains { $0[2]?.bool == true } && heights.contains { $0[3]?.bool == true }, "switches and icons are measured")
            for row in heights where row[1]?.bool == false {
                #expect(near(row[4]?.double ?? 0, 44, within: 0.5), "\(row[0]?.string ?? ""): \(row[4]?.double ?? 0) pt")
            }

            // Search: a match, then no match: the placeholder sits below the search bar and table
            // header, never over them, centred in the visible list area (offset by its verticalOffset).
            try await browser.navigate(to: live.url("/screens/contacts?q=ZOE"))
            #expect(try await browser.count(".lp-row") == 1)
            #expect(try await browser.text(of: browser.findElement(css: ".lp-row-title")) == "Zoë Ångström")
            try await browser.navigate(to: live.url("/screens/contacts?q=%3Cb%3Exyz"))
            let table = try await browser.rect("#table")
            let overlay = try await browser.rect("#empty-state")
            #expect(overlay == table)
            #expect(try await browser.rect(".lp-searchbar").bottom <= overlay.y)
            #expect(try await browser.rect("#table-header").bottom <= overlay.y)
            #expect(try await browser.text(of: browser.findElement(css: "#empty-label")) == "No contacts match “<b>xyz”")
            let stack = try await browser.rect(".lp-empty-stack")
            #expect(near(stack.center.x, table.center.x))
            #expect(near(stack.center.y, table.center.y - 60))
            #expect(try await browser.property("value", of: browser.findElement(css: "#search")).string == "<b>xyz")

            // A tap-to-reload with a delay shows loading and refreshes itself until the result lands.
            try await browser.navigate(to: live.url("/screens/contacts?state=network"))
            try await browser.navigate(to: live.url("/screens/contacts"))
            try await browser.click("#panel-network")
            #expect(try await browser.count(".lp-empty--network") == 1)
            try await browser.click("#reload")
            #expect(try await browser.count(".lp-empty--loading") == 1)
            clock.advance(1200)
            try await browser.waitUntil(timeout: .seconds(10)) { try await browser.count(".lp-empty--loading") == 0 }
            // contacts' reload result is "network": the reload fails again.
            #expect(try await browser.count(".lp-empty--network") == 1)
        }
    }
}
