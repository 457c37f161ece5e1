import PNG

/// Compares two images pixel by pixel as people see them, as pixelmatch does: each pair of pixels
/// is compared by its perceived colour distance in the YIQ space (Kotsarenko and Ramos, "Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile applications",
/// 2010), and a pair beyond the threshold that is anti-aliasing in either image (Vysniauskas,
/// "Anti-aliased pixel and intensity slope detector", 2009) is not counted unless asked. The
/// arithmetic is pixelmatch 7.1's, so counts equal those of pixelmatch-fast (`PixelMatchTests`).
public struct PixelMatch: Sendable {
    /// How different two colours may be and still count as the same, from 0 (exactly equal) to 1
    /// (any two); pixelmatch's default is 0.1.
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences.
    public var includeAntialiasing: Bool

    /// The largest possible YIQ distance (black against white), squared: 35215.
    static let largestDelta = 35215.0

    /// A comparison with pixelmatch's defaults unless given.
    public init(threshold: Double = 0.1, includeAntialiasing: Bool = false) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
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
        let maxDelta = Self.largestDelta * threshold * threshold
        var differing = 0, antialiased = 0
        var left = Int.max, top = Int.max, right = -1, bottom = -1
        let a = expected.rgba, b = actual.rgba
        for y in 0..<height {
            for x in 0..<width {
                let target = (y * width + x) * 4
                guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
                    differing += 1
                    left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
                    if drawing { Self.draw(&output, target, red: 255, green: 0, blue: 0) }
                    continue
                }
                let first = (y * expected.width + x) * 4, second = (y * actual.width + x) * 4
                let same = a[first] == b[second] && a[first + 1] == b[second + 1] && a[first + 2] == b[second + 2] && a[first + 3] == b[second + 3]
                if !same, abs(Self.colorDelta(a, first, b, second)) > maxDelta {
                    if !includeAntialiasing, Self.antialiased(expected, x, y, other: actual) || Self.antialiased(actual, x, y, other: expected) {
                        antialiased += 1
                        if drawing { Self.draw(&output, target, red: 255, green: 255, blue: 0) }
                    } else {
                        differing += 1
                        left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
                        if drawing { Self.draw(&output, target, red: 255, green: 0, blue: 0) }
                    }
                } else if drawing {
                    Self.drawGrey(a, first, into: &output, target)
                }
            }
        }
        let box = right < 0 ? nil : PixelDifference.Box(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        let difference = PixelDifference(differingPixels: differing, antialiasedPixels: antialiased, comparedPixels: width * height,
                                          box: box, sizesDiffer: !sameSize)
        return (difference, drawing ? PNGImage(width: width, height: height, rgba: output) : nil)
    }

    // MARK: The colour distance

    /// The squared YIQ distance between the pixel at byte `i` of `a` and at byte `j` of `b`;
    /// negative when the first is the brighter. Translucent pixels are compared over a background
    /// that alternates between dark and light by position, as pixelmatch 7 does, so a change in
    /// alpha alone is seen whatever the colour.
    static func colorDelta(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int, brightnessOnly: Bool = false) -> Double {
        let r1 = Double(a[i]), g1 = Double(a[i + 1]), b1 = Double(a[i + 2]), a1 = Double(a[i + 3])
        let r2 = Double(b[j]), g2 = Double(b[j + 1]), b2 = Double(b[j + 2]), a2 = Double(b[j + 3])
        var red = r1 - r2, green = g1 - g2, blue = b1 - b2
        let alpha = a1 - a2
        if red == 0, green == 0, blue == 0, alpha == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let backgroundRed = 48 + 159 * Double(i % 2)
            let backgroundGreen = 48 + 159 * Double(Int(Double(i) / 1.618033988749895) % 2)
            let backgroundBlue = 48 + 159 * Double(Int(Double(i) / 2.618033988749895) % 2)
            red = (r1 * a1 - r2 * a2 - backgroundRed * alpha) / 255
            green = (g1 * a1 - g2 * a2 - backgroundGreen * alpha) / 255
            blue = (b1 * a1 - b2 * a2 - backgroundBlue * alpha) / 255
        }
        let y = brightness(red, green, blue)
        if brightnessOnly { return y }
        let inPhase = red * 0.59597799 - green * 0.27417610 - blue * 0.32180189
        let quadrature = red * 0.21147017 - green * 0.52261711 + blue * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
        return y > 0 ? -delta : delta
    }

    private static func brightness(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
    }

    // MARK: Anti-aliasing

    /// Whether the pixel at (x, y) of `image` is likely anti-aliasing: among its eight neighbours
    /// at most two are equal to it, it has both a darker and a brighter one, and the darkest or the
    /// brightest sits in a flat area (three or more equal neighbours) in both images.
    static func antialiased(_ image: PNGImage, _ x: Int, _ y: Int, other: PNGImage) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, image.width - 1), y2 = min(y + 1, image.height - 1)
        let center = (y * image.width + x) * 4
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (x: 0, y: 0), brightestAt = (x: 0, y: 0)
        for neighbourX in x0...x2 {
            for neighbourY in y0...y2 where neighbourX != x || neighbourY != y {
                let delta = colorDelta(image.rgba, center, image.rgba, (neighbourY * image.width + neighbourX) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (neighbourX, neighbourY)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (neighbourX, neighbourY)
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(image, darkestAt.x, darkestAt.y) && hasManySiblings(other, darkestAt.x, darkestAt.y))
            || (hasManySiblings(image, brightestAt.x, brightestAt.y) && hasManySiblings(other, brightestAt.x, brightestAt.y))
    }

    /// Whether the pixel at (x, y) has three or more neighbours of exactly its colour.
    static func hasManySiblings(_ image: PNGImage, _ x: Int, _ y: Int) -> Bool {
        guard x < image.width, y < image.height else { return false }
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, image.width - 1), y2 = min(y + 1, image.height - 1)
        let pixels = image.rgba, center = (y * image.width + x) * 4
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        for neighbourX in x0...x2 {
            for neighbourY in y0...y2 where neighbourX != x || neighbourY != y {
                let other = (neighbourY * image.width + neighbourX) * 4
                if pixels[center] == pixels[other], pixels[center + 1] == pixels[other + 1], pixels[center + 2] == pixels[other + 2],
                   pixels[center + 3] == pixels[other + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
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
