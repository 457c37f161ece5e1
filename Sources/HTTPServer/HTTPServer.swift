private import CMicroHTTPD
import Glibc
import HTTP
import Guarded
import Synchronization

/// An HTTP/1.1 server on libmicrohttpd: it turns each request into a ``Request`` value, calls the
/// handler on one of its event-loop threads, and sends back the ``Response`` value.
///
/// This is the only file that touches libmicrohttpd. Each event loop is a daemon of its own with a
/// listening socket of its own on the one port (`SO_REUSEPORT`: the kernel spreads new connections
/// over them), run by a thread of ours rather than libmicrohttpd's, so that every pass can
/// end by yielding the processor: on a machine shared with a browser or a load generator, whoever
/// waits for this core then runs at once instead of at the next scheduler tick (4 ms), which is
/// what kept the server's p99 above nginx's (README, Performance). When nothing waits, the yield
/// returns at once; an idle loop sleeps in `poll`. The handler is called synchronously on the loop
/// threads, so it must be thread-safe.
///
/// A handler may answer ``Reply/later(_:)`` (a long poll): the connection is then suspended — no
/// thread waits for it — and resumed when the response is due, its time is up or the server stops.
public final class HTTPServer: Sendable {
    /// The host the server was asked to bind.
    public let host: String
    /// The port actually bound, useful after asking for port 0.
    public let port: Int

    fileprivate let handler: @Sendable (Request) -> Reply
    let errorResponder: @Sendable (Request, HTTPError) -> Response
    /// What every request's head is checked for before the handler sees it.
    let checks: RequestChecks
    /// The bodies of the responses the app sends again and again unchanged, one copy each for
    /// every loop's prepared form of them.
    let preparedBodies = PreparedBodies()
    fileprivate let liveConnections = Atomic<Int>(0)
    /// Counts connections per client and in all, against the limits.
    let clients: ClientLimiter
    /// Each event loop's connections, in the order of the loops.
    let tables: [ConnectionTable]
    /// What each event loop's callbacks are given, in the order of the loops.
    fileprivate let contexts: [DaemonContext]
    /// The server's log lines, each kind at most once a second.
    let events: EventLog
    /// ``ServerConfiguration/headDeadline`` in nanoseconds.
    let headDeadline: UInt64
    /// How often each loop looks for overdue heads: a tenth of the deadline, within 50 ms–1 s.
    let sweepPeriod: UInt64
    /// At a limit, a connection whose request arrives slower makes room for a new one.
    let minimumRate: MinimumRate
    private let running = Locked<Running?>(nil)
    /// Connections suspended for a deferred response, and whether the server is stopping.
    let parked = Locked<ParkedConnections>(ParkedConnections())

    /// The daemons, their loops, the pipe whose write end tells the loops to stop, each loop's
    /// pipe that wakes it (to resume parked connections, or close one to make room), the sink
    /// of libmicrohttpd's messages and the daemons' callback contexts.
    /// `@unchecked Sendable` is sound: the daemon pointers are only passed to MHD_stop_daemon, once,
    /// by `stop()` after taking this value out of `running`'s lock and joining every loop; the
    /// logger and contexts are only read by the daemons and freed after they stopped.
    private struct Running: @unchecked Sendable {
        var daemons: [OpaquePointer] = []
        var loops: [LoopThread] = []
        var wakeSignals: [(read: Int32, write: Int32)] = []
        let stopSignal: (read: Int32, write: Int32)
        /// Each daemon's message sink, whose context is that daemon's.
        var loggers: [UnsafeMutablePointer<lp_logger>] = []
        /// Each daemon's callback context (a retained ``DaemonContext``).
        var contexts: [UnsafeMutableRawPointer] = []

        /// Stops the loops, then the daemons (closing their connections and sockets), then the pipes.
        func shutDown() {
            var byte: UInt8 = 1
            _ = write(stopSignal.write, &byte, 1)
            for loop in loops { loop.join() }
            for daemon in daemons { MHD_stop_daemon(daemon) }
            for logger in loggers { logger.deallocate() }
            // Balances passRetained in start(): no callback can run any more.
            for context in contexts { Unmanaged<DaemonContext>.fromOpaque(context).release() }
            for pipe in wakeSignals + [stopSignal] {
                close(pipe.read)
                close(pipe.write)
            }
        }
    }

