@testable import Fixtures
import JSON
@testable import Screens
import Testing

/// A fixtures file of many rows: what is read from it, and the paths its problems are reported
/// at, are those of a small one — however lazily the paths are spelled out.
@Suite struct LargeFixtureTests {
    private let decoder = FixtureDecoder(publicFiles: ["examples/a.svg"])

    /// A screen of `sections` sections of `rows` rows each, the row at `[section, row]` replaced by the JSON in `replaced`.
    private func fixtures(sections: Int, rows: Int, replacing replaced: [[Int]: String] = [:]) -> [UInt8] {
        var json = #"{"screens": [{"id": "big", "sections": ["#
        for section in 0..<sections {
            json += section == 0 ? #"{"header": "S0", "rows": ["# : #", {"header": "S\#(section)", "rows": ["#
            for row in 0..<rows {
                if row > 0 { json += ", " }
                json += replaced[[section, row]] ?? #"{"title": "Message \#(section * rows + row)", "detail": "Preview of message \#(section * rows + row)"}"#
            }
            json += "]}"
        }
        return Array((json + "]}]}").utf8)
    }

    private func problems(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try decoder.decode(bytes, file: "big.json")
            return ["no problem"]
        } catch {
            guard case let .invalid(_, issues) = error else { return [error.description] }
            return issues.map(\.description)
        }
    }

    @Test func problemsDeepInALargeFileNameTheirRows() {
        let bytes = fixtures(sections: 10, rows: 2_000, replacing: [
            [3, 1_234]: "42",
            [7, 1_999]: #"{"titel": "x", "detail": 5}"#,
            [9, 0]: #"{"title": {"en": "A", "en_GB": "B"}, "detail": "d", "accessory": "chevron"}"#,
            [9, 1_999]: #"{"title": "t", "on": true, "image": "missing.svg"}"#,
        ])
        #expect(problems(bytes) == [
            "screens[0].sections[3].rows[1234] (big): expected a string or an object with a title, got 42",
            "screens[0].sections[7].rows[1999].titel (big): unknown key (expected one of: title, detail, image, systemImage, value, accessory, on, accessibilityLabel, accessibilityHint, accessibilityHidden) — did you mean “title”?",
            "screens[0].sections[7].rows[1999].title (big): required, but missing",
            "screens[0].sections[9].rows[0].title.en_GB (big): not a language tag: expected a BCP 47 tag such as en, de, pt-BR, zh-Hans or sr-Latn",
            #"screens[0].sections[9].rows[0].accessory (big): expected one of “disclosure”, “checkmark”, “detailButton”, “switch”, got "chevron""#,
            #"screens[0].sections[9].rows[1999].image (big): no file "missing.svg" among the fixtures' images or the built-in ones"#,
            #"screens[0].sections[9].rows[1999].on (big): only applies to rows with "accessory": "switch" (this one has none)"#,
        ])
    }

    @Test func aLargeListIsReadWhole() throws {
        let screen = try #require(try decoder.decode(fixtures(sections: 10, rows: 2_000), file: "big.json").first)
        #expect(screen.sections.count == 10)
        #expect(screen.sections.map(\.rows.count) == Array(repeating: 2_000, count: 10))
        // Numbered 1, 2, 3… in reading order, across sections.
        #expect(screen.sections[0].rows[0].id == 1)
        #expect(screen.sections[9].rows[1_999].id == 20_000)
        #expect(screen.sections[7].rows[1_999].title.resolved(for: .english) == "Message 15999")
        #expect(screen.sections[7].rows[1_999].detail?.resolved(for: .english) == "Preview of message 15999")
        #expect(screen.languages == Language.allCases.map(\.tag))
    }

    @Test func theContrastCheckSamplesTheFirstTextsAnyRowHas() {
        let screen = Screen(id: "s", title: LocalizedText(verbatim: "S"), sections: [
            ListSection(rows: []),
            ListSection(rows: [Row(title: LocalizedText(verbatim: "first")), Row(title: LocalizedText(verbatim: "second"))]),
            ListSection(rows: [Row(title: LocalizedText(verbatim: "third"), detail: LocalizedText(verbatim: "a detail")),
                               Row(title: LocalizedText(verbatim: "last"), value: LocalizedText(verbatim: "a value"))]),
        ])
        #expect(screen.sampleTexts.title == LocalizedText(verbatim: "first"))
        #expect(screen.sampleTexts.detail == LocalizedText(verbatim: "a detail"))
        #expect(screen.sampleTexts.value == LocalizedText(verbatim: "a value"))
        let empty = Screen(id: "e", title: LocalizedText(verbatim: "E"), sections: [ListSection(rows: [])])
        #expect(empty.sampleTexts.title == nil && empty.sampleTexts.detail == nil && empty.sampleTexts.value == nil)
    }
}
