import Glibc
import HTTP

/// A response read off the wire by ``RawHTTPConnection``.
public struct RawResponse: Sendable {
    /// The status code.
    public let status: Int
    /// The header fields.
    public let headers: Headers
    /// The body bytes.
    public let body: [UInt8]

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Why a raw exchange failed.
public struct RawHTTPError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}

/// A real TCP connection to the server under test, speaking HTTP/1.1 by hand, so tests control
/// every byte (malformed requests, keep-alive, redirects that must not be followed).
public final class RawHTTPConnection {
    /// The socket, for tests that wait on it with `poll`.
    public let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to `127.0.0.1:port`; reads time out after `timeoutSeconds`.
    public init(port: Int, timeoutSeconds: Int = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawHTTPError(description: "socket: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            // No close here: every stored property is set, so deinit runs and closes it; closing
            // twice could close a descriptor another thread has just been given.
            throw RawHTTPError(description: "connect to port \(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Writes all of `bytes`.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw RawHTTPError(description: "send: \(String(cString: strerror(errno)))") }
            offset += written
        }
    }

    /// Writes `text` as UTF-8.
    public func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Reads one response; `bodyless` for answers to HEAD, which carry a length but no body.
    public func readResponse(bodyless: Bool = false) throws -> RawResponse {
        let headerEnd = try readUntilHeaderEnd()
        let head = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw RawHTTPError(description: "bad status line in \(head)")
        }
        var headers = Headers()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        let length = bodyless || status == 304 ? 0 : Int(headers["Content-Length"] ?? "") ?? -1
        if length >= 0 {
            while buffer.count < length { guard try fill() else { throw RawHTTPError(description: "short body") } }
            let body = Array(buffer[..<length])
            buffer.removeFirst(length)
            return RawResponse(status: status, headers: headers, body: body)
        }
        while try fill() {}
        defer { buffer = [] }
        return RawResponse(status: status, headers: headers, body: buffer)
    }

    /// Reads until the server closes the connection; returns what came, or `nil` on a timeout.
    public func readToEnd() -> [UInt8]? {
        do {
            while try fill() {}
        } catch {
            return nil
        }
        defer { buffer = [] }
        return buffer
    }

    private func readUntilHeaderEnd() throws -> Int {
        let marker: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if buffer.count >= 4, let index = (0...(buffer.count - 4)).first(where: { buffer[$0..<$0 + 4].elementsEqual(marker) }) {
                return index
            }
            guard try fill() else { throw RawHTTPError(description: "connection closed before the headers ended") }
        }
    }

    /// Reads more bytes; false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16384)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw RawHTTPError(description: "recv: \(String(cString: strerror(errno)))") }
        buffer.append(contentsOf: chunk[..<count])
        return count > 0
    }
}

extension RawHTTPConnection {
    /// One request on a fresh connection that is closed afterwards.
    public static func request(
        port: Int, _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> RawResponse {
        let connection = try RawHTTPConnection(port: port)
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

    /// Writes a request with exactly `headers` (nothing added) and `body`.
    public func sendRequest(_ method: String, _ target: String, headers: Headers, body: [UInt8]) throws {
        var head = "\(method) \(target) HTTP/1.1\r\n"
        for field in headers { head += "\(field.name): \(field.value)\r\n" }
        try send(Array((head + "\r\n").utf8) + body)
    }
}
