/// What `--help` and the manual say about the program as a whole, beside its commands: what it is,
/// what its exit statuses mean and which environment variables it reads.
enum ProgramFacts {
    /// One line: what the program is.
    static let purpose = "preview iOS list screens and their empty states as HTML"

    /// A paragraph: what the program does.
    static let description = "Serves iOS-style list screens and their empty states as HTML, for designers to preview; "
        + "checks fixtures files, renders, photographs and audits the screens."

    /// Each exit status and when it is returned, as a phrase that follows the number.
    static let exitStatuses: [(status: Int32, when: String)] = [
        (ExitStatus.ok, "on success (serve: stopped by SIGINT or SIGTERM)"),
        (ExitStatus.failure, "when snapshot had a shot fail or --compare found a difference, or audit found something"),
        (ExitStatus.usage, "for a usage error (one line saying what is wrong, then the usage)"),
        (ExitStatus.dataError, "for invalid fixtures or a corrupt state file (check --strict: warnings too; snapshot --strict: a language no text is given in)"),
        (ExitStatus.noInput, "when a file or the public directory cannot be read"),
        (ExitStatus.unavailable, "when the address cannot be bound or a browser engine is missing"),
        (ExitStatus.software, "for an unexpected internal error"),
        (ExitStatus.cannotCreate, "when init would overwrite a file"),
        (ExitStatus.ioError, "when a file cannot be written (init or snapshot: the path and the system's reason, nothing half "
            + "written left; serve: the state file cannot be opened for writing, or --forget-state cannot be saved)"),
    ]

    /// The environment variables the program reads, and what for.
    static let environment: [(name: String, meaning: String)] = [
        ("LISTPREVIEW_TOKEN", "serve: the token requests must carry, when --token is not given; unlike an option, "
            + "it is not visible to other users in ps."),
        ("LISTPREVIEW_CHROMIUM", "snapshot and audit: the Chromium executable, when --chromium is not given."),
        ("LISTPREVIEW_CHROMIUM_SHELL", "snapshot: Chromium's headless shell, preferred to Chromium when no browser is named."),
        ("LISTPREVIEW_WEBKIT_DRIVER", "snapshot --browser webkit: the WebKitWebDriver executable."),
        ("LISTPREVIEW_MINIBROWSER", "snapshot --browser webkit: WebKitGTK's MiniBrowser."),
        ("LISTPREVIEW_XVFB", "snapshot --browser webkit: the Xvfb executable for its virtual display."),
        ("LISTPREVIEW_FIREFOX", "snapshot --browser firefox: the Firefox executable."),
    ]
}
