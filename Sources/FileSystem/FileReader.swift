#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole regular files, never more than a limit: the one way the program reads a file it
/// was pointed at (fixtures, images, strings, `--public` files).
public enum FileReader {
    /// How much is asked of `read(2)` at a time.
    private static let chunk = 1 << 16

    /// The bytes of the regular file at `path` (symbolic links followed), at most `limit` of them.
    ///
    /// The kind and size are checked with `stat(2)` before opening, so a directory, a FIFO or a
    /// device is named for what it is and never opened (a FIFO would block), and a file over the
    /// limit is refused without reading a byte. A file that grows between that check and the
    /// read is still read no further than one byte past the limit.
    public static func read(_ path: String, limit: Int = .max) throws(FileError) -> [UInt8] {
        let before: FileStatus
        do {
            before = try FileStatus(path: path)
        } catch {
            throw FileError(.read, path, error.problem)
        }
        guard before.kind == .regularFile else { throw FileError(.read, path, .notAFile(before.kind)) }
        guard before.size <= limit else { throw FileError(.read, path, .tooLarge(size: before.size, limit: limit)) }
        // O_NONBLOCK: should the path have become a FIFO since the check, opening it does not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(.read, path, .system(errno)) }
        defer { close(descriptor) }
        let opened = try FileStatus(descriptor: descriptor, path: path)
        guard opened.kind == .regularFile else { throw FileError(.read, path, .notAFile(opened.kind)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(min(opened.size, Int64(limit))) + 1)
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            // One byte past the limit is enough to know the file is over it.
            let room = limit - bytes.count
            let count = readSome(descriptor, into: &buffer, count: room >= chunk ? chunk : room + 1)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(.read, path, .system(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
            if bytes.count > limit {
                let size = max(Int64(bytes.count), (try? FileStatus(descriptor: descriptor, path: path).size) ?? 0)
                throw FileError(.read, path, .tooLarge(size: size, limit: limit))
            }
        }
    }
}

/// `read(2)`, under a name the static `read` above does not hide.
private func readSome(_ descriptor: Int32, into buffer: inout [UInt8], count: Int) -> Int {
    read(descriptor, &buffer, count)
}
