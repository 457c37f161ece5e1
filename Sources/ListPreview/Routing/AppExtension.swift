import HTTP

/// Routes added to an app from a layer above it (the review page, `ReviewServer`): consulted for
/// every request after admission — the `Host` check, the token, the sign-in — so each access rule
/// applies to them as to the app's own routes, and, for a change (any method but `GET` and
/// `HEAD`), after the app's cross-site and read-only checks (``ChangePolicy``). What it answers is
/// finished as the app's own responses are (policy headers, `304`).
public protocol AppExtension: Sendable {
    /// The response to `request`, or `nil` when the path is not the extension's (the app's own
    /// routes then answer it).
    func respond(to request: Request, caller: Caller) throws(HTTPError) -> Response?

    /// Whether `request` is the extension's: its changes are checked as the app's are before ``respond(to:caller:)``.
    func handles(_ request: Request) -> Bool
}

/// Who sent an admitted request, as far as the server knows.
public struct Caller: Sendable, Equatable {
    /// Whether it carried the server's token (shared beyond loopback); `false` on a server without one.
    public let carriesToken: Bool
    /// A name to record for what it did: the token's label (``AccessToken/label``) when it carried
    /// one, else `nil` (a request from this machine's own user).
    public let label: String?

    /// A caller from its parts.
    public init(carriesToken: Bool, label: String?) {
        self.carriesToken = carriesToken
        self.label = label
    }
}
