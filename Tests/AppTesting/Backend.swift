import Foundation

/// Which way an ``AppClient``'s requests reach the app: the same test body runs either way.
public enum Backend: String, CaseIterable, Sendable {
    /// `App.reply(to:)` called in this process with a `Request` value, as the server would call
    /// it: fast, and no socket involved.
    case inProcess
    /// The real `HTTPServer` on an ephemeral port, over real sockets: what goes over the wire.
    case live

    /// Both, except in `make test`'s thread-sanitized pass (`LISTPREVIEW_SANITIZED_SUITES_ONLY`):
    /// there the real server alone, whose threads call the same app the in-process backend calls —
    /// every race the in-process run could show, the live one shows too, beside the server's. The
    /// debug pass runs both.
    public static var allCases: [Backend] {
        ProcessInfo.processInfo.environment["LISTPREVIEW_SANITIZED_SUITES_ONLY"] == nil ? [.inProcess, .live] : [.live]
    }
}
