#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Making directories, with errors in the system's words.
public enum Directories {
    /// Creates `path` and any missing parents (`mkdir -p`); returns the directories it made,
    /// parents first, so a caller undoing its work can remove them (children first).
    @discardableResult
    public static func create(_ path: String) throws(FileError) -> [String] {
        var created: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o755) == 0 {
                created.append(prefix)
                continue
            }
            let failure = errno
            // Already there is fine if it is a directory (or a link to one).
            if failure == EEXIST, (try? FileStatus(path: prefix))?.kind == .directory { continue }
            if failure == EEXIST { throw FileError(.createDirectory, path, .system(ENOTDIR)) }
            throw FileError(.createDirectory, path, .system(failure))
        }
        return created
    }

    /// Removes `directories` (as ``create(_:)`` returned them) where they are empty, children first.
    public static func removeEmpty(_ directories: [String]) {
        for directory in directories.reversed() { rmdir(directory) }
    }
}
