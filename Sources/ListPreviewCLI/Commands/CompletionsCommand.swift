/// `listpreview completions SHELL`: the completion script for a shell, made from the commands' declarations.
package enum CompletionsCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<Shell>(
        "completions", summary: "Print a completion script for bash, zsh or fish.",
        description: "Prints a script that completes listpreview's commands, options and their values in SHELL, screen ids "
            + "included (read from the --fixtures file given before them). For example: "
            + "listpreview completions bash > ~/.local/share/bash-completion/completions/listpreview.",
        arguments: [ArgumentInfo(name: "SHELL", optional: false, meaning: "bash, zsh or fish.",
                                 value: .choice(Shell.allCases.map(\.rawValue)))],
        initial: NoOptions(), options: []
    ) { _, arguments throws(CLIError) in
        guard let name = arguments.first else { throw .missingArgument("the shell: bash, zsh or fish") }
        guard let shell = Shell(rawValue: name) else { throw .invalidValue(option: "completions", value: name, expected: "bash, zsh or fish") }
        return shell
    }

    /// Prints the script for `shell`.
    package static func run(_ shell: Shell) -> Int32 {
        print(shell.completionScript, terminator: "")
        return ExitStatus.ok
    }
}
