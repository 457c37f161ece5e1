/// A failure the client caused or should hear about: it becomes a response with this status.
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    /// One problem inside the request body, like RFC 9457's “invalid params”.
    public struct Detail: Sendable, Equatable {
        /// Where in the body, e.g. a JSON path.
        public let location: String
        /// What is wrong there.
        public let message: String

        /// A problem at `location`.
        public init(location: String, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The response status.
    public let status: Status
    /// A sentence the client can act on; shown in the error page.
    public let message: String
    /// Extra response headers, such as `Allow` for a 405.
    public let headers: Headers
    /// Where in the body the (first) problem is, when the body was at fault.
    public let location: String?
    /// Every problem found in the body.
    public let details: [Detail]

    /// An error with a status and an explanation.
    public init(_ status: Status, _ message: String, headers: Headers = [:], location: String? = nil, details: [Detail] = []) {
        self.status = status
        self.message = message
        self.headers = headers
        self.location = location
        self.details = details
    }

    /// `400 Bad Request: message`.
    public var description: String { "\(status): \(message)" }
}
