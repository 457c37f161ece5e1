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

/// One command as help, completions, the manual and the docs test see it: its name, what it
/// does, its arguments and options, without what it does with them (``CommandSpec`` has that).
public struct CommandInfo: Sendable {
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

    /// The option called `name`, if the command has it.
    public func option(_ name: String) -> OptionInfo? {
        options.first { $0.name == name }
    }
}

extension CommandInfo {
    /// Every command, in the order of ``CommandTable/all``.
    public static let all: [CommandInfo] = CommandTable.all.map { $0.info }

    /// The commands help, the manual and the completion scripts list.
    public static var listed: [CommandInfo] { all.filter { !$0.hidden } }

    /// The name of the command that runs when the first argument is an option or there is none.
    public static var defaultName: String { CommandTable.fallback.info.name }

    /// The command called `name`.
    public static func named(_ name: String) -> CommandInfo? {
        all.first { $0.name == name }
    }

    /// The command a command line is for: its first argument, or serve when that is an option or
    /// missing; `nil` when the first argument is no command.
    public static func of(_ arguments: [String]) -> CommandInfo? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return named(defaultName) }
        return named(first)
    }
}
