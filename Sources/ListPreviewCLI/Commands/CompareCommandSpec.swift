import Review

extension CommandSpec {
    /// `listpreview compare BASELINE ACTUAL --out REPORT`.
    static let compare = CommandSpec(
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
        return .compare(options)
    }

    private static let output = OptionSpec<CompareOptions>(
        "--out", "REPORT", value: .directory, help: "Where the report goes (created when missing)."
    ) { options, argument throws(CLIError) in
        options.report = try argument.nonEmpty("a folder")
    }

    private static let only = OptionSpec<CompareOptions>(
        "--only", "FILE,…", value: .text, default: "every file",
        help: "Only these file names (to approve one shot: --update all --only FILE)."
    ) { options, argument throws(CLIError) in
        options.only = try argument.list(valid: nil)
    }

    private static let quiet = OptionSpec<CompareOptions>(
        "--quiet", value: .flag, default: "off", help: "Only the summary line, not a line per change."
    ) { options, _ throws(CLIError) in
        options.quiet = true
    }
}
