import PNG

/// Compares two images pixel by pixel as people see them, as pixelmatch does: each pair of pixels
/// is compared by its perceived colour distance (``ColorMetric``: pixelmatch 7.1's YIQ by default,
/// or its main branch's OKLab HyAB), and a pair beyond the threshold that is anti-aliasing in either
/// image (Vysniauskas, "Anti-aliased pixel and intensity slope detector", 2009) is not counted
/// unless asked. The arithmetic is pixelmatch's, so YIQ counts equal those of pixelmatch-fast and
/// OKLab counts those of pixelmatch's own test cases (`PixelMatchTests`, `PixelMatchOKLabTests`).
public struct PixelMatch: Sendable {
    /// How different two colours may be and still count as the same, from 0 (exactly equal) to 1
    /// (any two); pixelmatch's default is 0.1.
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences.
    public var includeAntialiasing: Bool
    /// How the distance between two colours is measured.
    public var metric: ColorMetric
    /// The side of the square whose densest placement is found (``PixelDifference/densestWindow``),
    /// as pixelmatch's `windowSize`; `nil` for none.
    public var windowSize: Int?

    /// The largest possible YIQ distance (black against white), squared: 35215.
    static let largestDelta = 35215.0

    /// A comparison with pixelmatch's defaults unless given.
    public init(threshold: Double = 0.1, includeAntialiasing: Bool = false, metric: ColorMetric = .yiq, windowSize: Int? = nil) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.metric = metric
        self.windowSize = windowSize
    }

    /// How `actual` differs from `expected`. Images of different sizes are compared over the larger
    /// width and height, and every pixel outside either image differs.
    public func difference(_ expected: PNGImage, _ actual: PNGImage) -> PixelDifference {
        run(expected, actual, drawing: false).difference
    }

    /// How `actual` differs from `expected`, and the picture of it: each differing pixel red, each
    /// anti-aliased one yellow, over a faded grey copy of `expected` (as pixelmatch and reg-cli draw them).
    public func differenceImage(_ expected: PNGImage, _ actual: PNGImage) -> (difference: PixelDifference, image: PNGImage) {
        let (difference, image) = run(expected, actual, drawing: true)
        return (difference, image!)
    }

    private func run(_ expected: PNGImage, _ actual: PNGImage, drawing: Bool) -> (difference: PixelDifference, image: PNGImage?) {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let sameSize = expected.width == actual.width && expected.height == actual.height
        var output = drawing ? [UInt8](repeating: 255, count: width * height * 4) : []
        var mask = windowSize == nil ? [] : [Bool](repeating: false, count: width * height)
        let yiqLimit = Self.largestDelta * threshold * threshold
        let oklab = metric == .oklab ? OKLab.shared : nil
        var cache = OKLab.Cache()
        var differing = 0, antialiased = 0
        var left = Int.max, top = Int.max, right = -1, bottom = -1
        let a = expected.rgba, b = actual.rgba
        for y in 0..<height {
            for x in 0..<width {
                let target = (y * width + x) * 4
                guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
                    differing += 1
                    left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
                    if windowSize != nil { mask[y * width + x] = true }
                    if drawing { Self.draw(&output, target, red: 255, green: 0, blue: 0) }
                    continue
                }
                let first = (y * expected.width + x) * 4, second = (y * actual.width + x) * 4
                let same = a[first] == b[second] && a[first + 1] == b[second + 1] && a[first + 2] == b[second + 2] && a[first + 3] == b[second + 3]
                let differs = !same && (oklab.map { $0.exceeds(threshold, a, first, b, second, cache: &cache) } ?? (abs(Self.colorDelta(a, first, b, second)) > yiqLimit))
                if differs {
                    if !includeAntialiasing,
                       Self.antialiased(expected, x, y, other: actual, metric: metric) || Self.antialiased(actual, x, y, other: expected, metric: metric) {
                        antialiased += 1
                        if drawing { Self.draw(&output, target, red: 255, green: 255, blue: 0) }
                    } else {
                        differing += 1
                        left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
                        if windowSize != nil { mask[y * width + x] = true }
                        if drawing { Self.draw(&output, target, red: 255, green: 0, blue: 0) }
                    }
                } else if drawing {
                    Self.drawGrey(a, first, into: &output, target)
                }
            }
        }
        let box = right < 0 ? nil : PixelDifference.Box(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        let window = windowSize.map {
            PixelDifference.Window.densest(in: mask, width: width, height: height, size: $0, rows: box.map { $0.y...($0.y + $0.height - 1) })
        }
        let difference = PixelDifference(differingPixels: differing, antialiasedPixels: antialiased, comparedPixels: width * height,
                                          box: box, sizesDiffer: !sameSize, densestWindow: window)
        return (difference, drawing ? PNGImage(width: width, height: height, rgba: output) : nil)
    }

    // MARK: Drawing

    private static func draw(_ output: inout [UInt8], _ index: Int, red: UInt8, green: UInt8, blue: UInt8) {
        output[index] = red
        output[index + 1] = green
        output[index + 2] = blue
        output[index + 3] = 255
    }

    /// The pixel as grey, faded to a tenth over white, as pixelmatch's background.
    private static func drawGrey(_ pixels: [UInt8], _ index: Int, into output: inout [UInt8], _ target: Int) {
        let grey = brightness(Double(pixels[index]), Double(pixels[index + 1]), Double(pixels[index + 2]))
        let byte = UInt8(max(0, min(255, 255 + (grey - 255) * 0.1 * Double(pixels[index + 3]) / 255)))
        draw(&output, target, red: byte, green: byte, blue: byte)
    }
}
