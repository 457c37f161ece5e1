#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What could not be done to a file, and why, as one sentence a user can act on:
/// `cannot write shots/index.html: No space left on device`.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done.
    public enum Action: Sendable, Equatable {
        case inspect, read, write, createDirectory
    }

    /// Why it could not be.
    public enum Problem: Sendable, Equatable {
        /// A system call failed with this `errno`.
        case system(Int32)
        /// The path names something that is not a regular file.
        case notAFile(FileKind)
        /// The file is larger than the reader accepts.
        case tooLarge(size: Int64, limit: Int)
    }

    /// What was being done.
    public let action: Action
    /// The path as the user gave it (never a temporary name).
    public let path: String
    /// Why it failed.
    public let problem: Problem

    /// `action` on `path` failed for `problem`.
    public init(_ action: Action, _ path: String, _ problem: Problem) {
        self.action = action
        self.path = path
        self.problem = problem
    }

    /// Whether nothing is at the path.
    public var isMissing: Bool { problem == .system(ENOENT) }

    /// The reason alone, to follow a colon: `Permission denied`, `it is a FIFO, not a file`,
    /// `it is 300 MiB (314572800 bytes), over the limit of 16 MiB`; a missing file to read is `no such file`.
    public var reason: String {
        switch problem {
        case .system(ENOENT) where action == .read || action == .inspect: "no such file"
        case let .system(code): String(cString: strerror(code))
        case .notAFile, .tooLarge: "it " + predicate
        }
    }

    /// What the path is, to follow its name: `is a directory`, `is 300 MiB (…), over the limit of 16 MiB`;
    /// for a failed system call, `cannot be read: Permission denied`.
    public var predicate: String {
        switch problem {
        case let .notAFile(kind): kind.notAFile
        case let .tooLarge(size, limit): "is \(Self.mebibytes(size)) (\(size) bytes), over the limit of \(Self.mebibytes(Int64(limit)))"
        case .system: "cannot be read: " + reason
        }
    }

    /// `cannot read PATH: REASON`, `cannot write PATH: REASON`, `cannot create the directory PATH: REASON`;
    /// a path that is not a file, or too large, reads `PATH is a directory`, `PATH is 300 MiB (…), over …`.
    public var description: String {
        switch problem {
        case .notAFile, .tooLarge: return "\(path) \(predicate)"
        case .system: break
        }
        switch action {
        case .inspect, .read: return "cannot read \(path): \(reason)"
        case .write: return "cannot write \(path): \(reason)"
        case .createDirectory: return "cannot create the directory \(path): \(reason)"
        }
    }

    /// `16 MiB`, `300.5 MiB`: a size as people compare it with a limit.
    static func mebibytes(_ bytes: Int64) -> String {
        let tenths = (bytes * 10 + (1 << 20) / 2) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
}
