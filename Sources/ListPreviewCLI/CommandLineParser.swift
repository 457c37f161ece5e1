extension CommandSpec {
    /// Every command, in the order help lists them; the hidden helper last.
    public static let all: [CommandSpec] = [serve, initialize, check, render, code, snapshot, build, compare, mergeReports, review, audit, schema, completions, manual, complete]

    /// The commands help, the manual and the completion scripts list.
    public static var listed: [CommandSpec] { all.filter { !$0.hidden } }

    /// The command called `name`.
    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// The command a command line is for: its first argument, or serve when that is an option or
    /// missing; `nil` when the first argument is no command.
    public static func of(_ arguments: [String]) -> CommandSpec? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return named(defaultName) }
        return named(first)
    }
}

/// Turns the arguments after the program name into a ``Command``; pure, so tests feed it arrays.
///
/// Accepts `--option value` and `--option=value`. No arguments means `serve` with the defaults.
/// The commands and their options are those of ``CommandSpec/all``.
public func parseCommandLine(_ arguments: [String]) throws(CLIError) -> Command {
    if let first = arguments.first, !first.hasPrefix("-") {
        guard let command = CommandSpec.named(first) else { throw .unknownCommand(first) }
        return try command.parse(arguments.dropFirst())
    }
    return try CommandSpec.serve.parse(arguments[...])
}
