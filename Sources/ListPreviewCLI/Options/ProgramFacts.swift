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
        (ExitStatus.failure, "when snapshot had a shot fail or found a difference from its baselines, compare found a change, "
            + "a new or a missing shot not approved, or audit found something that fails"),
        (ExitStatus.usage, "for a usage error (one line saying what is wrong, then the usage)"),
        (ExitStatus.dataError, "for invalid fixtures or a corrupt state file (check --strict: warnings too; snapshot --strict: a language no text is given in)"),
        (ExitStatus.noInput, "when a file or the public directory cannot be read"),
        (ExitStatus.unavailable, "when the address cannot be bound or a browser engine is missing"),
        (ExitStatus.software, "for an unexpected internal error"),
        (ExitStatus.cannotCreate, "when init would overwrite a file"),
        (ExitStatus.ioError, "when a file cannot be written (init or snapshot: the path and the system's reason, nothing half "
            + "written left; serve: the state file cannot be opened for writing, or --forget-state cannot be saved)"),
    ]

    /// Command lines a newcomer starts from, and what each does, for the manual's EXAMPLES.
    static let examples: [(command: String, what: String)] = [
        ("listpreview init my-app && cd my-app && listpreview serve --watch",
         "Write a starter project, then preview its screens at http://\(ServeOptions().host):\(ServeOptions().port)/, reloading as screens.json is edited."),
        ("listpreview check --strings Resources --xcassets Assets.xcassets",
         "Check the folder's screens.json against the app's own strings and asset catalog."),
        ("listpreview snapshot --out shots --baseline baselines",
         "Photograph every screen and state and review the shots against the baselines (the report is shots/report.html)."),
        ("listpreview compare baselines shots --out shots --update changed",
         "Approve the changes the last snapshot found: write them into the baselines."),
        ("listpreview audit --junit audit.xml",
         "Audit every screen for contrast, tap targets, truncation and VoiceOver labels, with a JUnit file for CI."),
        ("listpreview build --out site --screenshots",
         "Write every screen, state and variant as a static site, with its screenshots."),
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
        ("LISTPREVIEW_SNAPSHOT_TIMINGS", "snapshot: when set, where the run's time went, stage by stage, on standard error."),
    ]
}
