import Foundation
@testable import ImageDiff
import PNG
import TestSupport
import Testing

/// The comparison's counts, box and picture, and its agreement with pixelmatch itself.
@Suite struct PixelMatchTests {
    /// A `width × height` image of one colour.
    private func plain(_ width: Int, _ height: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> PNGImage {
        PNGImage(width: width, height: height, rgba: Array([[UInt8]](repeating: [red, green, blue, alpha], count: width * height).joined()))
    }

    /// `image` with the rectangle at (x, y) painted.
    private func painting(_ image: PNGImage, x: Int, y: Int, width: Int, height: Int, _ colour: [UInt8]) -> PNGImage {
        var rgba = image.rgba
        for row in y..<(y + height) {
            for column in x..<(x + width) { rgba.replaceSubrange(((row * image.width + column) * 4)..<((row * image.width + column) * 4 + 4), with: colour) }
        }
        return PNGImage(width: image.width, height: image.height, rgba: rgba)
    }

    /// A picture with flat areas, hard edges and noise: what a screenshot of a list looks like.
    private func busy(_ width: Int, _ height: Int, seed: UInt64) -> PNGImage {
        var generator = SeededGenerator(seed: seed)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let band = UInt8((y / 7 % 3) * 90 + (x / 11 % 2) * 40)
                let noise = UInt8.random(in: 0...3, using: &generator)
                rgba += [band &+ noise, 255 - band, band / 2, 255]
            }
        }
        return PNGImage(width: width, height: height, rgba: rgba)
    }

    @Test func identicalImagesDifferNowhere() {
        let image = busy(40, 30, seed: 1)
        let difference = PixelMatch().difference(image, image)
        #expect(difference.differingPixels == 0 && difference.box == nil && difference.ratio == 0 && !difference.sizesDiffer)
        #expect(difference.comparedPixels == 1200)
    }

    @Test func noiseOfTwoPerChannelCountsNothing() {
        var generator = SeededGenerator(seed: 7)
        let image = busy(60, 40, seed: 2)
        let noisy = PNGImage(width: 60, height: 40, rgba: image.rgba.enumerated().map { index, byte in
            index % 4 == 3 ? byte : UInt8(clamping: Int(byte) + Int.random(in: -2...2, using: &generator))
        })
        #expect(noisy.rgba != image.rgba)
        #expect(PixelMatch().difference(image, noisy).differingPixels == 0)
        #expect(PixelMatch(includeAntialiasing: true).difference(image, noisy).differingPixels == 0)
    }

    @Test func aTenByTenBlockCountsExactlyAHundredPixelsInItsBox() {
        let image = plain(64, 48, 242, 242, 247)
        let changed = painting(image, x: 20, y: 5, width: 10, height: 10, [255, 59, 48, 255])
        let difference = PixelMatch().difference(image, changed)
        #expect(difference.differingPixels == 100 && difference.antialiasedPixels == 0)
        #expect(difference.box == PixelDifference.Box(x: 20, y: 5, width: 10, height: 10))
        #expect(difference.ratio == 100.0 / (64 * 48))
    }

    @Test func theThresholdDecidesHowDifferentIsDifferent() {
        let image = plain(10, 10, 100, 100, 100)
        let lighter = plain(10, 10, 120, 120, 120)
        // 20 levels of grey: a YIQ delta of 0.5053 × 20² = 202, under 0.1's 352 and over 0.05's 88.
        #expect(PixelMatch(threshold: 0.1).difference(image, lighter).differingPixels == 0)
        #expect(PixelMatch(threshold: 0.05).difference(image, lighter).differingPixels == 100)
        #expect(PixelMatch(threshold: 0).difference(image, plain(10, 10, 100, 100, 101)).differingPixels == 100)
        #expect(PixelMatch(threshold: 1).difference(plain(4, 4, 0, 0, 0), plain(4, 4, 255, 255, 255)).differingPixels == 0)
    }

    /// A one-pixel-wide edge moved by one pixel, smoothed at the edge: the smoothing is anti-aliasing,
    /// left out unless asked, the moved hard pixels are not.
    @Test func antialiasedPixelsAreLeftOutUnlessCounted() {
        let white = plain(20, 20, 255, 255, 255)
        let before = painting(painting(white, x: 5, y: 2, width: 1, height: 16, [128, 128, 128, 255]), x: 6, y: 2, width: 4, height: 16, [0, 0, 0, 255])
        let after = painting(painting(white, x: 5, y: 2, width: 1, height: 16, [64, 64, 64, 255]), x: 6, y: 2, width: 4, height: 16, [0, 0, 0, 255])
        let left = PixelMatch().difference(before, after)
        let counted = PixelMatch(includeAntialiasing: true).difference(before, after)
        #expect(left.differingPixels == 0 && left.antialiasedPixels > 0)
        #expect(counted.differingPixels == left.antialiasedPixels && counted.antialiasedPixels == 0)
    }

    @Test func imagesOfOtherSizesDifferOutsideTheSmaller() {
        let small = plain(10, 10, 0, 0, 0), large = plain(12, 10, 0, 0, 0)
        let difference = PixelMatch().difference(small, large)
        #expect(difference.sizesDiffer && difference.differingPixels == 20 && difference.comparedPixels == 120)
        #expect(difference.box == PixelDifference.Box(x: 10, y: 0, width: 2, height: 10))
    }

    @Test func theDiffImageIsRedOverAFadedGreyBaseline() {
        let image = plain(8, 8, 0, 0, 0)
        let (difference, picture) = PixelMatch().differenceImage(image, painting(image, x: 0, y: 0, width: 2, height: 1, [255, 255, 255, 255]))
        #expect(difference.differingPixels == 2)
        #expect(picture.pixel(x: 0, y: 0) == (255, 0, 0, 255) && picture.pixel(x: 1, y: 0) == (255, 0, 0, 255))
        // Black faded to a tenth over white: 255 - 25.5, truncated as pixelmatch does.
        #expect(picture.pixel(x: 5, y: 5) == (229, 229, 229, 255))
    }

    /// The counts equal those of pixelmatch 7.1 (PyPI's pixelmatch-fast) on the same pairs: noise,
    /// blocks, moved edges, translucent pixels.
    @Test func countsEqualPixelmatchItself() throws {
        let python = Repository.root + "/.build/tools/bin/python"
        let directory = try temporaryDirectory("pixelmatch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var pairs: [(PNGImage, PNGImage)] = []
        for seed in 1...6 {
            var generator = SeededGenerator(seed: UInt64(seed))
            let first = busy(48, 40, seed: UInt64(seed))
            var second = first.rgba
            for _ in 0..<(seed * 15) {
                let index = Int.random(in: 0..<(48 * 40), using: &generator) * 4
                for channel in 0..<(seed % 2 == 0 ? 4 : 3) { second[index + channel] = UInt8.random(in: 0...255, using: &generator) }
            }
            pairs.append((first, PNGImage(width: 48, height: 40, rgba: second)))
        }
        var expected: [String] = []
        for (index, pair) in pairs.enumerated() {
            try Data(pair.0.encoded()).write(to: URL(fileURLWithPath: "\(directory)/\(index)a.png"))
            try Data(pair.1.encoded()).write(to: URL(fileURLWithPath: "\(directory)/\(index)b.png"))
            for (threshold, includeAA) in [(0.1, false), (0.1, true), (0.02, false)] {
                let difference = PixelMatch(threshold: threshold, includeAntialiasing: includeAA).difference(pair.0, pair.1)
                expected.append("\(index) \(threshold) \(includeAA): \(difference.differingPixels)")
            }
        }
        let script = """
        import sys
        from pixelmatch import pixelmatch
        for index in range(\(pairs.count)):
            for threshold, aa in [(0.1, False), (0.1, True), (0.02, False)]:
                n = pixelmatch(f"{sys.argv[1]}/{index}a.png", f"{sys.argv[1]}/{index}b.png", threshold=threshold, includeAA=aa)
                print(f"{index} {threshold} {str(aa).lower()}: {n}")
        """
        let result = try Program.run(["-c", script, directory], executable: python)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == expected)
    }
}
