import ListPreview
import Screens

/// The options of `listpreview check`.
public struct CheckOptions: Equatable, Sendable {
    /// Where the screens come from; `fixtures` is the file to check.
    public var source = AppSource()
    /// Whether warnings fail the check (exit 65).
    public var strict = false

    /// No file yet.
    public init() {}
}

/// `listpreview check [FILE]`: a fixtures file and what it names, loaded and checked, every
/// problem and warning printed.
package enum CheckCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<CheckOptions>(
        "check", summary: "Validate a fixtures file and the images it names.",
        description: "Validates a fixtures file and the images it names, then prints “ok: N screens” (and “, M images” when "
            + "the fixtures have their own), or every problem with its JSON path. Warnings (untranslated keys, texts that "
            + "fall back to English while others of their screen are translated, colours without a dark variant) are printed and do not fail the check unless --strict. FILE may also be given as --fixtures FILE.",
        arguments: [ArgumentInfo(name: "FILE", optional: true, meaning: "The fixtures file to check (default: screens.json in this folder).", value: .file(extension: "json"))],
        initial: CheckOptions(),
        options: SourceOptionSpecs.loading(at: \CheckOptions.source) + [strict]
    ) { options, arguments throws(CLIError) in
        var options = options
        if let file = arguments.first {
            guard options.source.fixtures == nil else { throw .unexpectedArgument(file) }
            options.source.fixtures = file
        }
        // With neither, the folder's screens.json is checked (run: FolderScreens).
        return options
    }

    /// Checks the fixtures file given, else the folder's `screens.json`; with neither, a usage error.
    package static func run(_ options: CheckOptions) throws -> Int32 {
        let source = FolderScreens.resolved(options.source)
        guard source.fixtures != nil else {
            throw CLIError.missingArgument("the fixtures file to check (there is no \(FolderScreens.fileName) in this folder)")
        }
        var loaded = try SourceLoading.load(source)
        // Texts that fall back to English are warned of as the audit finds them; like every
        // warning, they do not fail the check (the file loads and is served as it is) unless --strict.
        loaded.warnings += UntranslatedTexts.warnings(loaded.screens, besides: loaded.warnings)
        for line in loaded.warningLines { StandardError.print(line) }
        if options.strict, !loaded.warnings.isEmpty {
            StandardError.print("listpreview: \(loaded.warnings.count) warning\(loaded.warnings.count == 1 ? "" : "s"), and --strict makes them errors")
            return ExitStatus.dataError
        }
        // The files served under /assets/: images (the user's and the catalogs') and font files.
        let fonts = loaded.fonts.count
        let images = loaded.assets.images.count - Set(loaded.fonts.map(\.file)).count
        print("ok: \(loaded.screens.count) screen\(loaded.screens.count == 1 ? "" : "s")"
              + (images == 0 ? "" : ", \(images) image\(images == 1 ? "" : "s")")
              + (fonts == 0 ? "" : ", \(fonts) font face\(fonts == 1 ? "" : "s")"))
        return ExitStatus.ok
    }

    private static let strict = OptionSpec<CheckOptions>(
        "--strict", value: .flag, default: "off",
        help: "Warnings (untranslated keys and texts, colours without a dark variant) are errors (exit 65).",
        meaning: "Make warnings (untranslated keys and texts, colours without a dark variant) errors: the check then exits 65."
    ) { options, _ throws(CLIError) in
        options.strict = true
    }
}
