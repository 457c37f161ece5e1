import Fixtures
import Screens

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import JSON

/// Why the state file could not be read or written, or a change was not made.
public enum StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be used; the server refuses to start rather than lose it.
    case corrupt(path: String, reason: String)
    /// Saving failed (read-only directory, full disk…); the change was not made.
    case writeFailed(path: String, reason: String)
    /// The fixtures are being reloaded (`--watch`); the change was not made and may be retried.
    case reloading
    /// The change would leave the screen with `rows` rows, more than `limit` (``ScreenStore/maximumRows``); not made.
    case tooManyRows(rows: Int, limit: Int)

    /// One line naming the file.
    public var description: String {
        switch self {
        case let .corrupt(path, reason): "the state file \(path) is unreadable or corrupt: \(reason) (move it away to start afresh)"
        case let .writeFailed(path, reason): "cannot save the state file \(path): \(reason)"
        case .reloading: "the screens are being reloaded from the fixtures file"
        case let .tooManyRows(rows, limit): "the change would leave the screen with \(rows) rows; changes may leave at most \(limit)"
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
/// The states of screens the fixtures do not name are kept (see ``KeptState``).
public struct StateFile: Sendable {
    /// Where the snapshot lives.
    public let path: String
    /// Where the journal lives: next to the snapshot, `.journal` appended.
    public var journalPath: String { path + ".journal" }

    /// A state file at `path`; it need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// What a state file held at start.
    struct Loaded {
        /// The snapshot's (none when there is no snapshot yet).
        var snapshot: StateCoding.Contents
        /// The journal's complete entries, in order.
        var entries: [JournalEntry]
        /// The journal, open, to go on with; its torn last line, if any, is still there (``Journal/tidy()``).
        var journal: Journal
        /// The length of the torn last line dropped, 0 when there was none.
        var tornBytes: Int
    }

    /// The snapshot and the journal entries written after it, with the journal opened to go on.
    func load(screens: [Screen]) throws(StateFileError) -> Loaded {
        let snapshot = try loadSnapshot(screens: screens)
        let file: OpenFile
        do {
            file = try OpenFile(path: journalPath, flags: O_RDWR | O_CREAT)
        } catch {
            throw .writeFailed(path: journalPath, reason: error.description)
        }
        let bytes: [UInt8]
        do {
            bytes = try file.readAll()
        } catch {
            throw .corrupt(path: journalPath, reason: error.description)
        }
        // Everything up to the last newline; what follows is a torn entry, cut short by a crash and
        // so never acknowledged. Found from the end, in memory: the whole file is read anyway.
        let complete = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        var reader = JSONReader()
        var entries: [JournalEntry] = []
        for (index, line) in bytes[..<complete].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            // A line with any problem is corrupt, as in the snapshot: an entry read in part (a
            // replaceRows with a row left out) would quietly lose what was acknowledged.
            guard let entry = JournalEntry.decode(line, at: "line \(index + 1)", reader: &reader), reader.issues.isEmpty else {
                throw .corrupt(path: journalPath, reason: reader.issues.first?.description ?? "line \(index + 1) is not a change")
            }
            entries.append(entry)
        }
        let journal = Journal(file: file, path: journalPath, length: UInt64(complete), entries: entries.count,
                              untidy: complete < bytes.count)
        return Loaded(snapshot: snapshot, entries: entries, journal: journal, tornBytes: bytes.count - complete)
    }

    private func loadSnapshot(screens: [Screen]) throws(StateFileError) -> StateCoding.Contents {
        guard FileManager.default.fileExists(atPath: path) else { return StateCoding.Contents() }
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
        let contents = StateCoding.decodeFile(document, known: Set(screens.map(\.id)), reader: &reader)
        if let issue = reader.issues.first { throw .corrupt(path: path, reason: issue.description) }
        return contents
    }

    /// A snapshot's bytes: `states` in the order of `screens`, then `kept`.
    func encode(_ states: [String: ScreenState], screens: [Screen], kept: [String: KeptState]) -> [UInt8] {
        JSONWriter.encode(StateCoding.encodeFile(states, order: screens.map(\.id), kept: kept), pretty: true)
    }

    /// Writes every state atomically and durably: the temporary file, the rename, the directory.
    func save(_ states: [String: ScreenState], screens: [Screen], kept: [String: KeptState]) throws(StateFileError) {
        let temporary = try writeTemporary(encode(states, screens: screens, kept: kept), for: path)
        try install(temporary, as: path)
        try synchronizeDirectory()
    }

    /// The directory both files are in.
    var directory: String {
        path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    }

    /// Writes `bytes` to a new temporary file next to `target` (`.NAME.tmp`) and flushes it; nothing is
    /// left behind when that fails. Returns the file, still open, and its path.
    func writeTemporary(_ bytes: [UInt8], for target: String) throws(StateFileError) -> (path: String, file: OpenFile) {
        let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = directory + "/." + name + ".tmp"
        do {
            let file = try OpenFile(path: temporary, flags: O_RDWR | O_CREAT | O_TRUNC)
            try file.writeAll(bytes, at: 0)
            try file.synchronize()
            return (temporary, file)
        } catch {
            unlink(temporary)
            throw .writeFailed(path: target, reason: error.description)
        }
    }

    /// Renames `temporary` over `target`; on failure the temporary file is removed and `target` is as it was.
    func install(_ temporary: (path: String, file: OpenFile), as target: String) throws(StateFileError) {
        guard rename(temporary.path, target) == 0 else {
            let reason = SystemCallError.last.description
            unlink(temporary.path)
            throw .writeFailed(path: target, reason: reason)
        }
    }

    /// Flushes the directory, so the renames in it survive a crash.
    func synchronizeDirectory() throws(StateFileError) {
        do {
            try OpenFile(path: directory, flags: O_RDONLY).synchronize()
        } catch {
            throw .writeFailed(path: directory, reason: error.description)
        }
    }
}
