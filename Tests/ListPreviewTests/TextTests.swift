@testable import Pages
@testable import Screens
import Testing

@Suite struct TextTests {
    @Test(arguments: [
        ("José Núñez", "jose nunez"),
        ("CRÈME BRÛLÉE", "creme brulee"),
        ("Ｆｕｌｌ　ｗｉｄｔｈ １２３", "full width 123"),
        ("Straße", "straße"),
        ("暂无数据", "暂无数据"),
        ("e\u{301}cole", "ecole"),
    ])
    func searchIgnoresCaseDiacriticsAndWidth(text: String, folded: String) {
        #expect(String(decoding: SearchFolding.fold(text), as: UTF8.self) == folded)
    }

    @Test(arguments: [("hello world", "o w", true), ("hello", "hello", true), ("hello", "hello!", false),
                      ("aab", "ab", true), ("", "", true), ("abc", "", true), ("abc", "d", false)])
    func foldedTextIsSearchedByteForByte(text: String, needle: String, found: Bool) {
        #expect(SearchFolding.contains(Array(text.utf8), Array(needle.utf8)) == found)
    }

    @Test func searchFindsAccentedRowsFromPlainQueries() {
        let sections = [ListSection(rows: [Row(title: LocalizedText(verbatim: "José Núñez")),
                                           Row(title: LocalizedText(verbatim: "Ｍａｄｒｉｄ")),
                                           Row(title: LocalizedText(verbatim: "Lisbon"))])]
        #expect(ScreenView.search(sections, for: "NUNEZ").flatMap(\.rows).count == 1)
        #expect(ScreenView.search(sections, for: "madrid").flatMap(\.rows).count == 1)
        #expect(ScreenView.search(sections, for: "ｌｉｓ").flatMap(\.rows).count == 1)
        #expect(ScreenView.search(sections, for: "paris").isEmpty)
    }

    @Test(arguments: [("  hello \n", "hello"), ("\u{3000}你好\t", "你好"), (" \n\t ", ""), ("a b", "a b"), ("", "")])
    func trimmingDropsWhitespaceAtEitherEnd(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace() == trimmed)
    }
}
