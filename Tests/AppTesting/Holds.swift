import Guarded
import HTTP

/// The replies an app under test holds (``Reply/later(_:)``: a long poll waiting for a change, a
/// long page waiting for its drawing), whose time is up when the test says so, never when a clock
/// says: ``AppTest`` passes every deferred reply through ``hold(_:)`` on both back ends.
///
/// The app's own limit (a long poll's 25 s, a long page's 60 s, a long poll's wait for a reload
/// to land) is a value the test reads (``limits``) and ends (``timeUp()``). So a test proves that
/// a held request was answered by its event — nothing else could answer it — and a machine slow
/// enough to take longer than the limit between two steps cannot answer it first. That the server
/// answers at the limit when no test is in charge is the HTTP server's to show (`DeferredReplyTests`).
public final class Holds: Sendable {
    private struct Held {
        let limit: Int
        let timeUp: @Sendable () -> Void
    }

    private struct State {
        var held: [Int: Held] = [:]
        var next = 0
    }

    private let state = Locked(State())

    /// What the live server is told to hold a reply for: an hour, past any test's hang detector.
    static let longerThanAnyTest = 3_600_000

    init() {}

    /// How long each reply held now may be held at most, in milliseconds, as its app asked, in the
    /// order they were held. A reply leaves as soon as it is due (its event happened, or ``timeUp()``).
    public var limits: [Int] {
        state.withLock { state in state.held.sorted { $0.key < $1.key }.map(\.value.limit) }
    }

    /// Ends every hold now, as the end of its time would: each reply held is answered with what its
    /// app says at this moment.
    public func timeUp() {
        let due = state.withLock { state in
            defer { state.held = [:] }
            return state.held.sorted { $0.key < $1.key }.map(\.value.timeUp)
        }
        for timeUp in due { timeUp() }
    }

    /// `reply` with its time in the test's hands: a deferred reply is due when its own event says
    /// so or at ``timeUp()``; to the server its limit is ``longerThanAnyTest``.
    func hold(_ reply: Reply) -> Reply {
        guard case let .later(deferred) = reply else { return reply }
        return .later(DeferredResponse(
            timeoutMilliseconds: Self.longerThanAnyTest,
            subscribe: { [self] due in
                let key = add(limit: deferred.timeoutMilliseconds, timeUp: due)
                let unsubscribe = deferred.subscribe(due)
                return { [self] in
                    remove(key)
                    unsubscribe()
                }
            },
            respond: deferred.respond))
    }

    private func add(limit: Int, timeUp: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            defer { state.next += 1 }
            state.held[state.next] = Held(limit: limit, timeUp: timeUp)
            return state.next
        }
    }

    private func remove(_ key: Int) {
        _ = state.withLock { $0.held.removeValue(forKey: key) }
    }
}
