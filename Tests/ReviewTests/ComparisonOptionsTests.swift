import Foundation
@testable import ImageDiff
import PNG
@testable import Review
import TestSupport
import Testing

/// The metric and the cluster allowance, through a review of real folders: scattered pixels pass
/// where fewer pixels together fail, and OKLab sees dark changes YIQ does not.
@Suite struct ComparisonOptionsTests {
    /// A flat grey 40×60 screen, with the pixels at `changed` red.
    private static func screen(_ changed: [(x: Int, y: Int)] = [], colour: [UInt8] = [242, 242, 247, 255]) -> PNGImage {
        var rgba = Array([[UInt8]](repeating: colour, count: 40 * 60).joined())
        for (x, y) in changed { rgba.replaceSubrange(((y * 40 + x) * 4)..<((y * 40 + x) * 4 + 4), with: [255, 59, 48, 255]) }
        return PNGImage(width: 40, height: 60, rgba: rgba)
    }

    /// 40 single pixels 8 apart: no 8×8 square holds more than one.
    static let scattered = stride(from: 2, to: 40, by: 8).flatMap { x in stride(from: 2, to: 60, by: 8).map { (x: x, y: $0) } }
    /// A 6×6 block: 36 pixels, all in one 8×8 square.
    static let block = (10..<16).flatMap { x in (30..<36).map { (x: x, y: $0) } }

    /// Reviews a folder of two shots, `noise.png` and `moved.png`, against plain baselines; the files that fail.
    private func failing(_ options: ReviewOptions) throws -> [String] {
        let root = temporaryPath("cluster")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["base", "shots"] { try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        for (name, pixels) in [("noise.png", Self.scattered), ("moved.png", Self.block)] {
            try Data(Self.screen().encoded()).write(to: URL(fileURLWithPath: root + "/base/" + name))
            try Data(Self.screen(pixels).encoded()).write(to: URL(fileURLWithPath: root + "/shots/" + name))
        }
        var review = FolderReview(baselines: root + "/base", shots: root + "/shots", report: root + "/report")
        review.options = options
        let result = try review.run()
        #expect(result.shots.map { "\($0.file) \($0.difference?.differingPixels ?? -1)" } == ["moved.png 36", "noise.png 40"])
        return result.failures.map(\.file).sorted()
    }

    @Test func scatteredNoisePassesAndACompactBlockFails() throws {
        #expect(Self.scattered.count == 40 && Self.block.count == 36)
        var options = ReviewOptions()
        options.maxDiffPixels = 4
        // Over the whole shot, both are over 4 pixels.
        #expect(try failing(options) == ["moved.png", "noise.png"])
        options.maxDiffCluster = 8
        #expect(try failing(options) == ["moved.png"])
        // The ratio is of the square's 64 pixels: 4 of 64 allows what 4 pixels allow.
        options.maxDiffPixels = 0
        options.maxDiffRatio = 4.0 / 64
        #expect(try failing(options) == ["moved.png"])
        // A larger square is clamped to the shot's smaller side: 40×40 holds 25 of the noise, all of the block.
        options.maxDiffCluster = 1000
        options.maxDiffRatio = 0
        options.maxDiffPixels = 25
        #expect(try failing(options) == ["moved.png"])
        options.maxDiffPixels = 24
        #expect(try failing(options) == ["moved.png", "noise.png"])
    }

    @Test func theAllowanceAppliesToTheDensestSquare() {
        var options = ReviewOptions()
        options.maxDiffCluster = 8
        options.maxDiffPixels = 35
        let moved = options.pixelMatch.difference(Self.screen(), Self.screen(Self.block))
        #expect(moved.densestWindow == PixelDifference.Window(x: 8, y: 28, size: 8, differingPixels: 36))
        #expect(options.fails(moved))
        options.maxDiffPixels = 36
        #expect(!options.fails(moved))
    }

    /// pixelmatch's issue #127 pair, a whole shot of it: the same to YIQ, changed to OKLab.
    @Test func theMetricReachesTheComparison() {
        let before = Self.screen(colour: [39, 44, 92, 255]), after = Self.screen(colour: [39, 44, 14, 255])
        var options = ReviewOptions()
        #expect(options.pixelMatch.difference(before, after).differingPixels == 0)
        options.metric = .oklab
        #expect(options.pixelMatch.difference(before, after).differingPixels == 2400)
    }
}
