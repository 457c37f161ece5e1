import Glibc
import Guarded
import HTTP
import Synchronization

/// The open connections of one event loop: whose they are, whether they count towards the limits,
/// and where each stands between requests — what the loop needs to close a connection whose head
/// is overdue, or an idle or slow one to make room for a newcomer.
///
/// Entries are added, changed and removed by the loop's own thread (from libmicrohttpd's
/// callbacks); other loops only look for the oldest idle connection or a slow one and mark it
/// (reading a slow one's socket statistics, under this table's lock), then wake this loop, which
/// closes it: a connection is only ever closed by its own loop.
final class ConnectionTable: Sendable {
    /// One connection, by the address of its libmicrohttpd connection.
    struct Entry {
        let client: ClientAddress
        let socket: Int32
        /// When it opened: a request's rate is counted from there (see ``MinimumRate``).
        let opened: UInt64
        /// Since when a request head has been awaited (the opening, or the end of the previous
        /// response); nil once the head is in, while the request is answered.
        var headSince: UInt64?
        /// Since when it has been idle between two requests (its previous response sent, no next
        /// request line yet); nil otherwise. Only these are closed to make room.
        var idleSince: UInt64?
        /// Counted by the ``ClientLimiter``: not when refused, nor once given up to make room.
        var counted: Bool
        /// Opened over the limits with no idle connection to close: its request is answered `503`.
        let refused: Bool
        /// The head is in and its body is being read: the request is still arriving.
        var bodyArriving = false
        /// A request was answered on it before: the rate since its opening no longer tells how
        /// fast the current one arrives.
        var answered = false
        /// Chosen to be closed to make room, and why; this loop closes it if it still is so.
        var evicting: Claim?
        /// Its socket has been shut down; libmicrohttpd closes it on its next pass.
        var closing = false
        /// The request begun and not yet completed: its state's address (a retained
        /// `RequestState`), released by whoever hears of its end first. libmicrohttpd 0.9.75
        /// drops some requests without completing them (see `connectionNotified`).
        var request: UInt?

        /// Its request's head or body is arriving: opened (or its request line read) and the head
        /// not in, or the body not yet read in full.
        var isArriving: Bool {
            (headSince != nil && idleSince == nil) || bodyArriving
        }

        /// Whether it can still be chosen to make room.
        var isClaimable: Bool {
            counted && evicting == nil && !closing
        }

        /// The head is in, and a body follows or not; returns whether it was refused.
        mutating func headIsIn(bodyFollows: Bool) -> Bool {
            headSince = nil
            bodyArriving = bodyFollows
            return refused
        }

        /// Its response was sent: it awaits the next head, idle, since `now`.
        mutating func answer(at now: UInt64) {
            headSince = now
            idleSince = now
            bodyArriving = false
            answered = true
            request = nil
        }
    }

    /// Why a connection was chosen to be closed to make room.
    enum Claim: Equatable {
        /// Idle between two requests.
        case idle
        /// Its request arriving slower than the ``MinimumRate``.
        case slow
    }

    /// What the loop does to one of its connections after a sweep.
    enum Action: Equatable {
        /// Close an idle connection chosen to make room.
        case evict(socket: Int32, client: ClientAddress)
        /// Answer `408` to a connection chosen to make room as its request arrived too slowly, and close it.
        case shed(socket: Int32, client: ClientAddress)
        /// Close a connection whose head is overdue, answering `408` first if a request was begun
        /// (or none was ever sent) rather than the connection lying idle between requests.
        case timeOut(socket: Int32, client: ClientAddress, answer: Bool)
    }

    /// The write end of the loop's wake pipe: a byte makes it sweep at once.
    let wakeSignal: Int32
    private let entries = Locked<[UInt: Entry]>([:])
    /// Set when a connection of this loop was chosen to make room (possibly by another loop).
    private let evictionsPending = Atomic<Bool>(false)
    private let size = Atomic<Int>(0)

    init(wakeSignal: Int32) {
        self.wakeSignal = wakeSignal
    }

    /// Whether the loop holds no connection (and so has nothing to sweep).
    var isEmpty: Bool { size.load(ordering: .relaxed) == 0 }

    /// Whether a connection was chosen to be closed since the last sweep.
    var hasEvictions: Bool { evictionsPending.load(ordering: .relaxed) }

    /// Adds a connection that has just opened.
    func opened(_ key: UInt, _ entry: Entry) {
        entries.withLock { $0[key] = entry }
        size.add(1, ordering: .relaxed)
    }

    /// Removes a connection libmicrohttpd has closed, returning what was known of it.
    func closed(_ key: UInt) -> Entry? {
        guard let entry = entries.withLock({ $0.removeValue(forKey: key) }) else { return nil }
        size.subtract(1, ordering: .relaxed)
        return entry
    }

    /// A request line arrived: the connection is no longer idle; `request` is its state.
    func requestStarted(_ key: UInt, request: UInt) {
        entries.withLock { entries in
            entries.change(key) { entry in
                entry.idleSince = nil
                entry.request = request
            }
        }
    }

    /// The head of the request is in: no deadline while it is answered; its body, if
    /// `bodyFollows`, is still arriving. Returns whether the connection was refused (its request
    /// is to be answered `503`).
    func headComplete(_ key: UInt, bodyFollows: Bool) -> Bool {
        entries.withLock { $0.change(key) { $0.headIsIn(bodyFollows: bodyFollows) } ?? false }
    }

