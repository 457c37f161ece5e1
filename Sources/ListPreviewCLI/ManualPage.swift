/// The manual page, `listpreview(1)`, in roff (the man macros), made from ``CommandInfo/listed``
/// and ``ProgramFacts``: `listpreview manual | man -l -`.
enum ManualPage {
    /// The whole page, its header naming `version` and the day it was released, `date`
    /// (`YYYY-MM-DD`, which man and mandoc print as it is and as "December 1, 2026").
    static func roff(version: String, date: String) -> String {
        var page = [
            #".\" listpreview(1), written by `listpreview manual` from the program's own declarations of its commands."#,
            #".TH LISTPREVIEW 1 "\#(date)" "listpreview \#(version)" "User Commands""#,
            ".SH NAME",
            "listpreview \\- " + escaped(ProgramFacts.purpose),
            ".SH SYNOPSIS",
            // Left-aligned, so that a long synopsis is not stretched to the margin.
            ".ad l",
        ]
        for (index, command) in CommandInfo.listed.enumerated() {
            if index > 0 { page.append(".br") }
            page.append(synopsis(command))
        }
        page += [".ad", ".SH DESCRIPTION", escaped(ProgramFacts.description),
                 ".PP", escaped("With no command, or with an option first, listpreview serves. Every option is written --option VALUE "
                                + "or --option=VALUE."),
                 ".SH COMMANDS"]
        for command in CommandInfo.listed {
            page += [".TP", "\\fB\(escaped(command.name))\\fR" + command.arguments.map { " " + argument($0) }.joined(), escaped(command.description)]
        }
        page += [".SH OPTIONS", ".SS \"Every command\"",
                 ".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show the usage and options of the command and exit.",
                 ".TP", "\\fB\\-\\-version\\fR", "Show the version and exit."]
        for command in CommandInfo.listed where !command.options.isEmpty {
            page.append(".SS \(command.name)")
            for option in command.options {
                var text = option.meaning
                // Most meanings say their default in their own words; a switch is off until given.
                if !option.defaultText.isEmpty, !option.isFlag, !option.meaning.lowercased().contains("default") {
                    text += " Default: " + option.defaultText + "."
                }
                if command.required.contains(option.name) { text += " Required." }
                if option.repeatable { text += " Repeatable." }
                page += [".TP", "\\%" + item(option), escaped(text)]
            }
        }
        // Each command on a line of its own, as typed (not filled, justified or hyphenated: it must
        // paste), and what it does indented under it.
        page.append(".SH EXAMPLES")
        for (index, example) in ProgramFacts.examples.enumerated() {
            // A paragraph break between examples only: one right after .SH is skipped, with a warning from mandoc.
            if index > 0 { page.append(".PP") }
            page += [".nf", "\\f(CW" + escaped(example.command) + "\\fR", ".fi", ".RS 4", escaped(example.what), ".RE"]
        }
        page.append(".SH \"EXIT STATUS\"")
        for (status, when) in ProgramFacts.exitStatuses {
            page += [".TP", ".B \(status)", escaped(capitalized(when) + ".")]
        }
        page.append(".SH ENVIRONMENT")
        for variable in ProgramFacts.environment {
            page += [".TP", ".B \(variable.name)", escaped(variable.meaning)]
        }
        page += [
            ".SH FILES",
            ".TP", "\\fIFILE\\fR, \\fIFILE\\fR.journal",
            escaped("With --state-file FILE: the screens' states, a snapshot and the changes since, appended and flushed before each "
                    + "change is acknowledged; the journal is replayed into a fresh snapshot at start."),
            ".TP", ".I /usr/share/bash-completion/completions/listpreview",
            ".PD 0", ".TP", ".I /usr/share/zsh/vendor-completions/_listpreview", ".TP", ".I /usr/share/fish/vendor_completions.d/listpreview.fish",
            ".PD",
            escaped("The completion scripts, as listpreview completions bash, zsh and fish print them."),
            ".SH \"SEE ALSO\"",
            ".BR chromium (1),",
            ".BR firefox\\-esr (1);",
            escaped("listpreview schema prints the JSON Schema of fixtures files."),
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// `listpreview snapshot --out DIR [--fixtures FILE] …` in bold and italics.
    private static func synopsis(_ command: CommandInfo) -> String {
        var words = ["\\fBlistpreview\\fR", command.name == CommandInfo.defaultName ? "[\\fBserve\\fR]" : "\\fB\(escaped(command.name))\\fR"]
        words += command.arguments.map(argument)
        for option in command.options {
            let written = item(option)
            words.append("\\%" + (command.required.contains(option.name) ? written : "[" + written + "]" + (option.repeatable ? "\\[u2026]" : "")))
        }
        return words.joined(separator: "\n")
    }

    /// `\fIFILE\fR`, or `[\fIDIR\fR]` when optional.
    private static func argument(_ argument: ArgumentInfo) -> String {
        let name = "\\fI\(escaped(argument.name))\\fR"
        return argument.optional ? "[" + name + "]" : name
    }

    /// `\fB\-\-port\fR \fIPORT\fR`.
    private static func item(_ option: OptionInfo) -> String {
        "\\fB" + option.name.replacing("-", with: "\\-") + "\\fR" + (option.isFlag ? "" : " \\fI\(escaped(option.placeholder))\\fR")
    }

    /// The phrase with its first letter a capital.
    private static func capitalized(_ phrase: String) -> String {
        guard let first = phrase.first else { return phrase }
        return first.uppercased() + phrase.dropFirst()
    }

    /// Text as roff reads it literally: backslashes escaped, a word starting with `-` (an option,
    /// maybe after a bracket) written with minus signs and never hyphenated, every character beyond
    /// ASCII as its code point, and no line starting with a control character.
    static func escaped(_ text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            let isOption = word.drop { "([".contains($0) }.hasPrefix("-")
            var result = isOption ? "\\%" : ""
            for character in word {
                switch character {
                case "\\": result += "\\e"
                case "-" where isOption: result += "\\-"
                case _ where !character.isASCII:
                    for scalar in character.unicodeScalars {
                        let hex = String(scalar.value, radix: 16, uppercase: true)
                        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                    }
                default: result.append(character)
                }
            }
            return result
        }
        let result = words.joined(separator: " ")
        return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
    }
}
