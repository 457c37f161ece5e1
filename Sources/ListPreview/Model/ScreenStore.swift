import Synchronization

/// The current state of every screen, in memory, shared by all clients and all server threads.
public final class ScreenStore: Sendable {
    /// The screens, in the order given; never changes.
    public let screens: [Screen]
    /// Every screen's state, by id, behind the one lock that guards shared state.
    private let states: Mutex<[String: ScreenState]>

    /// A store with each screen in its initial state.
    public init(screens: [Screen]) {
        self.screens = screens
        self.states = Mutex(Dictionary(uniqueKeysWithValues: screens.map { ($0.id, ScreenState(initialFor: $0)) }))
    }

    /// The screen with this id, or `nil`.
    public func screen(id: String) -> Screen? {
        screens.first { $0.id == id }
    }

    /// The current state of a screen, or `nil` for an unknown id.
    public func state(of id: String) -> ScreenState? {
        states.withLock { $0[id] }
    }

    /// Applies an action atomically and returns the new state, or `nil` for an unknown id.
    @discardableResult
    public func perform(_ action: ScreenAction, on id: String) -> ScreenState? {
        guard let screen = screen(id: id) else { return nil }
        return states.withLock { states in
            guard let current = states[id] else { return nil }
            let next = action.applied(to: current, of: screen)
            states[id] = next
            return next
        }
    }
}
