/// One HTTP request as a plain value: what the server read, undecoded.
///
/// Decoding (path, query, form) happens on demand and throws ``HTTPError`` with status 400,
/// so a malformed request becomes a helpful answer wherever it is noticed.
public struct Request: Sendable {
    /// The method, e.g. `GET`.
    public var method: Method
    /// The request-target exactly as sent, e.g. `/screens/demo?lang=en`.
    public var target: String
    /// The header fields.
    public var headers: Headers
    /// The body, already limited in size by the server.
    public var body: [UInt8]
    /// The connection it came over; `nil` for a request made in this process (e.g. by `render`).
    public var connection: Connection?

    /// What the server knows of the connection a request came over.
    public struct Connection: Sendable, Equatable {
        /// Whether the client's address is a loopback address (127.0.0.0/8, ::1), i.e. this machine.
        public var fromLoopback: Bool
        /// The port the server listens on.
        public var port: Int
        /// The client's address, e.g. to hold back one that keeps guessing the token.
        public var client: ClientAddress

        /// A connection's facts.
        public init(fromLoopback: Bool, port: Int, client: ClientAddress = .loopback) {
            self.fromLoopback = fromLoopback
            self.port = port
            self.client = client
        }
    }

    /// A request from its parts.
    public init(method: Method, target: String, headers: Headers = [:], body: [UInt8] = [], connection: Connection? = nil) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.connection = connection
    }

    /// The target in origin form (`/path?query`): an absolute-form target (`http://host/path`,
    /// RFC 9112 §3.2.2) without its scheme and authority.
    private var originForm: Substring {
        // Origin form is the rule: one byte decides it, and nothing else is searched.
        if target.utf8.first == UInt8(ascii: "/") { return target[...] }
        guard let authority = absoluteFormAuthority else { return target[...] }
        let rest = target[authority.endIndex...]
        return rest.isEmpty || rest.utf8.first == UInt8(ascii: "?") ? Substring("/" + rest) : rest
    }

    /// The authority of an absolute-form target (`http://HOST:PORT/…` → `HOST:PORT`), or `nil`.
    private var absoluteFormAuthority: Substring? {
        guard target.utf8.first != UInt8(ascii: "/") else { return nil }
        let lowered = target.prefix(8).lowercased()
        let schemeLength = lowered.hasPrefix("http://") ? 7 : lowered.hasPrefix("https://") ? 8 : 0
        guard schemeLength > 0 else { return nil }
        let start = target.utf8.index(target.startIndex, offsetBy: schemeLength)
        let end = target[start...].utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        return target[start..<(end ?? target.endIndex)]
    }

    /// The path part of the target, still percent-encoded.
    public var rawPath: Substring {
        let target = originForm
        // Searching the UTF-8 bytes, not Characters: no grapheme breaking on every request.
        return target.utf8.firstIndex(of: UInt8(ascii: "?")).map { target[..<$0] } ?? target
    }

    /// The query part of the target without the `?`, still percent-encoded; empty when absent.
    public var rawQuery: Substring {
        let target = originForm
        return target.utf8.firstIndex(of: UInt8(ascii: "?")).map { target[target.utf8.index(after: $0)...] } ?? ""
    }

    /// The host and port the request is for: an absolute-form target's authority, which RFC 9112
    /// §3.2.2 says wins over `Host`, else the one `Host` field; `nil` when there is none (HTTP/1.0)
    /// or it is empty. More than one `Host`, or one that is not a host, is a 400 (RFC 9112 §3.2) that
    /// closes the connection: what else arrives on it cannot be trusted either.
    public func authority() throws(HTTPError) -> Authority? {
        var host: String?
        for field in headers.fields where field.name.utf8.count == 4 && Headers.sameName(field.name, "Host") {
            guard host == nil else {
                throw HTTPError(.badRequest, "The request has more than one Host field (RFC 9112 §3.2).", headers: ["Connection": "close"])
            }
            host = field.value
        }
        if let fromTarget = absoluteFormAuthority {
            // An http URI must name a host (RFC 9110 §4.2.1).
            guard !fromTarget.isEmpty else {
                throw HTTPError(.badRequest, "The request target names no host.", headers: ["Connection": "close"])
            }
            guard let authority = Authority(parsing: fromTarget) else { throw Self.invalidHost(fromTarget) }
            return authority
        }
        guard let host, !Authority.isEmptyFieldValue(host) else { return nil }
        guard let authority = Authority(fieldValue: host) else { throw Self.invalidHost(host[...].trimmingSpaces()) }
        return authority
    }

    private static func invalidHost(_ text: Substring) -> HTTPError {
        HTTPError(.badRequest, "The Host “\(text)” is not a host name or address with an optional port (RFC 9110 §7.2).",
                  headers: ["Connection": "close"])
    }

    /// The credentials of `Authorization: Bearer TOKEN` (RFC 6750 §2.1), or `nil` when the request
    /// has no such field, more than one, or another scheme.
    public var bearerToken: Substring? {
        let values = headers.values("Authorization")
        guard values.count == 1 else { return nil }
        let value = values[0][...].trimmingSpaces()
        guard let space = value.firstIndex(of: " "), value[..<space].lowercased() == "bearer" else { return nil }
        let token = value[value.index(after: space)...].trimmingSpaces()
        return token.isEmpty ? nil : token
    }

    /// The path split on `/` and percent-decoded, without empty segments.
    public func pathSegments() throws(HTTPError) -> [String] {
        let path = rawPath
        guard path.utf8.first == UInt8(ascii: "/") else {
            throw HTTPError(.badRequest, "The request target must start with “/”.")
        }
        var segments: [String] = []
        for segment in path.utf8.split(separator: UInt8(ascii: "/")) {
            do {
                segments.append(try PercentDecoding.decode(Substring(segment), plusAsSpace: false))
            } catch {
                throw HTTPError(.badRequest, "The path is malformed: \(error).")
            }
        }
        return segments
    }

    /// The query's name/value pairs, decoded.
    public func query() throws(HTTPError) -> FormData {
        do {
            return try FormData(decoding: rawQuery)
        } catch {
            throw HTTPError(.badRequest, "The query string is malformed: \(error).")
        }
    }

    /// The body's name/value pairs when it is `application/x-www-form-urlencoded` (or empty).
    public func form() throws(HTTPError) -> FormData {
        if body.isEmpty { return FormData() }
        let contentType = headers["Content-Type"].map(MediaType.essence) ?? ""
        guard contentType == "application/x-www-form-urlencoded" else {
            throw HTTPError(.unsupportedMediaType,
                            "Forms must be sent as application/x-www-form-urlencoded, not “\(contentType)”.")
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw HTTPError(.badRequest, "The form is not valid UTF-8.")
        }
        do {
            return try FormData(decoding: text[...])
        } catch {
            throw HTTPError(.badRequest, "The form is malformed: \(error).")
        }
    }

    /// The cookies sent in every `Cookie` header.
    public var cookies: Cookies {
        Cookies(parsing: headers.combined("Cookie", separator: "; ") ?? "")
    }

    /// Whether `If-None-Match` lists `etag` (or `*`), so a `304 Not Modified` will do.
    public func isFresh(etag: String) -> Bool {
        headers.values("If-None-Match").contains { header in
            header.split(separator: ",").contains { candidate in
                let tag = candidate.trimmingSpaces()
                return tag == "*" || tag == etag || tag == "W/" + etag
            }
        }
    }
}