    private init(host: String, port: Int, configuration: ServerConfiguration, wakeSignals: [Int32],
                 handler: @escaping @Sendable (Request) -> Reply) {
        self.host = host
        self.port = port
        self.checks = RequestChecks(configuration)
        self.errorResponder = configuration.errorResponder
        self.handler = handler
        self.clients = ClientLimiter(perClient: configuration.perClientConnectionLimit, total: configuration.connectionLimit)
        let tables = wakeSignals.map { ConnectionTable(wakeSignal: $0) }
        self.tables = tables
        self.contexts = tables.map(DaemonContext.init(table:))
        self.events = EventLog(write: configuration.log)
        self.headDeadline = configuration.headDeadline.nanoseconds
        self.sweepPeriod = min(1_000_000_000, max(50_000_000, headDeadline / 10))
        self.minimumRate = configuration.minimumRequestRate
        for context in contexts { context.server = self }
    }

    /// Binds `configuration.host:port` and starts serving with `handler` until ``stop()``.
    public static func start(
        _ configuration: ServerConfiguration,
        handler: @escaping @Sendable (Request) -> Response
    ) throws(ServerError) -> HTTPServer {
        try start(configuration, replying: { .now(handler($0)) })
    }

    /// Binds `configuration.host:port` and starts serving with `handler`, which may defer its
    /// responses, until ``stop()``.
    public static func start(
        _ configuration: ServerConfiguration,
        replying handler: @escaping @Sendable (Request) -> Reply
    ) throws(ServerError) -> HTTPServer {
        // A long page's memory leaves with the page: after a load of long pages ended, resident
        // memory stayed at its peak (139 MiB after 610 distinct `?rows=` pages, idle 27).
        lp_return_large_allocations(Int32(largeAllocation))
        let loops = max(1, configuration.threads)
        let (descriptors, port) = try makeListeningSockets(host: configuration.host, port: configuration.port, count: loops)
        // Each daemon closes its socket when it stops; the ones no daemon took are closed here.
        var untaken = descriptors[...]
        defer { for descriptor in untaken { close(descriptor) } }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw .cannotStart(reason: "pipe: \(errnoDescription())") }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var running = Running(stopSignal: (read: pipeEnds[0], write: pipeEnds[1]))
        // The wake pipes come first: each loop's table holds the write end of its own.
        for _ in descriptors {
            var wakeEnds: [Int32] = [-1, -1]
            guard pipe(&wakeEnds) == 0 else {
                let reason = errnoDescription()
                running.shutDown()
                throw .cannotStart(reason: "pipe: \(reason)")
            }
            for end in wakeEnds { _ = fcntl(end, F_SETFL, O_NONBLOCK); _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            running.wakeSignals.append((read: wakeEnds[0], write: wakeEnds[1]))
        }
        let server = HTTPServer(host: configuration.host, port: port, configuration: configuration,
                                wakeSignals: running.wakeSignals.map(\.write), handler: handler)
        // Retained until stop(): the daemons' contexts (their callbacks' `cls`) hold it unowned.
        let context = Unmanaged.passRetained(server).toOpaque()
        let connectionsPerLoop = ServerConfiguration.acceptedConnectionsPerLoop(limit: configuration.connectionLimit, loops: loops)
        do throws(ServerError) {
            for (index, context) in server.contexts.enumerated() {
                guard let descriptor = untaken.popFirst() else { break }
                let table = context.table
                // Released by shutDown(), after the daemon using it stopped.
                let daemonContext = Unmanaged.passRetained(context).toOpaque()
                running.contexts.append(daemonContext)
                let logger = UnsafeMutablePointer<lp_logger>.allocate(capacity: 1)
                logger.initialize(to: lp_logger(line: mhdMessage, cls: daemonContext))
                running.loggers.append(logger)
                let daemon = lp_start_daemon(
                    MHD_USE_EPOLL.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue, descriptor,
                    UInt32(connectionsPerLoop),
                    UInt32(configuration.connectionTimeoutSeconds),
                    configuration.connectionMemoryLimit,
                    // Strict: whitespace before a field's colon, folded lines and an HTTP/1.1
                    // request without Host are refused (400); MessageFraming checks the rest.
                    1,
                    nil, accessHandler, requestCompleted, connectionNotified, requestStarted, logger, daemonContext)
                guard let daemon else {
                    close(descriptor)
                    throw .cannotStart(reason: "libmicrohttpd did not start (see the message above)")
                }
                running.daemons.append(daemon)
                let wake = running.wakeSignals[index]
                server.parked.withLock { $0.wakeSignals[daemonKey(daemon)] = wake.write }
                let loop = EventLoop(daemon: daemon, stopSignal: running.stopSignal.read, wakeSignal: wake.read,
                                     server: server, table: table)
                running.loops.append(try LoopThread { loop.run() })
            }
        } catch {
            server.parked.withLock { $0.wakeSignals = [:] }
            running.shutDown()
            Unmanaged<HTTPServer>.fromOpaque(context).release()
            throw error
        }
        server.running.withLock { $0 = running }
        return server
    }

