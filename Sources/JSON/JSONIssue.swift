/// One problem in a JSON document — a fixtures file, a String Catalog, an API body — where, by
/// JSON path, and why. Also a warning: something that loads but is probably a mistake, such as a
/// colour with no dark variant.
public struct JSONIssue: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path, e.g. `screens[1].emptyStates.network.verticalOffset`.
    public let path: String
    /// What is wrong there, e.g. `expected a number, got "x"`.
    public let reason: String
    /// What the document calls the place, said after the path: the id of the screen at
    /// `screens[0]`, `messages`.
    public var label: String?

    /// A problem at `path`.
    public init(path: String, reason: String, label: String? = nil) {
        self.path = path
        self.reason = reason
        self.label = label
    }

    /// `path: reason`, or `path (label): reason`.
    public var description: String { "\(path.isEmpty ? "top level" : path)\(label.map { " (\($0))" } ?? ""): \(reason)" }
}
