#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A file written whole under a temporary name beside its path, waiting to be put in place by a
/// rename: a reader (or the next run) sees the old file or the new one, never half of it, and a
/// failed write leaves nothing behind. The one way the program writes a file it keeps.
public struct StagedFile: Sendable {
    /// Where the file goes.
    public let path: String
    /// Where it is until then: `.NAME.PID.N.tmp` in the same directory, so the rename cannot
    /// cross file systems, and hidden.
    let temporary: String

    /// Writes `bytes` whole and puts them at `path`; on failure nothing is left at a temporary name.
    /// `durable` adds an `fsync` before the rename, for a file whose loss would lose work.
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(FileError) {
        try stage(bytes, for: path, durable: durable).commit()
    }

    /// Writes `bytes` to a new temporary file beside `path`, for ``commit()`` or ``discard()`` later;
    /// on failure the temporary is already removed.
    public static func stage(_ bytes: [UInt8], for path: String, durable: Bool = false) throws(FileError) -> StagedFile {
        let temporary = temporaryName(for: path)
        try create(temporary, holding: bytes, durable: durable, reportedAs: path)
        return StagedFile(path: path, temporary: temporary)
    }

    /// Writes `bytes` as a new file at `path`, inside a folder that is itself staged (a site being
    /// built, renamed into place whole when done), so the file needs no temporary name of its own.
    /// Fails if something is at `path` already; on failure nothing is left there.
    public static func writeNew(_ bytes: [UInt8], inStagedFolder path: String) throws(FileError) {
        try create(path, holding: bytes, durable: false, reportedAs: path)
    }

    /// Creates `file` (which must not exist) holding `bytes`; on failure it is removed, and the
    /// error names `path`.
    private static func create(_ file: String, holding bytes: [UInt8], durable: Bool, reportedAs path: String) throws(FileError) {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(.write, path, .system(errno)) }
        var offset = 0
        var failure: Int32?
        while offset < bytes.count {
            // The rest is copied only after a short write, which is rare.
            let written = writeSome(descriptor, offset == 0 ? bytes : Array(bytes[offset...]))
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        if failure == nil, durable, fsync(descriptor) != 0 { failure = errno }
        // close(2) is where some file systems (NFS) report a full disk.
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(file)
            throw FileError(.write, path, .system(failure))
        }
    }

    /// Renames the temporary file to ``path``, replacing what was there; on failure it is removed.
    public func commit() throws(FileError) {
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileError(.write, path, .system(failure))
        }
    }

    /// Removes the temporary file: the write is abandoned.
    public func discard() {
        unlink(temporary)
    }

    /// A name no other writer uses: this process's id and a counter.
    private static func temporaryName(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + ".\(getpid()).\(counter.add(1, ordering: .relaxed).newValue).tmp"
    }

    /// Temporary files staged so far by this process.
    private static let counter = Atomic(0)
}

/// `write(2)`, under a name the static `write` above does not hide.
private func writeSome(_ descriptor: Int32, _ bytes: [UInt8]) -> Int {
    write(descriptor, bytes, bytes.count)
}