    /// Answers every parked connection, stops accepting, closes every connection and waits for the
    /// event loops; idempotent.
    public func stop() {
        guard running.withLock({ $0 != nil }) else { return }
        // Parked connections are answered first (while the loops still run, so the answers go out);
        // none is parked after this, and libmicrohttpd must not be stopped with one suspended.
        for connection in parked.withLock({ $0.stop() }) { connection.resume() }
        var waited = 0
        while parked.withLock({ $0.unfinished }) > 0 && waited < 1000 {
            usleep(10_000)
            waited += 10
        }
        guard let running = running.withLock({ running in defer { running = nil }; return running }) else { return }
        // No parked connection can wake a loop any more: its pipe is about to be closed.
        parked.withLock { $0.wakeSignals = [:] }
        running.shutDown()
        // Balances passRetained in start(): the daemons are stopped, no callback can run any more.
        Unmanaged.passUnretained(self).release()
    }

    /// Connections open right now.
    public var openConnections: Int {
        liveConnections.load(ordering: .relaxed)
    }

    /// Requests whose per-request state is still allocated; returns to 0 when all have completed.
    public var requestsInFlight: Int {
        contexts.reduce(0) { $0 + $1.liveRequests.load(ordering: .relaxed) }
    }

    /// Connections parked for a deferred response right now.
    public var parkedConnections: Int {
        parked.withLock { $0.waiting.count }
    }
}

/// One daemon's event loop: wait until it has work (or a timeout is due), run it, yield.
/// `@unchecked Sendable` is sound: the daemon is only used by the one thread running `run()`, and
/// stopped only after that thread has been joined.
private struct EventLoop: @unchecked Sendable {
    let daemon: OpaquePointer
    let stopSignal: Int32
    /// Readable when a connection of this daemon was parked or resumed, or chosen to be closed to
    /// make room (from any thread), which libmicrohttpd does not tell a loop of ours about by itself.
    let wakeSignal: Int32
    /// Knows the parked connections, whose sockets this loop watches for the client hanging up
    /// (libmicrohttpd does not watch a suspended connection at all). Unowned and unsafe, so that
    /// reaching it counts no reference: the server outlives its loops (`stop()` joins them before
    /// it lets go of the server).
    unowned(unsafe) let server: HTTPServer
    /// This loop's connections, swept for overdue heads and connections chosen to make room.
    let table: ConnectionTable

