import Browser
import Fixtures
import Foundation
import HTTPServer
import ListPreview
import Screens
import Symbols
import Variants
import Store
import TestSupport
import Testing

/// In Chromium: every number of the iOS chrome (IOS-METRICS.md) measured on the drawn page (points = CSS px, within
/// 1 px) — the status bar and Dynamic Island, large titles, the tab bar, landscape frames and their
/// safe areas, layout margins, Dynamic Type sizes, the switch, grid columns — and, at the largest
/// text size, no text outside the screen or under the home indicator.
@Suite(.serialized) struct IOSFrameBrowserTests {
    private static func text(_ value: String) -> LocalizedText { LocalizedText(verbatim: value) }

    /// Settings-like: a large title, bar buttons, a tab bar, a search bar, a tint and every accessory.
    static let settings = Screen(
        id: "settings", title: text("Settings"), style: .insetGrouped, searchBar: SearchBarConfig(),
        sections: [ListSection(header: text("Network"), rows: [
            Row(title: text("Wi-Fi"), value: text("Home"), accessory: .disclosure),
            Row(title: text("Airplane Mode"), accessory: .toggle(on: true)),
            Row(title: text("Bluetooth"), accessory: .toggle(on: false)),
            Row(title: text("English"), accessory: .checkmark),
            Row(title: text("About"), accessory: .detailButton),
        ])],
        largeTitle: true,
        navigationItems: NavigationItems(left: [.back(text("Inbox"))], right: [.symbol(SystemSymbol("plus")), .text(text("Edit"))]),
        tint: try! NamedColor.resolve("systemIndigo").get(),
        tabBar: TabBar(items: [TabBar.Item(title: text("Home"), icon: SystemSymbol("home")), TabBar.Item(title: text("Settings"), icon: SystemSymbol("settings")),
                               TabBar.Item(title: text("Inbox"), icon: SystemSymbol("inbox"), badge: "3"), TabBar.Item(title: text("Me"), icon: SystemSymbol("person"))],
                       selected: 1))
    /// Contacts-like: a plain list with the A–Z index.
    static let contacts = Screen(id: "contacts", title: text("Contacts"),
                                 sections: [ListSection(header: text("A"), rows: (1...12).map { Row(title: text("Person \($0)")) })],
                                 sectionIndex: .alphabet)
    static let grid = Screen(id: "grid", title: text("Grid"), style: .grid, columns: .sizeClass(compact: 3, regular: 5),
                             sections: [ListSection(rows: (1...20).map { Row(title: text("Cell \($0)")) })])
    static let autoGrid = Screen(id: "auto", title: text("Auto"), style: .grid, columns: .auto(minimumWidth: 100),
                                 sections: [ListSection(rows: (1...20).map { Row(title: text("Cell \($0)")) })])

    private func withApp(_ screens: [Screen], _ body: (TestBrowser, (String) -> String) async throws -> Void) async throws {
        let app = App(store: ScreenStore(screens: screens), assets: Assets.builtIn)
        let server = try HTTPServer.start(ServerConfiguration(port: 0), replying: app.reply(to:))
        defer { server.stop() }
        try await TestBrowser.with(width: 1300, height: 1300) { browser in
            try await body(browser) { "http://127.0.0.1:\(server.port)\($0)" }
        }
    }

