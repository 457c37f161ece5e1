import FileSystem

/// Why a review could not be made: a folder that cannot be listed, a picture that cannot be read
/// or written. A picture that is no PNG is not an error but a changed shot, named in the report.
public struct ReviewError: Error, Sendable, CustomStringConvertible {
    /// One sentence naming the path.
    public let description: String
    /// Whether a file could not be written (exit 73/74) rather than read (exit 66).
    public let isWrite: Bool

    /// The error of a file that could not be read or written.
    public init(_ error: FileError) {
        description = error.description
        isWrite = error.action == .write || error.action == .createDirectory
    }

    /// A report or manifest that is not what it should be.
    static func invalid(_ sentence: String) -> ReviewError {
        ReviewError(sentence: sentence)
    }

    private init(sentence: String) {
        description = sentence
        isWrite = false
    }

    init(unreadable path: String, _ reason: String) {
        description = "cannot read \(path): \(reason)"
        isWrite = false
    }
}
