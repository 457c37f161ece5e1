/// Turns the arguments after the program name into an ``Invocation``; pure, so tests feed it arrays.
///
/// Accepts `--option value` and `--option=value`. No arguments means `serve` with the defaults.
/// The commands and their options are those of ``CommandTable/all``.
public func parseCommandLine(_ arguments: [String]) throws(CLIError) -> Invocation {
    if let first = arguments.first, !first.hasPrefix("-") {
        guard let command = CommandTable.named(first) else { throw .unknownCommand(first) }
        return try command.invocation(arguments.dropFirst())
    }
    return try CommandTable.fallback.invocation(arguments[...])
}
