import Browser
import Foundation
import HTTPServer
import JSON
import ListPreview
import Screens
import Store
import Strings
import TestSupport
import Testing

/// The fonts `make test` installs cover the scripts a fixture may use, so screenshots never
/// show the missing-glyph box: each script's glyph is drawn wider or narrower than that box.
@Suite(.serialized) struct ScriptFontsBrowserTests {
    @Test func aGlyphOfEachScriptIsDrawn() async throws {
        let samples: [(tag: String, text: String)] = [("ar", "م"), ("he", "ש"), ("hi", "क"), ("zh-Hans", "照"), ("ja", "あ"),
                                                      ("ko", "한"), ("th", "ก"), ("ru", "Ж"), ("el", "Ω")]
        let rows = samples.map { Row(title: LocalizedText(translations: [LocalizedText.Translation(tag: LanguageTag($0.tag)!, text: $0.text)])) }
        let screen = Screen(id: "scripts", title: LocalizedText(verbatim: "Scripts"), sections: [ListSection(rows: rows)])
        let app = App(store: ScreenStore(screens: [screen]), assets: Assets.builtIn)
        let server = try HTTPServer.start(ServerConfiguration(port: 0), replying: app.reply(to:))
        defer { server.stop() }
        try await TestBrowser.with(width: 600, height: 900) { browser in
            for sample in samples {
                try await browser.navigate(to: "http://127.0.0.1:\(server.port)/screens/scripts?os=18&embed=1&motion=off&lang=\(sample.tag)")
                // The glyph and a code point no font has (U+10FFFD), each drawn on a canvas in the row
                // title's font: the missing-glyph box looks the same for any such code point, a real glyph does not.
                let differs = try await browser.executeScript("""
                    const font = getComputedStyle(document.querySelector('.lp-row-title')).font;
                    const draw = (text) => { const canvas = document.createElement('canvas'); canvas.width = 80; canvas.height = 40;
                      const context = canvas.getContext('2d'); context.font = font; context.fillText(text, 10, 30);
                      return Array.from(context.getImageData(0, 0, 80, 40).data).join(','); };
                    return draw(arguments[0]) !== draw('\\u{10FFFD}') && draw(arguments[0]) !== draw('');
                    """, args: [.string(sample.text)])
                #expect(differs.bool == true, "\(sample.tag) \(sample.text) is drawn as the missing-glyph box")
            }
        }
    }

    /// Which face the platform actually drew each language's text with: Latin, Greek and Cyrillic
    /// text (with its ’ · — “”) never in a CJK face, and each CJK language in its own face with
    /// its Latin punctuation in the Latin one, as iOS sets them.
    @Test func eachScriptIsDrawnInItsOwnFace() async throws {
        let samples: [(tag: String, text: String, cjkFace: String?)] = [
            ("en", "Finn O’Brien · $46.90 — “Monday’s”", nil), ("ru", "Жанна О’Брайен — «Ю»", nil), ("el", "Ωμέγα’ς", nil),
            ("zh-Hans", "照片 O’Brien", "Noto Sans CJK SC"), ("zh-Hant", "照片 O’Brien", "Noto Sans CJK TC"),
            ("ja", "写真あ O’Brien", "Noto Sans CJK JP"), ("ko", "사진 O’Brien", "Noto Sans CJK KR"),
        ]
        let rows = samples.map { Row(title: LocalizedText(translations: [LocalizedText.Translation(tag: LanguageTag($0.tag)!, text: $0.text)])) }
        let screen = Screen(id: "faces", title: LocalizedText(verbatim: "Faces"), sections: [ListSection(rows: rows)])
        let app = App(store: ScreenStore(screens: [screen]), assets: Assets.builtIn)
        let server = try HTTPServer.start(ServerConfiguration(port: 0), replying: app.reply(to:))
        defer { server.stop() }
        try await TestBrowser.with(width: 600, height: 900) { browser in
            for (index, sample) in samples.enumerated() {
                try await browser.navigate(to: "http://127.0.0.1:\(server.port)/screens/faces?os=18&embed=1&motion=off&lang=\(sample.tag)")
                let fonts = try await browser.platformFonts(css: ".lp-row:nth-of-type(\(index + 1)) .lp-row-title")
                let cjk = fonts.filter { $0.family.contains("CJK") }
                let latinGlyphs = sample.text.unicodeScalars.filter { $0.value < 0x2E80 && $0 != " " }.count
                if let face = sample.cjkFace {
                    #expect(cjk.map(\.family) == [face], "\(sample.tag): \(fonts)")
                    #expect(fonts.filter { !$0.family.contains("CJK") }.map(\.glyphs).reduce(0, +) >= latinGlyphs, "\(sample.tag): Latin drawn in a CJK face: \(fonts)")
                } else {
                    #expect(cjk.isEmpty, "\(sample.tag): drawn partly in a CJK face: \(fonts)")
                }
            }
        }
    }
}
