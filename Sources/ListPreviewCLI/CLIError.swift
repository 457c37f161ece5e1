/// A command line that cannot be understood; printed with the usage, exit status 64.
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option the command does not have.
    case unknownOption(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// An option whose value is not acceptable.
    case invalidValue(option: String, value: String, expected: String)
    /// A first argument that is not a command.
    case unknownCommand(String)
    /// An argument left over after the options.
    case unexpectedArgument(String)
    /// A required option or argument is missing.
    case missingArgument(String)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case let .unknownOption(option): "unknown option “\(option)”"
        case let .missingValue(option): "option \(option) needs a value"
        case let .invalidValue(option, value, expected): "invalid value “\(value)” for \(option): expected \(expected)"
        case let .unknownCommand(command): "unknown command “\(command)”"
        case let .unexpectedArgument(argument): "unexpected argument “\(argument)”"
        case let .missingArgument(what): "missing \(what)"
        }
    }
}
