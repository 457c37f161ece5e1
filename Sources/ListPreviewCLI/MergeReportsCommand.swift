import Review

/// `listpreview merge-reports REPORT… --out REPORT`: the shares of a sharded run, joined.
enum MergeReportsCommand {
    static func run(_ options: MergeReportsOptions) throws -> Int32 {
        do throws(ReviewError) {
            let review = try ReportMerge.merge(options.reports, into: options.output)
            try review.write(to: options.output, junit: options.review.junit, summary: options.review.summary,
                             summaryImages: options.review.summaryImages)
            ReviewLines.print(review, report: options.output, quiet: true)
            return review.failures.isEmpty ? ExitStatus.ok : ExitStatus.failure
        } catch {
            throw Failure("listpreview: \(error)", error.isWrite ? ExitStatus.ioError : ExitStatus.noInput)
        }
    }
}
