import Foundation
import Guarded

/// The current state of every screen, in memory, shared by all clients and all server threads,
/// and written to the state file (when there is one) before a change is acknowledged.
public final class ScreenStore: Sendable {
    /// The screens, in the order given; never changes.
    public let screens: [Screen]
    /// Each screen's index in `screens`, by id.
    private let positions: [String: Int]
    /// Every screen's state, by id, and the open journal: the one lock that guards shared state.
    private let shared: Locked<Shared>
    /// Where states are saved after every change, if anywhere.
    private let stateFile: StateFile?
    /// Milliseconds since 1970; replaceable so tests can move time.
    private let now: @Sendable () -> Int64

    /// What the lock guards.
    private struct Shared {
        var states: [String: ScreenState]
        var journal: Journal?
    }

    /// A store with each screen in its initial state, kept in memory only.
    public init(screens: [Screen], clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) {
        self.screens = screens
        self.positions = Self.index(screens)
        self.stateFile = nil
        self.now = clock
        self.shared = Locked(Shared(states: Self.initialStates(screens), journal: nil))
    }

    /// A store that starts from the state file (snapshot, then its journal replayed; screens it does
    /// not mention start afresh) and journals every change to it before acknowledging it.
    public init(screens: [Screen], stateFile: StateFile,
                clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) throws(StateFileError) {
        self.screens = screens
        self.positions = Self.index(screens)
        self.stateFile = stateFile
        self.now = clock
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
        if opened.length > 0 {
            do {
                try opened.reset()
            } catch {
                throw .writeFailed(path: stateFile.journalPath, reason: StateFile.reason(error))
            }
        }
        self.shared = Locked(Shared(states: states, journal: opened))
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
        return try shared.withLock { shared throws(StateFileError) in
            guard let current = shared.states[id] else { return nil }
            let next = current.applying(change, for: screen, at: time)
            if let journal = shared.journal, let stateFile {
                try journal.append(JournalEntry(screen: id, version: next.version, at: time, change: change), path: stateFile.journalPath)
            }
            shared.states[id] = next
            compactIfDue(&shared)
            return next
        }
    }

    /// Writes a snapshot and empties the journal once it is long; a failure leaves the journal as it
    /// is (it still holds every change) and is retried after the next change.
    private func compactIfDue(_ shared: inout Shared) {
        guard let journal = shared.journal, let stateFile, journal.entriesSinceSnapshot >= Journal.compactionThreshold else { return }
        do {
            try stateFile.save(shared.states, screens: screens)
            try journal.reset()
        } catch {
            FileHandle.standardError.write(Data("listpreview: cannot compact the state file: \(error)\n".utf8))
        }
    }
}
