import ImageDiff
import Review

/// The options of a review against baselines, declared once and listed by `compare` (and by
/// `snapshot` with `--baseline`), each lifted to where that command keeps them.
enum ReviewOptionSpecs {
    /// Every review option, in the order help lists them.
    static let all: [OptionSpec<ReviewCommandOptions>] = [threshold, metric, includeAntialiasing, maxDiffPixels, maxDiffRatio, maxDiffCluster,
                                                          update, prune, junit, summary, summaryImages]

    /// `--threshold T`.
    static let threshold = OptionSpec<ReviewCommandOptions>(
        "--threshold", "T", value: .text, default: String(ReviewOptions().threshold),
        help: "How different two pixels' colours may be and still count as the same, 0 to 1.",
        meaning: "How different two pixels' colours may be and still count as the same: a perceived colour distance (see "
            + "--metric) from 0 (exactly equal) to 1 (black against white), as pixelmatch measures it (default: \(ReviewOptions().threshold))."
    ) { options, argument throws(CLIError) in
        options.comparison.threshold = try argument.decimal(in: 0...1, "a number from 0 to 1, such as 0.1")
    }

    /// `--metric M`.
    static let metric = OptionSpec<ReviewCommandOptions>(
        "--metric", "M", value: .choice(ColorMetric.allCases.map(\.rawValue)), default: ReviewOptions().metric.rawValue,
        help: "How colour distance is measured: yiq (pixelmatch 7.1) or oklab (pixelmatch's OKLab HyAB).",
        meaning: "How the colour distance that --threshold bounds is measured: yiq, pixelmatch 7.1's YIQ distance (what "
            + "PyPI's pixelmatch-fast counts), or oklab, the HyAB distance in OKLab with toe-corrected lightness that "
            + "pixelmatch's main branch uses since July 2026, which tells apart dark colours YIQ scores as equal (default: \(ReviewOptions().metric.rawValue))."
    ) { options, argument throws(CLIError) in
        guard let metric = ColorMetric(rawValue: argument.text) else { throw argument.invalid("yiq or oklab") }
        options.comparison.metric = metric
    }

    /// `--include-aa`.
    static let includeAntialiasing = OptionSpec<ReviewCommandOptions>(
        "--include-aa", value: .flag, default: "off", help: "Count anti-aliased pixels as differences too."
    ) { options, _ throws(CLIError) in
        options.comparison.includeAntialiasing = true
    }

    /// `--max-diff-pixels N`.
    static let maxDiffPixels = OptionSpec<ReviewCommandOptions>(
        "--max-diff-pixels", "N", value: .number(0...Int(Int32.max)), default: String(ReviewOptions().maxDiffPixels),
        help: "Differing pixels a shot may show and still pass; reported all the same."
    ) { options, argument throws(CLIError) in
        options.comparison.maxDiffPixels = try argument.number("a whole number of pixels")
    }

    /// `--max-diff-ratio R`.
    static let maxDiffRatio = OptionSpec<ReviewCommandOptions>(
        "--max-diff-ratio", "R", value: .text, default: "0",
        help: "The share of its pixels, 0 to 1, a shot may show differing and still pass.",
        meaning: "The share of its pixels, from 0 to 1, that a shot may show differing and still pass; reported all the same. "
            + "With --max-diff-pixels, the larger allowance applies (default: 0)."
    ) { options, argument throws(CLIError) in
        options.comparison.maxDiffRatio = try argument.decimal(in: 0...1, "a share from 0 to 1, such as 0.001")
    }

    /// `--max-diff-cluster N`.
    static let maxDiffCluster = OptionSpec<ReviewCommandOptions>(
        "--max-diff-cluster", "N", value: .number(1...Int(Int32.max)), default: "the whole shot",
        help: "Apply the allowances to the densest N×N square of differing pixels.",
        meaning: "Apply --max-diff-pixels and --max-diff-ratio to the N×N square (N no larger than the shot's smaller side) "
            + "that holds the most differing pixels, the ratio then of the square's N² pixels: a shot fails only when some "
            + "square holds more than the allowance, so anti-aliasing noise scattered over the shot passes and a moved button "
            + "fails. The square is found as pixelmatch's windowSize finds it (default: the whole shot)."
    ) { options, argument throws(CLIError) in
        options.comparison.maxDiffCluster = try argument.number("a whole number of pixels")
    }

    /// `--update WHAT`.
    static let update = OptionSpec<ReviewCommandOptions>(
        "--update", "WHAT", value: .choice(UpdateMode.allCases.map(\.rawValue)), default: "nothing is written",
        help: "Write shots into the baselines: missing (new ones), changed (new ones and failing changes) or all.",
        meaning: "Write shots into the baselines folder: missing (new shots only), changed (new shots and changes over the "
            + "allowance: approving them) or all (every shot). Each file is written to a temporary name and renamed. Without "
            + "it nothing is ever written into the baselines."
    ) { options, argument throws(CLIError) in
        guard let mode = UpdateMode(rawValue: argument.text) else { throw argument.invalid("missing, changed or all") }
        options.update = mode
    }

    /// `--prune`.
    static let prune = OptionSpec<ReviewCommandOptions>(
        "--prune", value: .flag, default: "off", help: "Delete baselines that no shot produced."
    ) { options, _ throws(CLIError) in
        options.prune = true
    }

    /// `--junit FILE`.
    static let junit = OptionSpec<ReviewCommandOptions>(
        "--junit", "FILE", value: .file(extension: "xml"), default: "none",
        help: "Also write JUnit XML: a test case per shot, a failure per shot that fails."
    ) { options, argument throws(CLIError) in
        options.junit = try argument.nonEmpty("a file to write")
    }

    /// `--summary FILE`.
    static let summary = OptionSpec<ReviewCommandOptions>(
        "--summary", "FILE", value: .file(extension: "md"), default: "none",
        help: "Also write Markdown for a pull request's comment or job summary: the counts and the failing shots.",
        meaning: "Also write Markdown for a pull request's comment or GitHub's job summary ($GITHUB_STEP_SUMMARY): the "
            + "verdict, the counts and a table of the failing shots (screen, state, variant, status, pixels), under 64 KB "
            + "(GitHub's limit for a comment is 65,536 characters) whatever the number of shots."
    ) { options, argument throws(CLIError) in
        options.summary = try argument.nonEmpty("a file to write")
    }

    /// `--summary-images URL`.
    static let summaryImages = OptionSpec<ReviewCommandOptions>(
        "--summary-images", "URL", value: .text, default: "none",
        help: "Where the report's folder is published, so the summary shows each failing shot's picture.",
        meaning: "Where the report's folder is published (an https:// URL, e.g. a CI artifact or GitHub Pages): the "
            + "summary shows each failing shot's picture from there, the diff of a change, the shot of a new one."
    ) { options, argument throws(CLIError) in
        options.summaryImages = try argument.nonEmpty("the URL the report's folder is published at")
    }
}