    func run() {
        let fixed = 3
        var watched = [pollfd(fd: lp_epoll_fd(daemon), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopSignal, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeSignal, events: Int16(POLLIN), revents: 0)]
        var drain = [UInt8](repeating: 0, count: 64)
        let key = daemonKey(daemon)
        var nextSweep: UInt64 = 0
        while true {
            var due: CUnsignedLongLong = 0
            var timeout = MHD_get_timeout(daemon, &due) == .YES ? Int32(clamping: due) : -1
            // Heads are awaited or log lines held back: wake for the next sweep (an idle loop with
            // neither sleeps).
            if !table.isEmpty || server.events.isHoldingBack {
                let now = monotonicNanoseconds()
                let untilSweep = nextSweep > now ? Int32(clamping: (nextSweep - now) / 1_000_000 + 1) : 0
                timeout = timeout < 0 ? untilSweep : min(timeout, untilSweep)
            }
            if poll(&watched, nfds_t(watched.count), timeout) < 0 && errno != EINTR { return }
            if watched[1].revents != 0 { return }
            // A client that hung up on its parked connection: answer it now (the answer fails and
            // libmicrohttpd closes the connection) rather than hold its share until the timeout.
            for index in watched.indices.dropFirst(fixed) where watched[index].revents != 0 {
                server.clientHungUp(socket: watched[index].fd)
            }
            if watched[2].revents != 0 {
                while read(wakeSignal, &drain, drain.count) > 0 {}
                // Parked connections changed: watch the sockets of this daemon's ones.
                watched.removeSubrange(fixed...)
                for socket in server.parkedSockets(of: key) {
                    watched.append(pollfd(fd: socket, events: lp_poll_peer_closed(), revents: 0))
                }
            }
            MHD_run(daemon)
            let now = monotonicNanoseconds()
            if table.hasEvictions || now >= nextSweep {
                server.sweep(table, at: now)
                nextSweep = now + server.sweepPeriod
            }
            // Let a thread waiting for this core run now rather than at the next tick (see HTTPServer).
            sched_yield()
        }
    }
}

/// What the server keeps for one request between libmicrohttpd's calls.
/// Only ever touched by the one worker thread that owns the connection.
private final class RequestState {
    let target: String
    var sawFirstCall = false
    /// Set when the handler deferred its response: the connection is parked until it is due.
    var deferred: DeferredResponse?
    var body: BodyCollector
    var headers: [(name: String, value: String)] = []
    var sawHeaders = false
    /// The head has a `Transfer-Encoding` or a `Content-Length` other than 0 (see `collectHeader`).
    var declaresBody = false
    /// The head announced a body, not yet read in full: the request is still arriving.
    var bodyArriving = false

    init(target: String, body: BodyCollector) {
        self.target = target
        self.body = body
    }
}

/// What a daemon's callbacks are given: the server, and what is that daemon's own — its connections,
/// its prepared responses and its count of requests — so that the server's part of a request
/// writes nothing another loop writes (a lock or counter both loops wrote moved between the
/// processors' caches on every request).
/// `@unchecked Sendable` is sound: `server` is written once, by the server's `init`, before the
/// context is given to any daemon, and only read after.
private final class DaemonContext: @unchecked Sendable {
    /// Unowned and unsafe, so that reaching it counts no reference: the server is kept alive until
    /// its daemons have stopped (see `HTTPServer.start`).
    unowned(unsafe) var server: HTTPServer!
    let table: ConnectionTable
    /// This loop's prepared form of the app's shared responses.
    let prepared = PreparedResponses()
    /// This loop's requests whose state is allocated (see `HTTPServer.requestsInFlight`).
    let liveRequests = Atomic<Int>(0)
    /// Set when libmicrohttpd logs that a connection's memory ran out (parsing a head's cookies or
    /// fields, or building the response's header), and taken when it next drops a request
    /// without an answer, on the same loop thread (see `requestCompleted`, `connectionNotified`).
    let outOfMemory = Atomic<Bool>(false)

    /// Whether libmicrohttpd's message (its format and text) says a connection's memory ran out.
    static func saysOutOfMemory(format: String, text: String) -> Bool {
        format.hasPrefix("Not enough memory in pool to ") || text.hasPrefix("Closing connection (failed to create")
            || text.hasPrefix("Closing connection (failed to queue")
    }

    init(table: ConnectionTable) {
        self.table = table
    }
}

