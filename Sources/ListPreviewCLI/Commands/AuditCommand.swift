import ListPreview
import Screens
import Variants

/// The options of `listpreview audit`.
public struct AuditOptions: VariantRun, Equatable, Sendable {
    /// Where the screens come from.
    public var source = AppSource()
    /// Screen ids to audit (default: all).
    public var screens: [String]?
    /// States to audit (default: every state each screen can show).
    public var states: [DisplayState]?
    /// Languages, as tags (default: each screen's own).
    public var languages: [String]?
    /// The appearances, text sizes, Increase Contrast and Bold Text the contrast checks use, and the
    /// designs, Reduce Transparency and Bold Text the layout checks draw in (default: both
    /// appearances, each setting's default, the fixtures' design).
    public var axes: VariantAxes = {
        var axes = VariantAxes()
        axes[Theme.self] = Theme.allCases
        return axes
    }()
    /// The device the layout checks draw on (default: the smallest, iPhone SE).
    public var device: Device = .iphoneSE
    /// The browser for the layout checks.
    public var chromium: String?
    /// Print the findings as a JSON array.
    public var json = false
    /// Fail on findings that involve only Apple's system colours too, and on stale accepted findings.
    public var strict = false
    /// Where to write JUnit XML, if anywhere.
    public var junit: String?
    /// A file of accepted findings (`--json`'s form), which then do not fail.
    public var accept: String?

    /// The defaults.
    public init() {}
}

/// `listpreview audit`: every screen × state × theme × language (× text size), checked for what
/// users cannot read or tap, one line per finding (or a JSON array with `--json`).
package enum AuditCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<AuditOptions>(
        "audit", summary: "Check the screens for what users could not read or tap.",
        description: "Checks every screen × state × theme × language for what users cannot read or tap: text contrast "
            + "(WCAG 2.2 1.4.3) and button fills (1.4.11) from the resolved colours, tap targets under 44×44 pt, titles and "
            + "button labels cut short in pseudo or at AX5 (in headless Chromium; skipped with a note without it), and "
            + "untranslated texts. One line per finding; exits 1 when something fails.",
        initial: AuditOptions(),
        options: SourceOptionSpecs.loadingEdited(at: \AuditOptions.source) + [
            ShotOptionSpecs.screens.lifted(\AuditOptions.screens).with(help: "Screens to audit, by id.",
                                                                     meaning: "The screens to audit, a comma-separated list of ids from the fixtures file (default: all)."),
            ShotOptionSpecs.states.lifted(\AuditOptions.states, from: []).with(
                default: "every state each screen can show",
                help: "States: " + DisplayState.previewable.map(\.rawValue).joined(separator: ", ") + "."),
            languages,
        ] + ShotOptionSpecs.settings(for: .audit, defaults: AuditOptions().axes).map { $0.lifted(\AuditOptions.axes) } + [
            device,
            ShotOptionSpecs.chromium.lifted(\AuditOptions.chromium),
            json, junit, accept, strict,
        ]
    )

    private static let languages = OptionSpec<AuditOptions>(
        "--langs", "L,…", value: .languages, default: "each screen's languages",
        help: "BCP 47 language tags (de, pt-BR, ar…) and pseudo."
    ) { options, argument throws(CLIError) in
        options.languages = try argument.languages()
    }

    private static let device = OptionSpec<AuditOptions>(
        "--device", "D", value: .choice(ShotOptionSpecs.fixedSizeDevices.map(\.rawValue)), default: AuditOptions().device.rawValue,
        help: "The device the layout checks draw on (default: \(AuditOptions().device.rawValue), the smallest)."
    ) { options, argument throws(CLIError) in
        let valid = ShotOptionSpecs.fixedSizeDevices.map(\.rawValue)
        guard let device = Device(rawValue: argument.text), valid.contains(argument.text) else {
            throw argument.invalid("one of: " + valid.joined(separator: ", "))
        }
        options.device = device
    }

    private static let json = OptionSpec<AuditOptions>(
        "--json", value: .flag, default: "off", help: "Print the findings as a JSON array."
    ) { options, _ throws(CLIError) in
        options.json = true
    }

    private static let junit = OptionSpec<AuditOptions>(
        "--junit", "FILE", value: .file(extension: "xml"), default: "none",
        help: "Also write JUnit XML: a testcase per screen × state × variant, a failure per failing finding.",
        meaning: "Also write JUnit XML to FILE, as CI servers read it: a testcase per screen × state × variant checked (and per "
            + "screen × language for translations), with a failure per failing finding; accepted findings, and those in "
            + "Apple's colours alone without --strict, are listed in the case's system-out."
    ) { options, argument throws(CLIError) in
        options.junit = try argument.nonEmpty("a file for the JUnit XML")
    }

    private static let accept = OptionSpec<AuditOptions>(
        "--accept", "FILE", value: .file(extension: "json"), default: "none",
        help: "Findings accepted earlier (audit --json's output, or part of it): they pass; only new ones fail.",
        meaning: "A file of accepted findings, in the form audit --json prints (all of it, or the entries kept). Each entry is "
            + "matched by screen, state, variant (theme, language, text size, design, contrast, transparency), check and element, never by its "
            + "message: an accepted finding is printed with [accepted] and does not fail; a new one does; an accepted one no "
            + "longer found is listed as stale (and fails with --strict). Make one with audit --json > accepted.json."
    ) { options, argument throws(CLIError) in
        options.accept = try argument.nonEmpty("a file of accepted findings")
    }

    private static let strict = OptionSpec<AuditOptions>(
        "--strict", value: .flag, default: "off", help: "Also fail on findings in Apple's system colours alone, and on stale accepted ones."
    ) { options, _ throws(CLIError) in
        options.strict = true
    }
}
