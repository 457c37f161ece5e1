/// Which way an ``AppClient``'s requests reach the app: the same test body runs either way.
public enum Backend: String, CaseIterable, Sendable {
    /// `App.reply(to:)` called in this process with a `Request` value, as the server would call
    /// it: fast, and no socket involved.
    case inProcess
    /// The real `HTTPServer` on an ephemeral port, over real sockets: what goes over the wire.
    case live
}
