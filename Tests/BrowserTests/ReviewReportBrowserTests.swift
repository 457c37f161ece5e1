import Foundation
import JSON
import PNG
import Review
import TestSupport
import Testing

/// The screenshot review's report.html in Chromium, opened from `file://` as a reviewer opens it:
/// with JavaScript off every picture loads; with it the slider, the blink and the keys work; in
/// light and dark it passes axe-core as the tool's pages do.
@Suite struct ReviewReportBrowserTests {
    /// A report with a changed, a new and a missing shot, and an unchanged one, in a folder of its own.
    private func report() throws -> String {
        let root = temporaryPath("report")
        func picture(_ colour: [UInt8], block: Bool = false) -> PNGImage {
            var rgba: [UInt8] = []
            for y in 0..<120 { for x in 0..<60 { rgba += block && x >= 10 && x < 30 && y >= 40 && y < 60 ? [255, 59, 48, 255] : colour } }
            return PNGImage(width: 60, height: 120, rgba: rgba)
        }
        let grey: [UInt8] = [242, 242, 247, 255]
        for (folder, name, image) in [("base", "inbox--empty--iphone-15--light--en@2x.png", picture(grey)),
                                      ("base", "inbox--data--iphone-15--light--en@2x.png", picture(grey)),
                                      ("base", "gone--empty--iphone-15--light--en@2x.png", picture(grey)),
                                      ("shots", "inbox--empty--iphone-15--light--en@2x.png", picture(grey, block: true)),
                                      ("shots", "inbox--data--iphone-15--light--en@2x.png", picture(grey)),
                                      ("shots", "new shot #1.png", picture([0, 0, 0, 255]))] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try Data(image.encoded()).write(to: URL(fileURLWithPath: root + "/" + folder + "/" + name))
        }
        var folder = FolderReview(baselines: root + "/base", shots: root + "/shots", report: root + "/report")
        folder.approval = Review.Approval(all: "listpreview compare base shots --out report --update changed --prune",
                                          one: "listpreview compare base shots --out report --update all --only FILE",
                                          deleteOne: "listpreview compare base shots --out report --prune --only FILE")
        try folder.run().write(to: root + "/report")
        return root
    }

    @Test func withJavaScriptOffEveryPictureLoads() async throws {
        let root = try report()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try await TestBrowser.with(width: 1280, height: 900) { browser in
            try await browser.disableJavaScript()
            try await browser.navigate(to: "file://" + root + "/report/report.html")
            let images = try await browser.executeScript("""
                return [...document.images].map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0])
                """).array ?? []
            // changed: baseline, shot, diff; new: shot; missing: baseline.
            #expect(images.count == 5)
            #expect(images.allSatisfy { $0[1]?.bool == true }, "\(images)")
            #expect(images.contains { $0[0]?.string == "actual/new%20shot%20%231.png" })
            #expect(try await browser.count(".lp-review-views") == 0)
            #expect(try await browser.count(".lp-review-quiet li") == 1)
        }
    }

    @Test func theSliderTheBlinkAndTheKeysWork() async throws {
        let root = try report()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try await TestBrowser.with(width: 1280, height: 900) { browser in
            try await browser.emulateFocus()
            try await browser.navigate(to: "file://" + root + "/report/report.html")
            // Only the changed shot has both pictures, so only it gets the switcher.
            #expect(try await browser.count(".lp-review-views") == 1)
            try await browser.click(browser.findElement(css: ".lp-review-views button[data-mode=slider]"))
            #expect(try await browser.count(".lp-review-stage input[type=range]") == 1)
            #expect(try await browser.executeScript("return document.querySelector('.lp-review-images').hidden").bool == true)
            let split = try await browser.executeScript("""
                const range = document.querySelector('.lp-review-stage input[type=range]');
                range.value = '30';
                range.dispatchEvent(new Event('input'));
                return document.querySelector('.lp-review-over').style.getPropertyValue('--split');
                """)
            #expect(split.string == "30%")
            // The page itself records every picture the blink shows, so a slow machine, whose commands
            // may each take longer than the blink's second, cannot miss one between two looks.
            try await browser.executeScript("""
                window.__shown = new Set();
                new MutationObserver(() => {
                  const image = document.querySelector('.lp-review-stage img');
                  if (image) window.__shown.add(image.getAttribute('src'));
                }).observe(document.body, {subtree: true, childList: true, attributes: true});
                """)
            try await browser.click(browser.findElement(css: ".lp-review-views button[data-mode=blink]"))
            #expect(try await browser.count(".lp-review-stage input[type=range]") == 0)
            // It shows the shot, then the baseline again, once a second each.
            try await browser.waitUntil {
                try await browser.executeScript("""
                    return ['actual', 'baseline'].every((folder) => window.__shown.has(folder + '/inbox--empty--iphone-15--light--en%402x.png'))
                    """).bool == true
            }
            try await browser.click(browser.findElement(css: ".lp-review-views button[data-mode=side]"))
            #expect(try await browser.executeScript("return document.querySelector('.lp-review-images').hidden").bool == false)
            // j moves to the next change, k back.
            _ = try await browser.executeScript("document.activeElement.blur()")
            for (key, expected) in [("j", "shot-1"), ("j", "shot-2"), ("j", "shot-3"), ("j", "shot-3"), ("k", "shot-2")] {
                _ = try await browser.executeScript("document.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[0], bubbles: true}))",
                                                    args: [.string(key)])
                #expect(try await browser.executeScript("return document.activeElement.id").string == expected, "after \(key)")
            }
        }
    }

    /// The slider (and the blink) replaces the side-by-side pictures: they are no longer drawn, and
    /// the stage stands where they stood, not below them.
    @Test func theSliderTakesThePlaceOfTheSideBySidePictures() async throws {
        let root = try report()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try await TestBrowser.with(width: 1280, height: 900) { browser in
            try await browser.navigate(to: "file://" + root + "/report/report.html")
            let before = try await browser.rect(".lp-review-images")
            #expect(before.height > 100)
            for mode in ["slider", "blink"] {
                try await browser.click(browser.findElement(css: ".lp-review-views button[data-mode=\(mode)]"))
                // Not drawn: no box at all, and no picture of the three visible anywhere.
                #expect(try await browser.executeScript("return document.querySelector('.lp-review-images').getClientRects().length").int == 0, "\(mode)")
                #expect(try await browser.style(".lp-review-images", "display") == "none", "\(mode)")
                let stage = try await browser.rect(".lp-review-stage")
                #expect(abs(stage.y - before.y) < 1, "\(mode): the stage at \(stage.y), the pictures were at \(before.y)")
            }
            let range = try await browser.rect(".lp-review-views button[data-mode=slider]")
            try await browser.click(browser.findElement(css: ".lp-review-views button[data-mode=slider]"))
            let slider = try await browser.rect(".lp-review-stage input[type=range]")
            let stage = try await browser.rect(".lp-review-stage")
            #expect(slider.y > range.bottom && slider.bottom <= stage.bottom + 1, "the slider under its stage's pictures, in it")
        }
    }

    @Test func theReportPassesAxeInLightAndDark() async throws {
        let root = try report()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let axe = try AxeCore.source()
        try await TestBrowser.with(width: 1280, height: 900) { browser in
            for scheme in ["light", "dark"] {
                try await browser.send("POST", "/goog/cdp/execute", [
                    (key: "cmd", value: "Emulation.setEmulatedMedia"),
                    (key: "params", value: .object([(key: "features", value: .array([.object([
                        (key: "name", value: "prefers-color-scheme"), (key: "value", value: .string(scheme)),
                    ])]))])),
                ])
                try await browser.navigate(to: "file://" + root + "/report/report.html")
                let violations = try await AxeCore.run(axe, in: browser)
                #expect(violations.isEmpty, "\(scheme): \(violations.joined(separator: "\n"))")
            }
        }
    }
}
