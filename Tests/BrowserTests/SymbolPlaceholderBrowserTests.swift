import Browser
import Foundation
import JSON
import PNG
import TestSupport
import Testing

/// An SF Symbol named in a placeholder (`"systemImage": "wifi.slash"`), photographed as an iPhone
/// draws it, at @3x on the 393-pt iPhone (`os=18`, light): its stand-in's ink box within 10% of the
/// real render's (`wifi.slash` at UIKit's 48 pt: 54 × 45 pt of ink, iOS 17–18), in secondaryLabel
/// (#3C3C43 at 60%: #8A8A8E on white), the image view sized to it and 15 pt above the title, as
/// `UIContentUnavailableConfiguration` spaces them; Bold Text draws it heavier.
@Suite(.serialized) struct SymbolPlaceholderBrowserTests {
    static let fixtures = #"""
        {"screens": [{"id": "offline", "title": "Feed", "style": "plain", "sections": [{"rows": ["One"]}], "emptyStates": {
          "network": {"systemImage": "wifi.slash", "title": "No Connection", "detail": "Check your network."}}}]}
        """#

    @Test func wifiSlashIsDrawnAsTheRealRenderAtThreeX() async throws {
        let live = try LiveApp(fixtures: Self.fixtures)
        let browser = try BrowserLauncher.launch(EngineLocator(.chromium, headlessShell: true), scale: 3)
        defer { browser.stop() }
        let page = try browser.openPage()
        defer { page.close() }
        func rect(_ selector: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
            let value = try page.evaluate("const r = document.querySelector('\(selector)').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]")
            guard case let .array(numbers) = value, numbers.count == 4, case let .number(x) = numbers[0], case let .number(y) = numbers[1],
                  case let .number(width) = numbers[2], case let .number(height) = numbers[3] else { throw BrowserCommandFailure("no \(selector)") }
            return (x, y, width, height)
        }
        func shoot(_ query: String) throws -> (image: (x: Double, y: Double, width: Double, height: Double), shot: PNGImage) {
            try page.load(live.url("/screens/offline?os=18&state=network&device=iphone-16-pro&embed=1&motion=off&theme=light" + query),
                          width: 393, height: 852, scale: 3)
            return (try rect(".lp-empty-image"), try PNGImage(decoding: page.screenshot()))
        }
        let (image, shot) = try shoot("")
        #expect(shot.width == 393 * 3)
        let title = try rect(".lp-empty-label")
        let picture = Ink.box(in: shot, box: (image.x - 6, image.y - 6, image.width + 12, image.height + 12), scale: 3)
        let width = picture.maxX - picture.minX, height = picture.maxY - picture.minY
        #expect(abs(width / 54 - 1) < 0.1 && abs(height / 45 - 1) < 0.1, "wifi.slash's ink: \(width) × \(height) pt, the real render's 54 × 45")
        // The image view is the symbol's ink box, 15 pt above the title's frame (imageToTextPadding).
        #expect(abs(picture.maxY - (image.y + image.height)) < 1 && abs(picture.minY - image.y) < 1, "ink \(picture), view \(image)")
        #expect(abs(title.y - (image.y + image.height) - 15) < 0.5, "image to text: \(title.y - (image.y + image.height))")
        // From the picture's bottom to the title's baseline (the bottom of “No Connection”, which has no descender):
        // the 15 pt padding and Title 2's first baseline in its 28-pt line.
        let words = Ink.box(in: shot, box: title, scale: 3)
        let toBaseline = words.maxY - picture.maxY
        #expect(toBaseline > 35.5 && toBaseline < 38.5, "picture to the title's baseline: \(toBaseline) pt")
        // secondaryLabel on white where the strokes cover whole pixels.
        let (r, g, b) = picture.darkest
        #expect(abs(r - 0x8A) <= 3 && abs(g - 0x8A) <= 3 && abs(b - 0x8E) <= 3, "the picture's colour: \(picture.darkest)")

        // Bold Text draws the symbol heavier (its stroke), in the same box.
        let (boldImage, boldShot) = try shoot("&boldText=on")
        let bold = Ink.box(in: boldShot, box: (boldImage.x - 6, boldImage.y - 6, boldImage.width + 12, boldImage.height + 12), scale: 3)
        #expect(Double(bold.count) > Double(picture.count) * 1.12, "ink pixels: \(bold.count) with Bold Text, \(picture.count) without")
    }
}
