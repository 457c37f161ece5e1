import ImageDiff

/// How shots are compared with their baselines, and how much difference a shot may show before it fails.
public struct ReviewOptions: Sendable, Equatable {
    /// The perceived colour distance, 0 to 1, under which two pixels count as the same (`--threshold`).
    public var threshold = 0.1
    /// How that distance is measured (`--metric`): pixelmatch 7.1's YIQ until pixelmatch releases OKLab.
    public var metric = ColorMetric.yiq
    /// Whether anti-aliased pixels count as differences (`--include-aa`).
    public var includeAntialiasing = false
    /// Differing pixels a shot may show and still pass (`--max-diff-pixels`).
    public var maxDiffPixels = 0
    /// The share of its pixels, 0 to 1, that a shot may show differing and still pass (`--max-diff-ratio`).
    public var maxDiffRatio = 0.0
    /// The side of the square the allowances apply to instead of the whole shot (`--max-diff-cluster`);
    /// `nil` for the whole shot.
    public var maxDiffCluster: Int?

    /// The defaults: pixelmatch's threshold of 0.1 in YIQ, anti-aliasing not counted, no difference allowed.
    public init() {}

    /// The comparison these options ask for.
    var pixelMatch: PixelMatch {
        PixelMatch(threshold: threshold, includeAntialiasing: includeAntialiasing, metric: metric, windowSize: maxDiffCluster)
    }

    /// Whether a difference is more than a shot may show: more pixels than both allowances (as
    /// Playwright's `maxDiffPixels` and `maxDiffPixelRatio` combine). With a cluster size, the
    /// pixels are those of the densest square of that side and the ratio is of the square's pixels,
    /// so scattered noise passes where the same number of pixels together fails.
    func fails(_ difference: PixelDifference) -> Bool {
        if let window = difference.densestWindow {
            let allowed = max(Double(maxDiffPixels), maxDiffRatio * Double(window.size * window.size))
            return Double(window.differingPixels) > allowed
        }
        let allowed = max(Double(maxDiffPixels), maxDiffRatio * Double(difference.comparedPixels))
        return Double(difference.differingPixels) > allowed
    }
}
