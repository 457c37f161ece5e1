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
            try await browser.navigate(to: live.url("/screens/demo?state=empty&theme=light&lang=zh-Hans&motion=off"))
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
            try await browser.navigate(to: live.url("/screens/demo?state=loading&theme=dark&motion=off"))
            let loading = try await browser.executeScript("return document.querySelector('.lp-audit-list') ? 'list' : document.querySelector('.lp-audit-none').textContent").string
            #expect(loading == "list", "the dark purple button's fill is still found")
        }
    }

    @Test func theGalleryMarksStatesWithFindings() async throws {
        let live = try LiveApp()
        try await TestBrowser.with(width: 1200, height: 1000) { browser in
            try await browser.navigate(to: live.url("/gallery?theme=light&motion=off"))
            let marks = try await browser.executeScript("""
                return [...document.querySelectorAll('.lp-gallery-item')].map(e =>
                  e.dataset.state + '=' + (e.querySelector('.lp-audit-mark') ? e.querySelector('.lp-audit-mark').textContent : '-')).join(' ')
                """).string ?? ""
            #expect(marks.contains("empty=2 findings"), "\(marks)")
            #expect(marks.contains("data=1 finding"), "\(marks)")
        }
    }
}
