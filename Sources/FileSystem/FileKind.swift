#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as `stat(2)` tells it: only a regular file is ever read.
public enum FileKind: Sendable, Equatable {
    case regularFile, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

    /// The kind of `mode` (a `st_mode`).
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// Why a path of this kind is not read, the end of a sentence after its name: `is a directory`,
    /// `is a FIFO, not a file`, `is a character device, not a file` (`/dev/null`).
    public var notAFile: String {
        switch self {
        case .regularFile: "is a file"
        case .directory: "is a directory"
        case .fifo: "is a FIFO, not a file"
        case .characterDevice: "is a character device, not a file"
        case .blockDevice: "is a block device, not a file"
        case .socket: "is a socket, not a file"
        case .symbolicLink: "is a symbolic link, not a file"
        case .other: "is not a file"
        }
    }
}
