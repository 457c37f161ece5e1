import Review

/// What `compare` and `snapshot --baseline` share: the thresholds and allowances, the updates, the JUnit file.
public struct ReviewCommandOptions: Equatable, Sendable {
    /// Thresholds and allowances.
    public var comparison = ReviewOptions()
    /// Which shots to write into the baselines (`--update`).
    public var update: UpdateMode?
    /// Whether to delete baselines no shot produced (`--prune`).
    public var prune = false
    /// Where to write JUnit XML (`--junit`).
    public var junit: String?
    /// Where to write the Markdown summary for a pull request (`--summary`).
    public var summary: String?
    /// Where the report's folder is published, for the summary's thumbnails (`--summary-images`).
    public var summaryImages: String?

    /// The defaults: compare only.
    public init() {}
}
