/// A client's IP address without its port, as 16 bytes (IPv4 as IPv6's `::ffff:a.b.c.d`), held
/// in two words so that making one per request allocates nothing.
public struct ClientAddress: Hashable, Sendable, CustomStringConvertible {
    private let high: UInt64
    private let low: UInt64

    /// The IPv6 address whose first 8 bytes are `high` and last 8 `low`, most significant first.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The IPv4 address `address` (`a.b.c.d` is `a << 24 | b << 16 | c << 8 | d`), as `::ffff:a.b.c.d`.
    /// The server makes one per connection and per request, so this is neither generic nor allocates.
    public init(ipv4 address: UInt32) {
        self.init(high: 0, low: 0xFFFF << 32 | UInt64(address))
    }

    /// The address of 16 bytes of IPv6, most significant first.
    public init<Bytes: Collection<UInt8>>(ipv6 bytes: Bytes) {
        var high: UInt64 = 0, low: UInt64 = 0
        for (index, byte) in bytes.prefix(16).enumerated() {
            if index < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
        }
        self.init(high: high, low: low)
    }

    /// The address of 4 bytes of IPv4, most significant first.
    public init<Bytes: Collection<UInt8>>(ipv4 bytes: Bytes) {
        self.init(ipv4: bytes.prefix(4).reduce(0) { $0 << 8 | UInt32($1) })
    }

    /// `127.0.0.1`, the address of the in-process test client and of most local browsers.
    public static let loopback = ClientAddress(ipv4: [127, 0, 0, 1])

    /// Dotted-quad for IPv4, else eight groups of hexadecimal (`0:0:0:0:0:0:0:1`), for logs.
    public var description: String {
        if high == 0, low >> 32 == 0xFFFF {
            let octets: [UInt64] = [low >> 24 & 0xFF, low >> 16 & 0xFF, low >> 8 & 0xFF, low & 0xFF]
            return octets.map { String($0) }.joined(separator: ".")
        }
        var groups: [String] = []
        for word in [high, low] {
            for shift: UInt64 in [48, 32, 16, 0] { groups.append(String(word >> shift & 0xFFFF, radix: 16)) }
        }
        return groups.joined(separator: ":")
    }
}
