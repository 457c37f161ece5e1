/// An HTTP request method, compared case-sensitively as RFC 9110 says.
public struct Method: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token as sent, e.g. `GET`.
    public let rawValue: String

    /// A method from its token.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The token itself.
    public var description: String { rawValue }

    /// `GET`.
    public static let get = Method(rawValue: "GET")
    /// `HEAD`: a GET without the body.
    public static let head = Method(rawValue: "HEAD")
    /// `POST`.
    public static let post = Method(rawValue: "POST")
    /// `PUT`.
    public static let put = Method(rawValue: "PUT")
    /// `DELETE`.
    public static let delete = Method(rawValue: "DELETE")
}
