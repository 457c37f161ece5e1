import Screens

/// The `listpreview` program; `main.swift` only calls ``run(_:)``.
public enum ListPreviewMain {
    /// The version printed by `--version`.
    public static let version = "0.5.0"
    /// The day ``version`` was released (ISO 8601), the date in the manual page's header.
    public static let releaseDate = "2026-12-01"

    /// Runs the program with the arguments after its name and returns the exit status: the command
    /// line is parsed against ``CommandTable`` and the command it names is run.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            return try parseCommandLine(arguments).run()
        } catch let failure as Failure {
            StandardError.print(failure.message)
            return failure.status
        } catch let error as CLIError {
            // The completion scripts' helper says nothing: a half-typed command line is no mistake.
            if arguments.first == CompleteCommand.info.name { return ExitStatus.ok }
            StandardError.print("listpreview: \(error)\n\n\(Usage.afterError(in: arguments))")
            return ExitStatus.usage
        } catch {
            StandardError.print("listpreview: \(error)")
            return ExitStatus.software
        }
    }
}
