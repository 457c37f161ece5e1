import FoundationEssentials
import Screens

extension ScreenStore {
    /// A store that starts from the state file (snapshot, then its journal replayed; screens it does
    /// not mention start afresh, and what it holds for screens the fixtures do not name is kept) and
    /// journals every change to it before acknowledging it.
    ///
    /// `forgetting` names kept states to drop (`--forget-state`); ``notes`` say which were and which
    /// had nothing kept. Forgetting fails, as a write, when the snapshot without them cannot be
    /// written; otherwise a snapshot that cannot be written now (a full disk) is said in ``notes`` and
    /// the journal, which holds every change, goes on.
    public convenience init(screens: [Screen], stateFile: StateFile, forgetting: [String] = [],
                            catalogImages: [String: ImageReference] = [:],
                            clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) throws(StateFileError) {
        let positions = Self.index(screens)
        let loaded = try stateFile.load(screens: screens)
        var states = Self.initialStates(screens)
        for (id, state) in loaded.snapshot.states { states[id] = state }
        var kept = loaded.snapshot.kept
        try Self.replay(loaded.snapshot.changes, screens: screens, positions: positions, states: &states, kept: &kept,
                        file: stateFile.path, naming: { "changes[\($0)]" })
        try Self.replay(loaded.entries, screens: screens, positions: positions, states: &states, kept: &kept,
                        file: stateFile.journalPath, naming: { "line \($0 + 1)" })
        Self.relink(&states, to: catalogImages)

        var notes: [String] = []
        if loaded.tornBytes > 0 {
            notes.append("dropped the torn last line of \(stateFile.journalPath) (\(loaded.tornBytes) bytes): "
                         + "a change cut short by a crash or a full disk, so never acknowledged")
        }
        var forgotten: [String: KeptState] = [:]
        for id in forgetting where forgotten[id] == nil {
            if let state = kept.removeValue(forKey: id) {
                forgotten[id] = state
                notes.append("forgot the state kept for \(id) (--forget-state)")
            } else {
                notes.append("--forget-state \(id): no state is kept for \(id), so there was nothing to forget")
            }
        }
        notes += Self.keptNote(kept)

        let journal = loaded.journal
        if !forgotten.isEmpty {
            // The journal may hold changes of a forgotten screen; a snapshot without its state next to
            // them would make them follow nothing. So the journal is folded into a snapshot that still
            // has them first, and only then is a snapshot without them written.
            if journal.entries > 0 {
                try stateFile.save(states, screens: screens, kept: kept.merging(forgotten) { current, _ in current })
                try journal.reset()
            }
            try stateFile.save(states, screens: screens, kept: kept)
        } else if journal.entries > 0 || !FileManager.default.fileExists(atPath: stateFile.path) {
            // Start from a fresh snapshot holding everything, and an empty journal.
            do throws(StateFileError) {
                try stateFile.save(states, screens: screens, kept: kept)
                try journal.reset()
            } catch {
                notes.append("cannot write a snapshot of the state file now, so its journal keeps every change: \(error)")
            }
        }
        // A torn last line the snapshot did not do away with; if even that fails, the next change tries again.
        try? journal.tidy()
        self.init(screens: screens, states: states, kept: kept, journal: journal, stateFile: stateFile, clock: clock, notes: notes)
    }

    /// Gives saved rows their asset catalog images back. A state file keeps an image by its URL; a
    /// catalog image's is that of one of its files, which would otherwise come back as that file
    /// alone, without its other scales, its dark file or its template tint.
    static func relink(_ states: inout [String: ScreenState], to catalogImages: [String: ImageReference]) {
        guard !catalogImages.isEmpty else { return }
        let byURL = Dictionary(catalogImages.values.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
        states = states.mapValues { state in
            var state = state
            state.sections = state.sections.map { section in
                var section = section
                section.rows = section.rows.map { row in
                    var row = row
                    if let image = row.image, image.origin == .user, let catalog = byURL[image.url] { row.image = catalog }
                    return row
                }
                return section
            }
            return state
        }
    }

    /// Replays `entries` over `states`; those of screens the fixtures do not name join their kept
    /// changes. Entries a state already holds are skipped (a snapshot newer than the journal); an entry
    /// that skips a version means changes are missing, so the file is corrupt.
    private static func replay(_ entries: [JournalEntry], screens: [Screen], positions: [String: Int],
                               states: inout [String: ScreenState], kept: inout [String: KeptState],
                               file: String, naming: (Int) -> String) throws(StateFileError) {
        for (index, entry) in entries.enumerated() {
            let known = positions[entry.screen]
            let version = known != nil ? states[entry.screen]?.version ?? 0 : kept[entry.screen]?.version ?? 0
            guard entry.version > version else { continue }
            guard entry.version == version + 1 else {
                throw .corrupt(path: file, reason: "\(naming(index)) jumps from version \(version) to \(entry.version) of “\(entry.screen)”")
            }
            if let known, let state = states[entry.screen] {
                states[entry.screen] = state.applying(entry.change, for: screens[known], at: entry.at)
            } else {
                kept[entry.screen, default: KeptState(saved: nil, state: nil)].changes.append(entry)
            }
        }
    }
}
