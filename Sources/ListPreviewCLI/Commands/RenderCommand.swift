@preconcurrency import Glibc
import HTTP
import ListPreview
import Screens

/// The options of `listpreview render`.
public struct RenderOptions: Equatable, Sendable {
    /// The screen's id.
    public var screen = ""
    /// A `?state=` preview, if any.
    public var state: String?
    /// A `?lang=` language, if any.
    public var language: String?
    /// Where the screens come from.
    public var source = AppSource()

    /// No screen yet.
    public init() {}
}

/// `listpreview render --screen ID`: one screen's page, the bytes a `GET` of it returns.
package enum RenderCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<RenderOptions>(
        "render", summary: "Print the HTML of one screen.",
        description: "Prints the HTML of one screen, the same bytes GET /screens/ID?state=STATE&lang=LANG returns.",
        initial: RenderOptions(),
        options: [screen, state, language] + SourceOptionSpecs.loadingEdited(at: \RenderOptions.source)
            + [SourceOptionSpecs.stateFile.lifted(\RenderOptions.source)],
        required: ["--screen"]
    )

    /// Prints the page of the screen asked for; a screen the fixtures lack is a usage error.
    package static func run(_ options: RenderOptions) throws -> Int32 {
        var options = options
        options.source = FolderScreens.resolved(options.source)
        let app = try SourceLoading.app(options.source)
        var parameters: [(String, String)] = []
        if let state = options.state { parameters.append(("state", state)) }
        if let language = options.language { parameters.append(("lang", language)) }
        let target = SitePath.url(SitePath.screen(options.screen), parameters)
        let response = app.respond(to: Request(method: .get, target: target))
        guard response.status == .ok else {
            let reason = response.status.code == 404
                ? "there is no screen “\(options.screen)”; the screens are: \(app.store.screens.map(\.id).joined(separator: ", "))"
                : "cannot render \(target): \(response.status)"
            throw Failure("listpreview: \(reason)\n\n\(Usage.afterError(for: info))", ExitStatus.usage)
        }
        fwrite(response.body, 1, response.body.count, stdout)
        fflush(stdout)
        return ExitStatus.ok
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
        help: "Render in a language of the screen, a BCP 47 tag: en, de, zh-Hans…, or pseudo."
    ) { options, argument throws(CLIError) in
        options.language = try argument.nonEmpty("a language such as en, zh-Hans or zh-Hant")
    }
}
