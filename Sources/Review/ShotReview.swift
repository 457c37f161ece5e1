import ImageDiff

/// One shot next to its baseline: what it is, by how much it differs, and whether that fails.
public struct ShotReview: Sendable, Equatable {
    /// The file name, the same in the baseline folder and among the shots.
    public let file: String
    /// What the shot shows.
    public let labels: ShotLabels
    /// What it is next to its baseline.
    public let status: ShotStatus
    /// How it differs, for a shot whose pixels were compared; `nil` when no pixel was compared
    /// (the same bytes, or one side missing).
    public let difference: PixelDifference?
    /// Whether it fails the run: a change over what it may show, a new shot not written as a
    /// baseline, a missing one not pruned.
    public internal(set) var fails: Bool
    /// Whether this run wrote it into the baselines (`--update`) or deleted the baseline (`--prune`).
    public internal(set) var updated: Bool
    /// The baseline's picture, relative to the report's folder, when the report shows it.
    public let baseline: String?
    /// The shot's picture, relative to the report's folder, when the report shows it.
    public let actual: String?
    /// The picture of the difference, relative to the report's folder, for a changed shot.
    public let diff: String?
    /// Why its pixels could not be compared (a file that is no PNG), when they could not.
    public let problem: String?
    /// Whether it is a change over what it may show — whether or not this run then approved it, so
    /// `compare --update` counts the same changes as the review that found them.
    public internal(set) var overLimit = false
    /// Whether it is new because there were no baselines at all yet: a first run, not an addition.
    public internal(set) var firstBaseline = false
    /// What a decision on it is made against (``DecisionInput``), when known.
    public internal(set) var input: String?
    /// The reviewer's decision (`review.json`) that holds for it, if any.
    public internal(set) var decision: ShotDecision?
}
