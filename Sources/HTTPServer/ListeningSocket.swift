import Glibc

/// Creates `count` listening TCP sockets bound to exactly `host:port`, one per event loop, and
/// reports the port they got.
///
/// Binding ourselves (instead of letting libmicrohttpd do it) means only the address asked for is
/// bound, errors such as “address already in use” reach the user as one clear sentence, and port 0
/// can be read back with `getsockname`. Several sockets share the port through `SO_REUSEPORT`, so the
/// kernel spreads new connections evenly over the loops (one shared socket let whichever loop woke
/// first take them all: splits of 10 to 55 were seen); since that option would also let a second
/// server of the same user join the port silently, the port is first checked free with a plain bind.
func makeListeningSockets(host: String, port: Int, count: Int) throws(ServerError) -> (descriptors: [Int32], port: Int) {
    if count <= 1 {
        let (descriptor, bound) = try makeListeningSocket(host: host, port: port, reusePort: false)
        return ([descriptor], bound)
    }
    if port != 0 {
        let (probe, _) = try makeListeningSocket(host: host, port: port, reusePort: false)
        close(probe)
    }
    let (first, bound) = try makeListeningSocket(host: host, port: port, reusePort: true)
    var descriptors = [first]
    do {
        for _ in 1..<count {
            descriptors.append(try makeListeningSocket(host: host, port: bound, reusePort: true).descriptor)
        }
    } catch {
        for descriptor in descriptors { close(descriptor) }
        throw error
    }
    return (descriptors, bound)
}

/// One listening socket on exactly `host:port`, sharing the port with others if `reusePort`.
private func makeListeningSocket(host: String, port: Int, reusePort: Bool) throws(ServerError) -> (descriptor: Int32, port: Int) {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
        throw .cannotResolve(host: host, reason: String(cString: gai_strerror(status)))
    }
    defer { freeaddrinfo(list) }

    let address = first.pointee
    let descriptor = socket(address.ai_family, address.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), address.ai_protocol)
    guard descriptor >= 0 else { throw .cannotListen(host: host, port: port, reason: errnoDescription()) }
    var on: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    if reusePort {
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEPORT, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    if address.ai_family == AF_INET6 {
        setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    guard bind(descriptor, address.ai_addr, address.ai_addrlen) == 0,
          listen(descriptor, SOMAXCONN) == 0,
          fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0 else {
        let reason = errnoDescription()
        close(descriptor)
        throw .cannotListen(host: host, port: port, reason: reason)
    }

    var bound = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let boundPort = withUnsafeMutablePointer(to: &bound) { storage in
        _ = storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        return switch Int32(storage.pointee.ss_family) {
        case AF_INET6: storage.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
        default: storage.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }
    return (descriptor, boundPort)
}

/// `strerror(errno)`, e.g. “Address already in use”.
func errnoDescription() -> String {
    String(cString: strerror(errno))
}
