import PNG

extension PixelMatch {
    /// Whether the pixel at (x, y) of `image` is likely anti-aliasing: among its eight neighbours
    /// at most two are equal to it, it has both a darker and a brighter one, and the darkest or the
    /// brightest sits in a flat area (three or more equal neighbours) in both images. How brightness
    /// is told follows the metric's pixelmatch (``neighbourBrightness(_:_:_:metric:)``).
    static func antialiased(_ image: PNGImage, _ x: Int, _ y: Int, other: PNGImage, metric: ColorMetric = .yiq) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, image.width - 1), y2 = min(y + 1, image.height - 1)
        let center = (y * image.width + x) * 4
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (x: 0, y: 0), brightestAt = (x: 0, y: 0)
        for neighbourX in x0...x2 {
            for neighbourY in y0...y2 where neighbourX != x || neighbourY != y {
                let delta = neighbourBrightness(image.rgba, center, (neighbourY * image.width + neighbourX) * 4, metric: metric)
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

    /// How much brighter the centre pixel (byte `center`) is than a neighbour (byte `neighbour`),
    /// in gamma-space luma. pixelmatch 7 blends translucent pixels over its checkerboard here too;
    /// its main branch blends them over white (a ramp needs a fixed background) and, when the
    /// blended luma is equal but alpha is not, takes half the alpha difference, so only pixels equal
    /// in both count as equal neighbours.
    static func neighbourBrightness(_ pixels: [UInt8], _ center: Int, _ neighbour: Int, metric: ColorMetric) -> Double {
        guard metric == .oklab else { return colorDelta(pixels, center, pixels, neighbour, brightnessOnly: true) }
        let r1 = Double(pixels[center]), g1 = Double(pixels[center + 1]), b1 = Double(pixels[center + 2]), a1 = Double(pixels[center + 3])
        let r2 = Double(pixels[neighbour]), g2 = Double(pixels[neighbour + 1]), b2 = Double(pixels[neighbour + 2])
        let a2 = Double(pixels[neighbour + 3])
        let alpha = a1 - a2
        if r1 == r2, g1 == g2, b1 == b2, alpha == 0 { return 0 }
        guard a1 < 255 || a2 < 255 else { return brightness(r1 - r2, g1 - g2, b1 - b2) }
        let delta = brightness((r1 * a1 - r2 * a2 - 255 * alpha) / 255, (g1 * a1 - g2 * a2 - 255 * alpha) / 255,
                               (b1 * a1 - b2 * a2 - 255 * alpha) / 255)
        return delta == 0 && alpha != 0 ? alpha / 2 : delta
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
}
