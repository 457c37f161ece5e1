/// One command's declaration: what help, completions and the manual say of it (``info``), its
/// options, and how a command line for it becomes its `Options`. The parser, `--help`, the
/// completion scripts and the manual are all made from these.
package struct CommandSpec<Options: Equatable & Sendable>: Sendable {
    /// The command as help, completions and the manual see it.
    package let info: CommandInfo
    private let parseArguments: @Sendable (ArraySlice<String>) throws(CLIError) -> ParsedArguments<Options>

    /// A command whose options are read into a `Parsing` value, starting from `initial`; `finish`
    /// makes the command's options from it and the arguments that are not options, or says what is missing.
    init<Parsing: Sendable>(_ name: String, summary: String, description: String, arguments: [ArgumentInfo] = [], hidden: Bool = false,
                            initial: Parsing, options: [OptionSpec<Parsing>], required: [String] = [],
                            finish: @escaping @Sendable (Parsing, [String]) throws(CLIError) -> Options) {
        let infos = options.map(\.info)
        precondition(Set(infos.map(\.name)).count == infos.count, "\(name): an option is listed twice")
        precondition(required.allSatisfy { name in infos.contains { $0.name == name } }, "\(name): a required option is not listed")
        info = CommandInfo(name: name, summary: summary, description: description, arguments: arguments, options: infos,
                           required: required, hidden: hidden)
        let maximumArguments = arguments.contains(where: \.repeating) ? Int.max : arguments.count
        parseArguments = { (arguments: ArraySlice<String>) throws(CLIError) -> ParsedArguments<Options> in
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
                case "-h", "--help": return .help
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
                try spec.apply(&parsed, OptionArgument(option: option, text: text, value: spec.info.value))
                given.insert(option)
            }
            if let missing = options.first(where: { required.contains($0.info.name) && !given.contains($0.info.name) }) {
                throw .missingArgument(missing.info.synopsis)
            }
            return .options(try finish(parsed, positional))
        }
    }

    /// A command that takes no argument but its options, which are its `Options`.
    init(_ name: String, summary: String, description: String, hidden: Bool = false,
         initial: Options, options: [OptionSpec<Options>], required: [String] = []) {
        self.init(name, summary: summary, description: description, hidden: hidden, initial: initial, options: options,
                  required: required) { options, _ throws(CLIError) in options }
    }

    /// What the arguments after the command's name ask for.
    func parse(_ arguments: ArraySlice<String>) throws(CLIError) -> ParsedArguments<Options> {
        try parseArguments(arguments)
    }
}

/// What the arguments after a command's name ask for: the command run with these options, or
/// its help, or the version.
enum ParsedArguments<Options> {
    /// Run the command with these options.
    case options(Options)
    /// `-h` or `--help`: print the command's help.
    case help
    /// `--version`: print the version.
    case version
}

/// The options of a command that has none.
package struct NoOptions: Equatable, Sendable {
    /// Nothing to choose.
    package init() {}
}

/// `--port=8080` → (`--port`, `8080`); `--port` → (`--port`, nil).
private func splitOption(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
