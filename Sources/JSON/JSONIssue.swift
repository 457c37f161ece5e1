/// One problem in a JSON document — a fixtures file, a String Catalog, an API body — where, by
/// JSON path, and why. Also a warning: something that loads but is probably a mistake, such as a
/// colour with no dark variant.
public struct JSONIssue: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path, e.g. `screens[1].emptyStates.network.verticalOffset`.
    public let path: String
    /// What is wrong there, e.g. `expected a number, got "x"`.
    public let reason: String

    /// A problem at `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path.isEmpty ? "top level" : path): \(reason)" }
}
