import JSON
@testable import ListPreview
import Testing

/// Loading warnings fold into one line per kind: what they quote and their numbers set aside.
@Suite struct FoldedWarningsTests {
    private let pdfs = (1...3).map { JSONIssue(path: "App/Assets.xcassets/icon\($0).imageset/Contents.json", reason: "\"icon\($0).pdf\" is a PDF") }
    private let key = JSONIssue(path: "screens[0].title.key", reason: "\"a\" is not in the app's strings (table \"Localizable\"), so the key itself is shown")

    @Test func warningsOfOneKindAreOneLineWithTheFirstAndACount() {
        #expect(FoldedWarnings.lines(pdfs + [key], verbose: false) == [
            "listpreview: warning: App/Assets.xcassets/icon1.imageset/Contents.json: \"icon1.pdf\" is a PDF (and 2 more like it; --verbose lists them)",
            "listpreview: warning: screens[0].title.key: \"a\" is not in the app's strings (table \"Localizable\"), so the key itself is shown",
        ])
        #expect(FoldedWarnings.lines(Array(pdfs.prefix(2)), verbose: false).first?.hasSuffix("(and 1 more like it; --verbose lists it)") == true)
    }

    @Test func verboseListsEveryWarning() {
        #expect(FoldedWarnings.lines(pdfs, verbose: true).count == 3)
        #expect(FoldedWarnings.lines([], verbose: false).isEmpty)
    }

    @Test func aKindSetsQuotedTextAndNumbersAside() {
        #expect(FoldedWarnings.kind(of: #""k \"q\" 2" has 19 device variations"#) == #""…" has # device variations"#)
        #expect(FoldedWarnings.kind(of: "“Brand/Blue” is 3.5 pt") == "“…” is #.# pt")
        #expect(FoldedWarnings.kind(of: "in de, which falls back to en") != FoldedWarnings.kind(of: "in fr, which falls back to en"))
    }
}
