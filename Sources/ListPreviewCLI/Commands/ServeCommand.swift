import ListPreview

/// The options of `listpreview serve`.
public struct ServeOptions: Equatable, Sendable {
    /// The address to bind; loopback unless asked otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// Event-loop threads; one per core when `nil`.
    public var threads: Int?
    /// Refuse every change: previews only.
    public var readOnly = false
    /// Names besides localhost and IP addresses that requests may call the server by (`--allow-host`).
    public var allowedHosts: [String] = []
    /// The token requests must carry (`--token`); one is generated when sharing beyond loopback.
    public var token: AccessToken?
    /// Reload the fixtures file when it changes.
    public var watch = false
    /// Screens whose state the state file keeps, though the fixtures no longer name them, to drop at
    /// start (`--forget-state`, repeatable).
    public var forgetState: [String] = []
    /// Where the screens come from.
    public var source = AppSource()
    /// A review report served too, at `/review/` (`--review`, and `listpreview review`).
    public var review: ReviewServing?

    /// The defaults: this machine only, the demo.
    public init() {}
}

/// `listpreview [serve]`, the default command: the screens served over HTTP until a signal stops it.
package enum ServeCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<ServeOptions>(
        "serve", summary: "Serve the screens over HTTP (the default).",
        description: "Serves the screens and their empty states as HTML until SIGINT or SIGTERM. It prints one line when ready, "
            + "Listening on http://HOST:PORT/, with the real port (and, when a token is required, the link that carries it).",
        initial: ServeOptions(),
        options: [host, port, threads, readOnly, watch]
            + SourceOptionSpecs.loading(at: \ServeOptions.source)
            + [SourceOptionSpecs.stateFile.lifted(\ServeOptions.source), forgetState, allowHost, token, serveReview]
            + ReviewServingSpecs.all.map { $0.lifted(\ServeOptions.review, from: ReviewServing()) }
    ) { options, _ throws(CLIError) in
        if !options.forgetState.isEmpty, options.source.stateFile == nil {
            throw .missingArgument("--state-file FILE for --forget-state to forget in")
        }
        if let review = options.review {
            guard !review.shots.isEmpty else { throw .missingArgument("--review SHOTS for --baseline and --reviewer to name a review") }
            guard !review.baselines.isEmpty else { throw .missingArgument("--baseline BASE for --review, the baselines approving writes") }
        }
        return options
    }

    private static let serveReview = OptionSpec<ServeOptions>(
        "--review", "SHOTS", value: .directory, default: "none",
        help: "Also serve the review report in SHOTS at /review/, to approve or reject its changes (with --baseline BASE).",
        meaning: "Also serve the review report that snapshot --baseline or compare wrote into SHOTS, at /review/, with Approve and "
            + "Reject on each change, as listpreview review does; needs --baseline BASE."
    ) { options, argument throws(CLIError) in
        var review = options.review ?? ReviewServing()
        review.shots = try argument.nonEmpty("a folder")
        options.review = review
    }

    static let host = OptionSpec<ServeOptions>(
        "--host", "HOST", value: .text, default: ServeOptions().host,
        help: "Address to bind (default \(ServeOptions().host); only this address is bound).",
        meaning: "The only address bound: an IPv4 or IPv6 address or a host name (default \(ServeOptions().host), this machine only)."
    ) { options, argument throws(CLIError) in
        let host = try argument.nonEmpty("an IP address or host name")
        guard !host.contains(where: \.isWhitespace) else { throw argument.invalid("an IP address or host name") }
        options.host = host
    }

    static let port = OptionSpec<ServeOptions>(
        "--port", "PORT", value: .number(0...65535), default: String(ServeOptions().port),
        help: "Port to listen on, 0 for any free port.",
        meaning: "The port to listen on; 0 picks a free one, which the ready line names."
    ) { options, argument throws(CLIError) in
        options.port = try argument.number("a port number")
    }

    static let threads = OptionSpec<ServeOptions>(
        "--threads", "N", value: .number(1...256), default: "one per core",
        help: "Event-loop threads, each serving its share of the connections."
    ) { options, argument throws(CLIError) in
        options.threads = try argument.number("a number of threads")
    }

    private static let readOnly = OptionSpec<ServeOptions>(
        "--read-only", value: .flag, default: "off",
        help: "Serve previews only: every route that changes a screen answers 403.",
        meaning: "Previews only: every route that changes a screen answers 403, and pages offer no buttons that would."
    ) { options, _ throws(CLIError) in
        options.readOnly = true
    }

    private static let watch = OptionSpec<ServeOptions>(
        "--watch", value: .flag, default: "off",
        help: "Reload the fixtures file when it changes; keep the last good one (and say so on every page) while it is invalid.",
        meaning: "With --fixtures, or the folder's screens.json: reload the file when it, one of its images or its strings change (looked at four times a second; "
            + "screens that keep their id keep their state), and every open page reloads; while it is invalid, keep the last "
            + "good screens and say why at the top of every page."
    ) { options, _ throws(CLIError) in
        options.watch = true
    }

    private static let forgetState = OptionSpec<ServeOptions>(
        "--forget-state", "ID", value: .text, default: "none", repeatable: true,
        help: "Drop the state the state file keeps for screen ID, which the fixtures no longer name.",
        meaning: "Drop the state kept for screen ID, which the fixtures no longer name; repeatable; needs --state-file. "
            + "An ID with nothing kept is noted and ignored; an ID in the fixtures is refused (exit 64: its state is live). At start only."
    ) { options, argument throws(CLIError) in
        options.forgetState.append(try argument.nonEmpty("the id of a screen whose kept state to drop"))
    }

    static let allowHost = OptionSpec<ServeOptions>(
        "--allow-host", "NAME", value: .text, default: "none", repeatable: true,
        help: "Also answer requests for NAME (.example.com: it and its subdomains).",
        meaning: "Also answer requests that call the server NAME (.example.com: that name and all its subdomains); repeatable. "
            + "Requests for other names get 403 (DNS rebinding): only localhost, *.localhost, IP addresses and, beyond loopback, "
            + "this machine's host name are answered by default."
    ) { options, argument throws(CLIError) in
        let entry = try argument.nonEmpty("a host name")
        do {
            _ = try HostAllowList(allowing: [entry])
        } catch {
            throw argument.invalid("a host name such as preview.example.com, or .example.com for it and its subdomains")
        }
        options.allowedHosts.append(entry)
    }

    static let token = OptionSpec<ServeOptions>(
        "--token", "TOKEN", value: .text, default: "$LISTPREVIEW_TOKEN, else generated beyond loopback",
        help: "Require TOKEN (16+ letters, digits, - . _ ~; default $LISTPREVIEW_TOKEN); prefer the variable, ps shows options.",
        meaning: "The token every request must carry: 16 to 512 letters, digits, -, ., _ and ~. Given with --token it is visible to "
            + "every user of the machine in ps, so prefer LISTPREVIEW_TOKEN. Bound beyond loopback, the server requires one unless "
            + "--read-only, and generates one when none is given; the printed URL carries it once, then a cookie keeps it."
    ) { options, argument throws(CLIError) in
        do throws(AccessTokenError) {
            options.token = try AccessToken(argument.text)
        } catch {
            // The value is not echoed: it may be most of a real token.
            throw .invalidValue(option: argument.option, value: "…", expected: "\(error.description) (or leave it out to have one generated)")
        }
    }
}
