/// What kind of value an option takes, which says both how it is written and what a shell may
/// offer to complete it with.
public enum ValueKind: Sendable, Equatable {
    /// None: the option is a switch (`--watch`).
    case flag
    /// Free text, nothing to offer (a host name, a token, a language tag).
    case text
    /// A file; with an extension, files ending in it are offered first (`json`).
    case file(extension: String?)
    /// A directory.
    case directory
    /// A file or a directory.
    case path
    /// A program on `PATH` or a path to one.
    case executable
    /// One screen id from the fixtures file given on the same command line.
    case screen
    /// A comma-separated list of screen ids from that file.
    case screens
    /// A comma-separated list of language tags: those the texts of that file are in, `all` and `pseudo`.
    case languages
    /// One of these words.
    case choice([String])
    /// A comma-separated list of these words.
    case choices([String])
    /// A whole number in this range.
    case number(ClosedRange<Int>)
}

extension ClosedRange<Int> {
    /// The range as help and errors say it: `1, 2 or 3`, `from 0 to 65535`, or `1 or more` when
    /// it ends at `Int32.max`, a bound no one means.
    var spelled: String { spelled("") }

    /// The range after what its numbers are: `a port number from 0 to 65535`, `a whole number of
    /// pixels, 1 or more`; a range of three numbers or fewer is listed alone (`1, 2 or 3`).
    func spelled(_ what: String) -> String {
        if count <= 3 {
            let words = map(String.init)
            return words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + words[words.count - 1]
        }
        if upperBound >= Int(Int32.max) { return (what.isEmpty ? "" : what + ", ") + "\(lowerBound) or more" }
        return (what.isEmpty ? "" : what + " ") + "from \(lowerBound) to \(upperBound)"
    }
}
