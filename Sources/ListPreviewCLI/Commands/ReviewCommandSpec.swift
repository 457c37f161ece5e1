import ListPreview
import Review
import ReviewServer

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

extension CommandSpec {
    /// `listpreview review SHOTS --baseline BASE`: the review page served, with serve's network options.
    static let review = CommandSpec(
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
        options: [host, port, threads] + ReviewServingSpecs.all.map { $0.lifted(\ServeOptions.review, from: ReviewServing()) }
            + [allowHost, token],
        required: ["--baseline"]
    ) { options, arguments throws(CLIError) in
        guard let shots = arguments.first else { throw .missingArgument("SHOTS, the folder of the report to review") }
        var options = options
        options.review?.shots = try OptionArgument(option: "SHOTS", text: shots).nonEmpty("a folder")
        return .review(options)
    }
}

/// The options that name a review to serve, declared once for `review` and `serve --review`.
enum ReviewServingSpecs {
    /// `--baseline` and `--reviewer`.
    static let all = [baseline, reviewer]

    static let baseline = OptionSpec<ReviewServing>(
        "--baseline", "BASE", value: .directory,
        help: "The baselines' folder, which approving writes.",
        meaning: "The baselines' folder the report was made against: approving a shot writes it there (a missing shot's baseline is "
            + "deleted) and updates its manifest.json."
    ) { options, argument throws(CLIError) in
        options.baselines = try argument.nonEmpty("a folder")
    }

    static let reviewer = OptionSpec<ReviewServing>(
        "--reviewer", "NAME", value: .text, default: "the token's label, else local",
        help: "The name decisions are recorded with in review.json.",
        meaning: "The name decisions are recorded with in review.json and shown on the page; without it, a request that carried "
            + "the token is recorded as the token's label (token and 8 hex digits of its hash), any other as local."
    ) { options, argument throws(CLIError) in
        options.reviewer = try argument.nonEmpty("a name")
    }
}

extension ReviewServing {
    /// The review's routes for a server, from the report in `serving.shots`; a folder without a
    /// report this program reads is exit 66.
    static func server(_ serving: ReviewServing, claimsRoot: Bool) throws(Failure) -> ReviewServer {
        do throws(ReviewError) {
            return try ReviewServer(folder: serving.shots, baselines: serving.baselines, reviewer: serving.reviewer, claimsRoot: claimsRoot)
        } catch {
            throw Failure("listpreview: \(error)", ExitStatus.noInput)
        }
    }

    /// What the review holds, said once the server listens: the changes left to decide, and where.
    static func readyLine(_ server: ReviewServer, alone: Bool) -> String {
        let review = server.review
        let left = review.undecided.count, cards = review.changeGroups.filter { !$0.undecided.isEmpty }.count
        return "Review of \(server.folder) against \(server.baselines)" + (alone ? "" : " at \(ReviewServer.root)") + ": "
            + (left == 0 ? "nothing left to decide" : "\(left) \(left == 1 ? "change" : "changes") to decide, in \(cards) \(cards == 1 ? "card" : "cards")")
    }
}
