import Foundation
import JSON
import PNG
import TestSupport
import Testing

/// `snapshot --voiceover`: each shot also in the VoiceOver view, the legend photographed beside the
/// device and named apart, so one baseline folder holds both — with the real program and Chromium.
@Suite(.serialized) struct VoiceOverSnapshotTests {
    private let root = temporaryPath("voiceover")
    private let plain = "inbox--empty--iphone-15--light--en--ios18@2x.png"
    private let voiceOver = "inbox--empty--iphone-15--light--en--ios18--voiceover@2x.png"

    private func snapshot(out: String, _ extra: [String]) throws -> Program.Outcome {
        try Program.run(["snapshot", "--os", "18", "--fixtures", Repository.root + "/Examples/screens.json", "--screens", "inbox", "--states", "empty",
                         "--out", root + "/" + out, "--quiet"] + extra)
    }

    private func image(_ path: String) throws -> PNGImage {
        try PNGImage(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))))
    }

    @Test func theLegendIsPhotographedBesideTheDeviceAndReviewedApart() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let recorded = try snapshot(out: "one", ["--voiceover", "--baseline", root + "/base", "--update", "missing"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root + "/one").filter { $0.hasSuffix(".png") }) == [plain, voiceOver])

        // iPhone 15 is 393 × 852; the legend's column adds 336 px, all at @2x.
        let device = try image("one/" + plain), view = try image("one/" + voiceOver)
        #expect(device.width == 393 * 2 && device.height == 852 * 2)
        #expect(view.width == (393 + 336) * 2 && view.height == 852 * 2)
        // The device's own pixels differ too: its elements are numbered.
        #expect(pixels(view, columns: 0..<device.width) != device.rgba)
        // The legend's column, past the 16 px gap, holds the legend: its panel and its text, not one colour.
        let legend = pixels(view, columns: (393 + 16) * 2..<view.width, rows: 0..<200)
        var colours: Set<ArraySlice<UInt8>> = []
        for start in stride(from: 0, to: legend.count, by: 4) { colours.insert(legend[start..<start + 4]) }
        #expect(colours.count > 8, "the legend is drawn")

        let manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/one/manifest.json"))))
        guard case let .array(shots)? = manifest["shots"] else { Issue.record("no shots"); return }
        let entry = shots.first { $0["file"]?.stringValue == voiceOver }
        #expect(entry?["a11y"]?.stringValue == "voiceover")
        #expect(entry?["url"]?.stringValue == "/screens/inbox?state=empty&os=18&device=iphone-15&theme=light&lang=en&motion=off&a11y=voiceover&embed=1")
        #expect(entry?["width"] == .number(Double(view.width)))

        // Both are baselines, each with its own inputs: the next run finds them both and takes neither again.
        let baselines = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/base/manifest.json"))))
        guard case let .array(recordedShots)? = baselines["shots"] else { Issue.record("no baselines"); return }
        #expect(Set(recordedShots.compactMap { $0["file"]?.stringValue }) == [plain, voiceOver])
        #expect(Set(recordedShots.compactMap { $0["inputHash"]?.stringValue }).count == 2)
        let rerun = try snapshot(out: "two", ["--voiceover", "--baseline", root + "/base"])
        #expect(rerun.status == 0, "\(rerun.stdout)\(rerun.stderr)")
        #expect(rerun.stdout.contains("0 changed, 0 new, 0 missing, 2 unchanged (reused); nothing fails"), "\(rerun.stdout)")
    }

    /// `build` draws no VoiceOver pages, so it refuses the option as it refuses any it does not take.
    @Test func buildRefusesIt() throws {
        let build = try Program.run(["build", "--out", root + "/site", "--voiceover"])
        #expect(build.status == 64)
        #expect(build.stderr.contains("--voiceover"), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/site"))
    }

    /// The RGBA bytes of `columns` (and `rows`, else all) of `image`, row by row.
    private func pixels(_ image: PNGImage, columns: Range<Int>, rows: Range<Int>? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        for row in rows ?? 0..<image.height {
            let start: Int = (row * image.width + columns.lowerBound) * 4
            let end: Int = (row * image.width + columns.upperBound) * 4
            bytes += image.rgba[start..<end]
        }
        return bytes
    }
}
