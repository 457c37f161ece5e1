@preconcurrency import Glibc
import Guarded
import HTTPServer
import ListPreview
import Review
import ReviewServer
import Screens

extension ServeCommand {
    /// Serves the screens of the folder's `screens.json` when no fixtures file is named; `--watch`
    /// with neither is a usage error, as it has no file to watch.
    package static func run(_ options: ServeOptions) throws -> Int32 {
        var options = options
        let source = FolderScreens.resolved(options.source)
        guard !options.watch || source.fixtures != nil else {
            throw CLIError.missingArgument("--fixtures FILE for --watch to watch (there is no \(FolderScreens.fileName) in this folder)")
        }
        options.source = source
        return try serve(options, reviewOnly: false)
    }

    /// Serves the screens, and the review `options` names; with `reviewOnly`, the review alone
    /// (`listpreview review`). The token is taken from `LISTPREVIEW_TOKEN` when `--token` gives none.
    static func serve(_ options: ServeOptions, reviewOnly: Bool) throws -> Int32 {
        var options = options
        if options.token != nil {
            StandardError.print("listpreview: warning: --token is visible to every user of this machine (ps, /proc/PID/cmdline); "
                + "give it in LISTPREVIEW_TOKEN instead")
        }
        if options.token == nil, let given = getenv("LISTPREVIEW_TOKEN").map({ String(cString: $0) }), !given.isEmpty {
            do throws(AccessTokenError) {
                options.token = try AccessToken(given)
            } catch {
                let command = reviewOnly ? ReviewCommand.info : info
                throw Failure("listpreview: LISTPREVIEW_TOKEN: \(error)\n\n\(Usage.afterError(for: command))", ExitStatus.usage)
            }
        }
        let sharing = try Sharing(options)
        // Stamped before loading: a save while it loads differs, so `--watch` loads that too.
        let fixturesStamp = FixtureWatcher.stamp(of: options.source.fixtures ?? "")
        let review = try options.review.map { serving throws(Failure) in try reviewServer(serving, claimsRoot: reviewOnly) }
        var app: App
        var lookedUp: [String] = []
        if let review, reviewOnly {
            app = App.serving(review, access: sharing.access)
        } else {
            let loaded: LoadedSource
            (loaded, lookedUp) = try SourceLoading.loadWatched(options.source, sayingDemo: false)
            for line in loaded.warningLines { StandardError.print(line) }
            if let live = options.forgetState.first(where: { id in loaded.screens.contains { $0.id == id } }) {
                throw Failure("listpreview: --forget-state \(live): “\(live)” is in the fixtures, so its state is live, not kept; "
                              + "to start it afresh, press its page's “show” button (POST \(SitePath.action(.show, of: live)))\n\n"
                              + Usage.afterError(for: info), ExitStatus.usage)
            }
            app = try SourceLoading.app(loaded, stateFile: options.source.stateFile, readOnly: options.readOnly, access: sharing.access,
                                        forgetting: options.forgetState)
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
        if let warning = sharing.warning { StandardError.print(warning) }
        if options.source.fixtures == nil, !reviewOnly { StandardError.print(FolderScreens.demoNote) }
        for line in sharing.addressLines(port: server.port) { print(line) }
        if let review { print(readyLine(review, alone: reviewOnly)) }
        fflush(stdout)

        let watcher = options.watch ? FixtureWatcher(source: options.source, current: current, initial: stamps) : nil
        var received: Int32 = 0
        sigwait(&stopSignals, &received)
        watcher?.stop()
        server.stop()
        return ExitStatus.ok
    }

    /// The review's routes for a server, from the report in `serving.shots`; a folder without a
    /// report this program reads is exit 66.
    private static func reviewServer(_ serving: ReviewServing, claimsRoot: Bool) throws(Failure) -> ReviewServer {
        do throws(ReviewError) {
            return try ReviewServer(folder: serving.shots, baselines: serving.baselines, reviewer: serving.reviewer, claimsRoot: claimsRoot)
        } catch {
            throw Failure("listpreview: \(error)", ExitStatus.noInput)
        }
    }

    /// What the review holds, said once the server listens: the changes left to decide, and where.
    private static func readyLine(_ server: ReviewServer, alone: Bool) -> String {
        let review = server.review
        let left = review.undecided.count, cards = review.changeGroups.filter { !$0.undecided.isEmpty }.count
        return "Review of \(server.folder) against \(server.baselines)" + (alone ? "" : " at \(ReviewServer.root)") + ": "
            + (left == 0 ? "nothing left to decide" : "\(left) \(left == 1 ? "change" : "changes") to decide, in \(cards) \(cards == 1 ? "card" : "cards")")
    }
}
