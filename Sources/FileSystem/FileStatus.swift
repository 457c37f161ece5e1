#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says about a path: the one place the program asks for a file's kind and size
/// (FoundationEssentials' `attributesOfItem` leaves the size out on Linux).
public struct FileStatus: Sendable, Equatable {
    /// Regular file, directory, FIFO, device…
    public let kind: FileKind
    /// The length in bytes.
    public let size: Int64
    /// The file system and the file on it: a file replaced by a rename has another inode.
    public let device: UInt64, inode: UInt64
    /// Permission bits and kind.
    public let mode: UInt32
    /// The last modification, in seconds and nanoseconds since 1970: two saves within one second differ.
    public let modified: Timestamp
    /// The last change of the contents or the metadata (a `chmod` moves it).
    public let changed: Timestamp

    /// A time as `stat(2)` gives it.
    public struct Timestamp: Sendable, Equatable {
        /// Seconds since 1970.
        public let seconds: Int
        /// Nanoseconds within that second.
        public let nanoseconds: Int
    }

    /// The status of what `path` names, following symbolic links (the target's, as a reader
    /// sees it); throws the system's reason, e.g. `ENOENT` when nothing is there.
    public init(path: String) throws(FileError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileError(.inspect, path, .system(errno)) }
        self.init(status)
    }

    /// The status of `path` itself, not following a symbolic link (`lstat(2)`): `.symbolicLink` for one.
    public init(linkAt path: String) throws(FileError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw FileError(.inspect, path, .system(errno)) }
        self.init(status)
    }

    /// `path` with every symbolic link and `.`/`..` resolved (`realpath(3)`), or `nil` when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The status of an open file.
    init(descriptor: Int32, path: String) throws(FileError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(.read, path, .system(errno)) }
        self.init(status)
    }

    private init(_ status: stat) {
        kind = FileKind(mode: status.st_mode)
        size = Int64(status.st_size)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        mode = UInt32(status.st_mode)
        #if canImport(Glibc)
        modified = Timestamp(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
        changed = Timestamp(seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
        #else
        modified = Timestamp(seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
        changed = Timestamp(seconds: Int(status.st_ctimespec.tv_sec), nanoseconds: Int(status.st_ctimespec.tv_nsec))
        #endif
    }

    /// Whether this process may read `path` now (`access(2)`, as the reader would be refused).
    public static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }
}
