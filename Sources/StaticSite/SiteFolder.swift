import FileSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Why a site cannot be written where it was asked for.
public enum SiteFolderError: Error, Sendable, CustomStringConvertible {
    /// Something is at the path that `listpreview build` did not make: it is never replaced.
    case notASite(String)
    /// A file or folder could not be made.
    case file(FileError)

    public var description: String {
        switch self {
        case let .notASite(path):
            "\(path) exists and was not made by listpreview build (it has no \(SiteFolder.marker)); "
                + "choose another --out, or remove it yourself"
        case let .file(error): error.description
        }
    }
}

/// A site's folder, written whole or not at all: every file goes into a folder beside it
/// (`.SITE.building-PID`), which takes the site's place in one rename at the end. A failed or
/// interrupted build leaves the previous site as it was. An existing folder is replaced only if
/// an earlier build made it, which its marker file (``marker``) says.
struct SiteFolder {
    /// The file every site holds, saying what made it.
    static let marker = ".listpreview-site"
    static let markerText = "This folder was written by listpreview build, which replaces it whole on the next build.\n"

    /// The site's path, as given.
    let path: String
    /// Where its files are written until ``commit()``.
    let staging: String

    /// Checks that `path` is free or an earlier site, clears what interrupted builds left beside
    /// it, and makes the staging folder.
    init(_ path: String) throws(SiteFolderError) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        let parent = Self.parent(of: trimmed)
        let name = String(trimmed.split(separator: "/").last ?? "site")
        if let status = try? FileStatus(path: trimmed) {
            guard status.kind == .directory, (try? FileStatus(path: trimmed + "/" + Self.marker)) != nil else {
                throw .notASite(trimmed)
            }
        }
        do throws(FileError) {
            try Directories.create(parent)
        } catch {
            throw .file(error)
        }
        Self.removeAbandoned(in: parent, name: name)
        staging = parent + "/." + name + ".building-" + String(getpid())
        try? FileManager.default.removeItem(atPath: staging)
        do throws(FileError) {
            try Directories.create(staging)
        } catch {
            throw .file(error)
        }
    }

    /// Makes the folders `files` (paths from the site's root) go in.
    func makeFolders(for files: [String]) throws(FileError) {
        var folders = Set<String>()
        for file in files {
            let parts = file.split(separator: "/")
            for depth in stride(from: parts.count - 1, to: 0, by: -1) {
                guard folders.insert(parts.prefix(depth).joined(separator: "/")).inserted else { break }
            }
        }
        for folder in folders.sorted() { try Directories.create(staging + "/" + folder) }
    }

    /// Writes `bytes` as the site's file `file` (a path from its root, whose folder exists): the
    /// staging folder is the temporary name, so each file is written where it will stay.
    func write(_ bytes: [UInt8], to file: String) throws(FileError) {
        try StagedFile.writeNew(bytes, inStagedFolder: staging + "/" + file)
    }

    /// Puts the site in place: the marker is written, then the staging folder takes the site's
    /// place by rename (the previous site first stepping aside, then removed).
    func commit() throws(SiteFolderError) {
        do throws(FileError) {
            try write(Array(Self.markerText.utf8), to: Self.marker)
        } catch {
            throw .file(error)
        }
        guard (try? FileStatus(path: path)) != nil else {
            guard rename(staging, path) == 0 else { throw .file(FileError(.write, path, .system(errno))) }
            return
        }
        let old = Self.parent(of: path) + "/." + String(path.split(separator: "/").last ?? "site") + ".old-" + String(getpid())
        guard rename(path, old) == 0 else { throw .file(FileError(.write, path, .system(errno))) }
        guard rename(staging, path) == 0 else {
            let failure = errno
            _ = rename(old, path)
            throw .file(FileError(.write, path, .system(failure)))
        }
        try? FileManager.default.removeItem(atPath: old)
    }

    /// Removes the staging folder (a build that failed).
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// Removes the staging folders of builds of `name` whose process is gone (killed mid-build).
    private static func removeAbandoned(in parent: String, name: String) {
        let prefix = "." + name + ".building-"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + entry)
        }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
