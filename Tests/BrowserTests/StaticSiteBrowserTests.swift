import Browser
import Foundation
import JSON
import PNG
import TestSupport
import Testing

/// A site from `listpreview build`, opened from `file://` in Chromium with JavaScript off, as
/// someone opens a folder attached to a pull request: the device is drawn with its style sheet and
/// images, the placeholder is centred, and the demo's buttons lead to the previews of their results;
/// in every engine, the pictures CSS masks draw are drawn.
@Suite struct StaticSiteBrowserTests {
    @Test func fromFileWithJavaScriptOffTheDeviceAndItsCentredPlaceholderShow() async throws {
        let folder = temporaryPath("site")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let built = try Program.run(["build", "--os", "18", "--out", folder, "--devices", "iphone-15", "--themes", "light", "--quiet"])
        #expect(built.status == 0, "\(built.stderr)")

        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.disableJavaScript()
            try await browser.navigate(to: "file://" + folder + "/iphone-15--light--en/demo--empty.html")
            #expect(try await browser.title() == "Empty Page Test · ListPreview")
            // The style sheet loaded: the device has iPhone 15's size.
            let device = try await browser.rect("#device")
            #expect(device.width == 393 && device.height == 852)
            // Every image loaded, from the site's own copy.
            let images = try await browser.executeScript("return [...document.images].map(i => i.complete && i.naturalWidth > 0)").array ?? []
            #expect(!images.isEmpty && images.allSatisfy { $0.bool == true }, "\(images)")

            // Seed 000's placeholder, centred in the table area within 1 px.
            let table = try await browser.rect("#table")
            let image = try await browser.rect(".lp-empty-image")
            let label = try await browser.rect("#empty-label")
            #expect(image.width == 100 && image.height == 100)
            #expect(near(image.center.x, table.center.x) && near(label.center.x, table.center.x))
            #expect(near((image.y + label.bottom) / 2, table.center.y))
            #expect(try await browser.style("#show-data", "background-color") == "rgb(255, 0, 0)")
            #expect(try await browser.style("#clear-data", "background-color") == "rgb(128, 0, 128)")
            #expect(try await browser.count("form") == 0)

            // The red button is a link to the preview of what it does: the rows.
            try await browser.clickAndWaitForNavigation(browser.findElement(css: "#show-data"))
            #expect(try await browser.currentURL().hasSuffix("/iphone-15--light--en/demo--data.html"))
            #expect(try await browser.count(".lp-row") > 0)
            #expect(try await browser.count("#empty-state") == 0)

            // The site's front door lists the screen and its states, each a page of the site.
            try await browser.navigate(to: "file://" + folder + "/index.html")
            let states = try await browser.executeScript(
                "return [...document.querySelectorAll('.lp-index-states a')].map(a => a.href)").array ?? []
            #expect(states.count == 5, "\(states)")
            #expect(states.allSatisfy { $0.string?.hasPrefix("file://" + folder + "/iphone-15--light--en/demo--") == true })
        }
    }

    /// The pictures a site page draws through CSS masks — the status bar's signal, Wi-Fi and battery,
    /// a built-in placeholder picture (the demo's offline cloud) and an asset catalog's template
    /// image (the test project's star) — are drawn from `file://` in Chromium, WebKit and Firefox:
    /// each element's box has pixels that change when the element is hidden.
    @Test(arguments: Engine.allCases)
    func fromFileEveryMaskedPictureIsDrawn(engine: Engine) async throws {
        let folder = temporaryPath("site")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let demo = try Program.run(["build", "--os", "18", "--out", folder + "/demo", "--devices", "iphone-15", "--themes", "light", "--langs", "en", "--quiet"])
        #expect(demo.status == 0, "\(demo.stderr)")
        let brand = try Program.run(["build", "--os", "18", "--fixtures", Repository.root + "/Tests/Projects/Brand/screens.json", "--out", folder + "/brand",
                                     "--devices", "iphone-15", "--themes", "light", "--langs", "en", "--quiet"])
        #expect(brand.status == 0, "\(brand.stderr)")
        let pages: [(file: String, pictures: [String])] = [
            ("demo/iphone-15--light--en/demo--network.html",
             [".lp-status-cellular", ".lp-status-wifi", ".lp-status-battery", ".lp-empty-image--tinted"]),
            ("brand/iphone-15--light--en/brand--error.html", [".lp-status-battery", ".lp-empty-image.lp-template"]),
        ]
        try await TestBrowser.with(engine: engine, width: 900, height: 1000) { browser in
            let selectors: (([String]) -> JSONValue) = { .array($0.map { .string($0) }) }
            for page in pages {
                try await browser.navigate(to: "file://" + folder + "/" + page.file)
                // Each picture's box in the viewport, in whole pixels (the screenshot's, at a scale of 1).
                let boxes = try await browser.executeScript("""
                    return arguments[0].map(s => { const e = document.querySelector(s); if (!e) return [];
                      const r = e.getBoundingClientRect(); return [Math.ceil(r.left), Math.ceil(r.top), Math.floor(r.right), Math.floor(r.bottom)]; })
                    """, args: [selectors(page.pictures)]).array?.map { $0.array?.compactMap(\.int) ?? [] } ?? []
                // How many pixels of each box change when the pictures are hidden.
                func drawn() async throws -> [Int] {
                    let shown = try PNGImage(decoding: Array(try await browser.screenshot()))
                    try await browser.executeScript("for (const s of arguments[0]) document.querySelector(s).style.visibility = 'hidden'",
                                                    args: [selectors(page.pictures)])
                    let hidden = try PNGImage(decoding: Array(try await browser.screenshot()))
                    try await browser.executeScript("for (const s of arguments[0]) document.querySelector(s).style.visibility = ''",
                                                    args: [selectors(page.pictures)])
                    return boxes.map { edges in
                        guard edges.count == 4 else { return 0 }
                        var count = 0
                        for y in max(0, edges[1])..<max(0, min(shown.height, edges[3])) {
                            for x in max(0, edges[0])..<max(0, min(shown.width, edges[2])) where shown.pixel(x: x, y: y) != hidden.pixel(x: x, y: y) {
                                count += 1
                            }
                        }
                        return count
                    }
                }
                // WebKit decodes a mask's picture after the page has loaded: wait until each is drawn
                // (a box with no area has nothing to wait for: the check below names it).
                let areas = boxes.map { $0.count == 4 ? max(0, $0[2] - $0[0]) * max(0, $0[3] - $0[1]) : 0 }
                var counts: [Int] = []
                _ = try await eventually(interval: .milliseconds(100)) {
                    counts = try await drawn()
                    return !zip(counts, areas).contains { count, area in area > 0 && count * 10 < area }
                }
                for (selector, (count, area)) in zip(page.pictures, zip(counts, areas)) {
                    #expect(area > 0 && count * 10 >= area, "\(engine) \(page.file): \(selector) draws \(count) of its \(area) pixels")
                }
            }
        }
    }
}
