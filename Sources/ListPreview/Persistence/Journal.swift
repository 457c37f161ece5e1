import Foundation

/// The open journal of a state file. Used only under `ScreenStore`'s lock, so appends are ordered.
final class Journal {
    private let handle: FileHandle
    /// Bytes of complete entries: where the next one starts.
    private(set) var length: UInt64
    /// Entries appended since the last snapshot.
    private(set) var entriesSinceSnapshot = 0

    /// Entries after which the store writes a snapshot and empties the journal.
    static let compactionThreshold = 2000

    init(handle: FileHandle, length: UInt64) {
        self.handle = handle
        self.length = length
    }

    deinit { try? handle.close() }

    /// Appends one entry and flushes it to disk; on failure the journal is cut back to where it was,
    /// so a half-written line never precedes later ones.
    func append(_ entry: JournalEntry, path: String) throws(StateFileError) {
        let bytes = entry.encoded()
        do {
            try handle.write(contentsOf: Data(bytes))
            try handle.synchronize()
            length += UInt64(bytes.count)
            entriesSinceSnapshot += 1
        } catch {
            let reason = StateFile.reason(error)
            try? handle.truncate(atOffset: length)
            try? handle.seek(toOffset: length)
            throw .writeFailed(path: path, reason: reason)
        }
    }

    /// Empties the journal once a snapshot holds everything it had.
    func reset(path: String) throws(StateFileError) {
        do {
            try handle.truncate(atOffset: 0)
            try handle.seek(toOffset: 0)
            try handle.synchronize()
        } catch {
            throw .writeFailed(path: path, reason: StateFile.reason(error))
        }
        length = 0
        entriesSinceSnapshot = 0
    }
}