    @Test func statusBarsAsEachDeviceDrawsThem() async throws {
        try await withApp([Screen.demo]) { browser, url in
            // (device, status bar height, the island's distance from the top): Apple's sizes, and the
            // 16 Pros' island 3 pt lower with their 62-pt safe area.
            let devices: [(String, Double, Double)] = [("iphone-15", 59, 11), ("iphone-15-pro-max", 59, 11), ("iphone-16-pro", 62, 14),
                                                        ("iphone-16-pro-max", 62, 14), ("iphone-se", 20, 0), ("ipad", 24, 0)]
            for (device, height, islandTop) in devices {
                try await browser.navigate(to: url("/screens/demo?os=18&embed=1&motion=off&device=\(device)"))
                let screen = try await browser.rect("#device")
                let bar = try await browser.rect(".lp-statusbar")
                // The status bar is shorter than the safe area on the Dynamic Island iPhones, and the
                // navigation bar hangs from it (54; 56.33 on the 16 Pros: a real render's bar top).
                let statusHeight = Device(rawValue: device)!.statusBarHeight(.portrait)
                #expect(statusHeight <= height && near(bar.height, statusHeight), "\(device): status bar \(bar.height)")
                #expect(try await browser.count(".lp-status-time") == 1, "\(device)")
                #expect(try await browser.executeScript("return document.querySelector('.lp-status-time').textContent").string == "9:41")
                #expect(try await browser.count(".lp-status-wifi") == 1, "\(device)")
                #expect(try await browser.count(".lp-status-battery") == 1, "\(device)")
                #expect(try await browser.count(".lp-status-cellular") == (device == "ipad" ? 0 : 1), "\(device)")
                let islands = try await browser.count("#dynamic-island")
                #expect(islands == (islandTop > 0 ? 1 : 0), "\(device)")
                if islands == 1 {
                    let island = try await browser.rect("#dynamic-island")
                    #expect(near(island.width, 126) && near(island.height, 37), "\(device): \(island)")
                    #expect(near(island.y - screen.y, islandTop) && near(island.center.x, screen.center.x), "\(device): \(island)")
                    #expect(try await browser.style("#dynamic-island", "background-color") == "rgb(0, 0, 0)")
                    // The time sits in the leading ear, the icons in the trailing one.
                    #expect(try await browser.rect(".lp-status-time").right < island.x)
                    #expect(try await browser.rect(".lp-status-battery").x > island.right)
                }
            }
            // The icons take the label colour of the appearance.
            for (theme, color) in [("light", "rgb(0, 0, 0)"), ("dark", "rgb(255, 255, 255)")] {
                try await browser.navigate(to: url("/screens/demo?os=18&embed=1&theme=\(theme)"))
                #expect(try await browser.style(".lp-status-battery", "background-color") == color, "\(theme)")
            }
        }
    }

