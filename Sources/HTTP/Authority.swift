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
    ///
    /// It runs on every request, so it reads the bytes in place, in plain loops, and allocates at
    /// most the host (and nothing for a host of up to 15 bytes, which Swift keeps inline).
    public init?(parsing text: Substring) {
        var copy = String(text)
        guard let parsed = copy.withUTF8({ Self.parse(Bytes($0)) }) else { return nil }
        (host, isAddress, port) = parsed
    }

    /// Parses a `Host` field's value, without the spaces and tabs around it (RFC 9110 §5.5).
    init?(fieldValue: String) {
        var copy = fieldValue
        let parsed: (host: String, isAddress: Bool, port: Int?)?? = copy.withUTF8 { buffer in
            var bytes = Bytes(buffer)
            while bytes.count > 0 && (bytes[bytes.start] == 0x20 || bytes[bytes.start] == 0x09) { bytes.start += 1 }
            while bytes.count > 0 && (bytes[bytes.end - 1] == 0x20 || bytes[bytes.end - 1] == 0x09) { bytes.end -= 1 }
            // An empty value is no host at all (the caller's `nil`), not an invalid one.
            return bytes.count == 0 ? .some(nil) : .some(Self.parse(bytes))
        }
        guard let parsed, let parsed else { return nil }
        (host, isAddress, port) = parsed
    }

    /// Whether a `Host` field's value is empty or only spaces and tabs.
    static func isEmptyFieldValue(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// A range of bytes in a buffer, walked with plain index loops.
    private struct Bytes {
        let buffer: UnsafeBufferPointer<UInt8>
        var start: Int
        var end: Int

        init(_ buffer: UnsafeBufferPointer<UInt8>) {
            self.buffer = buffer
            start = 0
            end = buffer.count
        }

        init(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
            self.buffer = buffer
            self.start = start
            self.end = end
        }

        var count: Int { end - start }
        subscript(index: Int) -> UInt8 { buffer[index] }

        /// The first index of `byte` from `start`, or `end`.
        func index(of byte: UInt8) -> Int {
            var index = start
            while index < end && buffer[index] != byte { index += 1 }
            return index
        }

        /// Whether every byte passes `test`.
        func all(_ test: (UInt8) -> Bool) -> Bool {
            var index = start
            while index < end {
                if !test(buffer[index]) { return false }
                index += 1
            }
            return true
        }
    }

    private static func parse(_ bytes: Bytes) -> (host: String, isAddress: Bool, port: Int?)? {
        guard bytes.count > 0 else { return nil }
        var host: Bytes
        var portStart: Int
        let isAddress: Bool
        if bytes[bytes.start] == UInt8(ascii: "[") {
            let close = bytes.index(of: UInt8(ascii: "]"))
            guard close < bytes.end else { return nil }
            host = Bytes(bytes.buffer, bytes.start + 1, close)
            portStart = close + 1
            guard isIPv6(host) else { return nil }
            isAddress = true
        } else {
            let colon = bytes.index(of: UInt8(ascii: ":"))
            host = Bytes(bytes.buffer, bytes.start, colon)
            portStart = colon
            isAddress = isIPv4(host)
            if !isAddress {
                if host.count > 0 && host[host.end - 1] == UInt8(ascii: ".") { host.end -= 1 }
                guard host.count > 0, host.count <= 253, isName(host) else { return nil }
            }
        }
        var port: Int?
        if portStart < bytes.end {
            guard bytes[portStart] == UInt8(ascii: ":") else { return nil }
            let digits = Bytes(bytes.buffer, portStart + 1, bytes.end)
            if digits.count > 0 {
                guard digits.count <= 5, digits.all(isDigit) else { return nil }
                var number = 0
                for index in digits.start..<digits.end { number = number * 10 + Int(digits[index] - UInt8(ascii: "0")) }
                guard number <= 65535 else { return nil }
                port = number
            }
        }
        // Browsers send hosts in lowercase: only other clients' hosts are lowercased (a copy).
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes.buffer[host.start..<host.end]), as: UTF8.self)
        let hasUppercase = !host.all { $0 < UInt8(ascii: "A") || $0 > UInt8(ascii: "Z") }
        return (hasUppercase ? text.lowercased() : text, isAddress, port)
    }

    /// `host:port` as it would be sent, brackets restored.
    public var description: String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return port.map { "\(shown):\($0)" } ?? shown
    }

    /// Letters, digits, `-`, `_`, in dot-separated labels of 1…63 characters.
    static func isName(_ name: Substring) -> Bool {
        Array(name.utf8).withUnsafeBufferPointer { isName(Bytes($0)) }
    }

    private static func isName(_ name: Bytes) -> Bool {
        var label = 0
        for index in name.start..<name.end {
            switch name[index] {
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
        Array(text.utf8).withUnsafeBufferPointer { isIPv4(Bytes($0)) }
    }

    private static func isIPv4(_ bytes: Bytes) -> Bool {
        var octets = 0
        var digits = 0
        var value = 0
        var leadingZero = false
        for index in bytes.start..<bytes.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard digits > 0, octets < 3 else { return false }
                octets += 1
                digits = 0
                value = 0
                leadingZero = false
            } else if isDigit(byte) {
                guard !leadingZero, digits < 3 else { return false }
                leadingZero = digits == 0 && byte == UInt8(ascii: "0")
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                guard value <= 255 else { return false }
            } else {
                return false
            }
        }
        return octets == 3 && digits > 0
    }

    /// RFC 3986's IPv6address: eight groups of 1–4 hex digits, one `::` standing for one or more
    /// zero groups, the last two groups optionally written as an IPv4 address; no zone index.
    static func isIPv6(_ text: Substring) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { isIPv6(Bytes($0)) }
    }

    private static func isIPv6(_ bytes: Bytes) -> Bool {
        let colon = UInt8(ascii: ":")
        var groups = 0
        var sawDoubleColon = false
        var index = bytes.start
        let end = bytes.end
        if bytes.count >= 2, bytes[index] == colon, bytes[index + 1] == colon {
            sawDoubleColon = true
            index += 2
        } else if bytes.count == 0 || bytes[index] == colon {
            return false
        }
        while index < end {
            let start = index
            var hasDot = false
            while index < end && bytes[index] != colon {
                if bytes[index] == UInt8(ascii: ".") { hasDot = true }
                index += 1
            }
            let piece = Bytes(bytes.buffer, start, index)
            if hasDot {
                // An IPv4 address can only end the address.
                guard index == end, isIPv4(piece) else { return false }
                groups += 2
            } else {
                guard (1...4).contains(piece.count), piece.all(isHexDigit) else { return false }
                groups += 1
            }
            guard index < end else { break }
            index += 1
            if index < end, bytes[index] == colon {
                guard !sawDoubleColon else { return false }
                sawDoubleColon = true
                index += 1
            } else if index == end {
                return false
            }
        }
        return sawDoubleColon ? groups <= 7 : groups == 8
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
