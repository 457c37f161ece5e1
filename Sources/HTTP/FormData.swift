/// Name/value pairs of a query string or an `application/x-www-form-urlencoded` body, in order.
public struct FormData: Sendable, Equatable {
    /// The decoded pairs; a name without `=` has an empty value.
    public private(set) var pairs: [(name: String, value: String)]

    /// No pairs.
    public init() { pairs = [] }

    /// Pairs given directly.
    public init(_ pairs: [(name: String, value: String)]) { self.pairs = pairs }

    /// Decodes `a=1&b=two+words&c=%E2%9C%93`; empty pieces (`a=1&&b=2`) are skipped.
    public init(decoding encoded: Substring) throws(PercentDecodingError) {
        pairs = []
        for bytes in encoded.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let piece = Substring(bytes)
            let equals = piece.utf8.firstIndex(of: UInt8(ascii: "="))
            let name = try PercentDecoding.decode(piece[..<(equals ?? piece.endIndex)], plusAsSpace: true)
            let value = try equals.map { equals throws(PercentDecodingError) in
                try PercentDecoding.decode(piece[piece.utf8.index(after: equals)...], plusAsSpace: true)
            } ?? ""
            pairs.append((name: name, value: value))
        }
    }

    /// The first value for `name`, or `nil`.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Every value for `name`, in order.
    public func values(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    /// Pairs compare by name and value, in order.
    public static func == (lhs: FormData, rhs: FormData) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }
}
