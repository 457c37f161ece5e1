import Screens
/// One problem in a fixtures file (or an API body): where, by JSON path, and why. Also a warning:
/// something that loads but is probably a mistake, such as a colour with no dark variant.
public struct FixtureIssue: Error, Equatable, Sendable, CustomStringConvertible {
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

/// Why a fixtures file was rejected: it could not be read, was not JSON, or had problems (all listed).
public enum FixtureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not valid JSON.
    case syntax(path: String, detail: String)
    /// The JSON does not describe valid screens; every problem found.
    case invalid(path: String, issues: [FixtureIssue])

    /// Every problem, one per line, each prefixed with the file.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read the fixtures file: \(reason)"
        case let .syntax(path, detail): "\(path): not valid JSON: \(detail)"
        case let .invalid(path, issues): issues.map { "\(path): \($0)" }.joined(separator: "\n")
        }
    }
}
