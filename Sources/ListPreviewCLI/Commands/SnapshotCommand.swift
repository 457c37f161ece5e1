import Browser
import ListPreview
import Screens
import Variants
import Sharding
import Snapshot

/// The options of `listpreview snapshot`.
public struct SnapshotCommandOptions: Equatable, Sendable {
    /// What to photograph and where to write it.
    public var snapshot = SnapshotOptions()
    /// How the shots are reviewed against `snapshot.baseline`, when it is given.
    public var review = ReviewCommandOptions()
    /// Where the screens come from.
    public var source = AppSource()

    /// The defaults.
    public init() {}
}

/// `listpreview snapshot --out DIR`: the screens photographed in headless browsers, and reviewed
/// against baselines with `--baseline`.
package enum SnapshotCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<SnapshotCommandOptions>(
        "snapshot", summary: "Photograph the screens in headless browsers.",
        description: "Photographs every screen × state × device × theme × language × text size × orientation in headless "
            + "Chromium, WebKit or Firefox: one PNG each (NAME--STATE--DEVICE--THEME--LANG--ios26@2x.png, the design always named, "
            + "then --SIZE, --ORIENTATION and --BROWSER when several are asked for, --voiceover for the VoiceOver view), index.html "
            + "and manifest.json. Exits 1 when a shot failed or --compare "
            + "found a difference, 65 with --strict when a language asked for has no text.",
        initial: SnapshotCommandOptions(),
        options: [output] + SourceOptionSpecs.loadingEdited(at: \SnapshotCommandOptions.source) + [
            ShotOptionSpecs.screens.lifted(\SnapshotCommandOptions.snapshot.screens),
            ShotOptionSpecs.states.lifted(\SnapshotCommandOptions.snapshot.states),
        ] + ShotOptionSpecs.settings(for: .snapshot, defaults: SnapshotOptions().axes).map { $0.lifted(\SnapshotCommandOptions.snapshot.axes) } + [
            scrolls, searches, voiceOver, scale, browsers,
            ShotOptionSpecs.chromium.lifted(\SnapshotCommandOptions.snapshot.chromium),
            ShotOptionSpecs.jobs.lifted(\SnapshotCommandOptions.snapshot.jobs), shard, compareWith, baseline,
        ] + ReviewOptionSpecs.all.map { $0.lifted(\SnapshotCommandOptions.review) } + [strict, quiet],
        required: ["--out"]
    )

    private static let output = OptionSpec<SnapshotCommandOptions>(
        "--out", "DIR", value: .directory, help: "Where snapshot writes its images (created when missing)."
    ) { options, argument throws(CLIError) in
        options.snapshot.outputDirectory = try argument.nonEmpty("a directory")
    }

    private static let scrolls = OptionSpec<SnapshotCommandOptions>(
        "--scrolls", "S,…", value: .choices(Scroll.allCases.map(\.rawValue) + ["all"]), default: "top",
        help: "top, scrolled, or all (default: top); scrolled collapses the large title and shows the bars over the rows."
    ) { options, argument throws(CLIError) in
        options.snapshot.scrolls = try argument.list(of: Scroll.allCases, orAll: true)
    }

    private static let searches = OptionSpec<SnapshotCommandOptions>(
        "--searches", "S,…", value: .choices(SearchMode.allCases.map(\.rawValue) + ["all"]), default: "inactive",
        help: "inactive, active, or all (default: inactive); active raises the keyboard on screens with a search bar."
    ) { options, argument throws(CLIError) in
        options.snapshot.searches = try argument.list(of: SearchMode.allCases, orAll: true)
    }

    private static let voiceOver = OptionSpec<SnapshotCommandOptions>(
        "--voiceover", value: .flag, default: "off",
        help: "Also photograph each shot in the VoiceOver view, its legend beside the device (NAME--…--voiceover@2x.png).",
        meaning: "Also photograph each shot in the VoiceOver view (a11y=voiceover): every element VoiceOver visits numbered "
            + "on the device, and beside it, in a column that makes the shot 336 px wider than the device, what each says. Its file name gains "
            + "--voiceover (the plain shot keeps its name, so one baseline folder holds both); the legend is cut at the "
            + "device's height when it runs longer."
    ) { options, _ throws(CLIError) in
        options.snapshot.voiceOver = true
    }

    private static let shard = OptionSpec<SnapshotCommandOptions>(
        "--shard", "I/N", value: .text, default: "all shots",
        help: "Take share I of N of the shots, for N machines whose reports merge-reports joins.",
        meaning: "Take share I of N of the shots, for N machines in a CI matrix: each shot is in exactly one share, by its "
            + "file name's SHA-256, so a share's list does not move when a screen is added. With --baseline, another "
            + "share's baselines are neither missing nor pruned; `listpreview merge-reports` joins the shares' reports."
    ) { options, argument throws(CLIError) in
        guard let shard = Shard(argument.text) else { throw argument.invalid("I/N, a share from 1 to N, such as 2/3") }
        options.snapshot.shard = shard
    }

    private static let scale = OptionSpec<SnapshotCommandOptions>(
        "--scale", "N", value: .number(scales), default: String(SnapshotOptions().scale), help: "Device pixels per CSS px: \(scales.spelled)."
    ) { options, argument throws(CLIError) in
        options.snapshot.scale = try argument.number()
    }

    /// The scales iPhones draw at.
    private static let scales = 1...3

    private static let browsers = OptionSpec<SnapshotCommandOptions>(
        "--browser", "E,…", value: .choices(Engine.allCases.map(\.rawValue)), default: "chromium",
        help: "The engines, each photographing every shot: chromium, webkit (WebKitGTK, Safari's engine) or firefox (Firefox ESR).",
        meaning: "The engines, a comma-separated list, each photographing every shot: chromium (the default), webkit (WebKitGTK, "
            + "Safari's engine, on its own virtual display) or firefox (Firefox ESR). A missing engine is named with the Debian "
            + "package to install (exit 69)."
    ) { options, argument throws(CLIError) in
        options.snapshot.browsers = try argument.list(of: Engine.allCases)
    }

    private static let compareWith = OptionSpec<SnapshotCommandOptions>(
        "--compare", "DIR2", value: .directory, default: "none",
        help: "Compare with an earlier snapshot directory and list the images that changed.",
        meaning: "Compare with an earlier snapshot directory: prints changed FILE: N pixels differ, new FILE, missing FILE, "
            + "then a summary, and exits 1 when anything differs."
    ) { options, argument throws(CLIError) in
        options.snapshot.compareWith = try argument.nonEmpty("an earlier snapshot directory")
    }

    private static let baseline = OptionSpec<SnapshotCommandOptions>(
        "--baseline", "BASE", value: .directory, default: "none",
        help: "Review the shots against the baselines in BASE and write DIR/report.html (see compare).",
        meaning: "Review every shot against the file of the same name in BASE, as listpreview compare does, and write "
            + "DIR/report.html, DIR/report.json and DIR/diff/. A shot whose inputs (the page as served, every file it loads, "
            + "the engine and its version, the fonts) hash as its baseline's did is not photographed again: its baseline is "
            + "copied and reported as unchanged (reused). Only this run's shots are reviewed, not PNGs an earlier run left in "
            + "DIR, and a baseline outside its screens, states and variants is left alone (not in this run), never missing "
            + "nor pruned. Nothing is written into BASE without --update or --prune."
    ) { options, argument throws(CLIError) in
        options.snapshot.baseline = try argument.nonEmpty("the baselines' folder")
    }

    private static let strict = OptionSpec<SnapshotCommandOptions>(
        "--strict", value: .flag, default: "off",
        help: "A language asked for that no text is given in is an error (exit 65), not a warning.",
        meaning: "Make a language asked for with --langs that no text of the screens is given in (nor one that serves its "
            + "readers, de for de-AT) an error: nothing is photographed and the run exits 65. Without it such a language "
            + "is named in a warning, once, and its shots show each text's fallback, English."
    ) { options, _ throws(CLIError) in
        options.snapshot.strict = true
    }

    private static let quiet = OptionSpec<SnapshotCommandOptions>(
        "--quiet", value: .flag, default: "off", help: "No progress on stderr."
    ) { options, _ throws(CLIError) in
        options.snapshot.quiet = true
    }
}
