import Screens

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ScreenStore {
    /// What ``forgetState(of:)`` did.
    public enum Forgetting: Equatable, Sendable {
        /// The kept state is gone from the state file.
        case forgotten
        /// Nothing is kept for that id.
        case nothingKept
        /// The screen is in the fixtures: its state is not kept but live, and not forgotten.
        case inFixtures
    }

    /// Drops the state kept for a screen the fixtures do not name, once a snapshot without it is on
    /// disk. Throws when that snapshot cannot be written (the state is then still kept).
    public func forgetState(of id: String) throws(StateFileError) -> Forgetting {
        guard screen(id: id) == nil else { return .inFixtures }
        let result: Result<Forgetting, StateFileError> = compactions.sync {
            do throws(StateFileError) {
                guard shared.withLock({ $0.kept[id] != nil }) else { return .success(.nothingKept) }
                // Changes of this screen still in the journal (made before this process started) are
                // first moved into a snapshot: a snapshot without its state next to them would leave
                // them following nothing, were the process to die before the journal is switched.
                if shared.withLock({ $0.journal?.holdsEarlierEntries ?? false }) { try compact(forgetting: nil) }
                return .success(try compact(forgetting: id) ? .forgotten : .nothingKept)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A compaction queued by a change; a failure is logged, the journal still holds every change,
    /// and the next change due queues another.
    func compactInBackground() {
        do throws(StateFileError) {
            try compact(forgetting: nil)
        } catch {
            StandardError.print("listpreview: cannot compact the state file: \(error)")
        }
        shared.withLock { $0.compacting = false }
    }

    /// Replaces the journal with a snapshot (leaving out the kept state `forgetting`), run on
    /// ``compactions`` only, so one at a time. Returns false when there was nothing to do (no state
    /// file, a sealed store, or nothing kept to forget).
    ///
    /// The snapshot is encoded and written off the lock, so changes go on meanwhile; no acknowledged
    /// change is lost whenever the process dies:
    /// 1. Under the lock: copy the states (copy-on-write: cheap) and note the journal's length, L.
    ///    The copy holds exactly the changes in the journal's first L bytes.
    /// 2. Off the lock: encode the copy and write it to `.state.json.tmp`, flushed. Changes go on
    ///    being appended to the journal and flushed before they are acknowledged.
    /// 3. Under the lock again, so no change is acknowledged meanwhile: write the journal's bytes from
    ///    L on (the changes made during step 2) to `.state.json.journal.tmp`, flushed; rename the
    ///    snapshot into place and flush the directory; rename the new journal into place and flush
    ///    the directory; go on appending to the new journal.
    ///
    /// Dying before the snapshot's rename leaves the old snapshot and the whole journal; between the
    /// renames, the new snapshot and the whole journal, whose first L bytes replay as nothing (each
    /// entry's version is one the snapshot already holds); after, the new snapshot and the changes
    /// since it. The directory is flushed after the first rename so that the second cannot reach the
    /// disk without it; if the flush after the second fails, no change is acknowledged until a flush
    /// succeeds (see ``Journal/append(_:)``). A store sealed for a reload renames nothing.
    @discardableResult
    func compact(forgetting: String?) throws(StateFileError) -> Bool {
        guard let stateFile else { return false }
        let taken = shared.withLock { shared -> (states: [String: ScreenState], kept: [String: KeptState], length: UInt64, entries: Int, journal: Journal)? in
            guard !shared.sealed, let journal = shared.journal else { return nil }
            var kept = shared.kept
            if let forgetting, kept.removeValue(forKey: forgetting) == nil { return nil }
            return (shared.states, kept, journal.length, journal.entries, journal)
        }
        guard let taken else { return false }
        let snapshot = try stateFile.writeTemporary(stateFile.encode(taken.states, screens: screens, kept: taken.kept), for: stateFile.path)
        return try shared.withLock { shared throws(StateFileError) -> Bool in
            guard !shared.sealed, shared.journal === taken.journal else {
                unlink(snapshot.path)
                return false
            }
            let journal = taken.journal
            let since: (path: String, file: OpenFile)
            do throws(StateFileError) {
                since = try stateFile.writeTemporary(journal.bytes(from: taken.length), for: stateFile.journalPath)
            } catch {
                unlink(snapshot.path)
                throw error
            }
            do throws(StateFileError) {
                try stateFile.install(snapshot, as: stateFile.path)
                try stateFile.synchronizeDirectory()
                try stateFile.install(since, as: stateFile.journalPath)
            } catch {
                unlink(since.path)
                throw error
            }
            let synchronized = (try? stateFile.synchronizeDirectory()) != nil
            journal.replace(with: since.file, from: taken.length, entries: journal.entries - taken.entries,
                            directorySynced: synchronized, directory: stateFile.directory)
            if let forgetting { shared.kept[forgetting] = nil }
            return true
        }
    }
}
