import ImageDiff
import ListPreviewCLI
import Testing

/// `--metric` and `--max-diff-cluster`, as `compare` and `snapshot --baseline` take them.
@Suite struct ComparisonOptionTests {
    @Test func theyReachTheReviewsOptions() throws {
        let compare = try #require(parseCommandLine(["compare", "base", "shots", "--out", "report", "--metric", "oklab",
                                                     "--max-diff-cluster=16", "--max-diff-pixels", "20"]).options(of: CompareCommand.self))
        #expect(compare.review.comparison.metric == .oklab && compare.review.comparison.maxDiffCluster == 16)
        let snapshot = try #require(parseCommandLine(["snapshot", "--out", "shots", "--baseline", "base", "--metric", "yiq"])
            .options(of: SnapshotCommand.self))
        #expect(snapshot.review.comparison.metric == .yiq && snapshot.review.comparison.maxDiffCluster == nil)
    }

    @Test func badValuesSayWhatIsExpected() {
        #expect(throws: CLIError.invalidValue(option: "--metric", value: "lab", expected: "yiq or oklab")) {
            try parseCommandLine(["compare", "base", "shots", "--out", "report", "--metric", "lab"])
        }
        #expect(throws: CLIError.invalidValue(option: "--max-diff-cluster", value: "0", expected: "a whole number of pixels, 1 or more")) {
            try parseCommandLine(["compare", "base", "shots", "--out", "report", "--max-diff-cluster", "0"])
        }
    }
}