private func context(_ cls: UnsafeMutableRawPointer?) -> DaemonContext {
    // cls is the DaemonContext passed (retained) to lp_start_daemon; it outlives the daemon.
    Unmanaged<DaemonContext>.fromOpaque(cls!).takeUnretainedValue()
}

/// The key of a connection in its loop's table: its address.
private func connectionKey(_ connection: OpaquePointer) -> UInt {
    UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
}

/// libmicrohttpd's messages, through the server's log: one line per kind (its format) per second.
private let mhdMessage: lp_log_line = { cls, format, text in
    guard let format, let text else { return }
    let context = context(cls)
    let kind = String(cString: format)
    var line = String(cString: text)
    if DaemonContext.saysOutOfMemory(format: kind, text: line) { context.outOfMemory.store(true, ordering: .relaxed) }
    while line.last == "\n" { line.removeLast() }
    context.server.events.note(kind, "listpreview: libmicrohttpd: " + line)
}

/// MHD_OPTION_NOTIFY_CONNECTION: counts open connections; admits a new one (making room, or
/// marking it refused); a closed one gives its client's share back.
///
/// libmicrohttpd 0.9.75 closes some connections without completing their request: when the
/// connection memory runs out parsing the head (an 11–16 KiB head of over about 100 cookies) and,
/// its fields now gone, it also answers "no Host" (its second error answer closes the connection
/// at once, sending neither). Such a request is answered `431` here, before the socket is closed,
/// and its state released.
private let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    let context = context(cls)
    let server: HTTPServer = context.server
    guard let connection else { return }
    switch event {
    case .CONNECTION_NOTIFY_STARTED:
        server.liveConnections.add(1, ordering: .relaxed)
        // Every connection is IPv4 or IPv6; should one not be, it is counted under the all-zero address.
        let client = lp_client_address(connection).flatMap { clientAddress(UnsafeRawPointer($0)) } ?? ClientAddress(high: 0, low: 0)
        server.admit(connectionKey(connection), from: client, socket: lp_connection_socket(connection), into: context.table)
    case .CONNECTION_NOTIFY_CLOSED:
        server.liveConnections.subtract(1, ordering: .relaxed)
        guard let entry = context.table.closed(connectionKey(connection)) else { return }
        if entry.counted { server.clients.release(entry.client) }
        if let dropped = entry.request, let pointer = UnsafeMutableRawPointer(bitPattern: dropped) {
            if context.outOfMemory.exchange(false, ordering: .relaxed) && !entry.closing {
                server.answerOutOfMemory(socket: entry.socket)
            }
            // Balances passRetained in requestStarted: libmicrohttpd will not complete it.
            Unmanaged<RequestState>.fromOpaque(pointer).release()
            context.liveRequests.subtract(1, ordering: .relaxed)
        }
    default:
        break
    }
}

/// MHD_OPTION_URI_LOG_CALLBACK: called once the request line is read; keeps the raw target and
/// returns the per-request state, which MHD passes back as `*req_cls` and to `requestCompleted`.
private let requestStarted: lp_uri_logger = { cls, uri, connection in
    let context = context(cls)
    let state = RequestState(target: uri.map { String(cString: $0) } ?? "", body: context.server.checks.body())
    // The target is copied: MHD need not parse its query (see lp_forget_query).
    if let uri { lp_forget_query(uri) }
    context.liveRequests.add(1, ordering: .relaxed)
    // Released in requestCompleted, which MHD calls for nearly every request it reported here, or
    // else when the connection closes (see connectionNotified).
    let pointer = Unmanaged.passRetained(state).toOpaque()
    if let connection { context.table.requestStarted(connectionKey(connection), request: UInt(bitPattern: pointer)) }
    return pointer
}

