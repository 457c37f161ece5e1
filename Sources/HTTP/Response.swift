import Synchronization

/// The identity of a response that is sent many times unchanged (a cached page), and the place
/// where the server keeps the form it prepared for it, which lives exactly as long as the token.
public final class ReuseToken: Sendable {
    /// The server's prepared form of the response, set once by the first thread to send it.
    public let prepared = AtomicLazyReference<AnyObject & Sendable>()

    /// A new identity.
    public init() {}
}

/// One HTTP response as a plain value.
public struct Response: Sendable {
    /// The status line's code and reason.
    public var status: Status
    /// The header fields; the server adds `Content-Length` and `Date`.
    public var headers: Headers
    /// The body bytes (not sent for HEAD requests).
    public var body: [UInt8]
    /// Set when this exact response (status, headers, body) is sent again and again: the server
    /// may then prepare it once and reuse it. Whoever sets it must not change the response after.
    public var reuse: ReuseToken?

    /// A response from its parts.
    public init(status: Status, headers: Headers = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `303 See Other` to `location`: the answer to a form POST (post/redirect/get).
    public static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther,
                 headers: ["Location": location, "Content-Type": "text/plain; charset=utf-8"],
                 body: Array("See \(location)\n".utf8))
    }

    /// A plain-text response, for errors raised below the app.
    public static func text(_ status: Status, _ text: String, headers: Headers = [:]) -> Response {
        var response = Response(status: status, headers: headers, body: Array(text.utf8))
        response.headers.set("Content-Type", "text/plain; charset=utf-8")
        return response
    }
}
