import Guarded
import HTTP

/// Counts open connections per client address and in all, across all of the server's event loops,
/// so that no client holds more than its share and the server no more than its limit
/// (libmicrohttpd's own limits count per daemon, and refuse with a reset).
final class ClientLimiter: Sendable {
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
    private let open = Locked<(byClient: [ClientAddress: Int], total: Int)>(([:], 0))

    /// A limiter allowing `perClient` connections per address (0 means no limit) and `total` in all.
    init(perClient: Int, total: Int) {
        self.perClient = perClient
        self.total = total
    }

    /// Counts a new connection from `address` if it fits; otherwise counts nothing and says which
    /// limit it meets (the client's first).
    func admit(_ address: ClientAddress) -> Verdict {
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
    func replace(_ leaving: ClientAddress, with arriving: ClientAddress) {
        open.withLock { open in
            Self.forget(leaving, in: &open.byClient)
            open.byClient[arriving, default: 0] += 1
        }
    }

    /// Forgets a connection `admit` or `replace` counted.
    func release(_ address: ClientAddress) {
        open.withLock { open in
            if Self.forget(address, in: &open.byClient) { open.total -= 1 }
        }
    }

    /// Connections counted now, in all.
    var count: Int {
        open.withLock { $0.total }
    }

    @discardableResult
    private static func forget(_ address: ClientAddress, in byClient: inout [ClientAddress: Int]) -> Bool {
        guard let current = byClient[address] else { return false }
        byClient[address] = current > 1 ? current - 1 : nil
        return true
    }

}