/// MHD_OPTION_NOTIFY_COMPLETED: frees the per-request state; the connection awaits its next head.
///
/// libmicrohttpd 0.9.75 parses the head's fields and cookies into the connection's memory (48 bytes
/// each, and a copy of the `Cookie` field) and builds the response's header there too. When that
/// runs out, its own `431` does not fit either: it logs why and closes the connection with an
/// error, calling this at once, before anything was sent or the socket shut down. Such a request
/// is answered `431` here, straight on the socket.
private let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, reqCls, termination in
    let context = context(cls)
    if let connection { context.table.requestCompleted(connectionKey(connection), at: monotonicNanoseconds()) }
    if termination == .REQUEST_TERMINATED_WITH_ERROR, let connection, context.outOfMemory.exchange(false, ordering: .relaxed) {
        context.server.answerOutOfMemory(socket: lp_connection_socket(connection))
    }
    guard let reqCls, let pointer = reqCls.pointee else { return }
    if Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue().deferred != nil {
        context.server.parked.withLock { $0.unfinished -= 1 }
    }
    // Balances passRetained in requestStarted; MHD never uses *req_cls after this call.
    Unmanaged<RequestState>.fromOpaque(pointer).release()
    reqCls.pointee = nil
    context.liveRequests.subtract(1, ordering: .relaxed)
}

/// The access handler: first call (headers read), once per body chunk, then a final call.
/// Responding on the first call would cost keep-alive, so only oversized bodies are refused there.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, _, method, version, uploadData, uploadSize, reqCls in
    guard let connection, let method, let uploadSize, let pointer = reqCls?.pointee else { return .NO }
    let context = context(cls)
    let server: HTTPServer = context.server
    // The state lives until requestCompleted; this thread owns the connection meanwhile.
    let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()

    if !state.sawFirstCall {
        state.sawFirstCall = true
        // The head is complete: refuse what two parsers could read differently before reading a body.
        collectHeaders(state, connection: connection)
        let refusal = server.checks.refusal(target: state.target, headSize: lp_request_head_size(connection),
                                            version: version.map { String(cString: $0) } ?? "", headers: Headers(state.headers))
        // A body is read only when the request is not refused at once; while it is, the request
        // still arrives, and may be found slow (see MinimumRate).
        state.bodyArriving = refusal == nil && state.declaresBody
        if context.table.headComplete(connectionKey(connection), bodyFollows: state.bodyArriving) {
            return queue(server.refusal(for: request(state, method: method, connection: connection, server: server)), on: connection)
        }
        if let refusal {
            return queue(server.errorResponder(request(state, method: method, connection: connection, server: server), refusal), on: connection)
        }
        return .YES
    }

    if uploadSize.pointee > 0, let uploadData {
        state.body.append(UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
        uploadSize.pointee = 0
        return .YES
    }

    if state.bodyArriving {
        state.bodyArriving = false
        context.table.bodyComplete(connectionKey(connection))
    }

    // Called again after a parked connection is resumed: its response is due now.
    if let deferred = state.deferred { return queue(deferred.respond(), on: connection) }

    let request = request(state, method: method, connection: connection, server: server)
    if let refusal = state.body.refusal { return queue(server.errorResponder(request, refusal), on: connection) }
    switch server.handler(request) {
    case let .now(response):
        if let sharing = response.sharing { return server.queueShared(response, sharing, on: connection, in: context) }
        return queue(response, on: connection)
    case let .later(deferred):
        state.deferred = deferred
        server.park(connection, deferred)
        return .YES
    }
}

extension HTTPServer {
    /// Queues the loop's prepared MHD response for a shared response, preparing it the first time
    /// (over the body another loop's may already have copied).
    fileprivate func queueShared(_ response: Response, _ sharing: Response.Sharing, on connection: OpaquePointer,
                                 in context: DaemonContext) -> MHD_Result {
        // A long shared page is streamed to each client from the app's one copy of its bytes.
        if response.body.count >= streamedBodySize { return queue(response, on: connection) }
        let prepared = context.prepared.prepared(for: sharing) {
            makeResponse(response, body: preparedBodies.body(for: sharing, copying: response.body))
        }
        guard let prepared else {
            return queue(response, on: connection)
        }
        // `prepared` is held until MHD has taken its own reference.
        return withExtendedLifetime(prepared) {
            MHD_queue_response(connection, UInt32(response.status.code), prepared.pointer)
        }
    }

