@preconcurrency import Glibc
import HTTP
import HTTPServer
import ListPreview

/// The `listpreview` program; `main.swift` only calls ``run(_:)``.
public enum ListPreviewMain {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// Runs the program with the arguments after its name and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try parseCommandLine(arguments)
        } catch {
            printError("listpreview: \(error)\n\n\(usage)")
            return ExitStatus.usage
        }
        switch command {
        case .help:
            print(usage)
            return ExitStatus.ok
        case .version:
            print("listpreview \(version)")
            return ExitStatus.ok
        case let .serve(options):
            return serve(options)
        }
    }

    private static func serve(_ options: ServeOptions) -> Int32 {
        let assets: Assets
        do {
            assets = try Assets(directory: options.publicDirectory)
        } catch {
            printError("listpreview: \(error)")
            return ExitStatus.noInput
        }
        let app = App(assets: assets)
        // Blocked before any server thread exists, so every thread inherits the mask and the
        // signals wait for sigwait below instead of killing the process mid-request.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        signal(SIGPIPE, SIG_IGN)

        let server: HTTPServer
        do {
            server = try HTTPServer.start(ServerConfiguration(host: options.host, port: options.port),
                                          handler: app.respond(to:))
        } catch {
            printError("listpreview: \(error)")
            return ExitStatus.unavailable
        }
        let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
        print("Listening on http://\(shownHost):\(server.port)/")
        fflush(stdout)

        var received: Int32 = 0
        sigwait(&stopSignals, &received)
        server.stop()
        return ExitStatus.ok
    }

    private static func printError(_ message: String) {
        fputs(message + "\n", stderr)
    }
}

/// The exit statuses, from sysexits.h.
enum ExitStatus {
    static let ok: Int32 = 0
    static let usage: Int32 = 64
    static let noInput: Int32 = 66
    static let unavailable: Int32 = 69
}
