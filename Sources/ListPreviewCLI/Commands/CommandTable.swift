/// The program's commands: the one list from which the dispatcher (``parseCommandLine(_:)``),
/// `--help` and `COMMAND --help`, the completion scripts and the manual page are all made
/// (through ``CommandInfo/all``).
enum CommandTable {
    /// Every command, in the order help lists them; the hidden helper last.
    static let all: [any CLICommand.Type] = [
        ServeCommand.self, InitCommand.self, ImportCommand.self, CheckCommand.self, RenderCommand.self, CodeCommand.self, SnapshotCommand.self,
        BuildCommand.self, CompareCommand.self, MergeReportsCommand.self, ReviewCommand.self, AuditCommand.self,
        SchemaCommand.self, CompletionsCommand.self, ManualCommand.self, CompleteCommand.self,
    ]

    /// The command that runs when the first argument is an option or there is none.
    static let fallback: any CLICommand.Type = ServeCommand.self

    /// The command called `name`.
    static func named(_ name: String) -> (any CLICommand.Type)? {
        all.first { $0.info.name == name }
    }
}
