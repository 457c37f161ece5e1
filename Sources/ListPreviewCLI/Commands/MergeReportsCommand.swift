import Review

/// The options of `listpreview merge-reports REPORT… --out REPORT`.
public struct MergeReportsOptions: Equatable, Sendable {
    /// The shares' report folders.
    public var reports: [String] = []
    /// Where the joined report goes.
    public var output = ""
    /// The JUnit file and summary to write (the rest of the review's options do not apply: nothing is compared again).
    public var review = ReviewCommandOptions()

    /// Nothing chosen yet.
    public init() {}
}

/// `listpreview merge-reports REPORT… --out REPORT`: the shares of a sharded run, joined.
package enum MergeReportsCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<MergeReportsOptions>(
        "merge-reports", summary: "Join the reports of snapshot --shard's shares into one.",
        description: "Joins the review reports that `snapshot --shard I/N --baseline BASE` wrote on N machines (each share's "
            + "--out folder) into the report one machine would have written: REPORT/report.html and report.json with every "
            + "shot, their pictures, and the shares' manifest.json joined; with --junit and --summary, the JUnit file and "
            + "Markdown summary of the whole run. No browser is needed. Exits 1 when a shot fails, as the run would have.",
        arguments: [
            ArgumentInfo(name: "REPORT…", optional: false, meaning: "The shares' report folders, one or more.", value: .directory, repeating: true),
        ],
        initial: MergeReportsOptions(),
        options: [output, junit, summary, summaryImages],
        required: ["--out"]
    ) { options, arguments throws(CLIError) in
        guard !arguments.isEmpty else { throw .missingArgument("REPORT…, the shares' report folders") }
        var options = options
        options.reports = try arguments.map { text throws(CLIError) in try OptionArgument(option: "REPORT", text: text).nonEmpty("a folder") }
        return options
    }

    /// Joins the reports and writes the whole run's; exit 1 when a shot fails, 66 when a share's report cannot be read.
    package static func run(_ options: MergeReportsOptions) throws -> Int32 {
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

    private static let output = OptionSpec<MergeReportsOptions>(
        "--out", "REPORT", value: .directory, help: "Where the joined report goes (created when missing)."
    ) { options, argument throws(CLIError) in
        options.output = try argument.nonEmpty("a folder")
    }

    // The review's own options, lifted: declared once in ReviewOptionSpecs.
    private static let junit = ReviewOptionSpecs.junit.lifted(\MergeReportsOptions.review)
    private static let summary = ReviewOptionSpecs.summary.lifted(\MergeReportsOptions.review)
    private static let summaryImages = ReviewOptionSpecs.summaryImages.lifted(\MergeReportsOptions.review)
}
