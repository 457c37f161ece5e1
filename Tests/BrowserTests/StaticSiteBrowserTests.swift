import Foundation
import TestSupport
import Testing

/// A site from `listpreview build`, opened from `file://` in Chromium with JavaScript off, as
/// someone opens a folder attached to a pull request: the device is drawn with its style sheet and
/// images, the placeholder is centred, and the demo's buttons lead to the previews of their results.
@Suite struct StaticSiteBrowserTests {
    @Test func fromFileWithJavaScriptOffTheDeviceAndItsCentredPlaceholderShow() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-site-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let built = try Program.run(["build", "--out", folder, "--devices", "iphone-15", "--themes", "light", "--quiet"])
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
}
