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
    fileprivate let errorResponder: @Sendable (Request, HTTPError) -> Response
    fileprivate let maxBodySize: Int
    /// The prepared form of the responses the app sends again and again unchanged.
    fileprivate let preparedResponses = PreparedResponses()
    fileprivate let liveRequests = Atomic<Int>(0)
    fileprivate let liveConnections = Atomic<Int>(0)
    fileprivate let clients: ClientLimiter
    private let running = Locked<Running?>(nil)
    /// Connections suspended for a deferred response, and whether the server is stopping.
    let parked = Locked<ParkedConnections>(ParkedConnections())

    /// The daemons, their loops, the pipe whose write end tells the loops to stop, and each loop's
    /// pipe that wakes it to resume parked connections.
    /// `@unchecked Sendable` is sound: the daemon pointers are only passed to MHD_stop_daemon, once,
    /// by `stop()` after taking this value out of `running`'s lock and joining every loop.
    private struct Running: @unchecked Sendable {
        var daemons: [OpaquePointer] = []
        var loops: [LoopThread] = []
        var wakeSignals: [(read: Int32, write: Int32)] = []
        let stopSignal: (read: Int32, write: Int32)

        /// Stops the loops, then the daemons (closing their connections and sockets), then the pipes.
        func shutDown() {
            var byte: UInt8 = 1
            _ = write(stopSignal.write, &byte, 1)
            for loop in loops { loop.join() }
            for daemon in daemons { MHD_stop_daemon(daemon) }
            for pipe in wakeSignals + [stopSignal] {
                close(pipe.read)
                close(pipe.write)
            }
        }
    }

    private init(host: String, port: Int, configuration: ServerConfiguration,
                 handler: @escaping @Sendable (Request) -> Reply) {
        self.host = host
        self.port = port
        self.maxBodySize = configuration.maxBodySize
        self.errorResponder = configuration.errorResponder
        self.handler = handler
        self.clients = ClientLimiter(limit: configuration.perClientConnectionLimit)
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
        let loops = max(1, configuration.threads)
        let (descriptors, port) = try makeListeningSockets(host: configuration.host, port: configuration.port, count: loops)
        // Each daemon closes its socket when it stops; the ones no daemon took are closed here.
        var untaken = descriptors[...]
        defer { for descriptor in untaken { close(descriptor) } }
        let server = HTTPServer(host: configuration.host, port: port, configuration: configuration, handler: handler)
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw .cannotStart(reason: "pipe: \(errnoDescription())") }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var running = Running(stopSignal: (read: pipeEnds[0], write: pipeEnds[1]))
        // Retained until stop(): the daemons' callbacks use this pointer until they are stopped.
        let context = Unmanaged.passRetained(server).toOpaque()
        let connectionsPerLoop = (configuration.connectionLimit + loops - 1) / loops
        do throws(ServerError) {
            while let descriptor = untaken.popFirst() {
                let daemon = lp_start_daemon(
                    MHD_USE_EPOLL.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue, descriptor,
                    UInt32(connectionsPerLoop),
                    UInt32(configuration.connectionTimeoutSeconds),
                    configuration.connectionMemoryLimit,
                    // Strict: whitespace before a field's colon, folded lines and an HTTP/1.1
                    // request without Host are refused (400); MessageFraming checks the rest.
                    1,
                    acceptPolicy, accessHandler, requestCompleted, connectionNotified, requestStarted, context)
                guard let daemon else {
                    close(descriptor)
                    throw .cannotStart(reason: "libmicrohttpd did not start (see the message above)")
                }
                running.daemons.append(daemon)
                var wakeEnds: [Int32] = [-1, -1]
                guard pipe(&wakeEnds) == 0 else { throw .cannotStart(reason: "pipe: \(errnoDescription())") }
                for end in wakeEnds { _ = fcntl(end, F_SETFL, O_NONBLOCK); _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                running.wakeSignals.append((read: wakeEnds[0], write: wakeEnds[1]))
                server.parked.withLock { $0.wakeSignals[daemonKey(daemon)] = wakeEnds[1] }
                let loop = EventLoop(daemon: daemon, stopSignal: running.stopSignal.read, wakeSignal: wakeEnds[0], server: server)
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
        liveRequests.load(ordering: .relaxed)
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
    /// Readable when a connection of this daemon was parked or resumed (from any thread), which
    /// libmicrohttpd does not tell a loop of ours about by itself.
    let wakeSignal: Int32
    /// Knows the parked connections, whose sockets this loop watches for the client hanging up
    /// (libmicrohttpd does not watch a suspended connection at all).
    unowned let server: HTTPServer

    func run() {
        let fixed = 3
        var watched = [pollfd(fd: lp_epoll_fd(daemon), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopSignal, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeSignal, events: Int16(POLLIN), revents: 0)]
        var drain = [UInt8](repeating: 0, count: 64)
        let key = daemonKey(daemon)
        while true {
            var due: CUnsignedLongLong = 0
            let timeout = MHD_get_timeout(daemon, &due) == .YES ? Int32(clamping: due) : -1
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

    init(target: String, bodyLimit: Int) {
        self.target = target
        self.body = BodyCollector(limit: bodyLimit)
    }
}

private func server(_ cls: UnsafeMutableRawPointer?) -> HTTPServer {
    // cls is the server passed (retained) to lp_start_daemon; it outlives the daemon.
    Unmanaged<HTTPServer>.fromOpaque(cls!).takeUnretainedValue()
}

/// Decides on each new connection: refused when its client already holds its share.
private let acceptPolicy: MHD_AcceptPolicyCallback = { cls, address, _ in
    guard let address, let client = ClientLimiter.address(of: address) else { return .YES }
    return server(cls).clients.admit(client) ? .YES : .NO
}

/// MHD_OPTION_NOTIFY_CONNECTION: counts open connections; a closed one gives its client's share back.
private let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    let server = server(cls)
    switch event {
    case .CONNECTION_NOTIFY_STARTED:
        server.liveConnections.add(1, ordering: .relaxed)
    case .CONNECTION_NOTIFY_CLOSED:
        server.liveConnections.subtract(1, ordering: .relaxed)
        // Every started connection was admitted by acceptPolicy.
        if let connection, let address = lp_client_address(connection), let client = ClientLimiter.address(of: address) {
            server.clients.release(client)
        }
    default:
        break
    }
}

/// MHD_OPTION_URI_LOG_CALLBACK: called once the request line is read; keeps the raw target and
/// returns the per-request state, which MHD passes back as `*req_cls` and to `requestCompleted`.
private let requestStarted: lp_uri_logger = { cls, uri, _ in
    let state = RequestState(target: uri.map { String(cString: $0) } ?? "", bodyLimit: server(cls).maxBodySize)
    server(cls).liveRequests.add(1, ordering: .relaxed)
    // Released in requestCompleted, which MHD calls for every request it reported here.
    return Unmanaged.passRetained(state).toOpaque()
}

/// MHD_OPTION_NOTIFY_COMPLETED: frees the per-request state.
private let requestCompleted: MHD_RequestCompletedCallback = { cls, _, reqCls, _ in
    guard let reqCls, let pointer = reqCls.pointee else { return }
    if Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue().deferred != nil {
        server(cls).parked.withLock { $0.unfinished -= 1 }
    }
    // Balances passRetained in requestStarted; MHD never uses *req_cls after this call.
    Unmanaged<RequestState>.fromOpaque(pointer).release()
    reqCls.pointee = nil
    server(cls).liveRequests.subtract(1, ordering: .relaxed)
}

/// The access handler: first call (headers read), once per body chunk, then a final call.
/// Responding on the first call would cost keep-alive, so only oversized bodies are refused there.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, _, method, version, uploadData, uploadSize, reqCls in
    guard let connection, let method, let uploadSize, let pointer = reqCls?.pointee else { return .NO }
    let server = server(cls)
    // The state lives until requestCompleted; this thread owns the connection meanwhile.
    let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()

    if !state.sawFirstCall {
        state.sawFirstCall = true
        // The head is complete: refuse what two parsers could read differently before reading a body.
        collectHeaders(state, connection: connection)
        if let problem = MessageFraming.problem(version: version.map { String(cString: $0) } ?? "", headers: Headers(state.headers)) {
            return queue(server.errorResponder(request(state, method: method, connection: connection, server: server), problem), on: connection)
        }
        let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").map { String(cString: $0) }
        if let refusal = state.body.refusal(declaredLength: length) {
            return queue(server.errorResponder(request(state, method: method, connection: connection, server: server), refusal), on: connection)
        }
        return .YES
    }

    if uploadSize.pointee > 0, let uploadData {
        state.body.append(UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
        uploadSize.pointee = 0
        return .YES
    }

    // Called again after a parked connection is resumed: its response is due now.
    if let deferred = state.deferred { return queue(deferred.respond(), on: connection) }

    let request = request(state, method: method, connection: connection, server: server)
    if let refusal = state.body.refusal { return queue(server.errorResponder(request, refusal), on: connection) }
    switch server.handler(request) {
    case let .now(response):
        if let sharing = response.sharing { return server.queueShared(response, sharing, on: connection) }
        return queue(response, on: connection)
    case let .later(deferred):
        state.deferred = deferred
        server.park(connection, deferred)
        return .YES
    }
}

extension HTTPServer {
    /// Queues the prepared MHD response for a shared response, preparing it the first time.
    fileprivate func queueShared(_ response: Response, _ sharing: Response.Sharing, on connection: OpaquePointer) -> MHD_Result {
        guard let prepared = preparedResponses.prepared(for: sharing, make: { makeResponse(response) }) else {
            return queue(response, on: connection)
        }
        // `prepared` is held until MHD has taken its own reference.
        return withExtendedLifetime(prepared) {
            MHD_queue_response(connection, UInt32(response.status.code), prepared.pointer)
        }
    }

    /// Prepared responses held now, for tests: entries go once the app lets go of their responses.
    public var preparedResponseCount: Int {
        preparedResponses.count
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

/// Appends one header to the RequestState passed as `cls`. Names and values are taken with their
/// lengths, not up to a NUL, so a NUL inside a value reaches MessageFraming instead of cutting it short.
private let collectHeader: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
    guard let cls, let key else { return .YES }
    // cls is the RequestState owned by the calling thread (see accessHandler).
    let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
    state.headers.append((name: string(key, keySize), value: value.map { string($0, valueSize) } ?? ""))
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

/// An MHD response holding a copy of the body and every header, or `nil` if MHD refuses a header.
private func makeResponse(_ response: Response) -> OpaquePointer? {
    let mhdResponse = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return nil }
    for field in response.headers where MHD_add_response_header(mhdResponse, field.name, field.value) == .NO {
        MHD_destroy_response(mhdResponse)
        return nil
    }
    return mhdResponse
}
