import Foundation
import JSON

/// Why the state file could not be read or written.
public enum StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be used; the server refuses to start rather than lose it.
    case corrupt(path: String, reason: String)
    /// Saving failed (read-only directory, full disk…); the change was not made.
    case writeFailed(path: String, reason: String)

    /// One line naming the file.
    public var description: String {
        switch self {
        case let .corrupt(path, reason): "the state file \(path) is unreadable or corrupt: \(reason) (move it away to start afresh)"
        case let .writeFailed(path, reason): "cannot save the state file \(path): \(reason)"
        }
    }
}

/// The state of every screen on disk, so it survives restarts and `kill -9`.
///
/// Each save writes a temporary file next to it, flushes it to disk, renames it over the old one
/// and flushes the directory: a reader sees the old file or the new one, never a torn one.
public struct StateFile: Sendable {
    /// Where the file lives.
    public let path: String

    /// A state file at `path`; it need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// The saved states of the known screens; none when the file does not exist yet.
    /// Saved screens the fixtures no longer have are left out.
    public func load(screens: [Screen]) throws(StateFileError) -> [String: ScreenState] {
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .corrupt(path: path, reason: "permission denied")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw .corrupt(path: path, reason: error.description)
        }
        var reader = JSONReader()
        let states = StateCoding.decodeFile(document, known: Set(screens.map(\.id)), reader: &reader)
        if let issue = reader.issues.first { throw .corrupt(path: path, reason: issue.description) }
        return states
    }

    /// Writes every screen's state atomically and durably.
    public func save(_ states: [String: ScreenState], screens: [Screen]) throws(StateFileError) {
        let bytes = JSONEncoder.encode(StateCoding.encodeFile(states, order: screens.map(\.id)), pretty: true)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".tmp"
        do {
            guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(bytes))
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .writeFailed(path: path, reason: Self.reason(error))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        let directoryHandle = open(directory, O_RDONLY | O_CLOEXEC)
        if directoryHandle >= 0 {
            fsync(directoryHandle)
            close(directoryHandle)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let code = (error as NSError).domain == NSPOSIXErrorDomain ? Int32((error as NSError).code) : Int32(errno)
        return code != 0 ? String(cString: strerror(code)) : "\(error)"
    }
}
