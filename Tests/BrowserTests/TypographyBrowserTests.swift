import Browser
import Foundation
import JSON
import ListPreview
import TestSupport
import Testing

/// Latin punctuation inside Chinese pages is set in the Latin face, as iOS does (SF for
/// Latin, PingFang for Han), not full-width from the CJK face: ’ and · are as wide on a zh-Hant or
/// zh-Hans page as on the English one, while Han characters still come from the CJK face.
@Suite(.serialized) struct TypographyBrowserTests {
    /// The advance width of the first `character` in a text of the first element matching `selector` that has it.
    private func width(_ browser: TestBrowser, of character: String, in selector: String) async throws -> Double {
        let value = try await browser.executeScript("""
            const element = [...document.querySelectorAll(arguments[0])].find(e => e.textContent.includes(arguments[1]));
            const text = [...element.childNodes].find(node => node.nodeType === 3 && node.textContent.includes(arguments[1]));
            const index = text.textContent.indexOf(arguments[1]);
            const range = document.createRange();
            range.setStart(text, index); range.setEnd(text, index + arguments[1].length);
            return range.getBoundingClientRect().width;
            """, args: [.string(selector), .string(character)])
        return try #require(value.double)
    }

    @Test func latinPunctuationKeepsItsWidthInChinese() async throws {
        let live = try LiveApp(examples: true)
        // "Finn O’Brien" in the inbox; "2 items · $46.90 · …" in the orders.
        let cases = [("/screens/inbox", ".lp-row-title", "’"), ("/screens/orders", ".lp-row-detail", "·")]
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            for (path, selector, character) in cases {
                try await browser.navigate(to: live.url(path + "?state=data&lang=en&motion=off"))
                let english = try await width(browser, of: character, in: selector)
                for language in ["zh-Hant", "zh-Hans"] {
                    try await browser.navigate(to: live.url(path + "?state=data&lang=\(language)&motion=off"))
                    let chinese = try await width(browser, of: character, in: selector)
                    #expect(abs(chinese - english) <= 1, "\(character) is \(chinese) px wide in \(language), \(english) px in English")
                }
            }
            // Han characters are still set in the CJK face: a full em wide (the inbox's large title is 34 px).
            try await browser.navigate(to: live.url("/screens/inbox?os=18&lang=zh-Hans&motion=off"))
            let han = try await width(browser, of: "收", in: ".lp-large-title")
            #expect(abs(han - 34) <= 1, "收 is \(han) px wide")
        }
    }
}
