private import CMicroHTTPD
import Dispatch
import Glibc
import Guarded
import HTTP

// Long polls: connections parked without a thread until their deferred response is due. This file
// and HTTPServer.swift are the only ones that touch libmicrohttpd; parking is split out because
// one file holding both the daemons and the parking grew past what a reader takes in at once.
/// Connections suspended until their deferred response is due; guarded by the server's lock.
struct ParkedConnections {
    /// Parked and not yet resumed, by identity.
    var waiting: [ObjectIdentifier: ParkedConnection] = [:]
    /// Deferred requests not yet completed (parked, or resumed and still sending).
    var unfinished = 0
    /// Set by `stop()`: nothing is parked any more.
    var stopping = false
    /// The write end of each loop's wake pipe, by its daemon's address; emptied before they close.
    var wakeSignals: [UInt: Int32] = [:]

    /// Wakes the loop of `daemon`, if it still runs.
    func wake(_ daemon: UInt) {
        guard let signal = wakeSignals[daemon] else { return }
        var byte: UInt8 = 1
        _ = write(signal, &byte, 1)
    }

    /// Takes every waiting connection out and refuses new ones.
    mutating func stop() -> [ParkedConnection] {
        stopping = true
        defer { waiting = [:] }
        return Array(waiting.values)
    }
}

/// A suspended connection and what can wake it: its subscription, its timer, or the server's stop.
/// `@unchecked Sendable` is sound: the connection pointer is only passed to MHD_resume_connection,
/// exactly once (`resumed` is checked and set under the lock), while the connection is suspended —
/// libmicrohttpd neither times out nor closes a suspended connection, and `stop()` resumes every
/// parked one before stopping the daemons.
final class ParkedConnection: @unchecked Sendable {
    private let connection: OpaquePointer
    /// Its daemon's address, the key of the loop's wake pipe; read while the connection is ours.
    let daemon: UInt
    /// Its socket, which its loop watches for the client hanging up.
    let socket: Int32
    private let state = Locked<(resumed: Bool, unsubscribe: (@Sendable () -> Void)?)>((false, nil))
    private weak var server: HTTPServer?

    init(_ connection: OpaquePointer, server: HTTPServer) {
        self.connection = connection
        self.daemon = lp_connection_daemon(connection).map(daemonKey) ?? 0
        self.socket = lp_connection_socket(connection)
        self.server = server
    }

    /// Keeps the function that unregisters the subscription; called at once if already resumed.
    func keep(unsubscribe: @escaping @Sendable () -> Void) {
        let resumed = state.withLock { state in
            if !state.resumed { state.unsubscribe = unsubscribe }
            return state.resumed
        }
        if resumed { unsubscribe() }
    }

    /// Resumes the connection, the first time only; libmicrohttpd then calls the access handler
    /// again, which sends the deferred response.
    func resume() {
        guard let unsubscribe = state.withLock({ state -> (@Sendable () -> Void)?? in
            if state.resumed { return nil }
            state.resumed = true
            return .some(state.unsubscribe)
        }) else { return }
        unsubscribe?()
        guard let server else { return }
        // Under the lock, so the loop's pipe cannot be closed between the resume and the wake-up.
        server.parked.withLock { parked in
            parked.waiting.removeValue(forKey: ObjectIdentifier(self))
            MHD_resume_connection(connection)
            // From here on the connection may already be finished and freed by its loop.
            parked.wake(daemon)
        }
    }
}

/// The key of a daemon in the wake-pipe table: its address.
func daemonKey(_ daemon: OpaquePointer) -> UInt {
    UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(daemon)))
}

extension HTTPServer {
    /// The sockets of the connections parked on `daemon`.
    func parkedSockets(of daemon: UInt) -> [Int32] {
        parked.withLock { $0.waiting.values.filter { $0.daemon == daemon && $0.socket >= 0 }.map(\.socket) }
    }

    /// Resumes the parked connection whose client closed `socket`.
    func clientHungUp(socket: Int32) {
        parked.withLock { $0.waiting.values.first { $0.socket == socket } }?.resume()
    }

    /// Suspends `connection` until `deferred` is due, its time is up or the server stops.
    func park(_ connection: OpaquePointer, _ deferred: DeferredResponse) {
        MHD_suspend_connection(connection)
        let waiting = ParkedConnection(connection, server: self)
        let accepted = parked.withLock { parked in
            parked.unfinished += 1
            guard !parked.stopping else { return false }
            parked.waiting[ObjectIdentifier(waiting)] = waiting
            return true
        }
        // A server that is stopping answers at once.
        guard accepted else { return waiting.resume() }
        // This loop now watches the new connection's socket for the client hanging up.
        parked.withLock { $0.wake(waiting.daemon) }
        waiting.keep(unsubscribe: deferred.subscribe { waiting.resume() })
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(max(0, deferred.timeoutMilliseconds))) {
            waiting.resume()
        }
    }
}
