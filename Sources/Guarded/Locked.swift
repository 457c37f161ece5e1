#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value shared between threads, reached only while holding its lock.
///
/// It plays the part of `Synchronization.Mutex` with a pthread mutex underneath, which the thread
/// sanitizer understands; on Linux it cannot see `Mutex`'s futex, and reports every critical
/// section as a race, so `--sanitize=thread` could not be used on the server. (It is not `NSLock`
/// so that the server needs only `FoundationEssentials`, not all of Foundation and ICU: 8 MB of
/// resident memory.)
///
/// `@unchecked Sendable` is sound: the value is only read or written inside `withLock`, between
/// `pthread_mutex_lock` and `pthread_mutex_unlock` of the one mutex; both live at fixed heap
/// addresses (a pthread mutex must not move) from `init` to `deinit`.
///
/// `withLock` is inlinable, so every caller gets it specialised for its value and closure: the
/// server takes several locks per request, and an unspecialised generic call cost each one a
/// metadata look-up. The value is kept behind a pointer rather than in a stored property, so
/// reaching it needs no dynamic exclusivity check (the lock already makes access exclusive).
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let value: UnsafeMutablePointer<Value>

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = .allocate(capacity: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
