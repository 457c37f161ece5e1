import Foundation
@testable import ImageDiff
import JSON
import PNG
@testable import Review
import TestSupport
import Testing
import XML

/// Shots against baselines in real folders: every status, the allowances, updates and pruning,
/// and the files a review writes.
@Suite struct FolderReviewTests {
    /// A folder of its own under the system's temporary one, removed afterwards.
    final class Workspace {
        let root = temporaryPath("review")
        var baselines: String { root + "/base" }
        var shots: String { root + "/shots" }
        var report: String { root + "/report" }

        init() throws {
            for folder in [baselines, shots] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ image: PNGImage, _ folder: String, _ name: String) throws {
            try Data(image.encoded()).write(to: URL(fileURLWithPath: folder + "/" + name))
        }

        func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

        func files(_ folder: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }
    }

    static let name = "inbox--empty--iphone-15--light--en@2x.png"

    /// A grey screen with a bar: what a placeholder's screenshot looks like, small.
    static func screen(block: (x: Int, y: Int)? = nil) -> PNGImage {
        var rgba: [UInt8] = []
        for y in 0..<60 {
            for x in 0..<40 {
                let inBlock = block.map { x >= $0.x && x < $0.x + 10 && y >= $0.y && y < $0.y + 10 } ?? false
                rgba += inBlock ? [255, 59, 48, 255] : y < 8 ? [249, 249, 249, 255] : [242, 242, 247, 255]
            }
        }
        return PNGImage(width: 40, height: 60, rgba: rgba)
    }

    /// The same pixels in other bytes: a text chunk after the header (after IHDR's 8 + 25 bytes).
    static func reencoded(_ image: PNGImage) -> [UInt8] {
        let bytes = image.encoded()
        let text = Array("Comment\0re-encoded".utf8)
        let chunk = [0, 0, 0, UInt8(text.count)] + Array("tEXt".utf8) + text + [0, 0, 0, 0]
        return Array(bytes[..<33]) + chunk + Array(bytes[33...])
    }

    /// base: same, pixels, changed, gone; shots: same, pixels (other bytes), changed (a 10×10 block), added.
    private func fourKinds() throws -> Workspace {
        let space = try Workspace()
        for name in ["same.png", "pixels.png", "changed.png", "gone.png"] { try space.write(Self.screen(), space.baselines, name) }
        try space.write(Self.screen(), space.shots, "same.png")
        try Data(Self.reencoded(Self.screen())).write(to: URL(fileURLWithPath: space.shots + "/pixels.png"))
        try space.write(Self.screen(block: (5, 20)), space.shots, "changed.png")
        try space.write(Self.screen(), space.shots, "added.png")
        return space
    }

