/// The texts `--help`, `COMMAND --help` and usage errors print, made from ``CommandInfo/all``.
public enum Usage {
    /// The width help is wrapped to.
    static let width = 100
    /// Where the help of an option starts.
    private static let helpColumn = 22

    /// `listpreview --help`: every command's synopsis, what each does, serve's options (it is the
    /// default command), the environment and the exit statuses.
    public static var overview: String {
        var lines = synopses(CommandInfo.listed)
        lines += ["", wrap(ProgramFacts.description, indent: ""), "", "Commands:"]
        let nameWidth = CommandInfo.listed.map(\.name.count).max()! + 2
        for command in CommandInfo.listed {
            lines += table(command.name, command.summary, column: 2 + nameWidth)
        }
        lines += ["", "Options of serve, the default command:"]
        lines += optionLines(CommandTable.fallback.info)
        lines += ["", "Run “listpreview COMMAND --help” for the options of another command; “listpreview manual” prints the manual."]
        lines += ["", "Environment:"]
        for variable in ProgramFacts.environment {
            lines += table(variable.name, variable.meaning, column: 2 + 28)
        }
        let statuses = ProgramFacts.exitStatuses.map { "\($0.status) \($0.when)" }.joined(separator: ", ")
        lines += ["", wrap("Exit status: " + statuses + ".", indent: "")]
        return lines.joined(separator: "\n")
    }

    /// `listpreview COMMAND --help`: its synopsis, what it does and its options with their help.
    public static func help(for command: CommandInfo) -> String {
        var lines = synopses([command])
        lines += ["", wrap(command.description, indent: "")]
        if !command.arguments.isEmpty {
            lines += ["", "Arguments:"]
            for argument in command.arguments { lines += table(argument.name, argument.meaning, column: helpColumn) }
        }
        lines += ["", "Options:"]
        lines += optionLines(command)
        return lines.joined(separator: "\n")
    }

    /// What follows the line that says what is wrong with a command line: the synopsis of the
    /// command it is for (every command's when it names none), and where to read more.
    public static func afterError(in arguments: [String]) -> String {
        let command = CommandInfo.of(arguments)
        return afterError(for: command)
    }

    /// The synopsis of `command` (every command's when `nil`) and where to read more.
    public static func afterError(for command: CommandInfo?) -> String {
        var lines = synopses(command.map { [$0] } ?? CommandInfo.listed)
        let name = command.map { $0.name == CommandInfo.defaultName ? "" : $0.name + " " } ?? "[COMMAND] "
        lines += ["Run “listpreview \(name)--help” for more."]
        return lines.joined(separator: "\n")
    }

    /// `[serve] [--host HOST] …`, `snapshot --out DIR [--fixtures FILE] …`: the command line, without the program's name.
    public static func synopsis(of command: CommandInfo) -> String {
        synopsisItems(of: command).joined(separator: " ")
    }

    /// The synopsis in pieces that a wrap keeps whole: `[--port PORT]`.
    private static func synopsisItems(of command: CommandInfo) -> [String] {
        var items = [command.name == CommandInfo.defaultName ? "[serve]" : command.name]
        items += command.arguments.map(\.synopsis)
        for option in command.options {
            let item = option.isFlag ? option.name : option.name + " " + option.placeholder
            items.append(command.required.contains(option.name) ? item : "[" + item + "]" + (option.repeatable ? "…" : ""))
        }
        return items
    }

    /// `Usage: listpreview …` lines for each command, the later ones under the first, wrapped.
    private static func synopses(_ commands: [CommandInfo]) -> [String] {
        var lines: [String] = []
        for (index, command) in commands.enumerated() {
            let lead = index == 0 ? "Usage: listpreview " : "       listpreview "
            let items = synopsisItems(of: command)
            let indent = String(repeating: " ", count: lead.count + items[0].count + 1)
            var line = lead + items[0]
            for item in items.dropFirst() {
                if line.count + 1 + item.count > width, line.count > indent.count {
                    lines.append(line)
                    line = indent + item
                } else {
                    line += " " + item
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The options of `command`, one entry each, then help and version.
    private static func optionLines(_ command: CommandInfo) -> [String] {
        var lines: [String] = []
        for option in command.options {
            let help = option.help + (option.repeatable ? " Repeatable." : "")
            lines += table(option.isFlag ? option.name : option.name + " " + option.placeholder, help, column: helpColumn)
        }
        lines += table("-h, --help", "Show this help.", column: helpColumn)
        lines += table("--version", "Show the version.", column: helpColumn)
        return lines
    }

    /// `  NAME   text…`, the text starting at `column` and wrapped there; a name too long for the
    /// column puts the text on the next line.
    private static func table(_ name: String, _ text: String, column: Int) -> [String] {
        let lead = "  " + name
        let indent = String(repeating: " ", count: column)
        let wrapped = wrap(text, indent: indent)
        if lead.count + 2 > column { return [lead, wrapped] }
        return [lead + String(repeating: " ", count: column - lead.count) + wrapped.dropFirst(column)]
    }

    /// `text` wrapped at ``width``, every line starting with `indent`.
    static func wrap(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.count > indent.count ? " " : "") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
