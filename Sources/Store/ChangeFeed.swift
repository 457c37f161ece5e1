import Guarded
import Screens

/// Tells waiting pages that what they show has changed: a screen's state moved, or the fixtures
/// were reloaded (every screen).
///
/// One feed lives as long as the process: a store hands it to the store that replaces it when
/// the fixtures file is reloaded, so pages waiting on the old one hear about the new one.
public final class ChangeFeed: Sendable {
    /// A page waiting for a change to some screens (or to any screen).
    private struct Waiter {
        let screens: Set<String>?
        let wake: @Sendable () -> Void
    }

    private struct Shared {
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0
        var newest = ""
    }

    private let shared = Locked(Shared())

    /// A feed with no waiter.
    public init() {}

    /// The edition of the newest app (see `App.edition`): a page of any other is outdated.
    package var newest: String {
        get { shared.withLock { $0.newest } }
        set { shared.withLock { $0.newest = newValue } }
    }

    /// Calls `wake` (once) at the next change to one of `screens` (`nil`: any); returns the
    /// function that stops waiting.
    package func subscribe(screens: Set<String>?, wake: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let id = shared.withLock { shared in
            shared.nextWaiter += 1
            shared.waiters[shared.nextWaiter] = Waiter(screens: screens, wake: wake)
            return shared.nextWaiter
        }
        return { [weak self] in _ = self?.shared.withLock { $0.waiters.removeValue(forKey: id) } }
    }

    /// Wakes every page waiting for `screen`.
    func changed(screen: String) {
        wake { $0.screens?.contains(screen) ?? true }
    }

    /// Wakes every waiting page: all screens may have changed (the fixtures were reloaded).
    public func changedAll() {
        wake { _ in true }
    }

    /// Takes the matching waiters out under the lock, then wakes them outside it, so a waiter
    /// that unsubscribes while being woken cannot deadlock.
    private func wake(_ matches: (Waiter) -> Bool) {
        let woken = shared.withLock { shared in
            let ids = shared.waiters.filter { matches($0.value) }.map(\.key)
            return ids.compactMap { shared.waiters.removeValue(forKey: $0)?.wake }
        }
        for wake in woken { wake() }
    }
}
