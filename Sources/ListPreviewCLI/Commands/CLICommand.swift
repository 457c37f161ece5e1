/// One command of the program, whole: its declaration (name, help, arguments and options), from
/// which the parser, `--help`, the completion scripts and the manual are made, and what it does.
/// ``CommandTable`` lists them all.
package protocol CLICommand: Sendable {
    /// What its command line sets.
    associatedtype Options: Equatable & Sendable
    /// The command declared once.
    static var spec: CommandSpec<Options> { get }
    /// Does what the command does with the options its command line gave; the exit status, or
    /// a ``Failure`` (or a ``CLIError``, printed with the usage) that says why not.
    static func run(_ options: Options) throws -> Int32
}

extension CLICommand {
    /// The command as help, completions and the manual see it.
    static var info: CommandInfo { spec.info }

    /// The arguments after the command's name, understood: this command with its options, its
    /// help (the overview for the default command), or the version.
    static func invocation(_ arguments: ArraySlice<String>) throws(CLIError) -> Invocation {
        switch try spec.parse(arguments) {
        case let .options(options): Invocation(Self.self, options)
        case .help: info.name == CommandInfo.defaultName ? .help : .commandHelp(info.name)
        case .version: .version
        }
    }
}
