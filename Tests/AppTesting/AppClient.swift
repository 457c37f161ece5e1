import Browser
import HTTP
import HTTPServer
import ListPreview
import TestSupport

/// Sends requests to the app under test, the same requests on both back ends (see ``Backend``):
/// the given fields plus `Host: 127.0.0.1:PORT` (unless one is given), `Connection: close` and a
/// `Content-Length`, as ``LoopbackConnection/request(port:_:_:headers:body:)`` sends them.
public struct AppClient: Sendable {
    enum Transport: Sendable {
        case inProcess(App, ServerConfiguration)
        case live(port: Int)
    }

    private let transport: Transport
    /// The replies the app holds now (long polls, long pages), whose time is up when the test says.
    public let holds: Holds

    /// The port in-process requests say they came to: `listpreview serve`'s default.
    public static let inProcessPort = 8080

    init(_ transport: Transport, holds: Holds) {
        self.transport = transport
        self.holds = holds
    }

    /// The back end the requests go through.
    public var backend: Backend {
        switch transport {
        case .inProcess: .inProcess
        case .live: .live
        }
    }

    /// The port requests are for: the live server's, or ``inProcessPort``.
    public var port: Int {
        switch transport {
        case .inProcess: Self.inProcessPort
        case let .live(port): port
        }
    }

    /// Sends a request and waits for its response (a long poll until it is answered).
    public func request(_ method: HTTP.Method, _ target: String, headers: Headers = [:], body: [UInt8] = []) throws -> TestResponse {
        try start(method, target, headers: headers, body: body).response()
    }

    /// Sends a request with a UTF-8 body and waits for its response.
    public func request(_ method: HTTP.Method, _ target: String, headers: Headers = [:], body: String) throws -> TestResponse {
        try request(method, target, headers: headers, body: Array(body.utf8))
    }

    /// Sends a request and returns at once, without waiting for the response: for long polls.
    public func start(_ method: HTTP.Method, _ target: String, headers: Headers = [:], body: [UInt8] = []) throws -> PendingResponse {
        let host = headers["Host"] == nil ? "127.0.0.1:\(port)" : nil
        let fields = LoopbackConnection.oneOffHeaders(host: host, method: method.rawValue, headers, bodyCount: body.count)
        switch transport {
        case let .inProcess(app, configuration):
            let request = Request(method: method, target: target, headers: fields, body: body,
                                  connection: Request.Connection(fromLoopback: true, port: port))
            return PendingResponse(inProcess: Self.reply(app, to: request, configuration, holds: holds), method: method)
        case let .live(port):
            // A hang detector: a reply held (a long poll) is answered when the test says.
            let connection = try LoopbackConnection(port: port, timeoutSeconds: Int(hangDetector.components.seconds))
            try connection.sendRequest(method.rawValue, target, headers: fields, body: body)
            return PendingResponse(live: connection, method: method)
        }
    }

    /// What the server answers to `request`: its own refusals first (``RequestChecks``, the very
    /// checks the server runs on a head, then the body's limit), in the app's format, then the app's reply.
    private static func reply(_ app: App, to request: Request, _ configuration: ServerConfiguration, holds: Holds) -> ParkedReply {
        var head = request
        head.body = []
        let checks = RequestChecks(configuration)
        // The head's size as it goes on the wire: the request line, each field, the blank line.
        var headSize = "\(request.method.rawValue) \(request.target) HTTP/1.1\r\n".utf8.count + 2
        for field in request.headers.fields {
            headSize += field.name.utf8.count + 2 + field.value.utf8.count + 2
        }
        if let refusal = checks.refusal(target: request.target, headSize: headSize, version: "HTTP/1.1", headers: request.headers) {
            return ParkedReply(configuration.errorResponder(head, refusal))
        }
        var body = checks.body()
        request.body.withUnsafeBytes { body.append($0) }
        if let refusal = body.refusal { return ParkedReply(configuration.errorResponder(head, refusal)) }
        switch holds.hold(app.reply(to: request)) {
        case let .now(response): return ParkedReply(response)
        case let .later(deferred): return ParkedReply(deferred)
        }
    }
}