    /// As UIKit: bar items never overlap the title or each other. The title stays centred while it
    /// fits and is otherwise cut short between the items; a back title that would push the title
    /// aside becomes “Back”, then the chevron alone. Every example screen in pseudo-localization on
    /// iPhone SE, and long titles on every fixed device, left to right and right to left.
    @Test func barItemsNeverOverlapAndTheBackTitleShortensAsUIKits() async throws {
        let long = Screen(id: "long", title: Self.text("Notification Settings for Shared Albums"), sections: [],
                          navigationItems: NavigationItems(left: [.back(Self.text("Mailboxes"))], right: [.text(Self.text("Edit"))]))
        let medium = Screen(id: "medium", title: Self.text("Notifications"), sections: [],
                            navigationItems: NavigationItems(left: [.back(Self.text("Shared Album Settings"))], right: [.text(Self.text("Done"))]))
        let short = Screen(id: "short", title: Self.text("About"), sections: [],
                           navigationItems: NavigationItems(left: [.back(Self.text("General"))], right: []))
        let examples = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        try await withApp([long, medium, short] + examples) { browser, url in
            /// The bar's visible boxes, [left, right] each: the items, then the title's.
            func boxes() async throws -> (items: [[Double]], title: [Double]?, titleCut: Bool) {
                let value = try await browser.executeScript("""
                    const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; };
                    const title = document.querySelector('#navbar .lp-navbar-row .lp-title');
                    return {items: [...document.querySelectorAll('#navbar .lp-navbar-row .lp-bar-item')].map(box),
                            title: title && title.getBoundingClientRect().width > 0 ? box(title) : null,
                            cut: !!title && title.scrollWidth > title.clientWidth + 1};
                    """)
                let items = (value["items"]?.array ?? []).map { ($0.array ?? []).compactMap(\.double) }
                return (items, value["title"]?.array?.compactMap(\.double), value["cut"]?.bool ?? false)
            }
            func expectNoOverlap(_ place: String) async throws {
                let (items, title, _) = try await boxes()
                let all = items + (title.map { [$0] } ?? [])
                for (i, a) in all.enumerated() {
                    for b in all[(i + 1)...] where a.count == 2 && b.count == 2 {
                        #expect(a[1] <= b[0] + 0.5 || b[1] <= a[0] + 0.5, "\(place): \(a) overlaps \(b)")
                    }
                }
            }
            func backLabel() async throws -> String? {
                try await browser.executeScript("const l = document.querySelector('#navbar .lp-back-label'); return l ? l.textContent : null").string
            }
            for direction in ["ltr", "rtl"] {
                for screen in examples.map(\.id) {
                    try await browser.navigate(to: url("/screens/\(screen)?os=18&embed=1&motion=off&device=iphone-se&lang=pseudo&dir=\(direction)"))
                    try await expectNoOverlap("\(screen) in pseudo, \(direction)")
                }
                for device in [Device.iphoneSE, .iphone16Pro, .iphone15ProMax, .ipad] {
                    try await browser.navigate(to: url("/screens/long?os=18&embed=1&motion=off&device=\(device.rawValue)&dir=\(direction)"))
                    try await expectNoOverlap("long on \(device.rawValue), \(direction)")
                }
            }
            // iPhone SE: the long title is cut short and the back button is the chevron alone.
            try await browser.navigate(to: url("/screens/long?os=18&embed=1&motion=off&device=iphone-se"))
            #expect(try await boxes().titleCut)
            #expect(try await backLabel() == nil)
            #expect(try await browser.count("#navbar .lp-bar-item--back .lp-symbol--chevron") == 1)
            // A back title that would push “Notifications” off centre becomes “Back”; the title stays centred.
            try await browser.navigate(to: url("/screens/medium?os=18&embed=1&motion=off&device=iphone-se"))
            #expect(try await backLabel() == "Back")
            #expect(near(try await browser.rect("#navbar .lp-title").center.x, try await browser.rect("#device").center.x))
            try await browser.navigate(to: url("/screens/medium?os=18&embed=1&motion=off&device=iphone-se&lang=zh-Hans"))
            #expect(try await backLabel() == "返回")
            // On iPad there is room for all of it.
            try await browser.navigate(to: url("/screens/medium?os=18&embed=1&motion=off&device=ipad"))
            #expect(try await backLabel() == "Shared Album Settings")
            try await browser.navigate(to: url("/screens/short?os=18&embed=1&motion=off&device=iphone-se"))
            #expect(try await backLabel() == "General")
            #expect(try await boxes().titleCut == false)
        }
    }

