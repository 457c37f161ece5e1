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

    /// A request from its parts.
    public init(method: Method, target: String, headers: Headers = [:], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The path part of the target, still percent-encoded.
    public var rawPath: Substring {
        // Searching the UTF-8 bytes, not Characters: no grapheme breaking on every request.
        target.utf8.firstIndex(of: UInt8(ascii: "?")).map { target[..<$0] } ?? target[...]
    }

    /// The query part of the target without the `?`, still percent-encoded; empty when absent.
    public var rawQuery: Substring {
        target.utf8.firstIndex(of: UInt8(ascii: "?")).map { target[target.utf8.index(after: $0)...] } ?? ""
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
        let values = headers.values("Cookie")
        return Cookies(parsing: values.count == 1 ? values[0] : values.joined(separator: "; "))
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
