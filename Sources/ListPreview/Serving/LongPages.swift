import Dispatch
import Guarded
import HTTP

/// Draws long pages away from the server's event loops, one at a time, and each once however
/// many ask for it at the same time.
///
/// A page of 20,000 rows takes about 50 ms to draw; drawn on an event loop, every other connection
/// of that loop waits for it (four clients fetching such pages once held a designer's ordinary
/// page for 461 ms). A page that draws more than ``rowsDrawnOnTheLoop`` rows, and that the memo does
/// not hold, is therefore answered later (``Reply/later(_:)``, the long poll's mechanism: the
/// connection is parked, no thread waits): it is drawn on this one queue, and the loops go on with
/// everything else. One queue, so long pages take at most one core from the loops, and wait in
/// line for each other rather than for the designer. Requests for a page already waiting or being
/// drawn wait for that drawing: sixty clients asking for one 10 MB page get one drawing and share
/// its bytes, instead of sixty of each.
final class LongPages: Sendable {
    /// Pages drawing more rows than this are drawn off the event loops (500, the default window,
    /// draws in about 1.5 ms: ordinary pages stay on the loop, where they are quickest).
    static let rowsDrawnOnTheLoop = 2_000
    /// Distinct long pages waiting to be drawn at most; past that, `503` with `Retry-After`.
    static let queueLimit = 64
    /// How long a parked request waits for its page before it gets a `503` instead.
    static let waitMilliseconds = 60_000

    /// One page being drawn, and who waits for it.
    private final class Drawing: Sendable {
        private struct State {
            var page: Response?
            var waiting: [@Sendable () -> Void] = []
        }

        private let state = Locked(State())

        /// The page, once drawn.
        var page: Response? { state.withLock { $0.page } }

        /// Calls `due` once the page is drawn (at once if it is).
        func whenDrawn(_ due: @escaping @Sendable () -> Void) {
            let drawn = state.withLock { state in
                if state.page == nil { state.waiting.append(due) }
                return state.page != nil
            }
            if drawn { due() }
        }

        /// Keeps the drawn page and tells everyone waiting.
        func finish(_ page: Response) {
            let waiting = state.withLock { state in
                state.page = page
                defer { state.waiting = [] }
                return state.waiting
            }
            for due in waiting { due() }
        }
    }

    private let queue = DispatchQueue(label: "listpreview.long-pages")
    /// The pages waiting or being drawn, by key.
    private let drawings = Locked<[PageCache.Key: Drawing]>([:])

    /// The reply that draws the page `key` off the loops with `draw` (or waits for the drawing
    /// under way) and answers with `finish` of it; `nil` when too many pages wait already.
    func reply(for key: PageCache.Key, drawing draw: @escaping @Sendable () -> Response,
               finish: @escaping @Sendable (Response) -> Response,
               unavailable: @escaping @Sendable (HTTPError) -> Response) -> Reply? {
        let (drawing, isNew) = drawings.withLock { drawings -> (Drawing?, Bool) in
            if let drawing = drawings[key] { return (drawing, false) }
            guard drawings.count < Self.queueLimit else { return (nil, false) }
            let drawing = Drawing()
            drawings[key] = drawing
            return (drawing, true)
        }
        guard let drawing else { return nil }
        if isNew {
            queue.async { [drawings] in
                let page = draw()
                drawings.withLock { $0[key] = nil }
                drawing.finish(page)
            }
        }
        return .later(DeferredResponse(
            timeoutMilliseconds: Self.waitMilliseconds,
            subscribe: { due in
                drawing.whenDrawn(due)
                return {}
            },
            respond: {
                guard let page = drawing.page else {
                    return unavailable(HTTPError(.serviceUnavailable, "This page took too long to draw, or the server is stopping; "
                        + "try again, or ask for fewer rows (?rows=).", headers: ["Retry-After": "5"]))
                }
                return finish(page)
            }))
    }

    /// Distinct long pages waiting or being drawn now.
    var queued: Int { drawings.withLock { $0.count } }

    /// Holds every long page queued from now on until ``resume()``: lets a test see what the event
    /// loops do while a long page is waiting, which no timing can show reliably.
    func suspend() { queue.suspend() }

    /// Draws the long pages held since ``suspend()``.
    func resume() { queue.resume() }
}
