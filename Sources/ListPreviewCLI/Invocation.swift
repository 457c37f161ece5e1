/// A command line understood and ready to run: a command with its options, or the help or the
/// version to print. Two are equal when they would do the same, so tests compare parses.
public struct Invocation: Sendable, Equatable {
    /// What it runs: a command's name, `--help` or `--version`.
    public let name: String
    /// What it runs with: the command's options, or the name of the command whose help it prints.
    private let options: any Equatable & Sendable
    private let action: @Sendable () throws -> Int32

    /// `command` run with `options`.
    package init<Command: CLICommand>(_ command: Command.Type, _ options: Command.Options) {
        self.init(name: command.info.name, options: options) { try Command.run(options) }
    }

    private init(name: String, options: any Equatable & Sendable, action: @escaping @Sendable () throws -> Int32) {
        self.name = name
        self.options = options
        self.action = action
    }

    /// `listpreview --help`: the overview, with the default command's options.
    public static let help = Invocation(name: "--help", options: "") {
        print(Usage.overview)
        return ExitStatus.ok
    }

    /// `listpreview COMMAND --help`: that command's synopsis, description and options.
    public static func commandHelp(_ command: String) -> Invocation {
        Invocation(name: "--help", options: command) {
            print(CommandInfo.named(command).map(Usage.help(for:)) ?? Usage.overview)
            return ExitStatus.ok
        }
    }

    /// `listpreview --version`.
    public static let version = Invocation(name: "--version", options: "") {
        print("listpreview \(ListPreviewMain.version)")
        return ExitStatus.ok
    }

    /// The options it runs `command` with; `nil` when it runs something else.
    package func options<Command: CLICommand>(of command: Command.Type) -> Command.Options? {
        name == command.info.name ? options as? Command.Options : nil
    }

    /// Does what the command line asks; the exit status.
    public func run() throws -> Int32 {
        try action()
    }

    /// Whether both run the same command with the same options, or print the same.
    public static func == (lhs: Invocation, rhs: Invocation) -> Bool {
        lhs.name == rhs.name && lhs.options.isEqual(to: rhs.options)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type, equal to this one.
    fileprivate func isEqual(to other: any Equatable) -> Bool {
        (other as? Self) == self
    }
}
