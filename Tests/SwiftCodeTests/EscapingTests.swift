import Screens
@testable import SwiftCode
import Testing

/// Texts with quotes, backslashes, newlines and `\(` become literals Swift reads back as the same text.
@Suite struct EscapingTests {
    private let hostile = "Say \"hi\" \\ to\nyou \\(x) and \u{7}\ttab"

    @Test func aLiteralEscapesWhatSwiftWouldReadOtherwise() {
        #expect(SwiftLiteral.string(hostile) == #""Say \"hi\" \\ to\nyou \\(x) and \u{7}\ttab""#)
        #expect(SwiftLiteral.string("line\u{2028}break") == #""line\u{2028}break""#)
    }

    @Test func aKeyIsWrittenAsALocalizedString() {
        let text = LocalizedText(LocalizedText(verbatim: "Trips"), key: LocalizedText.Key("trips.\"title\""))
        #expect(SwiftLiteral.text(text) == #"String(localized: "trips.\"title\"")"#)
        let inTable = LocalizedText(LocalizedText(verbatim: "Trips"), key: LocalizedText.Key("trips.title", table: "Trips"))
        #expect(SwiftLiteral.text(inTable) == #"String(localized: "trips.title", table: "Trips")"#)
    }

    @Test func aQueryBecomesTheVariable() {
        #expect(SwiftLiteral.text(LocalizedText(verbatim: "No “{query}”"), query: "query") == #""No “" + query + "”""#)
        #expect(SwiftLiteral.text(LocalizedText(verbatim: "{query}"), query: "query") == "query")
        #expect(SwiftLiteral.text(LocalizedText(verbatim: "No “{query}”")) == #""No “{query}”""#)
    }

    /// A hostile title, in every style, parses; a program made of its literal prints it back unchanged.
    @Test(arguments: SwiftCode.Style.allCases)
    func aHostileTitleParsesAndRoundTrips(style: SwiftCode.Style) throws {
        var config = EmptyStateConfig.builtIn(.empty)
        config.title = LocalizedText(verbatim: hostile)
        let screen = Screen(id: "t", title: LocalizedText(verbatim: "T"), sections: [], emptyStates: [.empty: config])
        let code = SwiftCode.placeholder(screen: screen, state: .empty, style: style)
        #expect(code.contains(SwiftLiteral.string(hostile)))
        let parsed = try SwiftParse.parse(SwiftParse.wrapped(code, style: style, number: 1))
        #expect(parsed.status == 0, "swiftc -parse: \(parsed.errors)")
    }

    @Test func theLiteralReadsBackAsTheText() throws {
        let printed = try SwiftParse.run("print(\(SwiftLiteral.string(hostile)), terminator: \"\")")
        #expect(printed == hostile)
    }
}
