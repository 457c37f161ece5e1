import ListPreview
import ScreenEdits

/// The options that say where the screens come from, declared once and listed by every command
/// that loads fixtures and renders pages: serve, check, render, snapshot and audit.
enum SourceOptionSpecs {
    /// `--fixtures FILE`.
    static let fixtures = OptionSpec<AppSource>(
        "--fixtures", "FILE", value: .file(extension: "json"), default: "the demo",
        help: "Screens from a JSON fixtures file (default: the built-in demo screen).",
        meaning: "Screens from a JSON fixtures file (see listpreview schema); without it, the built-in demo screen."
    ) { options, argument throws(CLIError) in
        options.fixtures = try argument.nonEmpty("a JSON file")
    }

    /// `--assets DIR`.
    static let assets = OptionSpec<AppSource>(
        "--assets", "DIR", value: .directory, default: "the fixtures file's directory",
        help: "Where the fixtures' images are.",
        meaning: "Where the fixtures' own images are looked up; by default the directory of the fixtures file."
    ) { options, argument throws(CLIError) in
        options.assetsDirectory = try argument.nonEmpty("a directory")
    }

    /// `--public DIR`.
    static let publicDirectory = OptionSpec<AppSource>(
        "--public", "DIR", value: .directory, default: "none",
        help: "Files that replace or add to the built-in ones under /public/ (e.g. style.css).",
        meaning: "Files that replace built-in ones of the same name (e.g. your own style.css) or add to them, under /public/."
    ) { options, argument throws(CLIError) in
        options.publicDirectory = try argument.nonEmpty("a directory")
    }

    /// `--strings PATH`, repeatable.
    static let strings = OptionSpec<AppSource>(
        "--strings", "PATH", value: .path, default: "none", repeatable: true,
        help: "The app's strings: a .xcstrings String Catalog, a .strings or .stringsdict file in a LANG.lproj folder, or a folder.",
        meaning: "The app's strings, repeatable: a .xcstrings String Catalog, a .strings or .stringsdict file in a LANG.lproj folder "
            + "(text or property list, as Foundation reads them), or a folder searched for all of them; fixtures then give texts as {\"key\": \"…\", \"table\": \"…\", \"args\": […]}. "
            + "With serve --watch, edits to them reload the screens too."
    ) { options, argument throws(CLIError) in
        options.strings.append(try argument.nonEmpty("a .xcstrings file, a .strings or .stringsdict file in a LANG.lproj folder, or a folder"))
    }

    /// `--xcassets PATH`, repeatable.
    static let catalogs = OptionSpec<AppSource>(
        "--xcassets", "PATH", value: .directory, default: "every *.xcassets beside the fixtures", repeatable: true,
        help: "An asset catalog whose colour sets and image sets fixtures may name.",
        meaning: "The app's asset catalog, repeatable: fixtures then name its colour sets (\"tint\": \"AccentColor\") and image sets "
            + "(\"image\": \"EmptyInbox\") as Xcode does, namespaces included (\"Brand/Primary\"); names are looked up in the catalogs "
            + "first. Every *.xcassets folder beside the fixtures file is read without it. With serve --watch, edits reload the screens."
    ) { options, argument throws(CLIError) in
        options.catalogs.append(try argument.nonEmpty("an .xcassets folder"))
    }

    /// `--verbose`.
    static let verbose = OptionSpec<AppSource>(
        "--verbose", value: .flag, default: "off",
        help: "List every warning about the app's files, not one line per kind with a count.",
        meaning: "List every warning about the fixtures and the app's files on a line of its own. Without it, warnings of one kind "
            + "(one key's device variations in 19 languages, every key missing from the strings) are one line: the first of them and how many more there are."
    ) { options, _ throws(CLIError) in
        options.verbose = true
    }

    /// `--state-file FILE`; only serve and render take it: the others never look at saved states.
    static let stateFile = OptionSpec<AppSource>(
        "--state-file", "FILE", value: .file(extension: "json"), default: "none",
        help: "Keep every screen's state in FILE across restarts.",
        meaning: "Keep every screen's state across restarts: FILE is a snapshot and FILE.journal holds each change since, "
            + "appended and flushed before the change is acknowledged, so an acknowledged change survives kill -9. "
            + "The state of a screen the fixtures no longer name is kept, said once at start, and given back when the screen returns."
    ) { options, argument throws(CLIError) in
        options.stateFile = try argument.nonEmpty("a file path")
    }

    /// `--set STATE.FIELD=VALUE`, repeatable; snapshot, audit and render take it: what a page's
    /// `?edit.STATE.FIELD=VALUE` previews, for every screen.
    static let edits = OptionSpec<AppSource>(
        "--set", "STATE.FIELD=VALUE", value: .text, default: "none", repeatable: true,
        help: "Edit a field of every screen before drawing it, as the Controls section does (empty.title=\"No Mail\").",
        meaning: "Edit a field of every screen before drawing it, repeatable, as a page's Controls section and its URL "
            + "(?edit.empty.title=…) do: STATE is screen, empty, network, error, loading or search; a placeholder's fields are "
            + EditField.placeholder.map(\.name).joined(separator: ", ") + "; the screen's are "
            + EditField.screen.map(\.name).joined(separator: ", ") + ". A text given is every language's, or with STATE.FIELD@LANG "
            + "(empty.title@de=\"Keine Nachrichten\") that language's alone, its others kept; a colour is a UIKit "
            + "name, one of the app's colour sets or #rrggbb; an empty colour or number is the default."
    ) { options, argument throws(CLIError) in
        do throws(EditError) {
            try options.edits.set(contentsOf: ScreenEdits(settings: [argument.text]))
        } catch {
            throw argument.invalid("STATE.FIELD=VALUE: " + error.message)
        }
    }

    /// What the commands that draw edited screens take (snapshot, audit, render): ``loading(at:)`` and `--set`.
    static func loadingEdited<Options>(at path: WritableKeyPath<Options, AppSource> & Sendable) -> [OptionSpec<Options>] {
        loading(at: path) + [edits.lifted(path)]
    }

    /// Every command that loads fixtures takes these, lifted to its options at `path`.
    static func loading<Options>(at path: WritableKeyPath<Options, AppSource> & Sendable) -> [OptionSpec<Options>] {
        [fixtures, assets, publicDirectory, strings, catalogs, verbose].map { $0.lifted(path) }
    }
}
