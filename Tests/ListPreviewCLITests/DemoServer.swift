import HTTPServer
import ListPreview
import TestSupport

/// Runs `body` with the demo app behind the real daemon on an ephemeral port, stopped afterwards.
func withDemoServer(_ body: (Int) throws -> Void) throws {
    let app = App(assets: Assets.builtIn)
    let server = try HTTPServer.start(ServerConfiguration(port: 0), handler: app.respond(to:))
    defer { server.stop() }
    try body(server.port)
}
