/// A failure the client caused or should hear about: it becomes a response with this status.
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    /// The response status.
    public let status: Status
    /// A sentence the client can act on; shown in the error page.
    public let message: String
    /// Extra response headers, such as `Allow` for a 405.
    public let headers: Headers

    /// An error with a status and an explanation.
    public init(_ status: Status, _ message: String, headers: Headers = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// `400 Bad Request: message`.
    public var description: String { "\(status): \(message)" }
}
