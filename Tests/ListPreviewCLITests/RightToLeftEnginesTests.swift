import Foundation
import ImageDiff
import PNG
import TestSupport
import Testing

/// Right to left in every engine, apart from `SnapshotEnginesTests` (which runs its engines one
/// after another), so it overlaps with them.
@Suite struct RightToLeftEnginesTests {
    /// A right-to-left page in every engine: drawn where it is (WebKit once photographed the empty
    /// left of its window, in one colour), and close to Chromium's picture of it.
    @Test func everyEnginePhotographsRightToLeftPages() throws {
        let directory = try temporaryDirectory("rtl")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try Program.run(["snapshot", "--os", "18", "--fixtures", Repository.root + "/Examples/app/screens.json",
                                       "--strings", Repository.root + "/Examples/app/Localizable.xcstrings", "--screens", "trips",
                                       "--states", "empty", "--devices", "iphone-se", "--langs", "ar", "--browser", "chromium,webkit,firefox", "--scale", "1",
                                       "--out", directory, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        func image(_ engine: String) throws -> PNGImage {
            try PNGImage(decoding: Array(Data(contentsOf: URL(fileURLWithPath: directory + "/trips--empty--iphone-se--light--ar--ios18--\(engine).png"))))
        }
        let chromium = try image("chromium")
        for engine in ["webkit", "firefox"] {
            let difference = PixelMatch().difference(chromium, try image(engine))
            // The engines set Arabic text a little differently; a picture of the wrong place differs in most of its pixels.
            #expect(!difference.sizesDiffer && difference.ratio < 0.05, "\(engine): \(difference.differingPixels) pixels differ from Chromium's")
        }
    }
}
