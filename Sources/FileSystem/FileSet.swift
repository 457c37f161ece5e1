#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Several new files written all or nothing: each is staged (written whole under a temporary
/// name, its directories made) before any is put in place, and on any failure every file and
/// directory made is removed again, so a second try finds the place as the first one did.
public enum FileSet {
    /// Writes every file of `files`, in order, making their directories; throws the first failure
    /// after undoing everything. Files already at a path are replaced: check first if that matters.
    public static func write(_ files: [(path: String, bytes: [UInt8])]) throws(FileError) {
        var directories: [String] = []
        var staged: [StagedFile] = []
        var placed: [String] = []
        do {
            for file in files {
                directories += try Directories.create(parent(of: file.path))
                staged.append(try StagedFile.stage(file.bytes, for: file.path))
            }
            for file in staged {
                try file.commit()
                placed.append(file.path)
            }
        } catch {
            for file in staged { file.discard() }
            for path in placed { unlink(path) }
            Directories.removeEmpty(directories)
            throw error
        }
    }

    /// The directory part of `path`: `a/b/c` → `a/b`, `c` → `.`, `/c` → `/`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