    @Test func everyStatusIsFoundAndOnlyChangesFail() throws {
        let space = try fourKinds()
        let review = try FolderReview(baselines: space.baselines, shots: space.shots, report: space.report).run()
        #expect(review.shots.map { "\($0.file) \($0.status.rawValue) \($0.fails)" } == [
            "changed.png changed true", "added.png new true", "gone.png missing true", "pixels.png unchanged false", "same.png unchanged false",
        ])
        let changed = review.shots[0]
        #expect(changed.difference?.differingPixels == 100)
        #expect(changed.difference?.box == PixelDifference.Box(x: 5, y: 20, width: 10, height: 10))
        #expect(changed.baseline == "baseline/changed.png" && changed.actual == "actual/changed.png" && changed.diff == "diff/changed.png")
        #expect(space.files(space.report + "/diff") == ["changed.png"])
        #expect(space.files(space.report + "/baseline") == ["changed.png", "gone.png"])
        #expect(space.files(space.report + "/actual") == ["added.png", "changed.png"])
        // The diff picture: the block red, the rest a faded grey of the baseline.
        let diff = try PNGImage(decoding: space.bytes(space.report + "/diff/changed.png"))
        #expect(diff.pixel(x: 6, y: 21) == (255, 0, 0, 255) && diff.pixel(x: 30, y: 40).red > 200)
        #expect(review.summary == "1 changed (1 over the limit), 1 new, 1 missing, 2 unchanged; 3 fail")
        // Nothing was written into the baselines.
        #expect(space.files(space.baselines) == ["changed.png", "gone.png", "pixels.png", "same.png"])
        #expect(try space.bytes(space.baselines + "/changed.png") == Self.screen().encoded())
    }

    @Test func aDifferenceWithinTheAllowanceIsReportedButPasses() throws {
        for (pixels, ratio, fails) in [(100, 0.0, false), (99, 0.0, true), (0, 100.0 / 2400, false), (0, 99.0 / 2400, true), (50, 100.0 / 2400, false)] {
            let space = try fourKinds()
            var review = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
            review.options.maxDiffPixels = pixels
            review.options.maxDiffRatio = ratio
            let changed = try #require(try review.run().shots.first { $0.file == "changed.png" })
            #expect(changed.status == .changed && changed.fails == fails, "max \(pixels) pixels, ratio \(ratio)")
        }
    }

    @Test func updatesWriteOnlyWhatTheyAreAskedToAndPruneDeletes() throws {
        let cases: [(UpdateMode?, Bool, [String], [String])] = [
            (.missing, false, ["added.png"], ["changed.png", "gone.png"]),
            (.changed, false, ["added.png", "changed.png"], ["gone.png"]),
            (.all, true, ["added.png", "changed.png", "pixels.png", "same.png", "gone.png"], []),
            (nil, true, ["gone.png"], ["added.png", "changed.png"]),
        ]
        for (mode, prune, updated, failing) in cases {
            let space = try fourKinds()
            var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
            folder.update = mode
            folder.prune = prune
            let review = try folder.run()
            #expect(Set(review.shots.filter(\.updated).map(\.file)) == Set(updated), "\(String(describing: mode)) \(prune)")
            #expect(review.failures.map(\.file).sorted() == failing, "\(String(describing: mode)) \(prune)")
            for file in updated where file != "gone.png" {
                #expect(try space.bytes(space.baselines + "/" + file) == space.bytes(space.shots + "/" + file))
            }
            #expect(space.exists(space.baselines + "/gone.png") == !prune)
            // No temporary file is left beside the baselines.
            #expect(space.files(space.baselines).allSatisfy { !$0.hasPrefix(".") })
        }
    }

    @Test func anUpdateThatCannotWriteLeavesEveryBaselineWhole() throws {
        let space = try fourKinds()
        // A folder where the changed shot's baseline would go: the rename onto it fails.
        try FileManager.default.removeItem(atPath: space.baselines + "/changed.png")
        try FileManager.default.createDirectory(atPath: space.baselines + "/changed.png/inside", withIntermediateDirectories: true)
        try space.write(Self.screen(), space.shots, "zzz.png")
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        folder.update = .all
        #expect(throws: ReviewError.self) { try folder.run() }
        #expect(space.files(space.baselines).allSatisfy { !$0.hasPrefix(".") })
        #expect(try PNGImage(decoding: space.bytes(space.baselines + "/same.png")) == Self.screen())
    }

    @Test func aMissingBaselineFolderMakesEveryShotNew() throws {
        let space = try fourKinds()
        try FileManager.default.removeItem(atPath: space.baselines)
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        #expect(try folder.run().shots.allSatisfy { $0.status == .new && $0.fails })
        folder.update = .missing
        #expect(try folder.run().failures.isEmpty)
        #expect(space.files(space.baselines) == ["added.png", "changed.png", "pixels.png", "same.png"])
        #expect(try folder.run().shots.allSatisfy { $0.status == .unchanged })
    }

    @Test func aFileThatIsNoPNGIsAChangeThatSaysSo() throws {
        let space = try fourKinds()
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: space.shots + "/same.png"))
        let review = try FolderReview(baselines: space.baselines, shots: space.shots, report: space.report).run()
        let shot = try #require(review.shots.first { $0.file == "same.png" })
        #expect(shot.status == .changed && shot.fails && shot.problem == "the shot is not a PNG this program reads: not a PNG file")
    }

    @Test func labelsComeFromSnapshotsFileNames() {
        let labels = ShotLabels(fileName: Self.name)
        #expect(labels.screen == "inbox" && labels.state == "empty" && labels.variant == ["iphone-15", "light", "en"])
        #expect(labels.caseName == "empty · iphone-15 · light · en")
        #expect(ShotLabels(fileName: "logo.png") == ShotLabels(screen: "logo", state: nil, variant: []))
        #expect(ShotLabels(fileName: "a--b--ipad--dark--ar--AX5--landscape--webkit@3x.png").variant == ["ipad", "dark", "ar", "AX5", "landscape", "webkit"])
    }

    @Test func theReportFilesAreWrittenWithStableKeys() throws {
        let space = try fourKinds()
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        folder.approval = Review.Approval(all: "listpreview compare base shots --out report --update changed",
                                          one: "listpreview compare base shots --out report --update all --only FILE",
                                          deleteOne: "listpreview compare base shots --out report --prune --only FILE")
        let review = try folder.run()
        try review.write(to: space.report, junit: space.root + "/junit.xml")
        #expect(space.files(space.report) == ["actual", "baseline", "diff", "report.css", "report.html", "report.js", "report.json"])
        let json = try JSONParser.parse(space.bytes(space.report + "/report.json"))
        guard case let .object(summary)? = json["summary"] else { Issue.record("no summary"); return }
        #expect(summary.map(\.key) == ["changed", "new", "missing", "unchanged", "reused", "failed", "notInRun", "leftOut"])
        #expect(json["summary"]?["failed"] == .number(3))
        guard case let .object(first)? = json["shots"]?.arrayValue?.first else { Issue.record("no shots"); return }
        #expect(first.map(\.key) == ["file", "screen", "state", "variant", "status", "fails", "updated", "overLimit", "firstBaseline",
                                     "diffPixels", "diffRatio", "comparedPixels", "antialiasedPixels", "sizesDiffer", "box",
                                     "baseline", "actual", "diff", "problem"])
        #expect(json["shots"]?.arrayValue?.first?["box"] == .object([(key: "x", value: 5), (key: "y", value: 20), (key: "width", value: 10), (key: "height", value: 10)]))
        let html = String(decoding: try space.bytes(space.report + "/report.html"), as: UTF8.self)
        #expect(html.contains("<p>Approve every change and delete the 1 missing shot&#39;s baseline:</p>"))
        #expect(html.contains("listpreview compare base shots --out report --update all --only changed.png"))
        #expect(html.contains("listpreview compare base shots --out report --prune --only gone.png"))
        #expect(html.contains("src=\"diff/changed.png\"") && html.contains("100 of 2,400 pixels differ (4.17%), within 10×10 at (5, 20)."))
    }

    @Test func theJUnitFileEscapesWhatItQuotes() {
        #expect(XMLTree.escaped("a<b & \"c\" 'd'\n\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&#10;\u{FFFD}")
        let tree = XMLTree(name: "testcase", attributes: [("name", "<x>")], children: [], text: "1 < 2")
        #expect(String(decoding: tree.document(), as: UTF8.self) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testcase name=\"&lt;x&gt;\">1 &lt; 2</testcase>\n")
    }
}
