import Synchronization

/// One HTTP response as a plain value.
public struct Response: Sendable {
    /// The status line's code and reason.
    public var status: Status { didSet { sharing = nil } }
    /// The header fields; the server adds `Content-Length` and `Date`.
    public var headers: Headers { didSet { sharing = nil } }
    /// The body bytes (not sent for HEAD requests).
    public var body: [UInt8] { didSet { sharing = nil } }
    /// Set by ``shared()`` and dropped by any change to the response: it stands for this exact
    /// response (status, headers, body), which is sent again and again unchanged.
    public private(set) var sharing: Sharing?

    /// The identity of a response sent many times unchanged (a cached page). A server may prepare
    /// its own form of the response once and keep it as long as this object lives; the response
    /// value knows nothing of that form.
    public final class Sharing: Sendable {
        /// A number no other sharing in this process has had or will have: unlike an object's
        /// address, never reused once this one is gone.
        public let serial: UInt64
        /// An object that lives exactly as long as this sharing and goes nowhere else: hold it
        /// weakly to learn when the sharing is gone. (A weak reference to the sharing itself would
        /// give it a side table, and every copy of the response would then count its references
        /// the slow way.)
        public let lifetime = Lifetime()

        /// See ``Sharing/lifetime``.
        public final class Lifetime: Sendable {
            fileprivate init() {}
        }

        fileprivate init() {
            serial = Self.next.add(1, ordering: .relaxed).newValue
        }

        private static let next = Atomic<UInt64>(0)
    }

    /// A response from its parts.
    public init(status: Status, headers: Headers = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// This response, marked as sent many times unchanged: its copies share one ``Sharing``.
    public func shared() -> Response {
        var response = self
        response.sharing = Sharing()
        return response
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

    /// `304 Not Modified` when `request` (a GET or HEAD) already has this `200` response by its
    /// `ETag`, with the same headers but `Content-Type`; else the response itself.
    public func revalidated(by request: Request) -> Response {
        guard status == .ok, request.method == .get || request.method == .head,
              let etag = headers["ETag"], request.isFresh(etag: etag) else { return self }
        return Response(status: .notModified, headers: Headers(headers.filter { $0.name != "Content-Type" }))
    }
}