    /// The request's body is in.
    func bodyComplete(_ key: UInt) {
        entries.withLock { $0.change(key) { $0.bodyArriving = false } }
    }

    /// The response was sent (or the request ended in error): the connection now awaits the next
    /// head, idle, and the request's state is the caller's to release.
    func requestCompleted(_ key: UInt, at now: UInt64) {
        entries.withLock { $0.change(key) { $0.answer(at: now) } }
    }

    /// The idle connection (of `client`, or of anyone when nil) idle the longest, that can still be
    /// chosen to make room.
    func oldestIdle(of client: ClientAddress?) -> (key: UInt, since: UInt64)? {
        entries.withLock { entries in
            var oldest: (key: UInt, since: UInt64)?
            for (key, entry) in entries where entry.isClaimable {
                guard let since = entry.idleSince, client == nil || entry.client == client else { continue }
                if oldest.map({ since < $0.since }) ?? true { oldest = (key, since) }
            }
            return oldest
        }
    }

    /// Marks the connection found by ``oldestIdle(of:)`` to be closed, if it is still idle since
    /// `since`; returns its client, which it no longer counts against.
    func claim(_ key: UInt, idleSince since: UInt64) -> ClientAddress? {
        let client: ClientAddress? = entries.withLock { entries in
            guard var entry = entries[key], entry.idleSince == since, entry.isClaimable else { return nil }
            entry.evicting = .idle
            entry.counted = false
            entries[key] = entry
            return entry.client
        }
        if client != nil { evictionsPending.store(true, ordering: .relaxed) }
        return client
    }

    /// The connections (of `client`, or of anyone when nil) whose request is still arriving and
    /// that can still be chosen to make room, with when each opened.
    func arriving(of client: ClientAddress?) -> [(key: UInt, opened: UInt64)] {
        entries.withLock { entries in
            entries.compactMap { key, entry in
                entry.isClaimable && entry.isArriving && (client == nil || entry.client == client) ? (key, entry.opened) : nil
            }
        }
    }

    /// Marks the connection found by ``arriving(of:)`` to be closed if its request still arrives
    /// and `rate` finds it slow, judged at `now` from what its socket received (`receipt`, the
    /// kernel's by default; unit tests pass one as a value, as they pass `now`); returns its
    /// client, which it no longer counts against.
    func claim(_ key: UInt, openedAt opened: UInt64, ifSlowerThan rate: MinimumRate, at now: UInt64,
               receipt: (Int32) -> SocketReceipt? = SocketReceipt.of) -> ClientAddress? {
        let client: ClientAddress? = entries.withLock { entries in
            guard var entry = entries[key], entry.opened == opened, entry.isClaimable, entry.isArriving else { return nil }
            // Read under the lock: the loop removes the entry (libmicrohttpd's close notice) before
            // libmicrohttpd closes the socket, so the descriptor is still this connection's.
            let receipt = receipt(entry.socket)
            let age = now &- opened
            guard rate.isSlow(openFor: age, received: receipt?.bytes ?? 0, silentFor: receipt?.silence ?? age,
                              countingFromOpening: !entry.answered) else { return nil }
            entry.evicting = .slow
            entry.counted = false
            entries[key] = entry
            return entry.client
        }
        if client != nil { evictionsPending.store(true, ordering: .relaxed) }
        return client
    }

    /// The connections to close now: those chosen to make room that are still idle (or, chosen
    /// as slow, still arriving), and those whose head has been awaited for `deadline` nanoseconds.
    /// Each is returned once.
    func sweep(at now: UInt64, deadline: UInt64) -> [Action] {
        evictionsPending.store(false, ordering: .relaxed)
        return entries.withLock { entries in
            var actions: [Action] = []
            for (key, entry) in entries where !entry.closing && (entry.evicting != nil || (entry.headSince.map { now &- $0 >= deadline } ?? false)) {
                if entry.evicting == .idle && entry.idleSince != nil {
                    actions.append(.evict(socket: entry.socket, client: entry.client))
                } else if entry.evicting == .slow && entry.isArriving {
                    actions.append(.shed(socket: entry.socket, client: entry.client))
                } else if let since = entry.headSince, now &- since >= deadline {
                    actions.append(.timeOut(socket: entry.socket, client: entry.client, answer: entry.idleSince == nil))
                } else {
                    // A request began (or, chosen as slow, arrived in full) before this loop
                    // could close it: it is served; the newcomer it made room for stays
                    // admitted, one over the limit until one closes.
                    entries[key]?.evicting = nil
                    continue
                }
                entries[key]?.closing = true
            }
            return actions
        }
    }
}

extension Dictionary<UInt, ConnectionTable.Entry> {
    /// Changes the entry for `key` in place, if there is one, looking it up once (these run for
    /// every request: `self[key]?.a = …` looks it up for each change); `nil` if there is none.
    mutating func change<Result>(_ key: UInt, _ body: (inout ConnectionTable.Entry) -> Result) -> Result? {
        guard let index = index(forKey: key) else { return nil }
        return body(&values[index])
    }
}

/// Nanoseconds on the monotonic clock, which does not jump with the wall clock.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
}

extension Duration {
    /// The duration in whole nanoseconds (0 if negative).
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return UInt64(max(0, seconds)) &* 1_000_000_000 &+ UInt64(max(0, attoseconds / 1_000_000_000))
    }
}
