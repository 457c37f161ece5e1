import Browser
import Foundation
import JSON
import ListPreview
import TestSupport
import Testing

/// How the list lays out its rows, in Chromium: the live page and its data preview draw the same
/// rows in the same boxes (the hidden delete control took space on the live page only), and
/// a separator starts under the row's text and runs to the trailing edge, as UIKit's default
/// `separatorInset` does, in plain and inset grouped lists, left-to-right and right-to-left.
@Suite(.serialized) struct ListLayoutBrowserTests {
    /// Every row's box and its title's box, in page order.
    private func rowBoxes(_ browser: TestBrowser) async throws -> [[Double]] {
        let value = try await browser.executeScript("""
            return [...document.querySelectorAll('.lp-row')].map(row => {
              const r = row.getBoundingClientRect(), t = row.querySelector('.lp-row-title').getBoundingClientRect();
              return [r.x, r.y, r.width, r.height, t.x, t.y, t.width, t.height];
            });
            """)
        return (value.array ?? []).map { ($0.array ?? []).compactMap(\.double) }
    }

    @Test func theLivePageAndItsDataPreviewLayOutRowsAlike() async throws {
        let live = try LiveApp(examples: true)
        // Every screen live with its fixture's rows (settings starts empty).
        for screen in live.app.store.screens { _ = try live.app.store.apply(.action(.show), to: screen.id) }
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            for screen in ["inbox", "settings", "contacts", "orders"] {
                for device in ["iphone-se", "ipad"] {
                    try await browser.navigate(to: live.url("/screens/\(screen)?os=18&device=\(device)&motion=off"))
                    let livePage = try await rowBoxes(browser)
                    try await browser.navigate(to: live.url("/screens/\(screen)?os=18&state=data&device=\(device)&motion=off"))
                    let preview = try await rowBoxes(browser)
                    #expect(!livePage.isEmpty)
                    #expect(livePage == preview, "\(screen) on \(device): rows differ between the live page and its preview")
                }
            }
        }
    }

    /// UIKit's three table styles: `plain` on the system background; `grouped` edge to edge on the
    /// grouped background between hairlines; `insetGrouped` inset by the layout margins and rounded.
    @Test func groupedIsEdgeToEdgeAndInsetGroupedIsInset() async throws {
        let sections = #"[{"header": "General", "rows": ["About", "Software Update"]}, {"rows": ["Privacy"]}]"#
        let live = try LiveApp(fixtures: #"{"screens": ["#
            + ["plain", "grouped", "insetGrouped"].map { #"{"id": "\#($0.lowercased())", "style": "\#($0)", "sections": \#(sections)}"# }
                .joined(separator: ",") + "]}")
        try await TestBrowser.with(width: 1300, height: 1300) { browser in
            for device in ["iphone-se", "ipad"] {
                for direction in ["ltr", "rtl"] {
                    let margin = 20.0
                    for style in ["plain", "grouped", "insetgrouped"] {
                        try await browser.navigate(to: live.url("/screens/\(style)?os=18&device=\(device)&dir=\(direction)&theme=light&motion=off"))
                        let where_ = "\(style) on \(device), \(direction)"
                        let device = try await browser.rect("#device")
                        let group = try await browser.rect(".lp-rows")
                        let inset = style == "insetgrouped" ? margin : 0
                        #expect(near(group.x - device.x, inset) && near(device.right - group.right, inset), "\(where_): \(group)")
                        let background = try await browser.style(".lp-list-area", "background-color")
                        #expect(background == (style == "plain" ? "rgb(255, 255, 255)" : "rgb(242, 242, 247)"), "\(where_)")
                        let rows = try await browser.style(".lp-rows", "background-color")
                        #expect(rows == "rgb(255, 255, 255)", "\(where_): \(rows)")
                        #expect(try await browser.style(".lp-rows", "border-top-left-radius") == (style == "insetgrouped" ? "10px" : "0px"))
                        // Grouped sections have a hairline above and below; the others none.
                        let hairline = try await browser.style(".lp-rows", "box-shadow")
                        #expect((hairline != "none") == (style == "grouped"), "\(where_): \(hairline)")
                        // The text starts on the layout margin in every style (the inset group's cell
                        // adds the margin again inside the group).
                        let title = try await browser.rect(".lp-row-title")
                        let leading = direction == "ltr" ? title.x - group.x : group.right - title.right
                        #expect(near(leading, margin), "\(where_): the text starts \(leading) from the group's edge")
                    }
                }
            }
        }
    }

    /// Section headers' and footers' lines grow with the text size (Footnote's leading, 18 at
    /// 13 pt): at the accessibility sizes a footer's lines never run into the next header.
    @Test func headerAndFooterLinesGrowWithTheTextSize() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            for size in ["large", "AX3", "AX5"] {
                try await browser.navigate(to: live.url("/screens/settings?os=18&state=data&device=iphone-se&textSize=\(size)&embed=1&motion=off"))
                let overlaps = try await browser.executeScript("""
                    const boxes = [...document.querySelectorAll('.lp-section-header, .lp-rows, .lp-section-footer')].map(e => e.getBoundingClientRect());
                    const lines = [...document.querySelectorAll('.lp-section-footer')].map(e => {
                      const s = getComputedStyle(e); return parseFloat(s.lineHeight) / parseFloat(s.fontSize); });
                    return [boxes.slice(1).filter((b, i) => b.top < boxes[i].bottom - 0.05).length, ...lines];
                    """).array?.compactMap(\.double) ?? []
                #expect(overlaps.first == 0, "\(size): \(overlaps)")
                #expect(overlaps.dropFirst().allSatisfy { abs($0 - 18.0 / 13) < 0.01 }, "\(size): line heights \(overlaps)")
            }
        }
    }

    @Test(arguments: ["inbox", "settings"])
    func separatorsStartUnderTheText(screen: String) async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            for direction in ["ltr", "rtl"] {
                try await browser.navigate(to: live.url("/screens/\(screen)?os=18&dir=\(direction)&motion=off"))
                let value = try await browser.executeScript("""
                    return [...document.querySelectorAll('.lp-row')].filter(row => {
                      const line = getComputedStyle(row, '::after');
                      return line.display !== 'none' && parseFloat(line.height) > 0;
                    }).map(row => {
                      const r = row.getBoundingClientRect(), t = row.querySelector('.lp-row-title').getBoundingClientRect();
                      const line = getComputedStyle(row, '::after');
                      return [r.left + parseFloat(line.left), r.right - parseFloat(line.right), t.left, t.right, r.left, r.right];
                    });
                    """)
                let rows = (value.array ?? []).map { ($0.array ?? []).compactMap(\.double) }
                #expect(rows.count >= 2, "\(screen): separators drawn")
                for row in rows where row.count == 6 {
                    // Leading and trailing edges: left and right in LTR, right and left in RTL.
                    let (lineStart, lineEnd, textStart, rowEnd) = direction == "ltr"
                        ? (row[0], row[1], row[2], row[5])
                        : (row[1], row[0], row[3], row[4])
                    #expect(abs(lineStart - textStart) <= 1, "\(screen) \(direction): the separator starts at \(lineStart), the text at \(textStart)")
                    #expect(abs(lineEnd - rowEnd) <= 1, "\(screen) \(direction): the separator ends at \(lineEnd), not the trailing edge \(rowEnd)")
                }
            }
        }
    }
}

