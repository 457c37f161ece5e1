/// `listpreview manual`: the manual page in roff (``ManualPage``).
package enum ManualCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<NoOptions>(
        "manual", summary: "Print the manual page, in roff.",
        description: "Prints the manual page in roff, for man: listpreview manual | man -l -.",
        initial: NoOptions(), options: []
    )

    /// Prints the page of this version.
    package static func run(_ options: NoOptions) -> Int32 {
        print(ManualPage.roff(version: ListPreviewMain.version, date: ListPreviewMain.releaseDate), terminator: "")
        return ExitStatus.ok
    }
}
