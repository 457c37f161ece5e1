import Foundation

/// How long a test waits for an event before it calls the wait a hang. It is a hang detector, never
/// a speed assumption: a test passes as soon as the event happens, so a slow machine (the thread
/// sanitizer, two busy loops beside the suite) only makes it slower, and the figure is chosen to be
/// far past anything a working build takes there.
public let hangDetector: Duration = .seconds(120)

/// Waits until `condition` holds, checking it every `interval`; true once it does, false when
/// `deadline` passes first (then the caller's `#expect` or `#require` says what did not happen).
///
/// The one way a test waits for something to happen (a counter, a log line, a file, a socket
/// becoming readable): no test sleeps and then looks.
@discardableResult
public func eventually(deadline: Duration = hangDetector, interval: Duration = .milliseconds(5),
                       _ condition: () throws -> Bool) rethrows -> Bool {
    let end = ContinuousClock.now.advanced(by: deadline)
    while true {
        if try condition() { return true }
        if ContinuousClock.now >= end { return false }
        pause(for: interval)
    }
}

/// ``eventually(deadline:interval:_:)`` for a condition that is itself asynchronous (a browser's page).
@discardableResult
public func eventually(deadline: Duration = hangDetector, interval: Duration = .milliseconds(20),
                       isolation: isolated (any Actor)? = #isolation,
                       _ condition: () async throws -> Bool) async rethrows -> Bool {
    let end = ContinuousClock.now.advanced(by: deadline)
    while true {
        if try await condition() { return true }
        if ContinuousClock.now >= end { return false }
        try? await Task.sleep(for: interval)
    }
}

/// Blocks the calling thread for `duration`: for input that must arrive spread over time (a client
/// trickling its request a byte at a time, a file changed again after the program has seen it), never
/// to wait for something to happen — that is ``eventually(deadline:interval:_:)``.
public func pause(for duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}

/// ``pause(for:)`` for asynchronous tests.
public func pause(for duration: Duration) async {
    try? await Task.sleep(for: duration)
}

/// ``hangDetector`` in whole seconds, for what takes its timeout so (a `LoopbackConnection`'s reads
/// and writes, `poll`): how long a test waits for an answer, or for the server to close a
/// connection, before it calls it a hang. Never a speed assumption — an answer is read as soon as
/// it comes — where a few seconds guessed at how busy a machine could be (a loaded one has kept an
/// answer past 5 s).
public let hangDetectorSeconds = Int(hangDetector.components.seconds)
