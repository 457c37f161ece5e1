import Glibc
import Guarded

/// Counts each client address's open connections across all of the server's event loops, so one
/// client cannot hold more than its share (libmicrohttpd's own per-IP limit counts per daemon).
final class ClientLimiter: Sendable {
    /// An IPv4 or IPv6 address, without the port.
    struct Address: Hashable, Sendable {
        let bytes: [UInt8]
    }

    private let limit: Int
    private let open = Locked<[Address: Int]>([:])

    /// A limiter allowing `limit` connections per address; 0 means no limit.
    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection from `address`, or returns false (and counts nothing) if that
    /// client already holds `limit`.
    func admit(_ address: Address) -> Bool {
        open.withLock { open in
            let current = open[address, default: 0]
            if limit > 0 && current >= limit { return false }
            open[address] = current + 1
            return true
        }
    }

    /// Forgets a connection `admit` counted.
    func release(_ address: Address) {
        open.withLock { open in
            guard let current = open[address] else { return }
            open[address] = current > 1 ? current - 1 : nil
        }
    }

    /// The address in a `sockaddr` (IPv4 or IPv6), or nil for any other family.
    static func address(of socketAddress: UnsafePointer<sockaddr>) -> Address? {
        switch Int32(socketAddress.pointee.sa_family) {
        case AF_INET:
            return socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                withUnsafeBytes(of: $0.pointee.sin_addr) { Address(bytes: Array($0)) }
            }
        case AF_INET6:
            return socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                withUnsafeBytes(of: $0.pointee.sin6_addr) { Address(bytes: Array($0)) }
            }
        default:
            return nil
        }
    }
}
