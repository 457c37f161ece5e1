import HTTP
import HTTPServer
import ListPreview

/// Runs a test body against an app on either back end (hummingbird's `app.test(.router)` /
/// `.live`): `try AppTest.run(app, backend) { client in try client.request(.get, "/") }`.
public enum AppTest {
    /// The server's configuration, as `listpreview serve` makes it: port 0, the app's error pages
    /// for the errors the server answers itself. The in-process back end applies its body limit
    /// and error responder too.
    public static func configuration(for app: App) -> ServerConfiguration {
        ServerConfiguration(port: 0, errorResponder: { request, error in app.errorResponse(error, for: request) })
    }

    /// Calls `body` with a client of `app` on `backend`; a live server (with `eventLoops` loops,
    /// one per core by default, and whatever else `configured` sets) is stopped when `body` returns.
    /// The replies the app holds end when their event comes or the test says their time is up
    /// (``AppClient/holds``), never by a clock.
    public static func run<Result>(_ app: App, _ backend: Backend, eventLoops: Int? = nil,
                                   configured: (inout ServerConfiguration) -> Void = { _ in },
                                   _ body: (AppClient) throws -> Result) throws -> Result {
        var configuration = Self.configuration(for: app)
        if let eventLoops { configuration.threads = eventLoops }
        configured(&configuration)
        let holds = Holds()
        switch backend {
        case .inProcess:
            return try body(AppClient(.inProcess(app, configuration), holds: holds))
        case .live:
            let server = try HTTPServer.start(configuration, replying: { holds.hold(app.reply(to: $0)) })
            defer { server.stop() }
            return try body(AppClient(.live(port: server.port), holds: holds))
        }
    }
}
