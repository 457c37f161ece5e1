/// The cookies of a `Cookie` header (RFC 6265 §5.4): `a=1; b=2`.
public struct Cookies: Sendable {
    /// The cookies by name; the first of duplicate names wins, as browsers send the most specific first.
    public let values: [String: String]

    /// Parses a `Cookie` header; pieces without `=` or with an empty name are ignored.
    public init(parsing header: String) {
        var values: [String: String] = [:]
        for piece in header.split(separator: ";") {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let name = piece[..<equals].trimmingSpaces()
            var value = piece[piece.index(after: equals)...].trimmingSpaces()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = value.dropFirst().dropLast()
            }
            guard !name.isEmpty, values[String(name)] == nil else { continue }
            values[String(name)] = String(value)
        }
        self.values = values
    }

    /// The value of the named cookie, or `nil`.
    public subscript(name: String) -> String? { values[name] }
}

extension Substring {
    /// The substring without leading and trailing spaces and tabs (searched as bytes: no grapheme
    /// breaking, since this runs on header values of every request).
    func trimmingSpaces() -> Substring {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first..<utf8.index(after: last)]
    }
}
