import Browser
import Foundation
import PNG
import TestSupport
import Testing

/// Emoji in an app's texts (📱 😎 🔥 in real placeholders) are drawn in colour in every engine,
/// from the style sheet's emoji faces (Noto Color Emoji, which `make run` installs), never as the
/// missing-glyph box.
@Suite(.serialized) struct EmojiBrowserTests {
    static let fixtures = #"""
        {"screens": [{"id": "emoji", "title": "Emoji", "sections": [{"rows": ["Ann"]}],
          "emptyStates": {"empty": {"title": "📱😎🔥", "detail": "No text here ❤️", "textColor": "#000000"}}}]}
        """#

    @Test(arguments: Engine.allCases)
    func aPlaceholdersEmojiAreDrawnInColour(engine: Engine) async throws {
        let app = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(engine: engine, width: 900, height: 1000) { browser in
            try await browser.navigate(to: app.url("/screens/emoji?state=empty&embed=1&motion=off&theme=light"))
            try await browser.executeScript("return document.fonts.ready.then(() => true)")
            let shot = try PNGImage(decoding: Array(try await browser.screenshot()))
            // The texts are black on white: any coloured pixel in their boxes is an emoji's.
            func coloured(_ selector: String) async throws -> Int {
                let box = try await browser.rect(selector)
                var count = 0
                for y in Int(box.y)..<min(shot.height, Int(box.bottom)) {
                    for x in Int(box.x)..<min(shot.width, Int(box.right)) {
                        let pixel = shot.pixel(x: x, y: y)
                        let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                        if channels.max()! - channels.min()! > 80 { count += 1 }
                    }
                }
                return count
            }
            let title = try await coloured("#empty-label"), detail = try await coloured("#empty-detail")
            #expect(title > 150, "\(engine): \(title) coloured pixels in the title")
            #expect(detail > 40, "\(engine): \(detail) coloured pixels in the detail's ❤️")
        }
    }
}
