#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, described in the system's words (“No space left on device”).
struct SystemCallError: Error, CustomStringConvertible {
    let code: Int32
    var description: String { String(cString: strerror(code)) }

    /// The error the last system call left in `errno`.
    static var last: SystemCallError { SystemCallError(code: errno) }
}

/// An open file: the few calls the state file needs, each throwing the system's reason.
final class OpenFile {
    private let descriptor: Int32

    /// Opens `path` with `open(2)`'s `flags` (close-on-exec is added); new files get `mode`.
    init(path: String, flags: Int32, mode: mode_t = 0o644) throws(SystemCallError) {
        let descriptor = open(path, flags | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .last }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Writes all of `bytes` at the current offset.
    func writeAll(_ bytes: [UInt8]) throws(SystemCallError) {
        var remaining = bytes
        while !remaining.isEmpty {
            let written = write(descriptor, remaining, remaining.count)
            if written < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            remaining.removeFirst(written)
        }
    }

    /// Flushes what was written to the disk (`fsync`).
    func synchronize() throws(SystemCallError) {
        guard fsync(descriptor) == 0 else { throw .last }
    }

    /// The file's length in bytes.
    func length() throws(SystemCallError) -> UInt64 {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .last }
        return UInt64(status.st_size)
    }

    /// The byte at `offset`, or nil past the end.
    func byte(at offset: UInt64) throws(SystemCallError) -> UInt8? {
        var byte: [UInt8] = [0]
        let count = pread(descriptor, &byte, 1, off_t(offset))
        guard count >= 0 else { throw .last }
        return count == 1 ? byte[0] : nil
    }

    /// Cuts the file to `length` bytes.
    func truncate(to length: UInt64) throws(SystemCallError) {
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw .last }
    }

    /// Moves the offset, where the next write goes, to `offset`.
    func seek(to offset: UInt64) throws(SystemCallError) {
        guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else { throw .last }
    }
}
