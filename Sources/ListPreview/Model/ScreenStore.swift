import FoundationEssentials
import Guarded

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
    private let shared: Locked<Shared>
    /// Where states are saved after every change, if anywhere.
    private let stateFile: StateFile?
    /// Milliseconds since 1970; replaceable so tests can move time.
    private let now: @Sendable () -> Int64
    /// Where every change is announced to waiting pages; handed on to a store that replaces this one.
    public let changes: ChangeFeed

    /// What the lock guards.
    private struct Shared {
        var states: [String: ScreenState]
        var journal: Journal?
        /// Set once the states have moved to a store for reloaded fixtures; changes are refused.
        var sealed = false
    }

    /// What a store hands to the one that replaces it when the fixtures are reloaded.
    public struct Handover: @unchecked Sendable {
        // Unchecked: the journal is only touched under one store's lock; after the handover the old store never does.
        fileprivate let states: [String: ScreenState]
        fileprivate let journal: Journal?
        fileprivate let changes: ChangeFeed
    }

    /// Stops taking changes and hands over every state (and the open journal): nothing made before is
    /// lost, and nothing after is accepted (``apply(_:to:)`` throws ``StateFileError/reloading``).
    public func seal() -> Handover {
        shared.withLock { shared in
            shared.sealed = true
            defer { shared.journal = nil }
            return Handover(states: shared.states, journal: shared.journal, changes: changes)
        }
    }

    /// Takes changes again after a handover that could not be completed.
    public func resume(_ handover: Handover) {
        shared.withLock { shared in
            shared.sealed = false
            shared.journal = handover.journal
        }
    }

    /// A store for reloaded fixtures: screens that kept their id keep their state, new ones start
    /// afresh; with a state file, a snapshot of it all is written and the journal goes on.
    public convenience init(screens: [Screen], takingOver handover: Handover, stateFile: StateFile?,
                            clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) throws(StateFileError) {
        var states = Self.initialStates(screens)
        for (id, state) in handover.states where states[id] != nil { states[id] = state }
        if let stateFile, let journal = handover.journal {
            try stateFile.save(states, screens: screens)
            try journal.reset(path: stateFile.journalPath)
        }
        self.init(screens: screens, states: states, journal: handover.journal, stateFile: stateFile, clock: clock,
                  changes: handover.changes)
    }

    /// A store with each screen in its initial state, kept in memory only.
    public convenience init(screens: [Screen], clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) {
        self.init(screens: screens, states: Self.initialStates(screens), journal: nil, stateFile: nil, clock: clock)
    }

    /// A store that starts from the state file (snapshot, then its journal replayed; screens it does
    /// not mention start afresh) and journals every change to it before acknowledging it.
    public convenience init(screens: [Screen], stateFile: StateFile,
                            clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) throws(StateFileError) {
        let positions = Self.index(screens)
        var states = Self.initialStates(screens)
        let (snapshot, journal) = try stateFile.load(screens: screens)
        for (id, state) in snapshot { states[id] = state }
        for (line, entry) in journal.enumerated() {
            guard let position = positions[entry.screen], let state = states[entry.screen], entry.version > state.version else { continue }
            guard entry.version == state.version + 1 else {
                throw .corrupt(path: stateFile.journalPath, reason: "line \(line + 1) jumps from version \(state.version) to \(entry.version) of “\(entry.screen)”")
            }
            states[entry.screen] = state.applying(entry.change, for: screens[position], at: entry.at)
        }
        // Start from a fresh snapshot holding everything, and an empty journal.
        if !journal.isEmpty || !FileManager.default.fileExists(atPath: stateFile.path) {
            try stateFile.save(states, screens: screens)
        }
        let opened = try stateFile.openJournal()
        if opened.length > 0 { try opened.reset(path: stateFile.journalPath) }
        self.init(screens: screens, states: states, journal: opened, stateFile: stateFile, clock: clock)
    }

    private init(screens: [Screen], states: [String: ScreenState], journal: Journal?, stateFile: StateFile?,
                 clock: @escaping @Sendable () -> Int64, changes: ChangeFeed = ChangeFeed()) {
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
        self.shared = Locked(Shared(states: states, journal: journal))
    }

    private static func index(_ screens: [Screen]) -> [String: Int] {
        Dictionary(screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func initialStates(_ screens: [Screen]) -> [String: ScreenState] {
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
    func cachableVersion(of id: String) -> Int? {
        shared.withLock { shared in
            guard let state = shared.states[id], state.pendingReload == nil else { return nil }
            return state.version
        }
    }

    /// Applies a change atomically, journals it, and returns the new state; `nil` for an unknown id.
    /// When journaling fails the change is not applied and the error says why.
    @discardableResult
    public func apply(_ change: ScreenChange, to id: String) throws(StateFileError) -> ScreenState? {
        guard let screen = screen(id: id) else { return nil }
        let time = now()
        let next = try shared.withLock { shared throws(StateFileError) -> ScreenState? in
            guard !shared.sealed else { throw .reloading }
            guard let current = shared.states[id] else { return nil }
            let next = current.applying(change, for: screen, at: time)
            if let journal = shared.journal, let stateFile {
                try journal.append(JournalEntry(screen: id, version: next.version, at: time, change: change), path: stateFile.journalPath)
            }
            shared.states[id] = next
            compactIfDue(&shared)
            return next
        }
        changes.changed(screen: id)
        return next
    }

    /// Writes a snapshot and empties the journal once it is long; a failure leaves the journal as it
    /// is (it still holds every change) and is retried after the next change.
    private func compactIfDue(_ shared: inout Shared) {
        guard let journal = shared.journal, let stateFile, journal.entriesSinceSnapshot >= Journal.compactionThreshold else { return }
        do {
            try stateFile.save(shared.states, screens: screens)
            try journal.reset(path: stateFile.journalPath)
        } catch {
            StandardError.print("listpreview: cannot compact the state file: \(error)")
        }
    }
}
