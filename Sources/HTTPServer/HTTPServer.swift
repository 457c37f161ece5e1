private import CMicroHTTPD
import Glibc
import HTTP
import Guarded
import Synchronization

/// An HTTP/1.1 server on libmicrohttpd: it turns each request into a ``Request`` value, calls the
/// handler on one of its worker threads, and sends back the ``Response`` value.
///
/// This is the only file that touches libmicrohttpd. The daemon runs an epoll loop per worker
/// thread; the handler is called synchronously on those threads, so it must be thread-safe.
public final class HTTPServer: Sendable {
    /// The host the server was asked to bind.
    public let host: String
    /// The port actually bound, useful after asking for port 0.
    public let port: Int

    fileprivate let handler: @Sendable (Request) -> Response
    fileprivate let errorResponder: @Sendable (Request, HTTPError) -> Response
    fileprivate let maxBodySize: Int
    fileprivate let liveRequests = Atomic<Int>(0)
    private let daemon: Locked<DaemonHandle?>
    /// Responses prepared once and queued many times, by the identity the app gave them.
    fileprivate let prepared = Locked<[ObjectIdentifier: PreparedResponse]>([:])

    private init(host: String, port: Int, configuration: ServerConfiguration,
                 handler: @escaping @Sendable (Request) -> Response) {
        self.host = host
        self.port = port
        self.maxBodySize = configuration.maxBodySize
        self.errorResponder = configuration.errorResponder
        self.handler = handler
        self.daemon = Locked(nil)
    }

    /// Binds `configuration.host:port` and starts serving with `handler` until ``stop()``.
    public static func start(
        _ configuration: ServerConfiguration,
        handler: @escaping @Sendable (Request) -> Response
    ) throws(ServerError) -> HTTPServer {
        let (descriptor, port) = try makeListeningSocket(host: configuration.host, port: configuration.port)
        let server = HTTPServer(host: configuration.host, port: port, configuration: configuration, handler: handler)
        // Retained until stop(): MHD's threads use this pointer until MHD_stop_daemon has joined them.
        let context = Unmanaged.passRetained(server).toOpaque()
        let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ERROR_LOG.rawValue
        let started = lp_start_daemon(
            flags, descriptor,
            UInt32(max(1, configuration.threads)),
            UInt32(configuration.connectionLimit),
            UInt32(configuration.perClientConnectionLimit),
            UInt32(configuration.connectionTimeoutSeconds),
            configuration.connectionMemoryLimit,
            accessHandler, requestCompleted, requestStarted, context)
        guard let started else {
            Unmanaged<HTTPServer>.fromOpaque(context).release()
            close(descriptor)
            throw .cannotStart(reason: "libmicrohttpd did not start (see the message above)")
        }
        server.daemon.withLock { $0 = DaemonHandle(pointer: started) }
        return server
    }

    /// Stops accepting, closes every connection and waits for the worker threads; idempotent.
    public func stop() {
        guard let running = daemon.withLock({ daemon in defer { daemon = nil }; return daemon }) else { return }
        MHD_stop_daemon(running.pointer)
        prepared.withLock { responses in
            for response in responses.values { MHD_destroy_response(response.pointer) }
            responses.removeAll()
        }
        // Balances passRetained in start(): MHD_stop_daemon has joined every thread that used it.
        Unmanaged.passUnretained(self).release()
    }

    /// Connections open right now.
    public var openConnections: Int {
        daemon.withLock { $0.map { Int(lp_current_connections($0.pointer)) } ?? 0 }
    }

    /// Requests whose per-request state is still allocated; returns to 0 when all have completed.
    public var requestsInFlight: Int {
        liveRequests.load(ordering: .relaxed)
    }
}

/// The running daemon. `@unchecked Sendable` is sound: libmicrohttpd's daemon functions may be called
/// from any thread, and the handle is only read or cleared under `HTTPServer.daemon`'s lock.
private struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// What the server keeps for one request between libmicrohttpd's calls.
/// Only ever touched by the one worker thread that owns the connection.
private final class RequestState {
    let target: String
    var sawFirstCall = false
    var body: [UInt8] = []
    var bodyTooLarge = false
    var headers: [(name: String, value: String)] = []

    init(target: String) { self.target = target }
}

private func server(_ cls: UnsafeMutableRawPointer?) -> HTTPServer {
    // cls is the server passed (retained) to lp_start_daemon; it outlives the daemon.
    Unmanaged<HTTPServer>.fromOpaque(cls!).takeUnretainedValue()
}

/// MHD_OPTION_URI_LOG_CALLBACK: called once the request line is read; keeps the raw target and
/// returns the per-request state, which MHD passes back as `*req_cls` and to `requestCompleted`.
private let requestStarted: lp_uri_logger = { cls, uri, _ in
    let state = RequestState(target: uri.map { String(cString: $0) } ?? "")
    server(cls).liveRequests.add(1, ordering: .relaxed)
    // Released in requestCompleted, which MHD calls for every request it reported here.
    return Unmanaged.passRetained(state).toOpaque()
}

