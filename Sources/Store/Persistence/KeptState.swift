import JSON
import Screens

/// What the state file holds for a screen the fixtures do not name (renamed, cut to be pasted back,
/// or in another branch's fixtures): never dropped without being asked (`--forget-state`, or
/// `DELETE /api/screens/ID/state`), written back in every snapshot as it was read, and given back
/// when the screen returns.
struct KeptState: Equatable {
    /// The snapshot's state, as it was read (or, for a screen that left on a reload, as it was then);
    /// `nil` when the screen only ever had journal entries.
    var saved: JSONValue?
    /// `saved` read as a state, so it can be given back; `nil` with it.
    var state: ScreenState?
    /// Changes made after `saved`, in order. They stay unapplied: applying one may need the
    /// screen's fixtures (`show` puts back its rows), which only its return provides.
    var changes: [JournalEntry] = []

    /// The state of a screen that left the fixtures, kept as the snapshot will hold it.
    init(leaving state: ScreenState) {
        saved = StateCoding.encode(state)
        self.state = state
    }

    /// A state read from a snapshot (`nil`: none, only changes).
    init(saved: JSONValue?, state: ScreenState?) {
        self.saved = saved
        self.state = state
    }

    /// The version the last change (or else the saved state) produced; 0 for neither.
    var version: Int { changes.last?.version ?? state?.version ?? 0 }

    /// The state of `screen`, back in the fixtures: the saved state (or else the screen's initial
    /// state, which the first change was made to) with every change applied, as a restart replays them.
    func restored(for screen: Screen) -> ScreenState {
        changes.reduce(state ?? ScreenState(initialFor: screen)) { state, entry in
            state.applying(entry.change, for: screen, at: entry.at)
        }
    }
}
