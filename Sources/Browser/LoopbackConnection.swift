import Glibc
import Guarded
import HTTP

/// A response read off a ``LoopbackConnection``.
public struct LoopbackResponse: Sendable {
    /// The status code.
    public let status: Int
    /// The header fields, as sent.
    public let headers: Headers
    /// The body bytes.
    public let body: [UInt8]

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Why an exchange on a ``LoopbackConnection`` failed.
public struct LoopbackError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}

/// The one HTTP/1.1 client of the program and its tests: a blocking TCP connection to a port on
/// this machine that speaks HTTP by hand, so every byte is the caller's. The WebDriver servers
/// (chromedriver, WebKitWebDriver) are driven through it — URLSession on Linux rejects
/// chromedriver's replies, which have no space after the header colons
/// (swift-corelibs-foundation#5527) — Marionette's length-prefixed messages ride on it, and tests
/// send the server under test malformed requests, keep-alive and redirects not to be followed.
public final class LoopbackConnection: Sendable {
    /// The socket, for callers that wait on it with `poll`.
    public let descriptor: Int32
    /// How long a read or write waits.
    public let timeoutSeconds: Int

    /// Connects to `127.0.0.1:port`; every read and write gives up after `timeoutSeconds`.
    public init(port: Int, timeoutSeconds: Int = 10) throws(LoopbackError) {
        self.timeoutSeconds = timeoutSeconds
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackError(description: "socket: \(errnoDescription())") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = loopbackAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            // No close here: every stored property is set, so deinit runs and closes it; closing
            // twice could close a descriptor another thread has just been given.
            throw LoopbackError(description: "cannot connect to 127.0.0.1:\(port): \(errnoDescription())")
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Writes all of `bytes`.
    public func send(_ bytes: [UInt8]) throws(LoopbackError) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw LoopbackError(description: "sending: \(errnoDescription())") }
            sent += count
        }
    }

    /// Writes `text` as UTF-8.
    public func send(_ text: String) throws(LoopbackError) {
        try send(Array(text.utf8))
    }

    /// Reads up to `limit` bytes; none at the end of the stream.
    public func read(upTo limit: Int) throws(LoopbackError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                throw LoopbackError(description: "no answer within \(timeoutSeconds) s")
            }
            guard count >= 0 else { throw LoopbackError(description: "reading: \(errnoDescription())") }
            return Array(buffer[..<count])
        }
    }

    /// Writes a request with exactly `headers` (nothing added) and `body`.
    public func sendRequest(_ method: String, _ target: String, headers: Headers, body: [UInt8]) throws(LoopbackError) {
        var head = "\(method) \(target) HTTP/1.1\r\n"
        for field in headers { head += "\(field.name): \(field.value)\r\n" }
        try send(Array((head + "\r\n").utf8) + body)
    }

    /// Reads one response: its declared length of body (`bodyless` for answers to HEAD, which carry a
    /// length but no body), or without one, up to the end of the stream. Bytes past it stay for the next.
    public func readResponse(bodyless: Bool = false) throws(LoopbackError) -> LoopbackResponse {
        let headerEnd = try readUntilHeaderEnd()
        let head = String(decoding: buffer.withLock { $0[..<headerEnd] }, as: UTF8.self)
        buffer.withLock { $0.removeFirst(headerEnd + 4) }
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw LoopbackError(description: "bad status line in \(head)")
        }
        var headers = Headers()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        let length = bodyless || status == 304 ? 0 : Int(headers["Content-Length"] ?? "") ?? -1
        if length >= 0 {
            while buffer.withLock({ $0.count }) < length { guard try fill() else { throw LoopbackError(description: "short body") } }
            let body = buffer.withLock { buffer in defer { buffer.removeFirst(length) }; return Array(buffer[..<length]) }
            return LoopbackResponse(status: status, headers: headers, body: body)
        }
        while try fill() {}
        return LoopbackResponse(status: status, headers: headers, body: buffer.withLock { buffer in defer { buffer = [] }; return buffer })
    }

    /// Reads until the other end closes the connection; returns what came, or `nil` on a timeout.
    public func readToEnd() -> [UInt8]? {
        do {
            while try fill() {}
        } catch {
            return nil
        }
        return buffer.withLock { buffer in defer { buffer = [] }; return buffer }
    }

    /// Bytes read but not yet taken by ``readResponse(bodyless:)``. One caller uses a connection at a
    /// time; the lock makes the class `Sendable` without an argument.
    private let buffer = Locked<[UInt8]>([])

    private func readUntilHeaderEnd() throws(LoopbackError) -> Int {
        let marker: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            let end: Int? = buffer.withLock { buffer in
                guard buffer.count >= 4 else { return nil }
                return (0...(buffer.count - 4)).first { buffer[$0..<$0 + 4].elementsEqual(marker) }
            }
            if let end { return end }
            guard try fill() else { throw LoopbackError(description: "connection closed before the headers ended") }
        }
    }

    /// Reads more bytes; false at the end of the stream.
    private func fill() throws(LoopbackError) -> Bool {
        let chunk = try read(upTo: 16384)
        buffer.withLock { $0.append(contentsOf: chunk) }
        return !chunk.isEmpty
    }
}

extension LoopbackConnection {
    /// One request on a fresh connection that is closed afterwards: `headers` after `Host` and
    /// `Connection: close` (see ``oneOffHeaders(host:method:_:bodyCount:)``).
    public static func request(port: Int, _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = [],
                               timeoutSeconds: Int = 10) throws(LoopbackError) -> LoopbackResponse {
        let connection = try LoopbackConnection(port: port, timeoutSeconds: timeoutSeconds)
        let given = Headers(headers.map { (name: $0.0, value: $0.1) })
        let fields = oneOffHeaders(host: "127.0.0.1:\(port)", method: method, given, bodyCount: body.count)
        try connection.sendRequest(method, target, headers: fields, body: body)
        return try connection.readResponse(bodyless: method == "HEAD")
    }

    /// The fields of a one-off request: `Host: host` (none when `nil`; a `Host` in `given` then
    /// makes two), `Connection: close`, the `given` ones, then `Content-Length` for a body or a POST
    /// unless `given` frames the body itself.
    public static func oneOffHeaders(host: String?, method: String, _ given: Headers, bodyCount: Int) -> Headers {
        var fields: [(name: String, value: String)] = []
        if let host { fields.append((name: "Host", value: host)) }
        fields.append((name: "Connection", value: "close"))
        fields += given.fields
        if (bodyCount > 0 || method == "POST"), given["Content-Length"] == nil, given["Transfer-Encoding"] == nil {
            fields.append((name: "Content-Length", value: String(bodyCount)))
        }
        return Headers(fields)
    }
}

/// `127.0.0.1:port` as a socket address.
func loopbackAddress(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
}

/// A loopback port that was free a moment ago, for a driver that must be told its port.
func freeLoopbackPort() throws(LoopbackError) -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw LoopbackError(description: "socket: \(errnoDescription())") }
    defer { close(descriptor) }
    var address = loopbackAddress(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
        }
    }
    guard bound else { throw LoopbackError(description: "bind: \(errnoDescription())") }
    return Int(UInt16(bigEndian: address.sin_port))
}
