import Glibc
import HTTP

// The connection limits and the head deadline: who is admitted, whose idle or slow connection
// makes room, who is answered 503, 408, 414 or 431. Nothing here touches libmicrohttpd: the loops call in
// from its callbacks, and connections are closed by shutting their sockets down on their own
// loop's thread (libmicrohttpd then reads the end of the stream and closes them as usual).
extension HTTPServer {
    /// Admits a connection that has just opened on `table`'s loop: counted if it fits; at a limit,
    /// counted in place of the oldest idle keep-alive connection (of its client at the per-client
    /// limit, of anyone at the total one), or with none idle, of the longest open one whose request
    /// arrives slower than the ``MinimumRate``, which its loop then closes; with neither, refused —
    /// its request will be answered `503`.
    func admit(_ key: UInt, from client: ClientAddress, socket: Int32, into table: ConnectionTable) {
        let now = monotonicNanoseconds()
        let verdict = clients.admit(client)
        var refused = false
        if verdict != .admitted {
            let whose = verdict == .overClientLimit ? client : nil
            let limits = "(limits: \(clients.perClient) connections per client, \(clients.total) in all)"
            if let (leaving, owner) = claimOldestIdle(of: whose) {
                clients.replace(leaving, with: client)
                wake(owner)
                events.note("eviction", "listpreview: closed the longest idle keep-alive connection of \(leaving) to admit one from \(client) \(limits)")
            } else if let (leaving, owner) = claimSlow(of: whose, at: now) {
                clients.replace(leaving, with: client)
                wake(owner)
                events.note("slow eviction", "listpreview: answered 408 to a connection of \(leaving) whose request arrived slower than "
                            + "\(minimumRateDescription), and closed it to admit one from \(client) \(limits)")
            } else {
                refused = true
                events.note("refusal", "listpreview: answered 503 to a new connection from \(client): "
                            + (verdict == .overClientLimit ? "it holds \(clients.perClient) connections already" : "\(clients.total) connections are open")
                            + ", none of them idle or slow")
            }
        }
        table.opened(key, ConnectionTable.Entry(client: client, socket: socket, opened: now, headSince: now, idleSince: nil,
                                                counted: !refused, refused: refused))
    }

    /// Wakes the loop of `table`, which alone may close the connection chosen on it (the pipes
    /// outlive every loop).
    private func wake(_ table: ConnectionTable) {
        var byte: UInt8 = 1
        _ = write(table.wakeSignal, &byte, 1)
    }

    /// Marks the idle connection idle the longest (of `client`, or of anyone) to be closed, and
    /// returns its client and its loop's table; nil when no connection is idle.
    private func claimOldestIdle(of client: ClientAddress?) -> (ClientAddress, ConnectionTable)? {
        // Another loop may take the one found, or its client send a request, before it is claimed.
        for _ in 0..<4 {
            let found = tables.compactMap { table in table.oldestIdle(of: client).map { (table, $0) } }
            guard let (table, oldest) = found.min(by: { $0.1.since < $1.1.since }) else { return nil }
            if let leaving = table.claim(oldest.key, idleSince: oldest.since) { return (leaving, table) }
        }
        return nil
    }

    /// Marks the connection (of `client`, or of anyone) open the longest whose request arrives
    /// slower than the minimum rate at `now` to be closed, and returns its client and its loop's
    /// table; nil when none is slow.
    private func claimSlow(of client: ClientAddress?, at now: UInt64) -> (ClientAddress, ConnectionTable)? {
        // The longest open first: in an attack, the first one looked at is slow, one system call.
        let arriving = tables.flatMap { table in table.arriving(of: client).map { (table, $0) } }.sorted { $0.1.opened < $1.1.opened }
        for (table, candidate) in arriving {
            if let leaving = table.claim(candidate.key, openedAt: candidate.opened, ifSlowerThan: minimumRate, at: now) { return (leaving, table) }
        }
        return nil
    }

