/// A JSON document as a value; objects keep their keys in document order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Values compare structurally; objects compare key by key, in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.elementsEqual(b) { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text, when this is a string.
    public var stringValue: String? { if case let .string(text) = self { text } else { nil } }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? { if case let .array(elements) = self { elements } else { nil } }

    /// A short description of the value for error messages: `"x"`, `12`, `true`, `an object`.
    public var summary: String {
        switch self {
        case .null: "null"
        case let .bool(value): String(value)
        case let .number(value): JSONValue.format(value)
        case let .string(value):
            value.count > 40 ? String(decoding: JSONWriter.encodeString(String(value.prefix(37)) + "…"), as: UTF8.self)
                : String(decoding: JSONWriter.encodeString(value), as: UTF8.self)
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// What kind of value this is, for error messages: `a string`, `a number`.
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Integers without a fraction, everything else as the shortest round-tripping decimal.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A string value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number value from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A boolean value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
