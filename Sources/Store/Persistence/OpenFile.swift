import Screens

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

    /// Writes all of `bytes` at `offset` (`pwrite`, so no shared file offset is involved). A write
    /// that fails part way throws, leaving what did get written in place for the caller to cut off.
    func writeAll(_ bytes: [UInt8], at offset: UInt64) throws(SystemCallError) {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            done += written
        }
    }

    /// `count` bytes from `offset`, fewer at the end of the file; read in blocks of ``readBlock``.
    func read(from offset: UInt64, count: Int) throws(SystemCallError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, min(Self.readBlock, count - done), off_t(offset) + off_t(done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            if got == 0 { break }
            done += got
        }
        bytes.removeLast(count - done)
        return bytes
    }

    /// The whole file.
    func readAll() throws(SystemCallError) -> [UInt8] {
        try read(from: 0, count: Int(length()))
    }

    /// The most one `pread` asks for: big enough that a large file takes few calls.
    static let readBlock = 1 << 16

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

    /// Cuts the file to `length` bytes.
    func truncate(to length: UInt64) throws(SystemCallError) {
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw .last }
    }
}
