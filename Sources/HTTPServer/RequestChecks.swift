import HTTP

/// What the server refuses once a request's head has been read, before its handler sees it, in
/// this order: a target or a head over ``ServerConfiguration/maxHeadSize`` (`414`, `431`), a head
/// two parsers could read differently (``MessageFraming``), and a declared body over
/// ``ServerConfiguration/maxBodySize`` (`413`). The server runs these on every request; a back end
/// that calls an app in process (the tests') runs the very same, so both refuse alike.
public struct RequestChecks: Sendable {
    /// The largest request target, and the largest head, in bytes.
    public let maxHeadSize: Int
    /// The largest request body kept, in bytes.
    public let maxBodySize: Int

    /// The checks `configuration` asks for.
    public init(_ configuration: ServerConfiguration) {
        maxHeadSize = configuration.maxHeadSize
        maxBodySize = configuration.maxBodySize
    }

    /// The refusal of a head, or `nil`: its `target` as sent, its size in bytes (request line and
    /// fields), its protocol `version` (`HTTP/1.1`) and its fields.
    public func refusal(target: String, headSize: Int, version: String, headers: Headers) -> HTTPError? {
        if target.utf8.count > maxHeadSize {
            return HTTPError(.uriTooLong, "The request target is longer than \(maxHeadSizeDescription); shorten its query.")
        }
        if headSize > maxHeadSize { return fieldsTooLarge }
        if let problem = MessageFraming.problem(version: version, headers: headers) { return problem }
        return body().refusal(declaredLength: headers["Content-Length"])
    }

    /// A collector for a body, up to the limit.
    public func body() -> BodyCollector {
        BodyCollector(limit: maxBodySize)
    }

    /// The `431` for header fields over the limit, or too many cookies for the connection's memory.
    var fieldsTooLarge: HTTPError {
        HTTPError(.requestHeaderFieldsTooLarge,
                  "The request's header fields are larger than \(maxHeadSizeDescription) in all, or hold more cookies than the server parses; "
                  + "clear this site's cookies, which browsers send to every port of localhost.")
    }

    private var maxHeadSizeDescription: String { "\(maxHeadSize / 1024) KiB" }
}
