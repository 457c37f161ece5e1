/// An argument of a command that is not an option, as help, completions and the manual see it.
public struct ArgumentInfo: Sendable, Equatable {
    /// Its name in synopses: `FILE`.
    public let name: String
    /// Whether the command runs without it.
    public let optional: Bool
    /// What it is, for the manual.
    public let meaning: String
    /// The value it takes.
    public let value: ValueKind
    /// Whether it may be given any number of times, once at least unless optional (`REPORT…`).
    public var repeating = false

    /// `FILE`, or `[DIR]` when optional.
    public var synopsis: String { optional ? "[\(name)]" : name }
}

/// One command, declared once: its name, what it does, its arguments and options, and how a
/// command line for it becomes a ``Command``. The parser, `--help`, the completion scripts and the
/// manual are all made from these.
public struct CommandSpec: Sendable {
    /// The command as typed: `snapshot`.
    public let name: String
    /// One line for the list of commands.
    public let summary: String
    /// A paragraph for `COMMAND --help` and the manual.
    public let description: String
    /// Its arguments that are not options, in order.
    public let arguments: [ArgumentInfo]
    /// Its options, in the order help lists them.
    public let options: [OptionInfo]
    /// The names of the options it cannot run without (`--out`).
    public let required: [String]
    /// Not listed in help or the manual: a helper the completion scripts call.
    public let hidden: Bool
    private let parseArguments: @Sendable (ArraySlice<String>) throws(CLIError) -> Command

    /// The command that runs when the first argument is an option or there is none.
    public static let defaultName = "serve"

    /// A command whose options are an `Options` value, starting from `initial`; `finish` makes the
    /// command from the options and the arguments that are not options, or says what is missing.
    init<Options: Sendable>(_ name: String, summary: String, description: String, arguments: [ArgumentInfo] = [], hidden: Bool = false,
                            initial: Options, options: [OptionSpec<Options>], required: [String] = [],
                            finish: @escaping @Sendable (Options, [String]) throws(CLIError) -> Command) {
        let infos = options.map(\.info)
        precondition(Set(infos.map(\.name)).count == infos.count, "\(name): an option is listed twice")
        precondition(required.allSatisfy { name in infos.contains { $0.name == name } }, "\(name): a required option is not listed")
        self.name = name
        self.summary = summary
        self.description = description
        self.arguments = arguments
        self.options = infos
        self.required = required
        self.hidden = hidden
        let helpCommand: Command = name == Self.defaultName ? .help : .commandHelp(name)
        let maximumArguments = arguments.contains(where: \.repeating) ? Int.max : arguments.count
        parseArguments = { (arguments: ArraySlice<String>) throws(CLIError) -> Command in
            var remaining = arguments
            var parsed = initial
            var positional: [String] = []
            var given: Set<String> = []
            while let argument = remaining.popFirst() {
                guard argument.hasPrefix("-") else {
                    guard positional.count < maximumArguments else { throw .unexpectedArgument(argument) }
                    positional.append(argument)
                    continue
                }
                let (option, inlineValue) = splitOption(argument)
                switch option {
                case "-h", "--help": return helpCommand
                case "--version": return .version
                default: break
                }
                guard let spec = options.first(where: { $0.info.name == option }) else { throw .unknownOption(option) }
                let text: String
                if spec.info.isFlag {
                    if let inlineValue { throw .invalidValue(option: option, value: inlineValue, expected: "no value: \(option) is a switch") }
                    text = ""
                } else if let inlineValue {
                    text = inlineValue
                } else {
                    guard let next = remaining.popFirst() else { throw .missingValue(option: option) }
                    text = next
                }
                try spec.apply(&parsed, OptionArgument(option: option, text: text))
                given.insert(option)
            }
            if let missing = options.first(where: { required.contains($0.info.name) && !given.contains($0.info.name) }) {
                throw .missingArgument(missing.info.synopsis)
            }
            return try finish(parsed, positional)
        }
    }

    /// The command that the arguments after the command's name ask for.
    public func parse(_ arguments: ArraySlice<String>) throws(CLIError) -> Command {
        try parseArguments(arguments)
    }

    /// The option called `name`, if the command has it.
    public func option(_ name: String) -> OptionInfo? {
        options.first { $0.name == name }
    }
}

/// `--port=8080` → (`--port`, `8080`); `--port` → (`--port`, nil).
private func splitOption(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