    @Test func largeTitleBarButtonsAndTint() async throws {
        try await withApp([Self.settings, Screen.demo]) { browser, url in
            for (device, margin) in [("iphone-15", 20.0), ("iphone-15-pro-max", 20), ("ipad", 20)] {
                try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&theme=light&device=\(device)"))
                let screen = try await browser.rect("#device")
                // 96 with the large title, then the search controller's 52-pt bar inside it.
                let bar = try await browser.rect("#navbar")
                #expect(near(bar.height, 96 + 52), "\(device): \(bar.height)")
                let searchBar = try await browser.rect(".lp-searchbar"), field = try await browser.rect(".lp-search-field")
                #expect(near(searchBar.height, 52) && near(field.height, 36), "\(device): \(searchBar), \(field)")
                #expect(try await browser.style(".lp-large-title", "font-size") == "34px")
                #expect(try await browser.style(".lp-large-title", "font-weight") == "700")
                #expect(near(try await browser.rect(".lp-large-title").x - screen.x, margin), "\(device)")
                // Grouped sections follow the layout margins too.
                #expect(near(try await browser.rect(".lp-section .lp-rows").x - screen.x, margin), "\(device)")
                // Bar buttons in the tint (systemIndigo), the back button with its chevron and label.
                #expect(try await browser.style(".lp-bar-items--trailing", "color") == "rgb(88, 86, 214)")
                #expect(try await browser.count(".lp-bar-item--back .lp-symbol--chevron") == 1)
                #expect(try await browser.executeScript("return document.querySelector('.lp-back-label').textContent").string == "Inbox")
                #expect(try await browser.count(".lp-bar-items--trailing [data-symbol=plus] svg") == 1)
                // UIKit's order: the first of `rightBarButtonItems` (here +) is the rightmost.
                let plus = try await browser.rect(".lp-bar-items--trailing [data-symbol=plus]")
                let edit = try await browser.rect(".lp-bar-items--trailing .lp-bar-item--text")
                #expect(plus.x > edit.right, "\(device): + at \(plus.x), Edit ends at \(edit.right)")
            }
            // Mirrored right to left: the first is then the leftmost, still at the outer edge.
            try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&dir=rtl"))
            let plus = try await browser.rect(".lp-bar-items--trailing [data-symbol=plus]")
            let edit = try await browser.rect(".lp-bar-items--trailing .lp-bar-item--text")
            #expect(plus.right < edit.x, "right to left: + ends at \(plus.right), Edit at \(edit.x)")
            // The default is the 44-pt inline title, centred.
            try await browser.navigate(to: url("/screens/demo?os=18&embed=1"))
            #expect(near(try await browser.rect("#navbar").height, 44))
            let device = try await browser.rect("#device")
            #expect(near(try await browser.rect(".lp-title").center.x, device.center.x))
            // In an iPhone's landscape the bar is the compact 32 pt, without the large title.
            try await browser.navigate(to: url("/screens/settings?os=18&embed=1&orientation=landscape"))
            #expect(near(try await browser.rect("#navbar").height, 32 + 52))
            #expect(try await browser.count(".lp-large-title") == 0)
        }
    }

    @Test func tabBarHeightsSelectionBadgesAndThePlaceholderBetweenTheBars() async throws {
        try await withApp([Self.settings]) { browser, url in
            for (device, height) in [("iphone-15", 83.0), ("iphone-se", 49)] {
                try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&theme=light&device=\(device)&state=empty"))
                let screen = try await browser.rect("#device")
                let tabs = try await browser.rect("#tabbar")
                #expect(near(tabs.height, height), "\(device): \(tabs.height)")
                #expect(near(tabs.bottom, screen.bottom), "\(device)")
                // The placeholder covers the list between the bars and never either bar.
                let table = try await browser.rect("#table")
                let overlay = try await browser.rect("#empty-state")
                #expect(near(overlay.bottom, tabs.y) && near(table.bottom, tabs.y), "\(device)")
                #expect(overlay.y >= (try await browser.rect(".lp-searchbar")).bottom - 1, "\(device)")
                let stack = try await browser.rect(".lp-empty-stack")
                #expect(near(stack.center.y, table.center.y) && near(stack.center.x, table.center.x), "\(device)")
            }
            // iPadOS 18: the tab bar floats at the top, a 36-pt capsule of titles centred in the
            // navigation bar's row, in place of the inline title; the list runs to the bottom edge.
            for orientation in ["portrait", "landscape"] {
                try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&theme=light&device=ipad&state=empty&orientation=\(orientation)"))
                let screen = try await browser.rect("#device"), tabs = try await browser.rect("#tabbar")
                #expect(near(tabs.height, 36) && near(tabs.y - screen.y, 24 + 4) && near(tabs.center.x, screen.center.x), "iPad \(orientation): \(tabs)")
                #expect(try await browser.executeScript("return [...document.querySelectorAll('.lp-tab-icon .lp-symbol')].every(s => getComputedStyle(s).display === 'none')").bool == true)
                let table = try await browser.rect("#table")
                let overlay = try await browser.rect("#empty-state")
                #expect(near(table.bottom, screen.bottom) && near(overlay.bottom, screen.bottom), "iPad \(orientation)")
                #expect(try await browser.style("#navbar .lp-navbar-row > :is(.lp-title, .lp-title-inline)", "visibility") == "hidden")
                #expect(try await browser.style(".lp-tab[aria-selected=\"true\"]", "background-color") == "rgb(255, 255, 255)")
                let stack = try await browser.rect(".lp-empty-stack")
                #expect(near(stack.center.x, table.center.x), "iPad \(orientation)")
            }
            try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&theme=light&device=iphone-15&state=empty"))
            #expect(try await browser.style(".lp-tab[aria-selected=\"true\"] .lp-tab-title", "color") == "rgb(88, 86, 214)")
            #expect(try await browser.style(".lp-tab:not([aria-selected]) .lp-tab-title", "color") == "rgb(142, 142, 147)")
            #expect(try await browser.style(".lp-tab-badge", "background-color") == "rgb(255, 59, 48)")
            #expect(try await browser.executeScript("return document.querySelector('.lp-tab-badge').textContent").string == "3")
            // In an iPhone's landscape: the compact bar, 32 pt plus the 21-pt bottom safe area.
            try await browser.navigate(to: url("/screens/settings?os=18&embed=1&orientation=landscape"))
            #expect(near(try await browser.rect("#tabbar").height, 53))
        }
    }

