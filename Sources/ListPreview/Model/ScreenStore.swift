import Foundation
import Synchronization

/// The current state of every screen, in memory, shared by all clients and all server threads,
/// and written to the state file (when there is one) before a change is acknowledged.
public final class ScreenStore: Sendable {
    /// The screens, in the order given; never changes.
    public let screens: [Screen]
    /// Each screen's index in `screens`, by id.
    private let positions: [String: Int]
    /// Every screen's state, by id, behind the one lock that guards shared state.
    private let states: Mutex<[String: ScreenState]>
    /// Where states are saved after every change, if anywhere.
    private let stateFile: StateFile?
    /// Milliseconds since 1970; replaceable so tests can move time.
    private let now: @Sendable () -> Int64

    /// A store with each screen in its initial state, kept in memory only.
    public init(screens: [Screen], clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) {
        self.screens = screens
        self.positions = Dictionary(screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.stateFile = nil
        self.now = clock
        self.states = Mutex(Dictionary(uniqueKeysWithValues: screens.map { ($0.id, ScreenState(initialFor: $0)) }))
    }

    /// A store that starts from the state file (screens it does not mention start afresh) and
    /// saves every change to it.
    public init(screens: [Screen], stateFile: StateFile,
                clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) throws(StateFileError) {
        self.screens = screens
        self.positions = Dictionary(screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.stateFile = stateFile
        self.now = clock
        var initial = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, ScreenState(initialFor: $0)) })
        for (id, state) in try stateFile.load(screens: screens) { initial[id] = state }
        self.states = Mutex(initial)
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
        return states.withLock { states in
            guard let current = states[id] else { return nil }
            let settled = current.settled(for: screen, at: time)
            // A landed reload is remembered (and saved) when possible; if saving fails the next
            // read lands it again, so nothing is lost.
            if settled != current, (try? save(states, replacing: id, with: settled)) != nil {
                states[id] = settled
            }
            return settled
        }
    }

    /// The version of a screen's state when its page may come from a cache (no reload in progress).
    func cachableVersion(of id: String) -> Int? {
        states.withLock { states in
            guard let state = states[id], state.pendingReload == nil else { return nil }
            return state.version
        }
    }

    /// Applies a change atomically, saves it, and returns the new state; `nil` for an unknown id.
    /// When saving fails the change is not applied and the error says why.
    @discardableResult
    public func apply(_ change: ScreenChange, to id: String) throws(StateFileError) -> ScreenState? {
        guard let screen = screen(id: id) else { return nil }
        let time = now()
        return try states.withLock { states throws(StateFileError) in
            guard let current = states[id] else { return nil }
            let next = current.applying(change, for: screen, at: time)
            try save(states, replacing: id, with: next)
            states[id] = next
            return next
        }
    }

    /// Writes every state, with `id`'s replaced, before the change is made visible.
    private func save(_ states: [String: ScreenState], replacing id: String, with state: ScreenState) throws(StateFileError) {
        guard let stateFile else { return }
        var all = states
        all[id] = state
        try stateFile.save(all, screens: screens)
    }
}
