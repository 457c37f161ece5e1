/// The host and optional port a request names, from its `Host` field or an absolute-form target
/// (RFC 9110 §7.2; RFC 3986 §3.2.2–3.2.3), in the canonical form browsers send.
///
/// Stricter than RFC 3986's reg-name on purpose: a name is ASCII letters, digits, `-`, `_` and
/// dots (browsers send internationalised names as punycode and never percent-encode a host), and
/// only a dotted quad or a bracketed IPv6 address counts as an address literal, since those are the
/// only literal forms a browser puts in `Host` (it rewrites `127.1` or `0x7f.0.0.1` before sending).
public struct Authority: Equatable, Sendable, CustomStringConvertible {
    /// The host, lowercased, without brackets or a trailing dot: `localhost`, `127.0.0.1`, `::1`.
    public let host: String
    /// Whether `host` is an IPv4 or IPv6 address literal rather than a name.
    public let isAddress: Bool
    /// The port, when one was given (an empty port, `host:`, counts as none).
    public let port: Int?

    /// Parses `host[:port]`, `[ipv6][:port]`; `nil` for anything else (user info, spaces, a zone
    /// index, a port that is not a number up to 65535, a name with other characters).
    public init?(parsing text: Substring) {
        var rest = text
        var port: Int?
        let hostPart: Substring
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            hostPart = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            guard Self.isIPv6(hostPart) else { return nil }
        } else {
            let colon = rest.firstIndex(of: ":") ?? rest.endIndex
            hostPart = rest[..<colon]
            rest = rest[colon...]
        }
        if !rest.isEmpty {
            guard rest.first == ":" else { return nil }
            let digits = rest.dropFirst()
            if !digits.isEmpty {
                guard digits.utf8.count <= 5, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                      let number = Int(digits), number <= 65535 else { return nil }
                port = number
            }
        }
        self.port = port
        if text.first == "[" {
            host = String(hostPart).lowercased()
            isAddress = true
        } else if Self.isIPv4(hostPart) {
            host = String(hostPart)
            isAddress = true
        } else {
            var name = hostPart
            if name.last == "." { name = name.dropLast() }
            guard !name.isEmpty, name.utf8.count <= 253, Self.isName(name) else { return nil }
            host = String(name).lowercased()
            isAddress = false
        }
    }

    /// `host:port` as it would be sent, brackets restored.
    public var description: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return port.map { "\(shown):\($0)" } ?? shown
    }

    /// Letters, digits, `-`, `_`, in dot-separated labels of 1…63 characters.
    static func isName(_ name: Substring) -> Bool {
        var label = 0
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                guard label > 0 else { return false }
                label = 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                label += 1
                guard label <= 63 else { return false }
            default:
                return false
            }
        }
        return label > 0
    }

    /// RFC 3986's IPv4address: four dec-octets (0–255, no leading zeros) separated by dots.
    static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
            guard part.count == 1 || part.first != UInt8(ascii: "0") else { return false }
            return part.reduce(0) { $0 * 10 + Int($1 - 0x30) } <= 255
        }
    }

    /// RFC 3986's IPv6address: eight groups of 1–4 hex digits, one `::` standing for one or more
    /// zero groups, the last two groups optionally written as an IPv4 address; no zone index.
    static func isIPv6(_ text: Substring) -> Bool {
        let utf8 = text.utf8
        guard utf8.count >= 2 else { return false }
        var groups = 0
        var sawDoubleColon = false
        var pieces = Array(utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false))
        // "::" at either end leaves an empty piece that is not a group; "::" in the middle one.
        if pieces.first?.isEmpty == true {
            guard pieces.count > 2, pieces[1].isEmpty else { return false }
            pieces.removeFirst()
        }
        if pieces.last?.isEmpty == true {
            guard pieces.count > 1, pieces[pieces.count - 2].isEmpty else { return false }
            pieces.removeLast()
        }
        for (index, piece) in pieces.enumerated() {
            if piece.isEmpty {
                guard !sawDoubleColon else { return false }
                sawDoubleColon = true
            } else if index == pieces.count - 1, piece.contains(UInt8(ascii: ".")) {
                guard isIPv4(Substring(piece)) else { return false }
                groups += 2
            } else {
                guard piece.count <= 4, piece.allSatisfy(isHexDigit) else { return false }
                groups += 1
            }
        }
        return sawDoubleColon ? groups <= 7 : groups == 8
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
