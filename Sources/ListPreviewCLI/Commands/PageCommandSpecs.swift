import ListPreview
import Screens

extension CommandSpec {
    /// `listpreview check FILE`.
    static let check = CommandSpec(
        "check", summary: "Validate a fixtures file and the images it names.",
        description: "Validates a fixtures file and the images it names, then prints “ok: N screens” (and “, M images” when "
            + "the fixtures have their own), or every problem with its JSON path. Warnings (untranslated keys, texts that "
            + "fall back to English while others of their screen are translated, colours without a dark variant) are printed and do not fail the check unless --strict. FILE may also be given as --fixtures FILE.",
        arguments: [ArgumentInfo(name: "FILE", optional: true, meaning: "The fixtures file to check (default: screens.json in this folder).", value: .file(extension: "json"))],
        initial: CheckOptions(),
        options: SourceOptionSpecs.loading(at: \CheckOptions.source) + [strictCheck]
    ) { options, arguments throws(CLIError) in
        var options = options
        if let file = arguments.first {
            guard options.source.fixtures == nil else { throw .unexpectedArgument(file) }
            options.source.fixtures = file
        }
        // With neither, the folder's screens.json is checked (ListPreviewMain: FolderScreens).
        return .check(options)
    }

    /// `listpreview render --screen ID`.
    static let render = CommandSpec(
        "render", summary: "Print the HTML of one screen.",
        description: "Prints the HTML of one screen, the same bytes GET /screens/ID?state=STATE&lang=LANG returns.",
        initial: RenderOptions(),
        options: [screen, state, language] + SourceOptionSpecs.loadingEdited(at: \RenderOptions.source)
            + [SourceOptionSpecs.stateFile.lifted(\RenderOptions.source)],
        required: ["--screen"]
    ) { options, _ throws(CLIError) in
        .render(options)
    }

    private static let strictCheck = OptionSpec<CheckOptions>(
        "--strict", value: .flag, default: "off",
        help: "Warnings (untranslated keys and texts, colours without a dark variant) are errors (exit 65).",
        meaning: "Make warnings (untranslated keys and texts, colours without a dark variant) errors: the check then exits 65."
    ) { options, _ throws(CLIError) in
        options.strict = true
    }

    private static let screen = OptionSpec<RenderOptions>(
        "--screen", "ID", value: .screen, help: "The screen to render, by id."
    ) { options, argument throws(CLIError) in
        options.screen = try argument.nonEmpty("a screen id")
    }

    private static let state = OptionSpec<RenderOptions>(
        "--state", "STATE", value: .choice(DisplayState.previewable.map(\.rawValue)), default: "the screen's current state",
        help: "Render a preview: " + DisplayState.previewable.map(\.rawValue).joined(separator: ", ") + "."
    ) { options, argument throws(CLIError) in
        options.state = try argument.nonEmpty("a state")
    }

    private static let language = OptionSpec<RenderOptions>(
        "--lang", "LANG", value: .text, default: "en",
        help: "Render in a language of the screen (a BCP 47 tag: en, de, zh-Hans…, or pseudo)."
    ) { options, argument throws(CLIError) in
        options.language = try argument.nonEmpty("a language such as en, zh-Hans or zh-Hant")
    }
}
