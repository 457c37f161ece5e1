import Glibc
import HTTP

/// Whether a socket address (a `sockaddr`) is this machine's own: 127.0.0.0/8, `::1`, or an
/// IPv4-mapped `::ffff:127.x.x.x`.
func isLoopback(_ address: UnsafeRawPointer) -> Bool {
    switch Int32(address.load(as: sockaddr.self).sa_family) {
    case AF_INET:
        return UInt32(bigEndian: address.load(as: sockaddr_in.self).sin_addr.s_addr) >> 24 == 127
    case AF_INET6:
        return withUnsafeBytes(of: address.load(as: sockaddr_in6.self).sin6_addr) { bytes in
            let mapped = bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
            return (bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1) || (mapped && bytes[12] == 127)
        }
    default:
        return false
    }
}

/// The client address in a socket address (a `sockaddr`), IPv4 or IPv6; `nil` for another family.
func clientAddress(_ address: UnsafeRawPointer) -> ClientAddress? {
    switch Int32(address.load(as: sockaddr.self).sa_family) {
    case AF_INET:
        return ClientAddress(ipv4: UInt32(bigEndian: address.load(as: sockaddr_in.self).sin_addr.s_addr))
    case AF_INET6:
        // The 16 bytes as two big-endian words; loaded unaligned, as a sockaddr_in6 need not be aligned.
        let bytes = address + MemoryLayout<sockaddr_in6>.offset(of: \sockaddr_in6.sin6_addr)!
        return ClientAddress(high: UInt64(bigEndian: bytes.loadUnaligned(as: UInt64.self)),
                             low: UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    default:
        return nil
    }
}

extension HTTPServer {
    /// Whether binding `host` binds a loopback address only, so nothing beyond this machine can
    /// connect: resolved as ``start(_:replying:)`` resolves it (the first address found).
    public static func bindsLoopbackOnly(_ host: String) throws(ServerError) -> Bool {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list, let address = first.pointee.ai_addr else {
            throw .cannotResolve(host: host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(list) }
        return isLoopback(UnsafeRawPointer(address))
    }

    /// This machine's addresses on its network interfaces, loopback excluded: IPv4 first, then
    /// IPv6 (without link-local ones, which need a zone to be used), as they would appear in a URL.
    public static func networkAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var ipv4: [String] = []
        var ipv6: [String] = []
        var next = list
        while let entry = next {
            next = entry.pointee.ifa_next
            guard let address = entry.pointee.ifa_addr, !isLoopback(UnsafeRawPointer(address)) else { continue }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                var raw = UnsafeRawPointer(address).load(as: sockaddr_in.self).sin_addr
                if inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil { ipv4.append(String(cString: text)) }
            case AF_INET6:
                var raw = UnsafeRawPointer(address).load(as: sockaddr_in6.self).sin6_addr
                let linkLocal = withUnsafeBytes(of: raw) { $0[0] == 0xFE && $0[1] & 0xC0 == 0x80 }
                if !linkLocal, inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count)) != nil { ipv6.append("[" + String(cString: text) + "]") }
            default:
                continue
            }
        }
        return ipv4 + ipv6
    }

    /// This machine's host name (`gethostname`), or `nil`.
    public static func machineName() -> String? {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return nil }
        let text = String(cString: name)
        return text.isEmpty ? nil : text
    }
}
