import Screens

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open journal of a state file. Used only under `ScreenStore`'s lock, so appends are ordered.
final class Journal {
    private var file: OpenFile
    /// Where the journal lives.
    let path: String
    /// Bytes of complete entries: where the next one starts. Nothing past it was ever acknowledged.
    private(set) var length: UInt64
    /// Entries in the file (since the last snapshot).
    private(set) var entries: Int
    /// Whether the file may hold bytes past ``length``: a failed append whose cutting back failed too.
    /// They are cut before the next append, which is refused while they cannot be.
    private var untidy = false
    /// A directory whose fsync failed after the journal was renamed into it: until it succeeds, the
    /// rename may not survive a crash, so no append is acknowledged.
    private var unsyncedDirectory: String?
    /// Whether the file holds entries made before this process opened it, which may belong to screens
    /// the fixtures no longer name (they are kept in the snapshot only once a snapshot is written).
    private(set) var holdsEarlierEntries: Bool

    /// Entries after which the store writes a snapshot and empties the journal.
    static let compactionEntries = 2000
    /// Bytes of journal after which the store writes a snapshot, however few the entries: 2,000
    /// replacements of 64 KiB of rows would otherwise make a 128 MiB journal for 64 KiB of state,
    /// read back in full at every start.
    static let compactionBytes: UInt64 = 8 << 20

    /// A journal whose first `length` bytes are `entries` complete entries; `untidy` when bytes follow
    /// them (a torn last line).
    init(file: OpenFile, path: String, length: UInt64, entries: Int, untidy: Bool = false) {
        self.file = file
        self.path = path
        self.length = length
        self.entries = entries
        self.untidy = untidy
        self.holdsEarlierEntries = entries > 0
    }

    /// Cuts off what follows the complete entries (a torn last line), if anything does; when that
    /// fails, the next append tries again.
    func tidy() throws(StateFileError) {
        guard untidy else { return }
        do {
            try file.truncate(to: length)
            try file.synchronize()
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
        untidy = false
    }

    /// Whether the journal is long enough, in entries or bytes, that a snapshot should replace it.
    var isDueForCompaction: Bool {
        entries >= Self.compactionEntries || length >= Self.compactionBytes
    }

    /// Appends one entry and flushes it to disk. On any failure (a full disk may fail the write part
    /// way, or only the fsync) the file is cut back to the last complete entry, so a half-written
    /// line never precedes later ones and a restart finds the journal as it was.
    func append(_ entry: JournalEntry) throws(StateFileError) {
        let bytes = entry.encoded()
        do {
            if let directory = unsyncedDirectory {
                try OpenFile(path: directory, flags: O_RDONLY).synchronize()
                unsyncedDirectory = nil
            }
            if untidy {
                try file.truncate(to: length)
                untidy = false
            }
            try file.writeAll(bytes, at: length)
            try file.synchronize()
        } catch {
            // Shrinking needs no space, so this succeeds on a full disk; if it fails all the same,
            // the next append tries again before writing.
            do { try file.truncate(to: length) } catch { untidy = true }
            throw .writeFailed(path: path, reason: error.description)
        }
        length += UInt64(bytes.count)
        entries += 1
    }

    /// The bytes of the entries from `offset` on: those appended since a snapshot was begun.
    func bytes(from offset: UInt64) throws(StateFileError) -> [UInt8] {
        do {
            return try file.read(from: offset, count: Int(length - offset))
        } catch {
            throw .writeFailed(path: path, reason: "cannot read it back: \(error)")
        }
    }

    /// Goes on in `replacement`, which holds this journal's entries from `offset` on (`entries` of
    /// them), once it has been renamed over the journal. `directorySynced` tells whether that rename
    /// is known to be on disk.
    func replace(with replacement: OpenFile, from offset: UInt64, entries: Int, directorySynced: Bool, directory: String) {
        file = replacement
        self.length -= offset
        self.entries = entries
        untidy = false
        holdsEarlierEntries = false
        unsyncedDirectory = directorySynced ? nil : directory
    }

    /// Empties the journal once a snapshot holds everything it had.
    func reset() throws(StateFileError) {
        do {
            try file.truncate(to: 0)
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
        length = 0
        entries = 0
        untidy = false
        holdsEarlierEntries = false
        do {
            try file.synchronize()
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
    }
}
