import Review

extension CommandSpec {
    /// `listpreview merge-reports REPORT… --out REPORT`.
    static let mergeReports = CommandSpec(
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
        return .mergeReports(options)
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
