import Foundation
import HTTPServer
import ListPreview
import PNG
import Review
import ReviewServer
import TestSupport
import Testing

/// The served review in Chromium, as a reviewer uses it: with script, `a` and `r` decide the card in
/// view and the page follows without reloading; without it, the buttons post and the 303 comes back
/// to the page with the decision on it; in light and dark it passes axe-core.
@Suite struct ReviewServerBrowserTests {
    /// Baselines and shots in a folder of their own, the report written into the shots: one change on
    /// two variants (one card), another change, and a new shot.
    private final class ReviewFolders {
        let root = temporaryPath("review-browser")
        static let grouped = ["inbox--empty--iphone-15--dark--en@2x.png", "inbox--empty--iphone-15--light--en@2x.png"]
        static let single = "settings--data--iphone-15--light--en@2x.png"
        static let added = "added--data--iphone-15--light--en@2x.png"

        init() throws {
            func picture(block: (Int, Int)?) -> PNGImage {
                var rgba: [UInt8] = []
                for y in 0..<120 {
                    for x in 0..<60 {
                        rgba += block.map { x >= $0.0 && x < $0.0 + 20 && y >= $0.1 && y < $0.1 + 20 } == true ? [255, 59, 48, 255] : [242, 242, 247, 255]
                    }
                }
                return PNGImage(width: 60, height: 120, rgba: rgba)
            }
            for (folder, name, block) in [("base", Self.grouped[0], nil), ("base", Self.grouped[1], nil), ("base", Self.single, nil),
                                          ("shots", Self.grouped[0], (10, 40)), ("shots", Self.grouped[1], (10, 40)),
                                          ("shots", Self.single, (30, 80)), ("shots", Self.added, (0, 0))] as [(String, String, (Int, Int)?)] {
                try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
                try Data(picture(block: block).encoded()).write(to: URL(fileURLWithPath: root + "/" + folder + "/" + name))
            }
            try FolderReview(baselines: root + "/base", shots: root + "/shots", report: root + "/shots").run().write(to: root + "/shots")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func baselineIsTheShot(_ name: String) -> Bool {
            FileManager.default.contentsEqual(atPath: root + "/base/" + name, andPath: root + "/shots/" + name)
        }
    }

    /// `body` with the URL of the review served by the real server on port 0.
    private func serving(_ review: ReviewFolders, _ body: (String) async throws -> Void) async throws {
        let server = try ReviewServer(folder: review.root + "/shots", baselines: review.root + "/base", reviewer: "ana", claimsRoot: true)
        let app = App.serving(server, access: AccessPolicy())
        let running = try HTTPServer.start(ServerConfiguration(port: 0, errorResponder: { app.errorResponse($1, for: $0) }), replying: app.reply(to:))
        defer { running.stop() }
        try await body("http://127.0.0.1:\(running.port)/review/")
    }

    private func key(_ browser: TestBrowser, _ key: String) async throws {
        _ = try await browser.executeScript("document.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[0], bubbles: true}))",
                                            args: [.string(key)])
    }

    @Test func keysDecideWithoutReloadingThePage() async throws {
        let review = try ReviewFolders()
        try await serving(review) { url in
            try await TestBrowser.with(width: 1280, height: 900) { browser in
                try await browser.emulateFocus()
                try await browser.navigate(to: url)
                #expect(try await browser.count(".lp-review-keys") == 1, "with script, the keys are said")
                _ = try await browser.executeScript("window.__samePage = true")
                // a: the first card, the two variants' change, approved at once.
                try await key(browser, "a")
                try await browser.waitUntil {
                    try await browser.executeScript("return document.getElementById('shot-1').dataset.decided").string == "true"
                }
                #expect(try await browser.executeScript("return window.__samePage === true").bool == true, "no reload")
                #expect(ReviewFolders.grouped.allSatisfy(review.baselineIsTheShot), "both variants' baselines written")
                #expect(try await browser.executeScript("return document.activeElement.id").string == "shot-2", "on to the next card")
                #expect(try await browser.executeScript("return document.querySelector('.lp-review-progress').textContent").string
                        == "2 of 4 changes decided: 2 approved, 0 rejected.")
                #expect(try await browser.count("#shot-1 .lp-review-views") == 1, "the new card has its switcher too")
                // r: the card in view, rejected; its baseline stays.
                try await key(browser, "r")
                try await browser.waitUntil {
                    try await browser.executeScript("return document.getElementById('shot-2').dataset.decided").string == "true"
                }
                #expect(!review.baselineIsTheShot(ReviewFolders.single))
                #expect(try await browser.executeScript("return document.querySelector('#shot-2 .lp-review-decided').textContent").string?
                        .hasPrefix("Rejected by ana on ") == true)
                // k goes back, j forward; a rejected card can still be approved.
                try await key(browser, "k")
                #expect(try await browser.executeScript("return document.activeElement.id").string == "shot-2")
                try await key(browser, "j")
                try await key(browser, "a")
                try await browser.waitUntil {
                    try await browser.executeScript("return document.querySelector('.lp-review-done') !== null").bool == true
                }
                #expect(try await browser.executeScript("return window.__samePage === true").bool == true)
                let finish = try await browser.executeScript("return document.querySelector('.lp-review-finish code').textContent").string ?? ""
                #expect(finish == "git add \(review.root)/base && git commit -m 'Approve screenshot changes'")
            }
        }
    }

    @Test func withoutScriptTheButtonsPostAndComeBack() async throws {
        let review = try ReviewFolders()
        try await serving(review) { url in
            try await TestBrowser.with(width: 390, height: 844) { browser in
                try await browser.disableJavaScript()
                try await browser.navigate(to: url)
                #expect(try await browser.count(".lp-review-keys") == 0)
                try await browser.click(browser.findElement(css: "#shot-2 button[value=approve]"))
                try await browser.waitUntil { try await browser.currentURL().hasSuffix("/review/#shot-2") }
                #expect(review.baselineIsTheShot(ReviewFolders.single))
                #expect(try await browser.count("#shot-2[data-decided=true]") == 1)
                #expect(try await browser.count("#shot-2 button") == 0, "an approved shot offers no more buttons")
            }
        }
    }

    @Test func theServedPagePassesAxeInLightAndDark() async throws {
        let review = try ReviewFolders()
        let axe = try AxeCore.source()
        try await serving(review) { url in
            try await TestBrowser.with(width: 1280, height: 900) { browser in
                for scheme in ["light", "dark"] {
                    try await browser.devTools("Emulation.setEmulatedMedia", [
                        (key: "features", value: .array([.object([(key: "name", value: "prefers-color-scheme"), (key: "value", value: .string(scheme))])])),
                    ])
                    try await browser.navigate(to: url)
                    let violations = try await AxeCore.run(axe, in: browser)
                    #expect(violations.isEmpty, "\(scheme): \(violations.joined(separator: "\n"))")
                }
            }
        }
    }
}
