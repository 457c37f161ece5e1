/// A reviewer's decision on one shot, kept in `review.json` beside the report: what was decided,
/// by whom, when, and against which input (``DecisionInput``), so that it holds only while the
/// shot and its baseline are the ones decided on.
public struct ShotDecision: Sendable, Equatable {
    /// Approve or reject.
    public enum Verdict: String, Sendable, CaseIterable {
        /// The shot is right: it was written into the baselines (a missing shot's baseline deleted).
        case approved
        /// The shot is wrong: the baseline stays, and the shot fails until the difference changes.
        case rejected
    }

    /// What was decided.
    public var verdict: Verdict
    /// Who decided: `--reviewer`, else the token's label, else `local`.
    public var reviewer: String
    /// When, in ISO 8601 (UTC): `2026-12-04T17:05:00Z`.
    public var at: String
    /// The input it was decided against (``DecisionInput/hash(baseline:shot:)``).
    public var input: String

    /// A decision from its parts.
    public init(verdict: Verdict, reviewer: String, at: String, input: String) {
        self.verdict = verdict
        self.reviewer = reviewer
        self.at = at
        self.input = input
    }

    /// `approved by ana on 2026-12-04 at 17:05 UTC`.
    public var sentence: String {
        let parts = at.split(separator: "T", maxSplits: 1)
        let when = parts.count == 2 ? "on \(parts[0]) at \(parts[1].prefix(5)) UTC" : "at \(at)"
        return "\(verdict.rawValue) by \(reviewer) \(when)"
    }
}
