/// Header fields in the order received or added; names compare case-insensitively.
public struct Headers: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields as name/value pairs.
    public private(set) var fields: [(name: String, value: String)]

    /// Headers from name/value pairs.
    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// Headers from a literal such as `["Content-Type": "text/html"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of the named field, or `nil`.
    public subscript(name: String) -> String? {
        fields.first { Self.sameName($0.name, name) }?.value
    }

    /// Every value of the named field, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// Every value of the named field joined by `separator`, as one field (RFC 9110 §5.3; `Cookie`
    /// lines join with `"; "`), or `nil` when there is none; allocates nothing for a single field.
    public func combined(_ name: String, separator: String = ", ") -> String? {
        var combined: String?
        for field in fields where Self.sameName(field.name, name) {
            combined = combined.map { $0 + separator + field.value } ?? field.value
        }
        return combined
    }

    /// ASCII case-insensitive comparison, as field names are compared; allocates nothing.
    static func sameName(_ a: String, _ b: String) -> Bool {
        // Names are nearly always sent as written ("Host"): equal strings compare as memory.
        a.utf8.count == b.utf8.count && (a == b || a.utf8.elementsEqual(b.utf8) { x, y in
            x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= UInt8(ascii: "a") && (x | 0x20) <= UInt8(ascii: "z"))
        })
    }

    /// Adds a field, keeping any existing ones with the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Replaces every field of that name with a single one.
    public mutating func set(_ name: String, _ value: String) {
        fields.removeAll { Self.sameName($0.name, name) }
        fields.append((name: name, value: value))
    }

    /// Iterates over the fields.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}
