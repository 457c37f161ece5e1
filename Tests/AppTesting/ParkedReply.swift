import Dispatch
import Guarded
import HTTP
import TestSupport

/// The app's reply to an in-process request, answered the way the server answers it: at once, or
/// for a deferred response (a long poll) when its subscription fires, by calling `respond()` on
/// another thread then — as `ParkedConnection` resumes a connection and its event loop builds the
/// response. Its time being up is an event too: the deferred responses come through
/// ``Holds/hold(_:)``, whose subscription fires at ``Holds/timeUp()``; no timer runs here.
final class ParkedReply: Sendable {
    private struct State {
        var due = false
        var unsubscribe: (@Sendable () -> Void)?
        var response: Response?
    }

    private let state = Locked(State())
    private let answered = DispatchSemaphore(value: 0)

    /// A reply answered at once.
    init(_ response: Response) {
        state.withLock { $0 = State(due: true, response: response) }
        answered.signal()
    }

    /// A reply due when `deferred` says so.
    init(_ deferred: DeferredResponse) {
        let unsubscribe = deferred.subscribe { [self] in due(deferred) }
        // The subscription may have fired already: then it is dropped at once.
        let fired = state.withLock { state in
            if !state.due { state.unsubscribe = unsubscribe }
            return state.due
        }
        if fired { unsubscribe() }
    }

    /// The first time only: drops the subscription and builds the response on another thread
    /// (the caller may be inside the change that made it due).
    private func due(_ deferred: DeferredResponse) {
        guard let unsubscribe = state.withLock({ state -> (@Sendable () -> Void)?? in
            if state.due { return nil }
            state.due = true
            defer { state.unsubscribe = nil }
            return .some(state.unsubscribe)
        }) else { return }
        unsubscribe?()
        DispatchQueue.global().async { [self] in
            let response = deferred.respond()
            state.withLock { $0.response = response }
            answered.signal()
        }
    }

    /// The response, if it is answered within `milliseconds`.
    func response(within milliseconds: Int) -> Response? {
        guard answered.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
        // Signalled once: handed on for the next wait.
        answered.signal()
        return state.withLock { $0.response }
    }

    /// The response, once it is answered; `nil` when it is not within the hang detector.
    func response() -> Response? {
        let (seconds, _) = hangDetector.components
        guard answered.wait(timeout: .now() + .seconds(Int(seconds))) == .success else { return nil }
        answered.signal()
        // Set before the semaphore was signalled.
        return state.withLock { $0.response }
    }
}
