import HTTP

/// The policy headers every response carries, added by ``App`` in one place as a response's last
/// step: no script but our own file, no sniffing, framed only by this server's own pages (the
/// gallery), and no full URLs leaked to other sites.
enum ResponsePolicy {
    /// Only this server's own files: its one script (`live.js`, nothing inline), stylesheet and images.
    static let contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "frame-ancestors 'self'; form-action 'self'; base-uri 'none'; object-src 'none'"

    /// `response` with the policy headers; a route's own `Content-Security-Policy` (a user's image) is kept.
    static func apply(to response: Response) -> Response {
        var response = response
        if response.headers["Content-Security-Policy"] == nil {
            response.headers.set("Content-Security-Policy", contentSecurityPolicy)
        }
        response.headers.set("X-Content-Type-Options", "nosniff")
        response.headers.set("Referrer-Policy", "same-origin")
        return response
    }
}
