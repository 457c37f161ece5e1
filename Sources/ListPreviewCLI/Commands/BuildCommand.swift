import ListPreview
import Screens
import StaticSite

/// The options of `listpreview build --out SITE`.
public struct BuildCommandOptions: Equatable, Sendable {
    /// What to build and where.
    public var site = SiteOptions()
    /// Where the screens come from.
    public var source = AppSource()

    /// The defaults.
    public init() {}
}

/// `listpreview build --out SITE`: every screen, state and variant written as a static site.
package enum BuildCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<BuildCommandOptions>(
        "build", summary: "Write every screen, state and variant as a static site.",
        description: "Writes the index, the gallery and one page per screen × state × device × theme × language (× text size, "
            + "orientation, design, contrast and transparency when asked) into SITE, each as a read-only server draws it, with every link relative: "
            + "the site opens from file://, a host's root or any sub-path, with JavaScript on or off. Pickers offer only the "
            + "variants built; nothing posts. The same inputs give byte-identical files. The site is written beside SITE and "
            + "renamed into place at the end; an existing SITE is replaced only if an earlier build made it (exit 73 otherwise).",
        initial: BuildCommandOptions(),
        options: [output] + SourceOptionSpecs.loading(at: \BuildCommandOptions.source) + [
            ShotOptionSpecs.screens.lifted(\BuildCommandOptions.site.screens).with(
                help: "Screens to build, by id.",
                meaning: "The screens to build, a comma-separated list of ids from the fixtures file (default: all)."),
            ShotOptionSpecs.states.lifted(\BuildCommandOptions.site.states).with(
                default: "every state each screen can show",
                help: "States: " + DisplayState.previewable.map(\.rawValue).joined(separator: ", ") + "."),
        ] + ShotOptionSpecs.settings(for: .site, defaults: SiteOptions().axes).map { $0.lifted(\BuildCommandOptions.site.axes) } + [
            screenshots, report,
            ShotOptionSpecs.chromium.lifted(\BuildCommandOptions.site.chromium).with(help: "Chromium, for --screenshots."),
            ShotOptionSpecs.jobs.lifted(\BuildCommandOptions.site.jobs).with(help: "Pages photographed in parallel with --screenshots."),
            quiet,
        ],
        required: ["--out"]
    )

    private static let output = OptionSpec<BuildCommandOptions>(
        "--out", "SITE", value: .directory,
        help: "The site's folder: made, or replaced if an earlier build made it.",
        meaning: "The site's folder. It is written beside SITE and renamed into place at the end, so a failed or interrupted "
            + "build leaves the previous site as it was. An existing SITE is replaced only if it holds the marker file an "
            + "earlier build wrote (.listpreview-site); anything else there is left alone, and the build exits 73."
    ) { options, argument throws(CLIError) in
        options.site.outputDirectory = try argument.nonEmpty("a folder for the site")
    }

    private static let screenshots = OptionSpec<BuildCommandOptions>(
        "--screenshots", value: .flag, default: "off",
        help: "Also photograph every state into SITE/shots/ (as snapshot does); the gallery links them.",
        meaning: "Also photograph every screen × state × variant in headless Chromium into SITE/shots/, the same PNGs "
            + "snapshot takes (@2x), and link each from the gallery. A missing Chromium is named with the Debian package (exit 69)."
    ) { options, _ throws(CLIError) in
        options.site.screenshots = true
    }

    private static let report = OptionSpec<BuildCommandOptions>(
        "--report", "DIR", value: .directory, default: "none",
        help: "Include the review report in DIR (from snapshot --baseline), linked from the index.",
        meaning: "Include the review report that snapshot --baseline BASE --out DIR wrote: report.html, its data and style, "
            + "and every picture it shows, under SITE/report/, linked from the index. A DIR without report.json exits 66."
    ) { options, argument throws(CLIError) in
        options.site.report = try argument.nonEmpty("the folder of a review report")
    }

    private static let quiet = OptionSpec<BuildCommandOptions>(
        "--quiet", value: .flag, default: "off", help: "No progress or summary on stderr."
    ) { options, _ throws(CLIError) in
        options.site.quiet = true
    }
}
