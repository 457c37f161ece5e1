import Browser
import Foundation
import PNG
import TestSupport
import Testing

/// Emoji in an app's texts (📱 😎 🔥 in real placeholders) are drawn in colour in every engine,
/// from the style sheet's emoji faces (Noto Color Emoji, which `make run` installs), never as the
/// missing-glyph box nor as DejaVu Sans's black-and-white 😎.
@Suite(.serialized) struct EmojiBrowserTests {
    static let emoji = ["📱", "😎", "🔥", "😕", "❤️", "👍🏽", "🇫🇷", "⭐"]
    static let fixtures = """
        {"screens": [{"id": "emoji", "title": "Emoji", "sections": [{"rows": [\(emoji.map { "\"\($0)\"" }.joined(separator: ", "))]}],
          "emptyStates": {"empty": {"title": "😎", "detail": "Nothing yet 📱", "textColor": "#000000"}}}]}
        """

    @Test(arguments: Engine.allCases)
    func emojiAreDrawnInColour(engine: Engine) async throws {
        let app = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(engine: engine, width: 900, height: 1000) { browser in
            // The texts are black on white: a coloured pixel in their boxes is an emoji's.
            func coloured(_ selector: String, in shot: PNGImage) async throws -> Int {
                let box = try await browser.rect(selector)
                var count = 0
                for y in max(0, Int(box.y))..<min(shot.height, Int(box.bottom)) {
                    for x in max(0, Int(box.x))..<min(shot.width, Int(box.right)) {
                        let pixel = shot.pixel(x: x, y: y)
                        let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                        if channels.max()! - channels.min()! > 80 { count += 1 }
                    }
                }
                return count
            }
            try await browser.navigate(to: app.url("/screens/emoji?os=18&state=empty&embed=1&motion=off&theme=light"))
            try await browser.executeScript("return document.fonts.ready.then(() => true)")
            var shot = try PNGImage(decoding: Array(try await browser.screenshot()))
            let title = try await coloured("#empty-label", in: shot)
            #expect(title > 100, "\(engine): 😎 in the placeholder's title has \(title) coloured pixels")
            // 📱 is mostly black: its screen's colours are a few dozen pixels; a black-and-white glyph has none.
            #expect(try await coloured("#empty-detail", in: shot) > 10, "\(engine): 📱 in the placeholder's detail")

            try await browser.navigate(to: app.url("/screens/emoji?os=18&state=data&embed=1&motion=off&theme=light"))
            try await browser.executeScript("return document.fonts.ready.then(() => true)")
            shot = try PNGImage(decoding: Array(try await browser.screenshot()))
            for (index, emoji) in Self.emoji.enumerated() {
                let count = try await coloured(".lp-row:nth-of-type(\(index + 1)) .lp-row-title", in: shot)
                #expect(count > 10, "\(engine): \(emoji) in a row has \(count) coloured pixels")
            }
        }
    }
}
