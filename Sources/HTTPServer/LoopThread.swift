import Glibc

/// A thread of our own running one closure to its end, joined by `join()`.
///
/// The server's event loops run on these rather than on libmicrohttpd's internal threads, so each
/// pass of a loop can end by yielding the processor (see `HTTPServer`).
final class LoopThread: Sendable {
    /// The pthread handle; written once by `pthread_create` before `init` returns.
    private let handle: pthread_t

    /// Starts `body` on a new thread.
    init(_ body: @escaping @Sendable () -> Void) throws(ServerError) {
        // Released by the thread itself once it has taken the closure.
        let context = Unmanaged.passRetained(ClosureBox(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { argument in
            // argument is the ClosureBox retained above; this takes over that reference.
            let box = Unmanaged<ClosureBox>.fromOpaque(argument!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ClosureBox>.fromOpaque(context).release()
            throw .cannotStart(reason: "cannot start a thread: \(String(cString: strerror(status)))")
        }
        handle = thread
    }

    /// Waits for the closure to return.
    func join() {
        pthread_join(handle, nil)
    }
}

/// A closure on the heap, to cross `pthread_create`'s `void *` argument.
private final class ClosureBox: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