/// In Chromium: in Fluid mode the way to the panel is on screen; elsewhere the
/// skip link appears when the keyboard reaches it first; the arrow keys walk the delete controls.
@Suite(.serialized) struct KeyboardBrowserTests {
    private func onScreen(_ browser: TestBrowser, _ selector: String) async throws -> Bool {
        try await browser.executeScript("""
            const r = document.querySelector(arguments[0]).getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
            """, args: [.string(selector)]).bool ?? false
    }

    /// The panel's state buttons keep their labels on one line (issue 43, item 13: "Network Error"
    /// wrapped in its half of the panel while its chip said "Network error").
    @Test func thePanelsStateButtonsKeepTheirLabelsOnOneLine() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1000, height: 800) { browser in
            try await browser.navigate(to: live.url("/screens/inbox?os=18&device=iphone-se&motion=off&lang=en"))
            let heights = try await browser.executeScript("""
                return [...document.querySelectorAll('.lp-panel-actions .lp-panel-button')]
                  .map(b => [b.textContent.trim(), Math.round(b.getBoundingClientRect().height)]);
                """)
            guard case let .array(buttons) = heights else { Issue.record("no buttons"); return }
            let pairs = buttons.compactMap { item -> (String, Double)? in
                guard case let .array(pair) = item, case let .string(label)? = pair.first, case let .number(height)? = pair.last else { return nil }
                return (label, height)
            }
            #expect(pairs.contains { $0.0 == "Network error" }, "\(pairs)")
            #expect(Set(pairs.map(\.1)).count == 1, "one line each, all the same height: \(pairs)")
        }
    }

    @Test func thePanelCanBeFoundAndTheRowsAreOneStop() async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 900, height: 800) { browser in
            try await browser.navigate(to: live.url("/screens/contacts?os=18&device=fluid&motion=off"))
            #expect(try await onScreen(browser, "#to-panel"), "Fluid mode shows the way to the panel")

            // (The device is named: the Fluid choice above is remembered in a cookie.)
            try await browser.navigate(to: live.url("/screens/contacts?os=18&device=iphone-15&motion=off"))
            #expect(try await !onScreen(browser, "#to-panel"), "hidden until the keyboard reaches it")
            // The controls in the tab order before the panel: the skip link, the search field, one delete control.
            let stops = try await browser.executeScript("""
                const panel = document.getElementById('panel');
                return [...document.querySelectorAll('a[href], button, input:not([type=hidden]), [tabindex]')]
                  .filter(e => e.tabIndex >= 0 && (e.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING)).length;
                """).double
            #expect(stops == 3, "\(stops ?? -1) tab stops before the panel")

            // The arrow keys move between the delete controls, and the tab stop moves along.
            try await browser.executeScript("document.querySelector('.lp-row-delete button').focus()")
            try await browser.executeScript("""
                document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown', bubbles: true}));
                document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown', bubbles: true}));
                """)
            let focused = try await browser.executeScript("""
                const all = [...document.querySelectorAll('.lp-row-delete button')];
                return [all.indexOf(document.activeElement), all.filter(b => b.tabIndex === 0).length];
                """)
            #expect(focused == .array([.number(2), .number(1)]))
        }
    }
}
