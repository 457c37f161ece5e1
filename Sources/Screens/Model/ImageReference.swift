import HTTP

/// An image a row or placeholder draws: a built-in file or one of the user's, by the name the
/// fixtures file gives it (`states/empty.svg`, `img/box.svg`).
public struct ImageReference: Sendable, Hashable {
    /// Where the file comes from.
    public enum Origin: Sendable, Hashable {
        /// Compiled into the program (or replaced with `--public`), served under `/public/`.
        case builtIn
        /// Beside the fixtures file (or under `--assets`), served under `/assets/`.
        case user
    }

    /// Where the file comes from.
    public let origin: Origin
    /// The path as written in the fixtures file.
    public let name: String

    /// A reference to `name` from `origin`.
    public init(_ origin: Origin, _ name: String) {
        self.origin = origin
        self.name = name
    }

    /// A built-in file.
    public static func builtIn(_ name: String) -> ImageReference { ImageReference(.builtIn, name) }

    /// Whether this is one of the built-in placeholder masks (`states/…`), drawn tinted.
    public var isBuiltInMask: Bool { origin == .builtIn && name.hasPrefix("states/") }

    /// The URL path it is served at.
    public var url: String { Assets.url(of: self) }
}

extension ImageReference {
    /// The reference a state file stored as its URL path (`/public/…`, `/assets/…`); a bare name,
    /// as files written before user images existed hold, is a built-in file.
    package init(stored: String) {
        func decoded(_ path: Substring) -> String {
            path.split(separator: "/").map { (try? PercentDecoding.decode($0, plusAsSpace: false)) ?? String($0) }.joined(separator: "/")
        }
        if stored.hasPrefix("/assets/") {
            self.init(.user, decoded(stored.dropFirst("/assets/".count)))
        } else if stored.hasPrefix("/public/") {
            self.init(.builtIn, decoded(stored.dropFirst("/public/".count)))
        } else {
            self.init(.builtIn, stored)
        }
    }
}
