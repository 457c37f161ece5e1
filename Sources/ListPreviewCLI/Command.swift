/// What the user asked for on the command line.
public enum Command: Equatable, Sendable {
    /// Serve the screens over HTTP.
    case serve(ServeOptions)
    /// Print the usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
}

/// The options of `listpreview serve`.
public struct ServeOptions: Equatable, Sendable {
    /// The address to bind; loopback unless asked otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// The directory served under `/public/`.
    public var publicDirectory = "Public"

    /// The defaults: 127.0.0.1:8080, `./Public`.
    public init() {}
}

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

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case let .unknownOption(option): "unknown option “\(option)”"
        case let .missingValue(option): "option \(option) needs a value"
        case let .invalidValue(option, value, expected): "invalid value “\(value)” for \(option): expected \(expected)"
        case let .unknownCommand(command): "unknown command “\(command)”"
        case let .unexpectedArgument(argument): "unexpected argument “\(argument)”"
        }
    }
}
