/// An HTTP status code with its reason phrase.
public struct Status: Hashable, Sendable, CustomStringConvertible {
    /// The three-digit code.
    public let code: Int
    /// The standard reason phrase, for pages and logs.
    public let reason: String

    /// A status from its code and reason phrase.
    public init(code: Int, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `404 Not Found`, for example.
    public var description: String { "\(code) \(reason)" }

    public static let ok = Status(code: 200, reason: "OK")
    public static let seeOther = Status(code: 303, reason: "See Other")
    public static let notModified = Status(code: 304, reason: "Not Modified")
    public static let badRequest = Status(code: 400, reason: "Bad Request")
    public static let unauthorized = Status(code: 401, reason: "Unauthorized")
    public static let forbidden = Status(code: 403, reason: "Forbidden")
    public static let notFound = Status(code: 404, reason: "Not Found")
    public static let methodNotAllowed = Status(code: 405, reason: "Method Not Allowed")
    public static let requestTimeout = Status(code: 408, reason: "Request Timeout")
    public static let conflict = Status(code: 409, reason: "Conflict")
    public static let contentTooLarge = Status(code: 413, reason: "Content Too Large")
    public static let uriTooLong = Status(code: 414, reason: "URI Too Long")
    public static let unsupportedMediaType = Status(code: 415, reason: "Unsupported Media Type")
    public static let tooManyRequests = Status(code: 429, reason: "Too Many Requests")
    public static let requestHeaderFieldsTooLarge = Status(code: 431, reason: "Request Header Fields Too Large")
    public static let insufficientStorage = Status(code: 507, reason: "Insufficient Storage")
    public static let internalServerError = Status(code: 500, reason: "Internal Server Error")
    public static let notImplemented = Status(code: 501, reason: "Not Implemented")
    public static let serviceUnavailable = Status(code: 503, reason: "Service Unavailable")

    /// Every status above: the ones this server sends, by which a code read off the wire is named.
    public static let known: [Status] = [
        .ok, .seeOther, .notModified, .badRequest, .unauthorized, .forbidden, .notFound, .methodNotAllowed, .requestTimeout, .conflict,
        .contentTooLarge, .uriTooLong, .unsupportedMediaType, .tooManyRequests, .requestHeaderFieldsTooLarge, .insufficientStorage,
        .internalServerError, .notImplemented, .serviceUnavailable,
    ]
}
