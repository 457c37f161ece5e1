/// The review a server serves (`listpreview review SHOTS --baseline BASE`, `serve --review SHOTS`):
/// the report's folder, the baselines approvals write, and the reviewer's name.
public struct ReviewServing: Equatable, Sendable {
    /// The report's folder: `snapshot --baseline`'s `--out`, or `compare`'s `--out`.
    public var shots = ""
    /// The baselines' folder.
    public var baselines = ""
    /// The name decisions are recorded with (`--reviewer`); else the token's label, else `local`.
    public var reviewer: String?

    /// Nothing chosen yet.
    public init() {}
}

/// The options that name a review to serve, declared once for `review` and `serve --review`.
enum ReviewServingSpecs {
    /// `--baseline` and `--reviewer`.
    static let all = [baseline, reviewer]

    /// `--baseline BASE`.
    static let baseline = OptionSpec<ReviewServing>(
        "--baseline", "BASE", value: .directory,
        help: "The baselines' folder, which approving writes.",
        meaning: "The baselines' folder the report was made against: approving a shot writes it there (a missing shot's baseline is "
            + "deleted) and updates its manifest.json."
    ) { options, argument throws(CLIError) in
        options.baselines = try argument.nonEmpty("a folder")
    }

    /// `--reviewer NAME`.
    static let reviewer = OptionSpec<ReviewServing>(
        "--reviewer", "NAME", value: .text, default: "the token's label, else local",
        help: "The name decisions are recorded with in review.json.",
        meaning: "The name decisions are recorded with in review.json and shown on the page; without it, a request that carried "
            + "the token is recorded as the token's label (token and 8 hex digits of its hash), any other as local."
    ) { options, argument throws(CLIError) in
        options.reviewer = try argument.nonEmpty("a name")
    }
}
