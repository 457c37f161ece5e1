import JSON
import Screens

/// Why a fixtures file was rejected: it could not be read, was not JSON, or had problems (all listed).
public enum FixtureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not valid JSON.
    case syntax(path: String, detail: String)
    /// The JSON does not describe valid screens; every problem found.
    case invalid(path: String, issues: [JSONIssue])

    /// Every problem, one per line, each prefixed with the file.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read the fixtures file: \(reason)"
        case let .syntax(path, detail): "\(path): not valid JSON: \(detail)"
        case let .invalid(path, issues): issues.map { "\(path): \($0)" }.joined(separator: "\n")
        }
    }
}
