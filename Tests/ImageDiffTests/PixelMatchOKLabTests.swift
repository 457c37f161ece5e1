import Foundation
@testable import ImageDiff
import PNG
import TestSupport
import Testing

/// The OKLab metric against pixelmatch's own test cases at its main branch (mapbox/pixelmatch
/// c6fee35, test/test.js): the same counts on the same fixture pictures (Fixtures/pixelmatch, ISC
/// licensed, as in its repository), the same diff pictures where its colours are ours, and its
/// single-pixel cases.
@Suite struct PixelMatchOKLabTests {
    /// A fixture picture of pixelmatch's tests.
    static func fixture(_ name: String) throws -> PNGImage {
        let path = Repository.root + "/Tests/ImageDiffTests/Fixtures/pixelmatch/\(name).png"
        return try PNGImage(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// One of pixelmatch's `diffTest` cases: two pictures, a threshold, the count, and the diff
    /// picture when it is drawn in our colours (red, yellow, a tenth of the grey).
    struct Case: Sendable, CustomTestStringConvertible {
        let first: String, second: String, threshold: Double, count: Int, picture: String?
        var testDescription: String { "\(first) against \(second) at \(threshold): \(count)" }
    }

    static let cases = [
        Case(first: "1a", second: "1b", threshold: 0.05, count: 154, picture: "1diff"),
        Case(first: "1a", second: "1b", threshold: 0.1, count: 120, picture: "1diffdefaultthreshold"),
        Case(first: "1a", second: "1a", threshold: 0, count: 0, picture: nil),
        // Drawn by pixelmatch in other colours (its aaColor, diffColor and alpha options).
        Case(first: "2a", second: "2b", threshold: 0.05, count: 12821, picture: nil),
        Case(first: "3a", second: "3b", threshold: 0.05, count: 220, picture: "3diff"),
        Case(first: "4a", second: "4b", threshold: 0.05, count: 36563, picture: "4diff"),
        Case(first: "5a", second: "5b", threshold: 0.05, count: 0, picture: "5diff"),
        Case(first: "6a", second: "6b", threshold: 0.05, count: 51, picture: "6diff"),
        Case(first: "6a", second: "6a", threshold: 0, count: 0, picture: nil),
        // Drawn by pixelmatch with darker pixels green (its diffColorAlt option).
        Case(first: "7a", second: "7b", threshold: 0.1, count: 2440, picture: nil),
        Case(first: "8a", second: "5b", threshold: 0.05, count: 32896, picture: "8diff"),
    ]

    @Test(arguments: cases)
    func countsAndPicturesEqualPixelmatchs(_ test: Case) throws {
        let first = try Self.fixture(test.first), second = try Self.fixture(test.second)
        let comparison = PixelMatch(threshold: test.threshold, metric: .oklab)
        let (difference, picture) = comparison.differenceImage(first, second)
        #expect(difference.differingPixels == test.count)
        #expect(comparison.difference(first, second) == difference)
        if let name = test.picture {
            let expected = try Self.fixture(name)
            #expect(picture.width == expected.width && picture.height == expected.height)
            let wrong = (0..<(expected.width * expected.height)).filter { picture.rgba[($0 * 4)..<($0 * 4 + 4)] != expected.rgba[($0 * 4)..<($0 * 4 + 4)] }
            #expect(wrong.isEmpty, "\(wrong.count) pixels of \(name) differ, the first at \(wrong.first.map { ($0 % expected.width, $0 / expected.width) }.map { "\($0)" } ?? "")")
        }
    }

    /// One opaque pixel of each colour.
    private func count(_ first: [UInt8], _ second: [UInt8], threshold: Double = 0.1) -> Int {
        PixelMatch(threshold: threshold, metric: .oklab).difference(PNGImage(width: 1, height: 1, rgba: first),
                                                                      PNGImage(width: 1, height: 1, rgba: second)).differingPixels
    }

    /// Lr's toe: black against grey 13 is under the default threshold, against grey 23 over it.
    @Test func nearBlackDifferencesGoThroughTheToe() {
        #expect(count([0, 0, 0, 255], [13, 13, 13, 255]) == 0)
        #expect(count([0, 0, 0, 255], [23, 23, 23, 255]) == 1)
    }

    /// pixelmatch's issue #127: pairs YIQ scores alike, told apart at the default threshold.
    @Test func theIssue127PairsAreToldApart() {
        #expect(count([41, 56, 157, 255], [41, 56, 0, 255]) == 1)
        #expect(count([39, 44, 92, 255], [39, 44, 14, 255]) == 1)
        #expect(count([0, 254, 252, 255], [94, 254, 252, 255]) == 0)
        #expect(count([0, 254, 252, 255], [47, 254, 252, 255]) == 0)
        // YIQ, by contrast, calls the clearly different dark pair the same.
        let dark = PixelMatch().difference(PNGImage(width: 1, height: 1, rgba: [39, 44, 92, 255]), PNGImage(width: 1, height: 1, rgba: [39, 44, 14, 255]))
        #expect(dark.differingPixels == 0)
    }

    /// Half-transparent black against opaque grey: alike over white, apart over the checkerboard
    /// pixelmatch blends translucent pixels on.
    @Test func translucentPixelsAreBlendedOverTheCheckerboard() {
        #expect(count([0, 0, 0, 128], [127, 127, 127, 255]) == 1)
    }
}
