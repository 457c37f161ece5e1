import JSON

/// A value to put into a format string: a text or a number, as a fixtures file gives it.
public enum FormatArgument: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A text, for `%@`.
    case string(String)
    /// A number, for `%lld`, `%f`, `%@`, and to choose a plural form.
    case number(Double)

    /// The argument a JSON string or number gives; `nil` for anything else.
    public init?(_ value: JSONValue) {
        switch value {
        case let .string(text): self = .string(text)
        case let .number(number): self = .number(number)
        default: return nil
        }
    }

    /// The JSON value this argument is written as in a fixture's `"args"`.
    public var json: JSONValue {
        switch self {
        case let .string(text): .string(text)
        case let .number(number): .number(number)
        }
    }

    /// A string argument from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number argument from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number argument from a floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }

    /// The number, when this is one.
    public var number: Double? {
        if case let .number(number) = self { return number }
        return nil
    }

    /// How `%@` shows it: the text, or the number without a needless fraction (`3`, `2.5`).
    public var text: String {
        switch self {
        case let .string(text): text
        case let .number(number): FormatArgument.describe(number)
        }
    }

    /// For error messages: `"abc"` or `2.5`.
    var summary: String {
        switch self {
        case let .string(text): JSONValue.string(text).summary
        case let .number(number): FormatArgument.describe(number)
        }
    }

    private static func describe(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}

/// Why a format string could not be filled with its arguments.
public enum FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A specifier refers to an argument past the end of the list.
    case missingArgument(specifier: String, position: Int, given: Int)
    /// An argument is not what its specifier takes (`expected` is `a number`, `a whole number`).
    case typeMismatch(specifier: String, position: Int, expected: String, got: String)
    /// A specifier this reader does not fill (`%s`, `%e`, `%*d`, a width over 500).
    case unsupportedSpecifier(String)
    /// The format ends inside a specifier (`"100%"`, `"%#@files"`).
    case incompleteSpecifier(String)
    /// `%#@NAME@` names no substitution of the string.
    case unknownSubstitution(String)
    /// A substitution's form refers back to itself.
    case recursiveSubstitution(String)
    /// A substitution has neither the form for the category nor an `other` form.
    case missingForm(substitution: String, category: PluralCategory)

    /// A sentence saying what to fix.
    public var description: String {
        switch self {
        case let .missingArgument(specifier, position, given):
            "“\(specifier)” needs argument \(position), but \(given == 0 ? "none was" : given == 1 ? "only 1 was" : "only \(given) were") given"
        case let .typeMismatch(specifier, position, expected, got):
            "“\(specifier)” needs \(expected) for argument \(position), got \(got)"
        case let .unsupportedSpecifier(specifier):
            "“\(specifier)” is not a format specifier this preview can fill (use %@, %d, %lld, %u, %x, %f or %.2f)"
        case let .incompleteSpecifier(specifier):
            "the format ends inside “\(specifier)”; write “%%” for a percent sign"
        case let .unknownSubstitution(name):
            "“%#@\(name)@” names no substitution of this string"
        case let .recursiveSubstitution(name):
            "the substitution “\(name)” refers to itself"
        case let .missingForm(name, category) where category == .other:
            "the substitution “\(name)” has no “other” form"
        case let .missingForm(name, category):
            "the substitution “\(name)” has no “\(category.rawValue)” form and no “other” form"
        }
    }
}
