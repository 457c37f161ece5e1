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
    /// Several files' problems, every one found, in the order the files were read.
    indirect case several([StringsError])

    /// `problems` as one error: the one, or ``several(_:)``; `nil` for none. Nested lists are flattened.
    public static func combining(_ problems: [StringsError]) -> StringsError? {
        let flat = problems.flatMap { problem -> [StringsError] in
            if case let .several(inner) = problem { return inner }
            return [problem]
        }
        return flat.count > 1 ? .several(flat) : flat.first
    }

    /// Every problem, one per line, each prefixed with the file.
    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): cannot read it: \(reason)"
        case let .syntax(file, line, column, reason): "\(file): line \(line), column \(column): \(reason)"
        case let .invalidCatalog(file, issues): issues.map { "\(file): \($0)" }.joined(separator: "\n")
        case let .unsupported(file, reason), let .propertyList(file, reason): "\(file): \(reason)"
        case let .several(problems): problems.map(\.description).joined(separator: "\n")
        }
    }
}
