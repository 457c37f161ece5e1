import Glibc

/// A minimal blocking HTTP/1.1 client for the WebDriver servers on this machine (chromedriver,
/// WebKitWebDriver), one request per connection. URLSession on Linux rejects chromedriver's replies,
/// which have no space after the header colons (swift-corelibs-foundation#5527).
public enum LoopbackClient {
    /// A response: status and body.
    public struct Reply: Sendable {
        /// The status code.
        public let status: Int
        /// The body bytes.
        public let body: [UInt8]
    }

    /// Why a request failed before any response.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Sends one request to `127.0.0.1:port` and reads the whole response; times out after `timeoutSeconds`.
    public static func send(port: Int, method: String, path: String, body: [UInt8]? = nil,
                            timeoutSeconds: Int = 60) throws(Failure) -> Reply {
        let connection = try LoopbackConnection(port: port, timeoutSeconds: timeoutSeconds)
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n" }
        try connection.write(Array((head + "\r\n").utf8) + (body ?? []))

        // Read until the declared length has arrived (some servers keep the connection open
        // despite `Connection: close`), or until the server closes it.
        var response: [UInt8] = []
        while true {
            if let reply = complete(response) { return reply }
            let chunk = try connection.read(upTo: 65536)
            if chunk.isEmpty { break }
            response.append(contentsOf: chunk)
        }
        guard let head = parseHead(response) else { throw Failure(description: "incomplete response from 127.0.0.1:\(port)") }
        return Reply(status: head.status, body: Array(response[head.bodyStart...]))
    }

    /// The reply, once the headers and the whole `Content-Length` body are in `response`.
    private static func complete(_ response: [UInt8]) -> Reply? {
        guard let head = parseHead(response), let length = head.contentLength,
              response.count - head.bodyStart >= length else { return nil }
        return Reply(status: head.status, body: Array(response[head.bodyStart..<(head.bodyStart + length)]))
    }

    /// The status, declared length and body offset, once the header block has arrived.
    private static func parseHead(_ response: [UInt8]) -> (status: Int, contentLength: Int?, bodyStart: Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard response.count >= 4,
              let end = (0...(response.count - 4)).first(where: { response[$0..<($0 + 4)].elementsEqual(separator) }) else { return nil }
        let lines = String(decoding: response[..<end], as: UTF8.self).split(separator: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var length: Int?
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingPrefix(" "))
            }
        }
        return (status, length, end + 4)
    }
}

/// A TCP connection to a port on this machine, for Marionette's length-prefixed messages.
final class LoopbackConnection: Sendable {
    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`; every read and write gives up after `timeoutSeconds`.
    init(port: Int, timeoutSeconds: Int) throws(LoopbackClient.Failure) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackClient.Failure(description: "socket: \(errnoDescription())") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = loopbackAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = errnoDescription()
            close(descriptor)
            throw LoopbackClient.Failure(description: "cannot connect to 127.0.0.1:\(port): \(reason)")
        }
    }

    deinit { close(descriptor) }

    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws(LoopbackClient.Failure) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw LoopbackClient.Failure(description: "sending: \(errnoDescription())") }
            sent += count
        }
    }

    /// Reads up to `limit` bytes; none at the end of the stream.
    func read(upTo limit: Int) throws(LoopbackClient.Failure) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw LoopbackClient.Failure(description: "reading: \(errnoDescription())") }
            return Array(buffer[..<count])
        }
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
func freeLoopbackPort() throws(LoopbackClient.Failure) -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw LoopbackClient.Failure(description: "socket: \(errnoDescription())") }
    defer { close(descriptor) }
    var address = loopbackAddress(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
        }
    }
    guard bound else { throw LoopbackClient.Failure(description: "bind: \(errnoDescription())") }
    return Int(UInt16(bigEndian: address.sin_port))
}
