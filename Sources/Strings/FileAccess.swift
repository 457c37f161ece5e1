import FileSystem
import FoundationEssentials

/// The only file system access of the module: reading a file and listing a directory tree.
enum FileAccess {
    /// The bytes of the file at `path`, or why it cannot be read (`no such file`, `it is a directory`,
    /// `it is a FIFO, not a file`, `Permission denied`).
    static func read(_ path: String) throws(StringsError) -> [UInt8] {
        do {
            return try FileReader.read(path)
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Whether `path` names a directory (following a symbolic link given as the path itself).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// The paths of the regular files under `directory` for which `wanted` is true, sorted.
    ///
    /// Symbolic links are not followed (a link cannot loop the walk), and `skip` prunes
    /// directories by name.
    static func files(under directory: String, skip: (String) -> Bool, wanted: (String) -> Bool) throws(StringsError) -> [String] {
        guard isDirectory(directory) else { throw .unreadable(file: directory, reason: "no such directory") }
        var found: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
                throw .unreadable(file: current, reason: "cannot list it")
            }
            for name in names {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeDirectory, !skip(name) {
                    pending.append(path)
                } else if type == .typeRegular, wanted(path) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The last path component: `a/b/de.lproj` → `de.lproj`.
    static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
    }

    /// The last component without its extension: `a/Localizable.strings` → `Localizable`.
    static func baseName(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The extension of the last component, lowercased, without the dot (`""` when none).
    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The directory part: `a/b/c.strings` → `a/b` (`""` when none).
    static func parent(_ path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count > 1 else { return path.hasPrefix("/") ? "/" : "" }
        components.removeLast()
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }
}
