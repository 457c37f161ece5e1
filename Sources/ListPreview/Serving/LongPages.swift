import Dispatch
import Guarded
import HTTP

/// Draws long pages away from the server's event loops, one at a time.
///
/// A page of 20,000 rows takes about 50 ms to draw; drawn on an event loop, every other connection
/// of that loop waits for it (four clients fetching such pages once held a designer's ordinary
/// page for 461 ms). A page that draws more than ``rowsDrawnOnTheLoop`` rows, and that the memo does
/// not hold, is therefore answered later (``Reply/later(_:)``, the long poll's mechanism: the
/// connection is parked, no thread waits): it is drawn on this one queue, and the loops go on with
/// everything else. One queue, so long pages take at most one core from the loops, and wait in
/// line for each other rather than for the designer.
final class LongPages: Sendable {
    /// Pages drawing more rows than this are drawn off the event loops (500, the default window,
    /// draws in about 1.5 ms: ordinary pages stay on the loop, where they are quickest).
    static let rowsDrawnOnTheLoop = 2_000
    /// Long pages waiting to be drawn at most; past that, `503` with `Retry-After`.
    static let queueLimit = 64
    /// How long a parked request waits for its page before it gets a `503` instead.
    static let waitMilliseconds = 60_000

    private let queue = DispatchQueue(label: "listpreview.long-pages")
    private let waiting = Locked(0)

    /// The reply that draws `page` off the loops, or `nil` when too many wait already.
    func reply(drawing page: @escaping @Sendable () -> Response, unavailable: @escaping @Sendable (HTTPError) -> Response) -> Reply? {
        guard waiting.withLock({ waiting in
            guard waiting < Self.queueLimit else { return false }
            waiting += 1
            return true
        }) else { return nil }
        let drawn = Locked<Response?>(nil)
        let started = Locked(false)
        return .later(DeferredResponse(
            timeoutMilliseconds: Self.waitMilliseconds,
            subscribe: { [queue, waiting] due in
                // Subscribed once per park; the page is queued the first time only.
                if started.withLock({ started in defer { started = true }; return started }) { return {} }
                queue.async {
                    let response = page()
                    drawn.withLock { $0 = response }
                    waiting.withLock { $0 -= 1 }
                    due()
                }
                return {}
            },
            respond: {
                drawn.withLock { $0 } ?? unavailable(HTTPError(.serviceUnavailable, "This page took too long to draw, or the server is stopping; "
                    + "try again, or ask for fewer rows (?rows=).", headers: ["Retry-After": "5"]))
            }))
    }

    /// Long pages queued or being drawn now.
    var queued: Int { waiting.withLock { $0 } }

    /// Holds every long page queued from now on until ``resume()``: lets a test see what the event
    /// loops do while a long page is waiting, which no timing can show reliably.
    func suspend() { queue.suspend() }

    /// Draws the long pages held since ``suspend()``.
    func resume() { queue.resume() }
}
