/// The open journal of a state file. Used only under `ScreenStore`'s lock, so appends are ordered.
final class Journal {
    private let file: OpenFile
    /// Bytes of complete entries: where the next one starts.
    private(set) var length: UInt64
    /// Entries appended since the last snapshot.
    private(set) var entriesSinceSnapshot = 0

    /// Entries after which the store writes a snapshot and empties the journal.
    static let compactionThreshold = 2000

    init(file: OpenFile, length: UInt64) {
        self.file = file
        self.length = length
    }

    /// Appends one entry and flushes it to disk; on failure the journal is cut back to where it was,
    /// so a half-written line never precedes later ones.
    func append(_ entry: JournalEntry, path: String) throws(StateFileError) {
        let bytes = entry.encoded()
        do {
            try file.writeAll(bytes)
            try file.synchronize()
            length += UInt64(bytes.count)
            entriesSinceSnapshot += 1
        } catch {
            try? file.truncate(to: length)
            try? file.seek(to: length)
            throw .writeFailed(path: path, reason: error.description)
        }
    }

    /// Empties the journal once a snapshot holds everything it had.
    func reset(path: String) throws(StateFileError) {
        do {
            try file.truncate(to: 0)
            try file.seek(to: 0)
            try file.synchronize()
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
        length = 0
        entriesSinceSnapshot = 0
    }
}