    /// Closes `table`'s connections that are due: those chosen to make room, and those whose head
    /// is overdue (answered `408` first unless idle between requests). Runs on `table`'s loop.
    func sweep(_ table: ConnectionTable, at now: UInt64) {
        for action in table.sweep(at: now, deadline: headDeadline) {
            switch action {
            case let .evict(socket, _):
                shutdown(socket, Int32(SHUT_RDWR))
            case let .shed(socket, _):
                // As for an overdue head: nothing is being written while the request still arrives.
                _ = slowAnswer.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                shutdown(socket, Int32(SHUT_RDWR))
            case let .timeOut(socket, client, answer):
                if answer {
                    // Nothing else is being written: the head is not in, the last response was sent.
                    // The answer is small enough for an empty socket buffer; if it does not fit, the
                    // client is not reading anyway.
                    _ = timeoutAnswer.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                    events.note("head timeout", "listpreview: answered 408 to \(client) and closed the connection: "
                                + "its request head took longer than \(headDeadlineDescription)")
                }
                shutdown(socket, Int32(SHUT_RDWR))
            }
        }
        events.flush(at: now)
    }

    /// Answers `431` on a connection libmicrohttpd is closing without an answer because its memory
    /// ran out (see `requestCompleted`, `connectionNotified`): the head was read, nothing written.
    func answerOutOfMemory(socket: Int32) {
        guard socket >= 0 else { return }
        _ = fieldsTooLargeAnswer.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        events.note("head out of memory", "listpreview: answered 431 to a request whose header fields held more cookies than the server parses")
    }

    /// The `503` for a request on a connection opened over the limits: `Retry-After`, then closed.
    func refusal(for request: Request) -> Response {
        let error = HTTPError(.serviceUnavailable, "The server holds as many connections as it allows (\(clients.perClient) per client, "
                              + "\(clients.total) in all), none of them idle; try again in a moment.")
        var response = errorResponder(request, error)
        response.headers.set("Retry-After", String(ServerConfiguration.retryAfterSeconds))
        response.headers.set("Connection", "close")
        return response
    }

    /// The deadline as `10 s` or `1.5 s`.
    var headDeadlineDescription: String {
        headDeadline % 1_000_000_000 == 0 ? "\(headDeadline / 1_000_000_000) s" : "\(Double(headDeadline) / 1e9) s"
    }

    /// The bytes of the `408` sent to a connection whose head is overdue.
    var timeoutAnswer: [UInt8] {
        Self.cannedAnswer(.requestTimeout, "The request head did not arrive in full within \(headDeadlineDescription); send the request again, all at once.")
    }

    /// The minimum rate as `500 bytes a second after 1 s`.
    var minimumRateDescription: String {
        let grace = minimumRate.grace.nanoseconds
        let seconds = grace % 1_000_000_000 == 0 ? "\(grace / 1_000_000_000) s" : "\(Double(grace) / 1e9) s"
        return "\(minimumRate.bytesPerSecond) bytes a second after \(seconds)"
    }

    /// The bytes of the `408` sent to a connection closed at a limit as its request arrived slowly.
    var slowAnswer: [UInt8] {
        Self.cannedAnswer(.requestTimeout, "The server holds as many connections as it allows, and the request arrived slower than "
                          + "\(minimumRateDescription); send the request again, all at once.")
    }

    /// The bytes of the `431` sent where libmicrohttpd ran out of connection memory parsing a head
    /// (its cookies) and would have closed the connection without an answer.
    var fieldsTooLargeAnswer: [UInt8] {
        let error = checks.fieldsTooLarge
        return Self.cannedAnswer(error.status, error.message)
    }

    /// A plain-text answer written straight to a socket, which is closed after it.
    private static func cannedAnswer(_ status: Status, _ message: String) -> [UInt8] {
        let body = message + "\n"
        let head = "HTTP/1.1 \(status.code) \(status.reason)\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        return Array((head + body).utf8)
    }
}
