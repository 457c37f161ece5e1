import Browser
import Screens
import Variants
import Foundation
import TestSupport
import Testing

/// The example grid, grouped and search screens in headless Chromium.
@Suite(.serialized) struct FixtureScreensBrowserTests {
    /// A placeholder moved by its `verticalOffset` never leaves the list's area: with too little
    /// room (the orders' -30 on iPhone SE in landscape, at AX1) it stops at the area's top edge, under the
    /// bar, not behind it; with room it moves by the whole offset; and a stack taller than the
    /// area (AX5) scrolls, its last button reachable.
    @Test func anOffsetPlaceholderStaysInsideTheListAndScrolls() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/orders?os=18&state=empty&device=iphone-se&orientation=landscape&textSize=AX1&embed=1&motion=off"))
            var table = try await browser.rect("#table")
            var stack = try await browser.rect(".lp-empty-stack")
            #expect(stack.y >= table.y - 0.5, "the stack starts at \(stack.y), above the list's top \(table.y)")
            #expect(near(stack.y, table.y, within: 1), "stopped at the top edge: \(stack.y) against \(table.y)")
            #expect(stack.bottom <= table.bottom + 0.5)
            // In portrait there is room: the whole -30.
            try await browser.navigate(to: live.url("/screens/orders?os=18&state=empty&device=iphone-15&embed=1&motion=off"))
            table = try await browser.rect("#table")
            stack = try await browser.rect(".lp-empty-stack")
            let padding = try await browser.executeScript(
                "const s = getComputedStyle(document.querySelector('.lp-empty-tap')); return [parseFloat(s.paddingTop), parseFloat(s.paddingBottom)]")
                .array?.compactMap(\.double) ?? []
            let centre = (table.y + padding.first! + table.bottom - padding.last!) / 2
            #expect(near(stack.center.y, centre - 30), "\(stack.center.y) against \(centre - 30)")
            // At AX5 in landscape the stack is taller than the list: the layer scrolls to its last button.
            try await browser.navigate(to: live.url("/screens/orders?os=18&state=empty&device=iphone-se&orientation=landscape&textSize=AX5&embed=1&motion=off"))
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

