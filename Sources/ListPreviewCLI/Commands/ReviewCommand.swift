/// `listpreview review SHOTS --baseline BASE`: the review page served, with serve's network options.
package enum ReviewCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<ServeOptions>(
        "review", summary: "Serve a review report, to approve or reject each change in the browser.",
        description: "Serves the report that snapshot --baseline BASE --out SHOTS (or compare --out SHOTS) wrote into SHOTS, at "
            + "/review/, with Approve and Reject on each changed, new or missing shot (identical changes across variants are one "
            + "card, with one decision for all). Approving writes the shot into BASE (a temporary name, then a rename; the "
            + "baselines' manifest updated as --update does) or deletes a missing shot's baseline; rejecting leaves BASE, and the "
            + "shot fails every later run while its difference is the same. Decisions are kept in SHOTS/review.json (who, when, "
            + "and the hash of the baseline and the shot they were made against) and shown in SHOTS/report.html. The same Host "
            + "check, token and cross-site rules as serve: beyond loopback every request needs the token. It prints one line "
            + "when ready, Listening on http://HOST:PORT/, and serves until SIGINT or SIGTERM.",
        arguments: [ArgumentInfo(name: "SHOTS", optional: false, meaning: "The report's folder, holding report.json.", value: .directory)],
        initial: ServeOptions(),
        options: [ServeCommand.host, ServeCommand.port, ServeCommand.threads]
            + ReviewServingSpecs.all.map { $0.lifted(\ServeOptions.review, from: ReviewServing()) }
            + [ServeCommand.allowHost, ServeCommand.token],
        required: ["--baseline"]
    ) { options, arguments throws(CLIError) in
        guard let shots = arguments.first else { throw .missingArgument("SHOTS, the folder of the report to review") }
        var options = options
        options.review?.shots = try OptionArgument(option: "SHOTS", text: shots).nonEmpty("a folder")
        return options
    }

    /// Serves the review alone, as serve serves its screens.
    package static func run(_ options: ServeOptions) throws -> Int32 {
        try ServeCommand.serve(options, reviewOnly: true)
    }
}
