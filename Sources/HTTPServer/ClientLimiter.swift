import Glibc
import Guarded

/// Counts open connections per client address and in all, across all of the server's event loops,
/// so that no client holds more than its share and the server no more than its limit
/// (libmicrohttpd's own limits count per daemon, and refuse with a reset).
final class ClientLimiter: Sendable {
    /// An IPv4 or IPv6 address, without the port.
    struct Address: Hashable, Sendable, CustomStringConvertible {
        let bytes: [UInt8]

        /// `127.0.0.1` or `::1`, for log lines.
        var description: String {
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            let family = bytes.count == 4 ? AF_INET : AF_INET6
            guard bytes.count == 4 || bytes.count == 16,
                  inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return "an unknown address" }
            return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Whether a new connection fits, and if not, which limit it meets.
    enum Verdict: Equatable {
        case admitted
        /// Its client already holds `perClient` connections.
        case overClientLimit
        /// The server already holds `total` connections.
        case overTotalLimit
    }

    /// Connections allowed per address (0: no limit), and in all.
    let perClient: Int
    let total: Int
    private let open = Locked<(byClient: [Address: Int], total: Int)>(([:], 0))

    /// A limiter allowing `perClient` connections per address (0 means no limit) and `total` in all.
    init(perClient: Int, total: Int) {
        self.perClient = perClient
        self.total = total
    }

    /// Counts a new connection from `address` if it fits; otherwise counts nothing and says which
    /// limit it meets (the client's first).
    func admit(_ address: Address) -> Verdict {
        open.withLock { open in
            let current = open.byClient[address, default: 0]
            if perClient > 0 && current >= perClient { return .overClientLimit }
            if open.total >= total { return .overTotalLimit }
            open.byClient[address] = current + 1
            open.total += 1
            return .admitted
        }
    }

    /// Counts a connection from `arriving` in place of one from `leaving`, which is being closed
    /// to make room for it.
    func replace(_ leaving: Address, with arriving: Address) {
        open.withLock { open in
            Self.forget(leaving, in: &open.byClient)
            open.byClient[arriving, default: 0] += 1
        }
    }

    /// Forgets a connection `admit` or `replace` counted.
    func release(_ address: Address) {
        open.withLock { open in
            if Self.forget(address, in: &open.byClient) { open.total -= 1 }
        }
    }

    /// Connections counted now, in all.
    var count: Int {
        open.withLock { $0.total }
    }

    @discardableResult
    private static func forget(_ address: Address, in byClient: inout [Address: Int]) -> Bool {
        guard let current = byClient[address] else { return false }
        byClient[address] = current > 1 ? current - 1 : nil
        return true
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
