import ImageDiff

/// How shots are compared with their baselines, and how much difference a shot may show before it fails.
public struct ReviewOptions: Sendable, Equatable {
    /// The perceived colour distance, 0 to 1, under which two pixels count as the same (`--threshold`).
    public var threshold = 0.1
    /// Whether anti-aliased pixels count as differences (`--include-aa`).
    public var includeAntialiasing = false
    /// Differing pixels a shot may show and still pass (`--max-diff-pixels`).
    public var maxDiffPixels = 0
    /// The share of its pixels, 0 to 1, that a shot may show differing and still pass (`--max-diff-ratio`).
    public var maxDiffRatio = 0.0

    /// The defaults: pixelmatch's threshold of 0.1, anti-aliasing not counted, no difference allowed.
    public init() {}

    /// The comparison these options ask for.
    var pixelMatch: PixelMatch { PixelMatch(threshold: threshold, includeAntialiasing: includeAntialiasing) }

    /// Whether a difference is more than a shot may show: more pixels than both allowances (as
    /// Playwright's `maxDiffPixels` and `maxDiffPixelRatio` combine).
    func fails(_ difference: PixelDifference) -> Bool {
        let allowed = max(Double(maxDiffPixels), maxDiffRatio * Double(difference.comparedPixels))
        return Double(difference.differingPixels) > allowed
    }
}
