import JSON

/// Why a strings source was rejected: it could not be read, is not text in the expected syntax or
/// a property list, or is a String Catalog whose structure is wrong (every problem listed).
public enum StringsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or directory could not be read.
    case unreadable(file: String, reason: String)
    /// A syntax or encoding error at a 1-based line and column (columns count characters).
    case syntax(file: String, line: Int, column: Int, reason: String)
    /// The catalog is JSON but not a String Catalog; every problem found, by JSON path.
    case invalidCatalog(file: String, issues: [JSONIssue])
    /// The file is of a kind this reader does not take (an unknown extension, a file outside an `.lproj`).
    case unsupported(file: String, reason: String)
    /// The file is not a property list, or one whose top level is not a dictionary of keys.
    case propertyList(file: String, reason: String)

    /// Every problem, one per line, each prefixed with the file.
    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): cannot read it: \(reason)"
        case let .syntax(file, line, column, reason): "\(file): line \(line), column \(column): \(reason)"
        case let .invalidCatalog(file, issues): issues.map { "\(file): \($0)" }.joined(separator: "\n")
        case let .unsupported(file, reason), let .propertyList(file, reason): "\(file): \(reason)"
        }
    }
}
