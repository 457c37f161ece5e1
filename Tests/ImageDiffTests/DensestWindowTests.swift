@testable import ImageDiff
import PNG
import Testing

/// The densest square of differing pixels, against pixelmatch's own `windowSize` cases
/// (mapbox/pixelmatch c6fee35, test/test.js).
@Suite struct DensestWindowTests {
    /// A white 10×10 picture, and the same with a black 3×3 block at (2, 2).
    private func block() -> (PNGImage, PNGImage) {
        let white = [UInt8](repeating: 255, count: 10 * 10 * 4)
        var changed = white
        for y in 2..<5 {
            for x in 2..<5 { changed.replaceSubrange(((y * 10 + x) * 4)..<((y * 10 + x) * 4 + 3), with: [0, 0, 0]) }
        }
        return (PNGImage(width: 10, height: 10, rgba: white), PNGImage(width: 10, height: 10, rgba: changed))
    }

    @Test func theDensestSquareHoldsWhatFitsInIt() {
        let (white, changed) = block()
        for metric in ColorMetric.allCases {
            let window = { (size: Int?) in
                PixelMatch(includeAntialiasing: true, metric: metric, windowSize: size).difference(white, changed).densestWindow
            }
            #expect(window(nil) == nil)
            #expect(window(3) == PixelDifference.Window(x: 2, y: 2, size: 3, differingPixels: 9))
            #expect(window(2) == PixelDifference.Window(x: 2, y: 2, size: 2, differingPixels: 4))
            // A square larger than the picture is the picture.
            #expect(window(100) == PixelDifference.Window(x: 0, y: 0, size: 10, differingPixels: 9))
            #expect(PixelMatch(metric: metric, windowSize: 3).difference(white, white).densestWindow?.differingPixels == 0)
        }
    }

    /// pixelmatch's 6a against 6b (51 differing pixels at 0.05): 29 in the densest 32×32, 6 in the densest 8×8.
    @Test func theDensestSquaresOfAFixtureAreThoseOfPixelmatch() throws {
        let first = try PixelMatchOKLabTests.fixture("6a"), second = try PixelMatchOKLabTests.fixture("6b")
        let densest = { (size: Int) in
            PixelMatch(threshold: 0.05, metric: .oklab, windowSize: size).difference(first, second).densestWindow?.differingPixels
        }
        #expect(densest(256) == 51 && densest(100_000) == 51)
        #expect(densest(32) == 29)
        #expect(densest(8) == 6)
    }

    /// Pixels outside the smaller of two pictures differ, and count in the squares too.
    @Test func pixelsOutsideTheSmallerPictureCount() {
        let small = PNGImage(width: 10, height: 10, rgba: [UInt8](repeating: 255, count: 400))
        let wide = PNGImage(width: 12, height: 10, rgba: [UInt8](repeating: 255, count: 480))
        #expect(PixelMatch(windowSize: 4).difference(small, wide).densestWindow == PixelDifference.Window(x: 8, y: 0, size: 4, differingPixels: 8))
    }
}
