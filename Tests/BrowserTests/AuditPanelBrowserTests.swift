import Browser
import Foundation
import HTTPServer
import ListPreview
import TestSupport
import Testing

/// In Chromium: the panel's Audit section lists what the state shown has, a finding's link
/// marks its element on the device (by fragment, no script), and the gallery marks states with findings.
@Suite(.serialized) struct AuditPanelBrowserTests {
    @Test func aFindingMarksItsElementOnTheDevice() async throws {
        let live = try LiveApp()
        try await TestBrowser.with(width: 1200, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/demo?os=18&state=empty&theme=light&lang=zh-Hans&motion=off"))
            let items = try await browser.executeScript(
                "return [...document.querySelectorAll('.lp-audit-finding')].map(e => e.textContent).join('\\n')").string ?? ""
            #expect(items.contains(#"label "暂无数据" contrast 1.6:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#), "\(items)")
            #expect(items.contains(#"button "显示数据" contrast 3.99:1"#), "\(items)")
            // Nothing is marked until a finding is chosen; then its element is, and only it.
            #expect(try await browser.style("#empty-label", "outline-style") == "none")
            try await browser.click(browser.findElement(css: ##".lp-audit-finding a[href="#empty-label"]"##))
            try await browser.waitUntil { try await browser.style("#empty-label", "outline-style") != "none" }
            #expect(try await browser.style("#empty-label", "outline-style") == "dashed")
            #expect(try await browser.style("#show-data", "outline-style") == "none")
            // A state with nothing the model can find says so.
            try await browser.navigate(to: live.url("/screens/demo?os=18&state=loading&theme=dark&motion=off"))
            let loading = try await browser.executeScript("return document.querySelector('.lp-audit-list') ? 'list' : document.querySelector('.lp-audit-none').textContent").string
            #expect(loading == "list", "the dark purple button's fill is still found")
            // Findings in Apple's own colours alone (secondaryLabel on white, white on systemBlue)
            // are folded under one closed line, marked as the command line marks them.
            try await browser.navigate(to: live.url("/screens/demo?os=18&state=network&theme=light&lang=en&motion=off"))
            let panel = try await browser.executeScript("""
                const own = [...document.querySelectorAll('#audit ~ .lp-audit-list > .lp-audit-finding')].map(e => e.textContent);
                const folded = document.querySelector('details.lp-audit-system');
                return {own, open: folded ? folded.open : null, summary: folded ? folded.querySelector('summary').textContent : null,
                        folded: folded ? [...folded.querySelectorAll('.lp-audit-finding')].map(e => e.textContent) : [],
                        shown: folded ? folded.querySelector('.lp-audit-finding').checkVisibility() : null};
                """)
            let own = panel["own"]?.array?.compactMap(\.string) ?? []
            let folded = panel["folded"]?.array?.compactMap(\.string) ?? []
            #expect(own.count == 1 && own.first?.contains(#"button "Show Data" contrast 3.99:1"#) == true, "\(own)")
            #expect(panel["open"]?.bool == false && panel["shown"]?.bool == false, "folded, and closed: \(panel)")
            #expect(panel["summary"]?.string == "2 more in Apple's own colours")
            #expect(folded.count == 2 && folded.allSatisfy { $0.hasSuffix(" [system colours]") }, "\(folded)")
            #expect(folded.contains { $0.hasPrefix(#"detail "Check your connection and try again." contrast 3.43:1"#) }, "\(folded)")
        }
    }

    @Test func theGalleryMarksStatesWithFindings() async throws {
        let live = try LiveApp()
        try await TestBrowser.with(width: 1200, height: 1000) { browser in
            try await browser.navigate(to: live.url("/gallery?os=18&theme=light&motion=off"))
            let marks = try await browser.executeScript("""
                return [...document.querySelectorAll('.lp-gallery-item')].map(e =>
                  e.dataset.state + '=' + (e.querySelector('.lp-audit-mark') ? e.querySelector('.lp-audit-mark').textContent : '-')).join(' ')
                """).string ?? ""
            #expect(marks.contains("empty=2 findings"), "\(marks)")
            #expect(marks.contains("data=1 finding"), "\(marks)")
            // The mark counts the screen's own findings, not those in Apple's colours alone: the
            // network state's two system-colour findings leave the red button's one.
            #expect(marks.contains("network=1 finding"), "\(marks)")
        }
    }
}
