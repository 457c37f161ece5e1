import Foundation

/// A value shared between threads, reached only while holding its lock.
///
/// It plays the part of `Synchronization.Mutex` with a pthread mutex underneath (`NSLock`), which
/// the thread sanitizer understands; on Linux it cannot see `Mutex`'s futex, and reports every
/// critical section as a race, so `--sanitize=thread` could not be used on the server.
///
/// `@unchecked Sendable` is sound: `value` is private and only read or written inside
/// `withLock`, between `lock()` and `unlock()` of the one `NSLock`.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
