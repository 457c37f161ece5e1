import Dispatch
import FoundationEssentials
import Guarded
import Screens
import Strings

/// The current state of every screen, in memory, shared by all clients and all server threads,
/// and written to the state file (when there is one) before a change is acknowledged.
public final class ScreenStore: Sendable {
    /// The screens, in the order given; never changes.
    public let screens: [Screen]
    /// Every language a screen is given in, English first: what pages negotiate among.
    public let languages: [LanguageTag]
    /// Each screen's index in `screens`, by id.
    private let positions: [String: Int]
    /// Every screen's state, by id, and the open journal: the one lock that guards shared state.
    let shared: Locked<Shared>
    /// Where states are saved after every change, if anywhere.
    let stateFile: StateFile?
    /// Milliseconds since 1970; replaceable so tests can move time.
    private let now: @Sendable () -> Int64
    /// Where every change is announced to waiting pages; handed on to a store that replaces this one.
    public let changes: ChangeFeed
    /// What loading the state file found that is worth saying once, a line each without the program's
    /// name: states kept for screens the fixtures do not name, a torn last line dropped.
    public let notes: [String]
    /// Where snapshots are written, one at a time, while changes go on (see ``compact(forgetting:)``).
    let compactions = DispatchQueue(label: "listpreview.compaction")

    /// The most rows a change through the API or a form may leave a screen with (`PUT` rows, add a
    /// row): past it the change is refused (`413`). The fixtures may declare more (generated lists
    /// of 100,000 rows are a benchmark case); their screens can then lose rows but not gain them.
    /// 10,000 rows are 20 pages of the 500 a page draws, and a few MB of state file.
    public static let maximumRows = 10_000

    /// What the lock guards.
    struct Shared {
        /// Every screen's state, by id.
        var states: [String: ScreenState]
        /// What the state file holds for screens the fixtures do not name, by id.
        var kept: [String: KeptState]
        /// The state file's open journal; `nil` without a state file, and once sealed.
        var journal: Journal?
        /// Set once the states have moved to a store for reloaded fixtures; changes are refused.
        var sealed = false
        /// Whether a compaction is queued or under way, so that changes meanwhile queue no other.
        var compacting = false
    }

    /// What a store hands to the one that replaces it when the fixtures are reloaded.
    public struct Handover: @unchecked Sendable {
        // Unchecked: the journal is only touched under one store's lock; after the handover the old store never does.
        fileprivate let states: [String: ScreenState]
        fileprivate let kept: [String: KeptState]
        fileprivate let journal: Journal?
        fileprivate let changes: ChangeFeed
    }

    /// Stops taking changes and hands over every state (and the open journal): nothing made before is
    /// lost, and nothing after is accepted (``apply(_:to:)`` throws ``StateFileError/reloading``).
    public func seal() -> Handover {
        let handover = shared.withLock { shared in
            shared.sealed = true
            defer { shared.journal = nil }
            return Handover(states: shared.states, kept: shared.kept, journal: shared.journal, changes: changes)
        }
        // A compaction under way sees the seal and renames nothing; waiting for it here means the next
        // store's snapshot never meets its temporary file either.
        compactions.sync {}
        return handover
    }

    /// Takes changes again after a handover that could not be completed.
    public func resume(_ handover: Handover) {
        shared.withLock { shared in
            shared.sealed = false
            shared.journal = handover.journal
        }
    }

    /// A store for reloaded fixtures: screens that kept their id keep their state, screens that left
    /// have it kept, screens that came back get theirs back, new ones start afresh; with a state
    /// file, a snapshot of it all is written and the journal goes on.
    public convenience init(screens: [Screen], takingOver handover: Handover, stateFile: StateFile?,
                            clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) throws(StateFileError) {
        var states = Self.initialStates(screens)
        var kept = handover.kept
        for (id, state) in handover.states {
            if states[id] != nil { states[id] = state } else { kept[id] = KeptState(leaving: state) }
        }
        for screen in screens where handover.states[screen.id] == nil {
            if let returning = kept.removeValue(forKey: screen.id) { states[screen.id] = returning.restored(for: screen) }
        }
        if let stateFile, let journal = handover.journal {
            try stateFile.save(states, screens: screens, kept: kept)
            try journal.reset()
        }
        self.init(screens: screens, states: states, kept: kept, journal: handover.journal, stateFile: stateFile, clock: clock,
                  changes: handover.changes, notes: Self.keptNote(kept))
    }