/// MHD_OPTION_NOTIFY_COMPLETED: frees the per-request state.
private let requestCompleted: MHD_RequestCompletedCallback = { cls, _, reqCls, _ in
    guard let reqCls, let pointer = reqCls.pointee else { return }
    // Balances passRetained in requestStarted; MHD never uses *req_cls after this call.
    Unmanaged<RequestState>.fromOpaque(pointer).release()
    reqCls.pointee = nil
    server(cls).liveRequests.subtract(1, ordering: .relaxed)
}

/// The access handler: first call (headers read), once per body chunk, then a final call.
/// Responding on the first call would cost keep-alive, so only oversized bodies are refused there.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, _, method, _, uploadData, uploadSize, reqCls in
    guard let connection, let method, let uploadSize, let pointer = reqCls?.pointee else { return .NO }
    let server = server(cls)
    // The state lives until requestCompleted; this thread owns the connection meanwhile.
    let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()

    if !state.sawFirstCall {
        state.sawFirstCall = true
        if let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
           let declared = Int(String(cString: length)), declared > server.maxBodySize {
            return queue(server.tooLarge(request(state, method: method, connection: connection)), on: connection)
        }
        return .YES
    }

    if uploadSize.pointee > 0, let uploadData {
        let count = uploadSize.pointee
        if !state.bodyTooLarge {
            if state.body.count + count > server.maxBodySize {
                state.bodyTooLarge = true
                state.body = []
            } else {
                uploadData.withMemoryRebound(to: UInt8.self, capacity: count) {
                    state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
                }
            }
        }
        uploadSize.pointee = 0
        return .YES
    }

    let request = request(state, method: method, connection: connection)
    if state.bodyTooLarge { return queue(server.tooLarge(request), on: connection) }
    let response = server.handler(request)
    if response.reuse != nil { return server.queuePrepared(response, on: connection) }
    return queue(response, on: connection)
}

/// An MHD response kept for reuse, with the token that names it (held so the identity stays unique).
/// `@unchecked Sendable` is sound: MHD responses may be queued from any thread, and these are only
/// created, queued and destroyed under `HTTPServer.prepared`'s lock.
private struct PreparedResponse: @unchecked Sendable {
    let token: ReuseToken
    let pointer: OpaquePointer
}

extension HTTPServer {
    /// How many prepared responses are kept before they are all dropped and prepared afresh.
    fileprivate static let preparedLimit = 1024

    /// Queues the prepared MHD response for `response.reuse`, preparing it the first time. Queuing
    /// happens under the lock, so a concurrent clean-up cannot destroy a response being queued;
    /// MHD keeps its own reference to a queued response until it has been sent.
    fileprivate func queuePrepared(_ response: Response, on connection: OpaquePointer) -> MHD_Result {
        guard let token = response.reuse else { return queue(response, on: connection) }
        return prepared.withLock { prepared in
            if let ready = prepared[ObjectIdentifier(token)] {
                return MHD_queue_response(connection, UInt32(response.status.code), ready.pointer)
            }
            guard let made = makeResponse(response) else { return queue(response, on: connection) }
            if prepared.count >= Self.preparedLimit {
                for old in prepared.values { MHD_destroy_response(old.pointer) }
                prepared.removeAll(keepingCapacity: true)
            }
            prepared[ObjectIdentifier(token)] = PreparedResponse(token: token, pointer: made)
            return MHD_queue_response(connection, UInt32(response.status.code), made)
        }
    }
}

/// The request as a value: method, raw target, headers and the body collected so far.
private func request(_ state: RequestState, method: UnsafePointer<CChar>, connection: OpaquePointer) -> Request {
    if state.headers.isEmpty {
        // The state outlives this synchronous call; the iterator only appends to it.
        MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, Unmanaged.passUnretained(state).toOpaque())
    }
    return Request(method: Method(rawValue: String(cString: method)), target: state.target,
                   headers: Headers(state.headers), body: state.body)
}

/// Appends one header to the RequestState passed as `cls`.
private let collectHeader: MHD_KeyValueIterator = { cls, _, key, value in
    guard let cls, let key else { return .YES }
    // cls is the RequestState owned by the calling thread (see accessHandler).
    let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
    state.headers.append((name: String(cString: key), value: value.map { String(cString: $0) } ?? ""))
    return .YES
}

extension HTTPServer {
    /// The answer to a body over the limit, in the app's format.
    fileprivate func tooLarge(_ request: Request) -> Response {
        errorResponder(request, HTTPError(.contentTooLarge, "The request body is larger than the limit of \(maxBodySize / 1024) KiB."))
    }
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
