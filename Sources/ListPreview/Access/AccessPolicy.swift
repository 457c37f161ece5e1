import HTTP
import Pages
import Screens

/// Who may talk to this server, decided for every request before anything else: the name it is
/// called by (``HostAllowList``) and, when the server is shared beyond loopback, its token.
///
/// Requests made in this process (`render`, `snapshot`; ``Request/connection`` is `nil`) are the
/// program's own and skip the port, address and token checks; a `Host` they carry is still checked.
public struct AccessPolicy: Sendable {
    /// The names requests may call this server by.
    public var hosts: HostAllowList
    /// The token every request must carry, if any (always when shared beyond loopback unless read-only).
    public var token: AccessToken?
    /// Holds back a client that keeps sending wrong tokens; shared by every copy of this policy.
    public let throttle: TokenThrottle
    /// The paths served without the token (see ``signInFiles``).
    var openPaths: Set<Substring> = Set(AccessPolicy.signInFiles.map { "/public/" + $0 })

    /// The built-in files the `401` page itself uses, which therefore need no token: whoever lacks
    /// one must still see the sign-in form styled. Every other file — a built-in image, and any
    /// `--public` file, which may show the app's unreleased design — needs the token, as pages do.
    public static let signInFiles = ["style.css", "icon.svg"]

    /// A policy; by default loopback names and addresses only, no token.
    public init(hosts: HostAllowList = HostAllowList(), token: AccessToken? = nil, throttle: TokenThrottle = TokenThrottle()) {
        self.hosts = hosts
        self.token = token
        self.throttle = throttle
    }

    /// This policy for an app serving `assets`: a sign-in file replaced with `--public` is the
    /// user's own and needs the token (the `401` page then goes without it).
    func serving(_ assets: Assets) -> AccessPolicy {
        var policy = self
        policy.openPaths = Set(Self.signInFiles.filter { assets.files[$0] == Assets.builtIn.files[$0] }.map { "/public/" + $0 })
        return policy
    }

    /// What to do with a request.
    public enum Decision: Sendable {
        /// Serve it.
        case admit
        /// The request brought the token: keep it in a cookie and go to `location` without it.
        case signIn(location: String, cookie: String)
        /// Answer with this error instead.
        case refuse(HTTPError)
    }

    /// The decision for `request`.
    public func decide(_ request: Request) -> Decision {
        do throws(HTTPError) {
            try checkHost(request)
            guard let token, let connection = request.connection, !isOpenToAll(request) else { return .admit }
            if let wait = throttle.wait(for: connection.client) {
                throw HTTPError(.tooManyRequests, "Too many wrong tokens came from this address (\(connection.client)): "
                    + "wait \(wait) second\(wait == 1 ? "" : "s") and try again with the link ListPreview printed when it started.",
                    headers: ["Retry-After": String(wait)])
            }
            var wrong = false
            do throws(HTTPError) {
                return try checkToken(token, request, port: connection.port, wrong: &wrong)
            } catch {
                if wrong { throttle.failed(connection.client) }
                throw error
            }
        } catch {
            return .refuse(error)
        }
    }

    /// Reads of the sign-in page's own files need no token (see ``signInFiles``).
    private func isOpenToAll(_ request: Request) -> Bool {
        (request.method == .get || request.method == .head) && openPaths.contains(request.rawPath)
    }

    /// The `Host` (or absolute-form authority) must be one this server is known by, with its port.
    private func checkHost(_ request: Request) throws(HTTPError) {
        guard let authority = try request.authority() else {
            // HTTP/1.0 without Host: this machine's own clients only.
            if let connection = request.connection, !connection.fromLoopback {
                throw HTTPError(.forbidden, "A request from another machine must say which host it is for (a Host field).")
            }
            return
        }
        if let port = authority.port, let connection = request.connection, port != connection.port {
            throw HTTPError(.forbidden, "This server listens on port \(connection.port), not \(port) (the request is for “\(authority)”).")
        }
        guard hosts.allows(authority) else {
            let allowable = (try? HostAllowList(allowing: [authority.host])) != nil
            throw HTTPError(.forbidden, "This server does not answer to the name “\(authority.host)”: it answers to localhost, "
                + "IP addresses and the names allowed with --allow-host. "
                + (allowable ? "If you opened it by that name yourself, start it with --allow-host \(authority.host). " : "")
                + "(A web page that calls itself by a name pointed at this machine is how DNS rebinding reaches a server "
                + "that only listens locally, so other names are refused.)")
        }
    }

