@preconcurrency import Glibc
import Guarded
import HTTP
import HTTPServer
import ListPreview
import Screens
import Snapshot
import SwiftCode

/// The `listpreview` program; `main.swift` only calls ``run(_:)``.
public enum ListPreviewMain {
    /// The version printed by `--version`.
    public static let version = "0.5.0"
    /// The day ``version`` was released (ISO 8601), the date in the manual page's header.
    public static let releaseDate = "2026-12-01"

    /// Runs the program with the arguments after its name and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            let command = try withFolderScreens(parseCommandLine(arguments))
            switch command {
            case .help:
                print(Usage.overview)
                return ExitStatus.ok
            case let .commandHelp(name):
                print(CommandSpec.named(name).map(Usage.help(for:)) ?? Usage.overview)
                return ExitStatus.ok
            case let .completions(shell):
                print(shell.completionScript, terminator: "")
                return ExitStatus.ok
            case .manual:
                print(ManualPage.roff(version: version, date: releaseDate), terminator: "")
                return ExitStatus.ok
            case let .completionWords(kind, fixtures):
                for word in CompletionWords.read(kind, fixtures: fixtures) { print(word) }
                return ExitStatus.ok
            case .version:
                print("listpreview \(version)")
                return ExitStatus.ok
            case var .serve(options), var .review(options):
                if options.token != nil {
                    printError("listpreview: warning: --token is visible to every user of this machine (ps, /proc/PID/cmdline); "
                        + "give it in LISTPREVIEW_TOKEN instead")
                }
                if options.token == nil, let given = getenv("LISTPREVIEW_TOKEN").map({ String(cString: $0) }), !given.isEmpty {
                    do throws(AccessTokenError) {
                        options.token = try AccessToken(given)
                    } catch {
                        throw Failure("listpreview: LISTPREVIEW_TOKEN: \(error)\n\n\(Usage.afterError(for: .serve))", ExitStatus.usage)
                    }
                }
                if case .review = command { return try serve(options, reviewOnly: true) }
                return try serve(options)
            case let .check(options):
                var ignored: [String] = []
                var loaded = try loadSource(options.source, lookedUp: &ignored)
                // Texts that fall back to English are warned of as the audit finds them; like every
                // warning, they do not fail the check (the file loads and is served as it is) unless --strict.
                loaded.warnings += UntranslatedTexts.warnings(loaded.screens, besides: loaded.warnings)
                for line in loaded.warningLines { printError(line) }
                if options.strict, !loaded.warnings.isEmpty {
                    printError("listpreview: \(loaded.warnings.count) warning\(loaded.warnings.count == 1 ? "" : "s"), and --strict makes them errors")
                    return ExitStatus.dataError
                }
                // The files served under /assets/: images (the user's and the catalogs') and font files.
                let fonts = loaded.fonts.count
                let images = loaded.assets.images.count - Set(loaded.fonts.map(\.file)).count
                print("ok: \(loaded.screens.count) screen\(loaded.screens.count == 1 ? "" : "s")"
                      + (images == 0 ? "" : ", \(images) image\(images == 1 ? "" : "s")")
                      + (fonts == 0 ? "" : ", \(fonts) font face\(fonts == 1 ? "" : "s")"))
                return ExitStatus.ok
            case let .render(options):
                return try render(options)
            case let .code(options):
                return try code(options)
            case let .initialize(options):
                return try InitCommand.run(options)
            case .schema:
                return SchemaCommand.run()
            case let .snapshot(options):
                return try SnapshotCommand.run(options, app: makeApp(options.source), version: version)
            case let .build(options):
                return try BuildCommand.run(options, app: buildApp(options), version: version)
            case let .compare(options):
                return try CompareCommand.run(options)
            case let .mergeReports(options):
                return try MergeReportsCommand.run(options)
            case let .audit(options):
                return try AuditCommand.run(options, app: makeApp(options.source))
            }
        } catch let failure as Failure {
            printError(failure.message)
            return failure.status
        } catch let error as CLIError {
            // The completion scripts' helper says nothing: a half-typed command line is no mistake.
            if arguments.first == CommandSpec.complete.name { return ExitStatus.ok }
            printError("listpreview: \(error)\n\n\(Usage.afterError(in: arguments))")
            return ExitStatus.usage
        } catch {
            printError("listpreview: \(error)")
            return ExitStatus.software
        }
    }

    /// The command with the folder's `screens.json` where it names no fixtures file (``FolderScreens``),
    /// the line saying which screens it reads printed; `check` with neither is a usage error, and so
    /// is `serve --watch`, which has no file to watch.
    private static func withFolderScreens(_ command: Command) throws -> Command {
        func resolved(_ source: AppSource) -> AppSource {
            let (found, note) = FolderScreens.resolve(source)
            if let note { printError(note) }
            return found
        }
        switch command {
        case var .serve(options):
            guard !options.watch || options.source.fixtures != nil || FolderScreens.resolve(options.source).source.fixtures != nil else {
                throw CLIError.missingArgument("--fixtures FILE for --watch to watch (there is no \(FolderScreens.fileName) in this folder)")
            }
            options.source = resolved(options.source)
            return .serve(options)
        case var .check(options):
            guard options.source.fixtures != nil || FolderScreens.resolve(options.source).source.fixtures != nil else {
                throw CLIError.missingArgument("the fixtures file to check (there is no \(FolderScreens.fileName) in this folder)")
            }
            options.source = resolved(options.source)
            return .check(options)
        case var .render(options):
            options.source = resolved(options.source)
            return .render(options)
        case var .code(options):
            options.source = resolved(options.source)
            return .code(options)
        case var .snapshot(options):
            options.source = resolved(options.source)
            return .snapshot(options)
        case var .build(options):
            options.source = resolved(options.source)
            return .build(options)
        case var .audit(options):
            options.source = resolved(options.source)
            return .audit(options)
        default:
            return command
        }
    }

    private static func makeApp(_ source: AppSource) throws -> App {
        var ignored: [String] = []
        return try makeApp(source, readOnly: false, access: AccessPolicy(), lookedUp: &ignored)
    }

    /// The read-only app a site is built from: the fixtures as they start (no state file), only the
    /// screens asked for, so the index and gallery list only those.
    private static func buildApp(_ options: BuildCommandOptions) throws -> App {
        var ignored: [String] = []
        var loaded = try loadSource(options.source, lookedUp: &ignored)
        for line in loaded.warningLines { printError(line) }
        if let chosen = options.site.screens {
            let ids = loaded.screens.map(\.id)
            if let unknown = chosen.first(where: { !ids.contains($0) }) {
                throw CLIError.invalidValue(option: "--screens", value: unknown, expected: "screen ids among: " + ids.joined(separator: ", "))
            }
            loaded.screens = loaded.screens.filter { chosen.contains($0.id) }
        }
        do throws(SourceError) {
            return try AppLoader.makeApp(loaded, stateFile: nil, readOnly: true)
        } catch {
            throw Failure(error)
        }
    }

    /// The app serving what `source` names; `lookedUp` receives the user image paths looked for.
    /// With `printingWarnings`, the fixtures' warnings are printed to standard error once, as they load;
    /// what loading the state file found (kept states, a torn line dropped) always is. `forgetting`
    /// names kept states to drop (`--forget-state`); naming a screen in the fixtures is a usage error.
    private static func makeApp(_ source: AppSource, readOnly: Bool, access: AccessPolicy, lookedUp: inout [String],
                                printingWarnings: Bool = false, forgetting: [String] = [], sayingDemo: Bool = true) throws -> App {
        let loaded = try loadSource(source, lookedUp: &lookedUp, sayingDemo: sayingDemo)
        if printingWarnings { for line in loaded.warningLines { printError(line) } }
        if let live = forgetting.first(where: { id in loaded.screens.contains { $0.id == id } }) {
            throw Failure("listpreview: --forget-state \(live): “\(live)” is in the fixtures, so its state is live, not kept; "
                          + "to start it afresh, press its page's “show” button (POST \(SitePath.action(.show, of: live)))\n\n\(Usage.afterError(for: .serve))", ExitStatus.usage)
        }
        do throws(SourceError) {
            let app = try AppLoader.makeApp(loaded, stateFile: source.stateFile, readOnly: readOnly, access: access, forgetting: forgetting)
            for note in app.store.notes { printError("listpreview: " + note) }
            return app
        } catch {
            throw Failure(error)
        }
    }

    /// Serves the screens, and the review `options` names; with `reviewOnly`, the review alone (`listpreview review`).
    private static func serve(_ options: ServeOptions, reviewOnly: Bool = false) throws -> Int32 {
        let sharing = try Sharing(options)
        var lookedUp: [String] = []
        // Stamped before loading: a save while it loads differs, so `--watch` loads that too.
        let fixturesStamp = FixtureWatcher.stamp(of: options.source.fixtures ?? "")
        let review = try options.review.map { try ReviewServing.server($0, claimsRoot: reviewOnly) }
        var app: App
        if let review, reviewOnly {
            app = App.serving(review, access: sharing.access)
        } else {
            app = try makeApp(options.source, readOnly: options.readOnly, access: sharing.access, lookedUp: &lookedUp, printingWarnings: true,
                              forgetting: options.forgetState, sayingDemo: false)
            if let review { app = app.adding(review) }
        }
        // The images are stamped as loaded, before anyone can be told the server is listening.
        var stamps = FixtureWatcher.stamps(of: lookedUp)
        stamps[options.source.fixtures ?? ""] = fixturesStamp
        // Blocked before any server thread exists, so every thread inherits the mask and the
        // signals wait for sigwait below instead of killing the process mid-request.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        signal(SIGPIPE, SIG_IGN)

        let server: HTTPServer
        // The app in service; `--watch` replaces it when the fixtures file changes.
        let current = Locked(app)
        // A save from the Controls section reloads the screens from the file at once, --watch or not.
        let source = options.source
        current.withLock { app in app = app.reloading(afterSave: { FixtureWatcher.reload(source, current: current) }) }
        do {
            var configuration = ServerConfiguration(host: options.host, port: options.port, errorResponder: { request, error in
                current.withLock { $0 }.errorResponse(error, for: request)
            })
            if let threads = options.threads { configuration.threads = threads }
            server = try HTTPServer.start(configuration, replying: { request in current.withLock { $0 }.reply(to: request) })
        } catch {
            // A port in use is the usual first stumble: say how to get a free one.
            var hint = ""
            if case let .cannotListen(_, port, reason) = error, reason.contains("in use") {
                hint = port == 0 ? "" : " (another program has port \(port): --port 0 picks a free one)"
            }
            throw Failure("listpreview: \(error)\(hint)", ExitStatus.unavailable)
        }
        if let warning = sharing.warning { printError(warning) }
        if options.source.fixtures == nil, !reviewOnly { printError(FolderScreens.demoNote) }
        for line in sharing.addressLines(port: server.port) { print(line) }
        if let review { print(ReviewServing.readyLine(review, alone: reviewOnly)) }
        fflush(stdout)

        let watcher = options.watch ? FixtureWatcher(source: options.source, current: current, initial: stamps) : nil
        var received: Int32 = 0
        sigwait(&stopSignals, &received)
        watcher?.stop()
        server.stop()
        return ExitStatus.ok
    }

    private static func render(_ options: RenderOptions) throws -> Int32 {
        let app = try makeApp(options.source)
        var parameters: [(String, String)] = []
        if let state = options.state { parameters.append(("state", state)) }
        if let language = options.language { parameters.append(("lang", language)) }
        let target = SitePath.url(SitePath.screen(options.screen), parameters)
        let response = app.respond(to: Request(method: .get, target: target))
        guard response.status == .ok else {
            let reason = response.status.code == 404
                ? "there is no screen “\(options.screen)”; the screens are: \(app.store.screens.map(\.id).joined(separator: ", "))"
                : "cannot render \(target): \(response.status)"
            throw Failure("listpreview: \(reason)\n\n\(Usage.afterError(for: .render))", ExitStatus.usage)
        }
        fwrite(response.body, 1, response.body.count, stdout)
        fflush(stdout)
        return ExitStatus.ok
    }

    /// `listpreview code`: the Swift of one screen's placeholder, as the screen's page shows it.
    private static func code(_ options: CodeOptions) throws -> Int32 {
        var ignored: [String] = []
        let loaded = try loadSource(options.source, lookedUp: &ignored)
        for line in loaded.warningLines { printError(line) }
        guard let screen = loaded.screens.first(where: { $0.id == options.screen }) else {
            let reason = "there is no screen “\(options.screen)”; the screens are: \(loaded.screens.map(\.id).joined(separator: ", "))"
            throw Failure("listpreview: \(reason)\n\n\(Usage.afterError(for: .code))", ExitStatus.usage)
        }
        print(SwiftCode.placeholder(screen: screen, state: options.state, style: options.style), terminator: "")
        return ExitStatus.ok
    }

    /// What `source` names, loaded; with `sayingDemo`, the demo says it is the demo once it has loaded.
    private static func loadSource(_ source: AppSource, lookedUp: inout [String], sayingDemo: Bool = true) throws(Failure) -> LoadedSource {
        do throws(SourceError) {
            let loaded = try AppLoader.load(source, lookedUp: &lookedUp)
            if sayingDemo, source.fixtures == nil { printError(FolderScreens.demoNote) }
            return loaded
        } catch {
            throw Failure(error)
        }
    }

    private static func printError(_ message: String) {
        fputs(message + "\n", stderr)
    }
}

/// A failure with its message and exit status.
struct Failure: Error {
    let message: String
    let status: Int32

    init(_ message: String, _ status: Int32) {
        self.message = message
        self.status = status
    }

    /// The failure of sources that do not load: 66 for what cannot be read, 65 for what is not
    /// valid, 74 for a state file that cannot be written.
    init(_ error: SourceError) {
        let status = switch error.kind {
        case .unreadable: ExitStatus.noInput
        case .invalid: ExitStatus.dataError
        case .unwritable: ExitStatus.ioError
        }
        self.init(error.message, status)
    }
}

/// The exit statuses, from sysexits.h.
enum ExitStatus {
    static let ok: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let unavailable: Int32 = 69
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73
    /// A file could not be written (no space, read-only, permission denied): `EX_IOERR`.
    static let ioError: Int32 = 74
}