    /// A store with each screen in its initial state, kept in memory only.
    public convenience init(screens: [Screen], clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) {
        self.init(screens: screens, states: Self.initialStates(screens), kept: [:], journal: nil, stateFile: nil, clock: clock)
    }

    /// A store of these states, journaling to `journal` (when there is one) in `stateFile`.
    init(screens: [Screen], states: [String: ScreenState], kept: [String: KeptState], journal: Journal?, stateFile: StateFile?,
         clock: @escaping @Sendable () -> Int64, changes: ChangeFeed = ChangeFeed(), notes: [String] = []) {
        self.screens = screens
        var languages: [LanguageTag] = []
        for screen in screens {
            for tag in screen.languages where !languages.contains(tag) { languages.append(tag) }
        }
        self.languages = languages.isEmpty ? Language.allCases.map(\.tag) : languages
        self.changes = changes
        self.positions = Self.index(screens)
        self.stateFile = stateFile
        self.now = clock
        self.notes = notes
        self.shared = Locked(Shared(states: states, kept: kept, journal: journal))
    }

    /// Each screen's index, by id (the first, should two share one).
    static func index(_ screens: [Screen]) -> [String: Int] {
        Dictionary(screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each screen's initial state, by id.
    static func initialStates(_ screens: [Screen]) -> [String: ScreenState] {
        Dictionary(screens.map { ($0.id, ScreenState(initialFor: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Milliseconds since 1970 by the system clock.
    public static let wallClock: @Sendable () -> Int64 = { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }

    /// The current time in milliseconds, by the store's clock.
    public var currentTime: Int64 { now() }

    /// The screen with this id, or `nil`.
    public func screen(id: String) -> Screen? {
        positions[id].map { screens[$0] }
    }

    /// The current state of a screen (with a due reload landed), or `nil` for an unknown id.
    public func state(of id: String) -> ScreenState? {
        guard let screen = screen(id: id) else { return nil }
        let time = now()
        return shared.withLock { shared in
            guard let current = shared.states[id] else { return nil }
            // Landing a due reload needs no saving: replaying the journal lands it the same way.
            let settled = current.settled(for: screen, at: time)
            if settled != current { shared.states[id] = settled }
            return settled
        }
    }

    /// The version of a screen's state when its page may come from a cache (no reload in progress).
    package func cachableVersion(of id: String) -> Int? {
        shared.withLock { shared in
            guard let state = shared.states[id], state.pendingReload == nil else { return nil }
            return state.version
        }
    }

    /// The ids of the screens whose state is kept though the fixtures do not name them, sorted.
    public var keptScreenIDs: [String] {
        shared.withLock { $0.kept.keys.sorted() }
    }

    /// Applies a change atomically, journals it, and returns the new state; `nil` for an unknown id.
    /// When journaling fails the change is not applied and the error says why; so when it would take
    /// the screen past ``maximumRows`` (``StateFileError/tooManyRows(rows:limit:)``).
    @discardableResult
    public func apply(_ change: ScreenChange, to id: String) throws(StateFileError) -> ScreenState? {
        guard let screen = screen(id: id) else { return nil }
        let time = now()
        let next = try shared.withLock { shared throws(StateFileError) -> ScreenState? in
            guard !shared.sealed else { throw .reloading }
            guard let current = shared.states[id] else { return nil }
            // Checked under the lock, so clients adding rows at once cannot pass the limit together.
            switch change {
            case .addRow where current.sections.rowCount >= Self.maximumRows:
                throw .tooManyRows(rows: current.sections.rowCount + 1, limit: Self.maximumRows)
            case let .replaceRows(sections) where sections.rowCount > Self.maximumRows:
                throw .tooManyRows(rows: sections.rowCount, limit: Self.maximumRows)
            default:
                break
            }
            let next = current.applying(change, for: screen, at: time)
            if let journal = shared.journal {
                try journal.append(JournalEntry(screen: id, version: next.version, at: time, change: change))
                if journal.isDueForCompaction, !shared.compacting {
                    shared.compacting = true
                    compactions.async { self.compactInBackground() }
                }
            }
            shared.states[id] = next
            return next
        }
        changes.changed(screen: id)
        return next
    }

    /// The note said at load about kept states, if there are any:
    /// `state kept for 2 screens not in the fixtures: a, b`.
    static func keptNote(_ kept: [String: KeptState]) -> [String] {
        guard !kept.isEmpty else { return [] }
        let ids = kept.keys.sorted()
        return ["state kept for \(ids.count) screen\(ids.count == 1 ? "" : "s") not in the fixtures: \(ids.joined(separator: ", "))"]
    }
}