    /// The token must come as `?token=` (then kept in a cookie), the sign-in form, the cookie or a bearer header.
    /// Sets `wrong` when the request brought a token and it is not this one (a missing token is no guess).
    private func checkToken(_ token: AccessToken, _ request: Request, port: Int, wrong: inout Bool) throws(HTTPError) -> Decision {
        let cookieName = AccessToken.cookieName(port: port)
        // Written only when signing in; the requests that merely carry the token build no string.
        var cookie: String { "\(cookieName)=\(token.value); Path=/; Max-Age=2592000; HttpOnly; SameSite=Strict" }
        if request.method == .post, request.rawPath == SitePath.signIn {
            let form = try request.form()
            guard let given = form["token"], token.matches(given[...]) else {
                wrong = form["token"].map { !$0.isEmpty } ?? false
                throw Self.unauthorized("That is not this server's token. Check the link ListPreview printed when it started.")
            }
            return .signIn(location: Self.location(form["next"] ?? "/", hiding: token), cookie: cookie)
        }
        if request.method == .get || request.method == .head, let given = try request.query()["token"] {
            guard token.matches(given[...]) else {
                wrong = true
                throw Self.unauthorized("The token in this link is not this server's: the server was restarted with a new token, "
                    + "or the link was copied wrong. Open the link ListPreview printed when it started.")
            }
            return .signIn(location: Self.location(Self.withoutToken(request), hiding: token), cookie: cookie)
        }
        if let bearer = request.bearerToken {
            guard token.matches(bearer) else {
                wrong = true
                throw Self.unauthorized("The bearer token is not this server's.")
            }
            return .admit
        }
        if let kept = request.cookies[cookieName] {
            guard token.matches(kept[...]) else {
                wrong = true
                throw Self.unauthorized("This browser has a token from an earlier run of the server. "
                    + "Open the link ListPreview printed when it started, or enter the token.")
            }
            return .admit
        }
        throw Self.unauthorized("This ListPreview is shared on the network and needs its access token. Open the link it "
            + "printed when it started (it ends in ?token=…), ask whoever started it for the token and enter it here, "
            + "or, from a script, send the header Authorization: Bearer TOKEN.")
    }

    /// A `401` that names the scheme scripts use (RFC 9110 §11.6.1 requires `WWW-Authenticate`).
    private static func unauthorized(_ message: String) -> HTTPError {
        HTTPError(.unauthorized, message, headers: ["WWW-Authenticate": "Bearer realm=\"ListPreview\""])
    }

    /// The request's own target without its `token` parameter (other parameters as sent).
    private static func withoutToken(_ request: Request) -> String {
        let kept = request.rawQuery.split(separator: "&").filter { piece in
            let name = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return (try? PercentDecoding.decode(name, plusAsSpace: true)) != "token"
        }
        return String(request.rawPath) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// Where the `401` page's form returns after signing in: the page asked for, or the one the
    /// failed sign-in was returning to.
    public static func returnPath(for request: Request) -> String {
        if request.method == .get || request.method == .head {
            return safeLocation(withoutToken(request))
        }
        if request.method == .post, request.rawPath == SitePath.signIn { return safeLocation((try? request.form())?["next"]) }
        return "/"
    }

    /// `target` as a safe redirect that does not show `token` anywhere (in another parameter, say,
    /// or percent-encoded): else the start page.
    private static func location(_ target: String, hiding token: AccessToken) -> String {
        let location = safeLocation(target)
        let decoded = (try? PercentDecoding.decode(location[...], plusAsSpace: true)) ?? location
        return location.contains(token.value) || decoded.contains(token.value) ? "/" : location
    }

    /// Where the sign-in form goes next: a path on this server, else the start page (never
    /// `//other.example`, which a browser reads as another host).
    private static func safeLocation(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\"),
              next.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return "/" }
        return next
    }
}