    /// The loading placeholder's indicator is UIKit's `.large` UIActivityIndicatorView: 37 pt square,
    /// eight spokes 45° apart, the brightest first and each one behind it fainter, in systemGray.
    @Test func theLoadingPlaceholderHasUIKitsLargeActivityIndicator() async throws {
        try await withApp([Screen.demo]) { browser, url in
            for device in ["iphone-se", "ipad"] {
                try await browser.navigate(to: url("/screens/demo?os=18&embed=1&motion=off&theme=light&state=loading&device=\(device)"))
                let indicator = try await browser.rect(".lp-empty .lp-activity")
                #expect(near(indicator.width, 32, within: 0.1) && near(indicator.height, 32, within: 0.1), "\(device): \(indicator)")
                let spokes = try await browser.executeScript("""
                    return [...document.querySelectorAll('.lp-empty .lp-activity path')].map(spoke => {
                      const box = spoke.getBoundingClientRect();
                      return [box.x + box.width / 2, box.y + box.height / 2, parseFloat(spoke.getAttribute('opacity'))];
                    });
                    """).array?.map { ($0.array ?? []).compactMap(\.double) } ?? []
                #expect(spokes.count == 8)
                // Each spoke's centre, 12.5 units out, at 45° steps counter-clockwise from 12 o'clock
                // (the screen's y grows downwards), each fainter than the last.
                for (index, spoke) in spokes.enumerated() where spoke.count == 3 {
                    let angle = Double(index) * -45 * .pi / 180
                    let radius = 12.5 * 32 / 37
                    let expected = (x: indicator.center.x + radius * sin(angle), y: indicator.center.y - radius * cos(angle))
                    #expect(near(spoke[0], expected.x) && near(spoke[1], expected.y), "spoke \(index): \(spoke)")
                    if index > 0 { #expect(spoke[2] < spokes[index - 1][2]) }
                }
                #expect(try await browser.style(".lp-empty .lp-activity", "fill") == "rgba(60, 60, 67, 0.6)")
            }
        }
    }

    @Test func landscapeSizesAndSafeAreas() async throws {
        try await withApp([Self.settings]) { browser, url in
            // (device, size, top safe area, bottom, leading/trailing)
            let cases: [(String, Double, Double, Double, Double, Double)] = [
                ("iphone-15", 852, 393, 0, 21, 59), ("iphone-15-pro-max", 932, 430, 0, 21, 59),
                ("iphone-16-pro", 874, 402, 0, 21, 62), ("iphone-16-pro-max", 956, 440, 0, 21, 62),
                ("iphone-se", 667, 375, 0, 0, 0), ("ipad", 1180, 820, 24, 20, 0),
            ]
            for (device, width, height, top, bottom, side) in cases {
                try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&orientation=landscape&device=\(device)"))
                let screen = try await browser.rect("#device")
                #expect(near(screen.width, width) && near(screen.height, height), "\(device): \(screen)")
                let navbar = try await browser.rect("#navbar")
                #expect(near(navbar.y - screen.y, top), "\(device): top \(navbar.y - screen.y)")
                let tabs = try await browser.rect("#tabbar")
                #expect(near(tabs.height, device == "ipad" ? 36 : 32 + bottom), "\(device): tab bar \(tabs.height)")
                // Content keeps clear of the sensor housing: margins (20 at these widths) inside the safe area.
                let firstTab = try await browser.rect(".lp-tab")
                if device == "ipad" {
                    // iPad's tabs float together in the middle, titles only.
                    let lastTab = try await browser.rect(".lp-tab:last-child")
                    #expect(near((firstTab.x + lastTab.right) / 2, screen.center.x), "\(device): tabs centred")
                } else {
                    #expect(near(firstTab.x - screen.x, side), "\(device): first tab at \(firstTab.x - screen.x)")
                }
                #expect(near(try await browser.rect(".lp-section .lp-rows").x - screen.x, side + 20), "\(device)")
            }
        }
    }

    @Test func dynamicTypeScalesEveryTextStyle() async throws {
        try await withApp([Self.settings, Screen.demo]) { browser, url in
            for (index, size) in TextSize.allCases.enumerated() {
                try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&textSize=\(size.rawValue)"))
                let body = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][index]
                let largeTitle = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60][index]
                let footnote = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44][index]
                #expect(try await browser.style(".lp-row", "font-size") == "\(body)px", "\(size)")
                #expect(try await browser.style(".lp-large-title", "font-size") == "\(largeTitle)px", "\(size)")
                #expect(try await browser.style(".lp-style-insetGrouped .lp-section-header", "font-size") == "\(footnote)px", "\(size)")
                // The status bar and the bars' items keep their size, as iOS draws them.
                #expect(try await browser.style(".lp-tab-title", "font-size") == "10px", "\(size)")
                // A .value1 value sits beside its title, and under it at the accessibility sizes.
                let title = try await browser.rect(".lp-row-title")
                let value = try await browser.rect(".lp-row-value")
                if size.isAccessibility {
                    #expect(value.y >= title.bottom - 1, "\(size)")
                } else {
                    #expect(value.x > title.right && near(value.center.y, title.center.y, within: 2), "\(size)")
                }
                // Rows grow with their text.
                #expect(try await browser.rect(".lp-row").height >= Double(body) * 1.29 + 22 - 1, "\(size)")
            }
            for (size, title) in [("large", "22px"), ("AX5", "56px")] {
                try await browser.navigate(to: url("/screens/settings?os=18&embed=1&state=network&textSize=\(size)"))
                #expect(try await browser.style(".lp-empty-label", "font-size") == title, "\(size)")
            }
        }
    }

    @Test func accessoriesTheSwitchAndTheSectionIndex() async throws {
        try await withApp([Self.settings, Self.contacts]) { browser, url in
            for (theme, green) in [("light", "rgb(52, 199, 89)"), ("dark", "rgb(48, 209, 88)")] {
                try await browser.navigate(to: url("/screens/settings?os=18&embed=1&motion=off&theme=\(theme)"))
                let switches = try await browser.findElements(css: ".lp-switch")
                #expect(switches.count == 2)
                for element in switches {
                    let rect = try await browser.rect(of: element)
                    #expect(near(rect.width, 51) && near(rect.height, 31))
                }
                #expect(try await browser.style(".lp-switch--on", "background-color") == green, "\(theme)")
                let on = try await browser.rect(".lp-switch--on"), knob = try await browser.rect(".lp-switch--on .lp-switch-knob")
                #expect(near(knob.right, on.right - 2) && near(knob.width, 27), "the knob of a switch that is on is at its end")
                let indigo = theme == "light" ? "rgb(88, 86, 214)" : "rgb(94, 92, 230)"
                #expect(try await browser.style(".lp-accessory--checkmark", "color") == indigo, "\(theme)")
                // Each accessory sits at the trailing margin.
                let row = try await browser.rect(".lp-row")
                #expect(near(try await browser.rect(".lp-accessory--disclosure").right, row.right - 20))
            }
            try await browser.navigate(to: url("/screens/contacts?os=18&embed=1&motion=off"))
            let screen = try await browser.rect("#device")
            let index = try await browser.rect("#section-index")
            #expect(try await browser.count("#section-index li:not(.lp-index-dot)") == 27)
            #expect(index.right <= screen.right + 0.5 && index.x > screen.right - 20)
            #expect(try await browser.style("#section-index", "color") == "rgb(0, 122, 255)")
            // Rows leave room for it: their text ends before the index begins.
            #expect(try await browser.rect(".lp-row-text").right <= index.x)
            // Too short a list for every title (iPhone SE in landscape: 343 pt, 27 titles of 13)
            // folds the index as UIKit does: titles left out, a dot between those kept, never
            // titles squeezed together; every entry a whole 13-pt line.
            for (device, expected) in [("iphone-se&orientation=landscape", "A•D•G•J•M•P•S•V•Y•#"),
                                       ("iphone-15", "ABCDEFGHIJKLMNOPQRSTUVWXYZ#")] {
                try await browser.navigate(to: url("/screens/contacts?os=18&embed=1&motion=off&device=\(device)"))
                let shown = try await browser.executeScript("""
                    return [...document.querySelectorAll('#section-index li')].map(li => [li.textContent, li.getBoundingClientRect().height])
                      .filter(entry => entry[1] > 0);
                    """).array?.map { ($0.array?.first?.string ?? "", $0.array?.last?.double ?? 0) } ?? []
                #expect(shown.map(\.0).joined() == expected, "\(device)")
                #expect(shown.allSatisfy { near($0.1, 13, within: 0.01) }, "\(device): \(shown)")
                let list = try await browser.rect("#table")
                #expect(Double(shown.count) * 13 <= list.height, "\(device)")
            }
            // A placeholder hides it, as an empty table has no index.
            try await browser.navigate(to: url("/screens/contacts?os=18&embed=1&state=empty"))
            #expect(try await browser.count("#section-index") == 0)
        }
    }

    @Test func gridColumnsFollowTheWidth() async throws {
        try await withApp([Self.grid, Self.autoGrid]) { browser, url in
            // (path, columns): a size class's count per device and orientation, and "auto" (at least 100 wide).
            let cases = [("/screens/grid?device=iphone-15", 3), ("/screens/grid?device=ipad", 5),
                         ("/screens/grid?device=iphone-15-pro-max&orientation=landscape", 5),
                         ("/screens/grid?device=iphone-15&orientation=landscape", 3),
                         ("/screens/auto?device=iphone-15", 3), ("/screens/auto?device=ipad", 8)]
            for (path, expected) in cases {
                try await browser.navigate(to: url(path + "&embed=1"))
                var xs: Set<Int> = []
                for cell in try await browser.findElements(css: ".lp-cell") {
                    xs.insert(Int(try await browser.rect(of: cell).x.rounded()))
                }
                #expect(xs.count == expected, "\(path)")
            }
        }
    }

    @Test func searchBarLikeUISearchBar() async throws {
        try await withApp([Self.settings]) { browser, url in
            try await browser.navigate(to: url("/screens/settings?os=18&embed=1"))
            #expect(near(try await browser.rect(".lp-search-field").height, 36))
            #expect(try await browser.count("#search-clear") == 0)
            #expect(try await browser.count("#search-cancel") == 0)
            #expect(try await browser.count(".lp-search-field .lp-symbol") == 1)
            // The no-results preview shows a query typed in the field, with clear and Cancel.
            try await browser.navigate(to: url("/screens/settings?os=18&embed=1&state=search"))
            #expect(try await browser.executeScript("return document.querySelector('#search').value").string == "Zanzibar")
            #expect(try await browser.count("#search-clear") == 1)
            #expect(try await browser.count("#search-cancel") == 1)
            #expect(try await browser.executeScript("return document.querySelector('#empty-label').textContent").string?.contains("Zanzibar") == true)
            // A real search: Cancel leads back to the list without it.
            try await browser.navigate(to: url("/screens/settings?os=18&q=wifi"))
            let cancel = try await browser.executeScript("return document.querySelector('#search-cancel').getAttribute('href')").string
            #expect(cancel == "/screens/settings?os=18")
        }
    }

    /// At AX5 in pseudo-localization on the smallest and largest device, portrait and landscape,
    /// no text of any state leaves the screen, and scrolled into view none is under the home indicator.
    @Test func longTextsAtAX5StayOnTheScreen() async throws {
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        // Every element with text of its own: inside the screen's width; outside a scrolling part, inside
        // the screen; inside one, both its ends can be scrolled into view, and its end then stays above
        // the home indicator (unless a tab bar covers that area).
        let script = """
            const device = document.querySelector('#device');
            const d = device.getBoundingClientRect();
            const inset = parseFloat(getComputedStyle(device).getPropertyValue('--safe-bottom')) || 0;
            const tabbar = !!document.querySelector('.lp-tabbar');
            const problems = [];
            const note = (e, what, r) => problems.push(what + ' ' + e.className + ' "' + e.textContent.trim().slice(0, 30) + '" '
              + [r.left, r.top, r.right, r.bottom].map(Math.round).join(','));
            const texts = [...device.querySelectorAll('*')].filter(e =>
              [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim() !== '') && e.getClientRects().length > 0);
            for (const e of texts) {
              const scroller = e.parentElement.closest('.lp-scroll, .lp-empty, .lp-table-header');
              e.scrollIntoView({block: 'end', inline: 'nearest'});
              let r = e.getBoundingClientRect();
              if (r.left < d.left - 1 || r.right > d.right + 1) note(e, 'wider than the screen:', r);
              if (!scroller) {
                if (r.top < d.top - 1 || r.bottom > d.bottom + 1) note(e, 'off the screen:', r);
                continue;
              }
              const s = scroller.getBoundingClientRect();
              const floor = Math.min(s.bottom, d.bottom - (tabbar ? 0 : inset));
              if (s.top < d.top - 1 || s.top >= d.bottom) note(scroller, 'scrolling part off the screen:', s);
              if (r.bottom > floor + 1) note(e, 'end not reachable above the home indicator:', r);
              e.scrollIntoView({block: 'start', inline: 'nearest'});
              r = e.getBoundingClientRect();
              if (device.scrollTop !== 0 || device.scrollLeft !== 0) note(device, 'the screen itself scrolled:', d);
              if (r.top < s.top - 1 || r.top > floor + 1) note(e, 'start not reachable:', r);
            }
            return problems.join('\\n');
            """
        try await withApp(screens) { browser, url in
            for device in ["iphone-se", "ipad"] {
                for orientation in ["portrait", "landscape"] {
                    for screen in screens {
                        for state in screen.reachableStates {
                            try await browser.navigate(to: url("\(screen.path)?embed=1&motion=off&textSize=AX5&lang=pseudo&device=\(device)&orientation=\(orientation)&state=\(state.rawValue)"))
                            let problems = try await browser.executeScript(script).string ?? "?"
                            #expect(problems.isEmpty, "\(screen.id) \(state) \(device) \(orientation):\n\(problems)")
                        }
                    }
                }
            }
        }
    }
}
