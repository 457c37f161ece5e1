import Foundation
@testable import ImageDiff
@testable import Review
import TestSupport
import Testing

/// The Markdown summary for a pull request, read back as GitHub renders it: markdown-it-py (PyPI,
/// CommonMark with GFM's tables, as GitHub's renderer) turns it into HTML, whose table the tests read.
@Suite struct ReviewSummaryTests {
    static func shot(_ index: Int, _ status: ShotStatus, screen: String = "inbox") -> ShotReview {
        let name = "\(screen)--empty--iphone-\(index)--light--en@2x.png"
        let difference = status == .changed
            ? PixelDifference(differingPixels: 2402, antialiasedPixels: 0, comparedPixels: 1_000_000, box: nil, sizesDiffer: false) : nil
        return ShotReview(file: name, labels: ShotLabels(fileName: name), status: status, difference: difference,
                          fails: status != .unchanged, updated: false, baseline: "baseline/" + name, actual: "actual/" + name,
                          diff: status == .changed ? "diff/" + name : nil, problem: nil)
    }

    static func review(_ shots: [ShotReview]) -> Review {
        Review(shots: shots, provenanceNote: nil, approval: .init(all: "listpreview compare base shots --update changed", one: "x FILE", deleteOne: "y FILE"),
               notInRun: 0, leftOut: 0, shotsFolder: "shots")
    }

    /// The summary as HTML, rendered by markdown-it-py with tables on.
    static func rendered(_ markdown: String) throws -> String {
        let script = "import sys; from markdown_it import MarkdownIt; print(MarkdownIt('commonmark').enable('table').render(sys.stdin.read()))"
        let file = NSTemporaryDirectory() + "summary-\(UUID().uuidString).md"
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let outcome = try Program.run(["-c", "import sys; sys.stdin = open(sys.argv[1]); " + script, file],
                                      executable: Repository.root + "/.build/tools/bin/python")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return String(decoding: outcome.output, as: UTF8.self)
    }

    @Test func failingShotsAreATableWithThumbnails() throws {
        let review = Self.review([Self.shot(1, .changed), Self.shot(2, .new, screen: "a|b_c*"), Self.shot(3, .unchanged), Self.shot(4, .missing)])
        let markdown = review.markdownSummary(imagesURL: "https://ci.example/run 7/report")
        #expect(markdown.hasPrefix("### ListPreview: 3 of 4 shots fail\n\n" + review.summary + "\n"))
        let html = try Self.rendered(markdown)
        let rows = html.components(separatedBy: "<tr>").dropFirst(2)
        #expect(rows.count == 3, "the failing shots, one row each: \(html)")
        let first = try #require(rows.first)
        #expect(first.contains(#"<img src="https://ci.example/run 7/report/diff/inbox--empty--iphone-1--light--en%402x.png""#)
                || first.contains(#"src="https://ci.example/run 7/report/diff/inbox--empty--iphone-1--light--en@2x.png""#), "\(first)")
        #expect(first.contains("<td>inbox</td>") && first.contains("<td>empty</td>") && first.contains("<td>iphone-1 · light · en</td>"))
        #expect(first.contains("<td>changed</td>") && first.contains("<td>2,402 (0.24%)</td>"))
        // A screen's id with Markdown's characters in it is shown as it is, in its own cell.
        #expect(html.contains("<td>a|b_c*</td>"), "\(html)")
        #expect(html.contains(#"<code class="language-sh">listpreview compare base shots --update changed"#), "the approving command")
        #expect(!markdown.contains("iphone-3"), "an unchanged shot is not listed")
        let passing = Self.review([Self.shot(1, .unchanged)]).markdownSummary(imagesURL: nil)
        #expect(passing.hasPrefix("### ListPreview: all 1 shot passes") && !passing.contains("|"))
    }

    /// 5,000 failing shots: under 64 KB (GitHub's limit for a comment is 65,536 characters), the
    /// rows that do not fit counted under the table.
    @Test func aSummaryOfFiveThousandShotsStaysUnderSixtyFourKilobytes() throws {
        let shots = (0..<5000).map { Self.shot($0, $0 % 3 == 0 ? .new : .changed, screen: "screen-with-a-long-identifier-\($0)") }
        let markdown = Self.review(shots).markdownSummary(imagesURL: "https://example.org/artifacts/1234567890/report")
        #expect(markdown.utf8.count < 64 * 1024 && markdown.count < 65_536, "\(markdown.utf8.count) bytes")
        let html = try Self.rendered(markdown)
        let rows = html.components(separatedBy: "<tr>").count - 2
        #expect(rows > 100, "as many rows as fit: \(rows)")
        #expect(markdown.contains("…and \(5000 - rows) more failing shots"), "the rest counted")
    }
}