    /// iOS 15's scroll-edge appearance: at the top the navigation bar (and the status and search
    /// bars with it) shows the list's background without a hairline, as does a tab bar no rows
    /// reach; rows that reach under a tab bar keep it standard. Scrolled, the large title has
    /// collapsed into the inline one, the search bar and table header are gone, and the bar is
    /// translucent and blurred with a hairline over the rows running under it.
    @Test func barsAtTheScrollEdgeAndScrolled() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            func bar(_ selector: String) async throws -> (background: String, hairline: String, blur: String) {
                let value = try await browser.executeScript("""
                    const s = getComputedStyle(document.querySelector(arguments[0]));
                    // The hairline is an inset shadow's colour (one device pixel), transparent at the scroll edge.
                    const edge = s.boxShadow === 'none' ? 'none' : s.boxShadow.slice(0, s.boxShadow.indexOf(')') + 1);
                    return [s.backgroundColor, edge, s.backdropFilter || s.webkitBackdropFilter || 'none'];
                    """, args: [.string(selector)]).array?.compactMap(\.string) ?? []
                return (value.first ?? "", value.dropFirst().first ?? "", value.last ?? "")
            }
            for theme in ["light", "dark"] {
                let list = theme == "light" ? "rgb(255, 255, 255)" : "rgb(0, 0, 0)"
                try await browser.navigate(to: live.url("/screens/contacts?os=18&embed=1&motion=off&theme=\(theme)"))
                var navbar = try await bar("#navbar")
                #expect(navbar.background == list && navbar.hairline == "rgba(0, 0, 0, 0)", "\(theme) at the top: \(navbar)")
                #expect(try await browser.style(".lp-searchbar", "background-color") == "rgba(0, 0, 0, 0)", "on the bar's own background")
                #expect(try await browser.style(".lp-statusbar", "background-color") == list)
                // Scrolled: standard, over the rows; the search bar and the table header have gone.
                try await browser.navigate(to: live.url("/screens/contacts?os=18&embed=1&motion=off&theme=\(theme)&scroll=scrolled"))
                navbar = try await bar("#navbar")
                #expect(navbar.background != list && navbar.hairline != "rgba(0, 0, 0, 0)" && navbar.blur.contains("blur"), "\(theme) scrolled: \(navbar)")
                #expect(try await browser.count(".lp-searchbar") == 1)
                let hidden = try await browser.executeScript(
                    "return ['.lp-searchbar', '#table-header'].map(s => document.querySelector(s).getClientRects().length)").array ?? []
                #expect(hidden.compactMap(\.double) == [0, 0], "the search bar and table header are not drawn: \(hidden)")
                #expect(try await browser.rect("#table").y < (try await browser.rect("#navbar")).bottom - 39, "rows run under the bar")
                // The pinned section header sits just under the bar.
                #expect(near(try await browser.rect(".lp-section-header").y, try await browser.rect("#navbar").bottom))
            }
            // A large title collapses into the inline one.
            try await browser.navigate(to: live.url("/screens/inbox?os=18&embed=1&motion=off&scroll=scrolled"))
            #expect(try await browser.count(".lp-large-title") == 0)
            #expect(try await browser.text(of: browser.findElement(css: "#navbar .lp-title")) == "Inbox")
            #expect(near(try await browser.rect("#navbar").height, 44))
            // The tab bar: at the edge over an empty list, standard over rows that reach it.
            try await browser.navigate(to: live.url("/screens/orders?os=18&embed=1&motion=off&theme=light&state=empty"))
            var tabs = try await bar("#tabbar")
            #expect(tabs.background == "rgb(255, 255, 255)" && tabs.hairline == "rgba(0, 0, 0, 0)", "empty: \(tabs)")
            try await browser.navigate(to: live.url("/screens/orders?os=18&embed=1&motion=off&theme=light&state=data&orientation=landscape"))
            tabs = try await bar("#tabbar")
            #expect(tabs.background != "rgb(255, 255, 255)" && tabs.hairline != "rgba(0, 0, 0, 0)" && tabs.blur.contains("blur"), "rows reach it: \(tabs)")
            #expect(try await browser.rect("#table").bottom > (try await browser.rect("#tabbar")).y + 29, "rows run under it")
            // A placeholder's state is never scrolled: an empty table stays at the top.
            try await browser.navigate(to: live.url("/screens/inbox?os=18&embed=1&motion=off&state=empty&scroll=scrolled"))
            #expect(try await browser.count(".lp-large-title") == 1)
        }
    }

    /// The search bar is part of the navigation bar; the active search slides the title and items
    /// away, puts the field under the status bar with Cancel, and raises the keyboard at its
    /// measured height (KeyboardHeight), so the no-results placeholder is centred, with its
    /// offset, in the room above the keyboard.
    @Test func theActiveSearchRaisesTheKeyboardAndCentresThePlaceholderAboveIt() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1300, height: 1300) { browser in
            try await browser.navigate(to: live.url("/screens/contacts?os=18&embed=1&motion=off"))
            #expect(try await browser.count("#navbar .lp-searchbar") == 1, "inside the navigation bar")
            #expect(try await browser.rect(".lp-searchbar").bottom <= (try await browser.rect("#navbar")).bottom)
            #expect(try await browser.count("#keyboard") == 0)
            for device in [Device.iphoneSE, .iphone15, .iphone16ProMax, .ipad] {
                for orientation in [Orientation.portrait, .landscape] {
                    try await browser.navigate(to: live.url(
                        "/screens/contacts?os=18&embed=1&motion=off&state=search&search=active&device=\(device.rawValue)&orientation=\(orientation.rawValue)"))
                    let place = "\(device.rawValue) \(orientation.rawValue)"
                    let screen = try await browser.rect("#device"), keyboard = try await browser.rect("#keyboard")
                    #expect(near(keyboard.height, Double(KeyboardHeight.points(device, orientation))), "\(place): \(keyboard.height)")
                    #expect(near(keyboard.bottom, screen.bottom), "\(place)")
                    #expect(try await browser.count("#navbar .lp-title, #navbar .lp-bar-item") == 0, "\(place): the title and items slid away")
                    let status = orientation == .landscape && device != .ipad ? screen.y : try await browser.rect(".lp-statusbar").bottom
                    #expect(near(try await browser.rect(".lp-search-field").y, status + 8), "\(place)")
                    #expect(try await browser.text(of: browser.findElement(css: "#search-cancel")) == "Cancel")
                    let overlay = try await browser.rect("#empty-state"), stack = try await browser.rect(".lp-empty-stack")
                    #expect(near(overlay.bottom, keyboard.y), "\(place): the list ends at the keyboard")
                    if overlay.height > stack.height + 120 {
                        #expect(near(stack.center.y, overlay.center.y - 60), "\(place): \(stack.center.y) against \(overlay.center.y - 60)")
                    }
                }
            }
            // iOS 26 (an iPhone's field at the bottom): the bar stays, the field sits 8 above the
            // keyboard, and the list ends 8 above the field.
            try await browser.navigate(to: live.url("/screens/contacts?os=26&embed=1&motion=off&state=search&search=active&device=iphone-15"))
            let keyboard = try await browser.rect("#keyboard"), field = try await browser.rect(".lp-searchbar")
            #expect(try await browser.count("#navbar .lp-title") == 1, "the title stays")
            let list = try await browser.rect("#empty-state")
            #expect(near(field.bottom + 8, keyboard.y) && near(list.bottom + 8, field.y), "\(field) \(keyboard) \(list)")
            // Cancel ends the search, in the URL (a saved choice would otherwise bring it back).
            try await browser.navigate(to: live.url("/screens/contacts?os=18&search=active&motion=off"))
            #expect(try await browser.count("#keyboard") == 1)
            try await browser.click(browser.findElement(css: "#search-cancel"))
            try await browser.waitUntil { try await browser.count("#keyboard") == 0 }
            #expect(try await browser.executeScript("return location.search").string?.contains("search=inactive") == true)
        }
    }

    @Test func gridGroupedAndSearchScreens() async throws {
        let clock = ManualClock()
        let live = try LiveApp(examples: true, clock: clock.now)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            // Grid: three equal cells per line, 2 px apart.
            try await browser.navigate(to: live.url("/screens/photos?os=18"))
            let cells = try await browser.findElements(css: ".lp-cell")
            #expect(cells.count == 12)
            var rects: [ElementRect] = []
            for cell in cells.prefix(4) { rects.append(try await browser.rect(of: cell)) }
            #expect(rects[0].y == rects[1].y && rects[1].y == rects[2].y && rects[3].y > rects[0].y)
            #expect(near(rects[0].width, (393 - 4) / 3) && near(rects[0].width, rects[0].height))
            #expect(near(rects[1].x - rects[0].right, 2))

            // Grouped: inset rounded groups with headers above them.
            try await browser.navigate(to: live.url("/screens/settings?os=18"))
            let device = try await browser.rect("#device")
            let group = try await browser.rect(".lp-style-insetGrouped .lp-rows")
            #expect(near(group.x - device.x, 20) && near(device.right - group.right, 20))
            #expect(try await browser.style(".lp-rows", "border-top-left-radius") == "10px")
            let header = try await browser.rect(".lp-section-header")
            #expect(header.bottom <= group.y + 0.05, "\(header) over \(group)")
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
            try await browser.navigate(to: live.url("/screens/contacts?os=18&q=ZOE"))
            #expect(try await browser.count(".lp-row") == 1)
            #expect(try await browser.text(of: browser.findElement(css: ".lp-row-title")) == "Zoë Ångström")
            try await browser.navigate(to: live.url("/screens/contacts?os=18&q=%3Cb%3Exyz"))
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
            try await browser.navigate(to: live.url("/screens/contacts?os=18&state=network"))
            try await browser.navigate(to: live.url("/screens/contacts?os=18"))
            try await browser.click("#panel-network")
            #expect(try await browser.count(".lp-empty--network") == 1)
            try await browser.click("#reload")
            #expect(try await browser.count(".lp-empty--loading") == 1)
            clock.advance(1200)
            try await browser.waitUntil { try await browser.count(".lp-empty--loading") == 0 }
            // contacts' reload result is "network": the reload fails again.
            #expect(try await browser.count(".lp-empty--network") == 1)
        }
    }
}
