#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import JSON

/// Why the state file could not be read or written.
public enum StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be used; the server refuses to start rather than lose it.
    case corrupt(path: String, reason: String)
    /// Saving failed (read-only directory, full disk…); the change was not made.
    case writeFailed(path: String, reason: String)
    /// The fixtures are being reloaded (`--watch`); the change was not made and may be retried.
    case reloading

    /// One line naming the file.
    public var description: String {
        switch self {
        case let .corrupt(path, reason): "the state file \(path) is unreadable or corrupt: \(reason) (move it away to start afresh)"
        case let .writeFailed(path, reason): "cannot save the state file \(path): \(reason)"
        case .reloading: "the screens are being reloaded from the fixtures file"
        }
    }
}

/// The state of every screen on disk, so it survives restarts and `kill -9`: a snapshot, plus a
/// journal of the changes made since, one JSON line each, appended and flushed before a change is
/// acknowledged.
///
/// A snapshot is written to a temporary file next to it, flushed, renamed over the old one and the
/// directory flushed: a reader sees the old file or the new one, never a torn one. Journal entries
/// carry the version they produced, so replaying a journal over a newer snapshot skips what the
/// snapshot already holds; a torn last line (a crash mid-append) was never acknowledged and is dropped.
public struct StateFile: Sendable {
    /// Where the snapshot lives.
    public let path: String
    /// Where the journal lives: next to the snapshot, `.journal` appended.
    public var journalPath: String { path + ".journal" }

    /// A state file at `path`; it need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// The snapshot's states of the known screens (none when there is no snapshot yet) and the
    /// journal entries written after it. Saved screens the fixtures no longer have are left out.
    func load(screens: [Screen]) throws(StateFileError) -> (states: [String: ScreenState], journal: [JournalEntry]) {
        let states = try loadSnapshot(screens: screens)
        guard let data = FileManager.default.contents(atPath: journalPath) else { return (states, []) }
        var lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lines.removeLast()  // after the final newline: empty, or a torn line that was never acknowledged
        var reader = JSONReader()
        var entries: [JournalEntry] = []
        for (index, line) in lines.enumerated() where !line.isEmpty {
            // A line with any problem is corrupt, as in the snapshot: an entry read in part (a
            // replaceRows with a row left out) would quietly lose what was acknowledged.
            guard let entry = JournalEntry.decode(line, at: "line \(index + 1)", reader: &reader), reader.issues.isEmpty else {
                throw .corrupt(path: journalPath, reason: reader.issues.first?.description ?? "line \(index + 1) is not a change")
            }
            entries.append(entry)
        }
        return (states, entries)
    }

    private func loadSnapshot(screens: [Screen]) throws(StateFileError) -> [String: ScreenState] {
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
        let bytes = JSONWriter.encode(StateCoding.encodeFile(states, order: screens.map(\.id)), pretty: true)
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = directory + "/." + name + ".tmp"
        do {
            let file = try OpenFile(path: temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
            try file.writeAll(bytes)
            try file.synchronize()
        } catch {
            unlink(temporary)
            throw .writeFailed(path: path, reason: error.description)
        }
        guard rename(temporary, path) == 0 else {
            let reason = SystemCallError.last.description
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        // Flush the directory too, so the rename itself survives a crash; best effort.
        if let directoryFile = try? OpenFile(path: directory, flags: O_RDONLY) {
            try? directoryFile.synchronize()
        }
    }

    /// Opens the journal for appending, cutting off a torn last line first.
    func openJournal() throws(StateFileError) -> Journal {
        do {
            let file = try OpenFile(path: journalPath, flags: O_RDWR | O_CREAT)
            // Keep everything up to the last newline; what follows is a torn, unacknowledged entry.
            let length = try file.length()
            var complete = length
            while complete > 0, try file.byte(at: complete - 1) != UInt8(ascii: "\n") {
                complete -= 1
            }
            if complete != length { try file.truncate(to: complete) }
            try file.seek(to: complete)
            return Journal(file: file, length: complete)
        } catch {
            throw .writeFailed(path: journalPath, reason: error.description)
        }
    }
}