    /// Prepared responses held now by all the loops, for tests: entries go once the app lets go
    /// of their responses.
    public var preparedResponseCount: Int {
        contexts.reduce(0) { $0 + $1.prepared.count }
    }

    /// Copies of shared responses' bodies alive now, for tests: one for a response however many
    /// loops prepared it.
    public var preparedBodyCount: Int {
        preparedBodies.count
    }

    /// Drops the prepared responses the app has let go now rather than at the next sweep, for tests.
    public func sweepPreparedResponses() {
        for context in contexts { context.prepared.sweep() }
    }
}

/// The request as a value: method, raw target, headers, the body collected so far and where it came from.
private func request(_ state: RequestState, method: UnsafePointer<CChar>, connection: OpaquePointer, server: HTTPServer) -> Request {
    collectHeaders(state, connection: connection)
    let address = lp_client_address(connection).map { UnsafeRawPointer($0) }
    let fromLoopback = address.map(isLoopback) ?? false
    return Request(method: Method(rawValue: String(cString: method)), target: state.target,
                   headers: Headers(state.headers), body: state.body.bytes,
                   connection: Request.Connection(fromLoopback: fromLoopback, port: server.port,
                                                  client: address.flatMap(clientAddress) ?? .loopback))
}

/// Reads the request's header fields into `state`, once.
private func collectHeaders(_ state: RequestState, connection: OpaquePointer) {
    guard !state.sawHeaders else { return }
    state.sawHeaders = true
    // The state outlives this synchronous call; the iterator only appends to it.
    MHD_get_connection_values_n(connection, .HEADER_KIND, collectHeader, Unmanaged.passUnretained(state).toOpaque())
}

/// Appends one header to the RequestState passed as `cls`, noting whether it frames a body. Names
/// and values are taken with their lengths, not up to a NUL, so a NUL inside a value reaches
/// MessageFraming instead of cutting it short.
private let collectHeader: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
    guard let cls, let key else { return .YES }
    // cls is the RequestState owned by the calling thread (see accessHandler).
    let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
    let field = (name: string(key, keySize), value: value.map { string($0, valueSize) } ?? "")
    // The lengths first: most fields are neither, and the names are then not compared at all.
    if keySize == 17 || keySize == 14 {
        let name = field.name.lowercased()
        if name == "transfer-encoding" || (name == "content-length" && field.value != "0") { state.declaresBody = true }
    }
    state.headers.append(field)
    return .YES
}

/// `count` bytes at `pointer` as a String (invalid UTF-8 repaired).
private func string(_ pointer: UnsafePointer<CChar>, _ count: Int) -> String {
    pointer.withMemoryRebound(to: UInt8.self, capacity: count) { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) }
}

/// Copies the response into an MHD response, queues it and drops our reference to it.
private func queue(_ response: Response, on connection: OpaquePointer) -> MHD_Result {
    guard let mhdResponse = makeResponse(response) else {
        // MHD refuses header names or values with line breaks; a response must not carry half its headers.
        let failure = Response.text(.internalServerError, "The response had an invalid header.\n")
        return response.status == failure.status ? .NO : queue(failure, on: connection)
    }
    defer { MHD_destroy_response(mhdResponse) }
    return MHD_queue_response(connection, UInt32(response.status.code), mhdResponse)
}

/// An MHD response holding a copy of the body (or sending `body`, the shared copy of it; or, for a
/// long one, streaming it: see `StreamedBody.swift`) and every header, or `nil` if MHD refuses a header.
private func makeResponse(_ response: Response, body: PreparedBody? = nil) -> OpaquePointer? {
    let mhdResponse = if let body {
        body.makeResponse(count: response.body.count)
    } else if response.body.count >= streamedBodySize {
        makeStreamedResponse(response.body)
    } else {
        response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
    }
    guard let mhdResponse else { return nil }
    for field in response.headers where MHD_add_response_header(mhdResponse, field.name, field.value) == .NO {
        MHD_destroy_response(mhdResponse)
        return nil
    }
    return mhdResponse
}
