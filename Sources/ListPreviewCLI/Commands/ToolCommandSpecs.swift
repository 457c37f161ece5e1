import ListPreview

extension CommandSpec {
    /// `listpreview init [DIR]`.
    static let initialize = CommandSpec(
        "init", summary: "Write a starter project.",
        description: "Writes a starter project into DIR (default .): screens.json, its pictures in img/ and the JSON Schema; "
            + "never overwrites a file (exit 73), and writes all of it or nothing.",
        arguments: [ArgumentInfo(name: "DIR", optional: true, meaning: "Where to write the project; created when missing (default: .).",
                                 value: .directory)],
        initial: InitOptions(), options: []
    ) { options, arguments throws(CLIError) in
        var options = options
        if let directory = arguments.first {
            guard !directory.isEmpty else { throw .invalidValue(option: "init", value: directory, expected: "a directory") }
            options.directory = directory
        }
        return .initialize(options)
    }

    /// `listpreview schema`.
    static let schema = CommandSpec(
        "schema", summary: "Print the JSON Schema of fixtures files.",
        description: "Prints the JSON Schema (draft 2020-12) of fixtures files, for editors and CI.",
        initial: NoOptions(), options: []
    ) { _, _ throws(CLIError) in
        .schema
    }

    /// `listpreview completions SHELL`.
    static let completions = CommandSpec(
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
        return .completions(shell)
    }

    /// `listpreview manual`.
    static let manual = CommandSpec(
        "manual", summary: "Print the manual page, in roff.",
        description: "Prints the manual page in roff, for man: listpreview manual | man -l -.",
        initial: NoOptions(), options: []
    ) { _, _ throws(CLIError) in
        .manual
    }

    /// `listpreview __complete screens|languages --fixtures FILE`: the screen ids or languages the
    /// completion scripts offer.
    static let complete = CommandSpec(
        "__complete", summary: "Print the screen ids or languages of a fixtures file, one a line (for the completion scripts).",
        description: "Prints the screen ids, or the languages its texts are in, of the fixtures file, one a line; prints nothing "
            + "and exits 0 on any error.",
        arguments: [ArgumentInfo(name: "WHAT", optional: false, meaning: "What to list.",
                                 value: .choice(CompletionWords.Kind.allCases.map(\.rawValue)))],
        hidden: true,
        initial: AppSource(), options: [SourceOptionSpecs.fixtures]
    ) { options, arguments throws(CLIError) in
        guard arguments.count == 1, let kind = CompletionWords.Kind(rawValue: arguments[0]), let fixtures = options.fixtures else {
            throw .missingArgument("screens|languages --fixtures FILE")
        }
        return .completionWords(kind, fixtures: fixtures)
    }
}

/// The options of a command that has none.
struct NoOptions: Sendable {}
