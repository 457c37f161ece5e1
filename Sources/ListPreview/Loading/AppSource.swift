import ScreenEdits

/// Where an app's screens and files come from: what `serve`, `check`, `render`, `snapshot` and
/// `audit` are given on the command line, and what ``AppLoader`` reads.
public struct AppSource: Equatable, Sendable {
    /// A fixtures file; `nil` serves the embedded demo.
    public var fixtures: String?
    /// A directory whose files replace (or add to) the built-in ones under `/public/`.
    public var publicDirectory: String?
    /// Where the user's images are looked up; by default the fixtures file's directory.
    public var assetsDirectory: String?
    /// Where states are saved across restarts, if anywhere.
    public var stateFile: String?
    /// The app's strings (`--strings`, repeatable): `.xcstrings` files, `.strings` files in a
    /// `LANG.lproj` folder, or folders searched for both.
    public var strings: [String] = []
    /// The app's asset catalogs (`--xcassets`, repeatable); every `*.xcassets` folder beside the
    /// fixtures file is read too, after these.
    public var catalogs: [String] = []
    /// Whether loading warnings are listed one per line (`--verbose`) rather than one line per kind.
    public var verbose = false
    /// Edits drawn over every screen once loaded (`--set empty.title="…"`), as a page's URL draws them over its screen.
    public var edits = ScreenEdits()

    /// The defaults: the demo, the built-in files, no state file.
    public init() {}
}

/// Why an app's sources do not load, in one message that names the file.
public struct SourceError: Error, CustomStringConvertible {
    /// What went wrong, as the program prints it.
    public enum Kind: Sendable, Equatable {
        /// A file or directory cannot be read (exit 66).
        case unreadable
        /// The fixtures, the strings or the state file are not valid (exit 65).
        case invalid
        /// The state file cannot be written (exit 74).
        case unwritable
    }

    /// The message, with the `listpreview:` prefix where the program's other messages have it.
    public let message: String
    /// The kind of failure, which chooses the exit status.
    public let kind: Kind

    public var description: String { message }
}
