import ListPreview

/// `listpreview __complete screens|languages --fixtures FILE`: the screen ids or languages the
/// completion scripts offer, one a line; hidden from help and the manual, and silent on every
/// mistake (``ListPreviewMain``), since a half-typed command line is none.
package enum CompleteCommand: CLICommand {
    /// What to list, and from which file.
    package struct Options: Equatable, Sendable {
        /// Screen ids or languages.
        package var kind: CompletionWords.Kind
        /// The fixtures file given on the line being completed.
        package var fixtures: String

        /// The words of `kind` in `fixtures`.
        package init(_ kind: CompletionWords.Kind, fixtures: String) {
            self.kind = kind
            self.fixtures = fixtures
        }
    }

    /// Its declaration.
    package static let spec = CommandSpec<Options>(
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
        return Options(kind, fixtures: fixtures)
    }

    /// Prints the words, none when the file cannot be read.
    package static func run(_ options: Options) -> Int32 {
        for word in CompletionWords.read(options.kind, fixtures: options.fixtures) { print(word) }
        return ExitStatus.ok
    }
}
