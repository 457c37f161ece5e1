import FileSystem
import FoundationEssentials
import Screens

/// The files a fixtures file names in the user's directory (its own, or `--assets DIR`): images and
/// fonts. A name is a relative path; nothing outside the directory is read at all (no `..`, no
/// absolute paths, no URLs, no symbolic link leading out), and each file is read once, at load.
final class UserFiles {
    let directory: String
    /// The directory with links resolved, worked out once.
    private lazy var root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
    /// Every path looked at, found or not, so a watcher can notice when one appears or changes.
    private(set) var lookedUp: [String] = []

    init(directory: String) {
        self.directory = directory
    }

    /// Whether `name` is a relative path with no empty, `.` or `..` segment, backslash, colon or
    /// control character.
    static func isSafe(_ name: String) -> Bool {
        let segments = name.split(separator: "/", omittingEmptySubsequences: false)
        return !name.isEmpty && !name.hasPrefix("/") && !name.contains("\\") && !name.contains(":")
            && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
            && name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }

    /// The bytes of `name` (a safe name): `nil` when there is no such file; a problem when it is too
    /// large, unreadable, or a link leading outside.
    func read(_ name: String) -> Result<[UInt8]?, ImageProblem> {
        let path = root.appendingPathComponent(name).path
        lookedUp.append(path)
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let rootPrefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard resolved.hasPrefix(rootPrefix) else { return .failure(.outside(directory: directory)) }
        do {
            return .success(try FileReader.read(resolved, limit: Assets.largestFile))
        } catch {
            if case .tooLarge = error.problem { return .failure(.tooLarge(path: resolved, predicate: error.predicate)) }
            // Reads after the quoted name: `"img/a.png" is a FIFO, not a file`, `… cannot be read: Permission denied`.
            return .failure(.unreadable(error.predicate))
        }
    }
}
