import Review

/// The options of `listpreview compare BASELINE ACTUAL --out REPORT`.
public struct CompareOptions: Equatable, Sendable {
    /// The baselines' folder.
    public var baselines = ""
    /// The shots' folder.
    public var shots = ""
    /// Where the report goes.
    public var report = ""
    /// What a shot compared with its baseline may show, and what to write into the baselines.
    public var review = ReviewCommandOptions()
    /// Only these files, when given (`--only`).
    public var only: [String]?
    /// No lines for each change.
    public var quiet = false

    /// Nothing chosen yet.
    public init() {}
}

/// `listpreview compare BASELINE ACTUAL --out REPORT`: two folders of screenshots, no browser.
package enum CompareCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<CompareOptions>(
        "compare", summary: "Compare two folders of screenshots and write a report.",
        description: "Compares every PNG in ACTUAL with the one of the same name in BASELINE, as people see them (pixelmatch's "
            + "perceived colour distance; anti-aliasing left out), and writes REPORT/report.html, report.json and a picture of "
            + "each difference in REPORT/diff/. Each shot is unchanged, changed, new (no baseline) or missing (a baseline no "
            + "shot has). When ACTUAL holds the manifest.json snapshot writes, only the shots it lists are reviewed (other PNGs "
            + "there, an earlier run's, are left out and counted) and a baseline outside that run's screens, states and variants "
            + "is left alone, never missing nor pruned. No browser is needed. Exits 1 when a shot fails: a change over the "
            + "allowance, a new shot not written with --update, a missing one not deleted with --prune.",
        arguments: [
            ArgumentInfo(name: "BASELINE", optional: false, meaning: "The folder of approved screenshots.", value: .directory),
            ArgumentInfo(name: "ACTUAL", optional: false, meaning: "The folder of new screenshots.", value: .directory),
        ],
        initial: CompareOptions(),
        options: [output] + ReviewOptionSpecs.all.map { $0.lifted(\CompareOptions.review) } + [only, quiet],
        required: ["--out"]
    ) { options, arguments throws(CLIError) in
        guard arguments.count == 2 else { throw .missingArgument("BASELINE and ACTUAL, two folders of screenshots") }
        var options = options
        options.baselines = try OptionArgument(option: "BASELINE", text: arguments[0]).nonEmpty("a folder")
        options.shots = try OptionArgument(option: "ACTUAL", text: arguments[1]).nonEmpty("a folder")
        return options
    }

    /// Reviews the shots against the baselines and writes the report; exit 1 when a shot fails.
    package static func run(_ options: CompareOptions) throws -> Int32 {
        var folder = FolderReview(baselines: options.baselines, shots: options.shots, report: options.report)
        folder.options = options.review.comparison
        folder.update = options.review.update
        folder.prune = options.review.prune
        folder.only = options.only.map(Set.init)
        let command = ["listpreview", "compare", options.baselines, options.shots, "--out", options.report].map(\.shellQuoted).joined(separator: " ")
        folder.approval = Review.Approval(all: command + " --update changed --prune", one: command + " --update all --only FILE",
                                          deleteOne: command + " --prune --only FILE")
        let review = try ReviewLines.run(folder, options: options.review)
        ReviewLines.print(review, report: options.report, quiet: options.quiet)
        return review.failures.isEmpty ? ExitStatus.ok : ExitStatus.failure
    }

    private static let output = OptionSpec<CompareOptions>(
        "--out", "REPORT", value: .directory, help: "Where the report goes (created when missing)."
    ) { options, argument throws(CLIError) in
        options.report = try argument.nonEmpty("a folder")
    }

    private static let only = OptionSpec<CompareOptions>(
        "--only", "FILE,…", value: .text, default: "every file",
        help: "Only these file names, e.g. --update all --only FILE approves one shot."
    ) { options, argument throws(CLIError) in
        options.only = try argument.list(valid: nil)
    }

    private static let quiet = OptionSpec<CompareOptions>(
        "--quiet", value: .flag, default: "off", help: "Only the summary line, not a line per change."
    ) { options, _ throws(CLIError) in
        options.quiet = true
    }
}
