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
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of the named field, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// Adds a field, keeping any existing ones with the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Replaces every field of that name with a single one.
    public mutating func set(_ name: String, _ value: String) {
        fields.removeAll { $0.name.lowercased() == name.lowercased() }
        fields.append((name: name, value: value))
    }

    /// Iterates over the fields.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}
