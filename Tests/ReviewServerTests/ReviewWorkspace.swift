import Foundation
import JSON
import PNG
import Review
import TestSupport

/// A review to serve, in folders of its own under the system's temporary one (removed afterwards):
/// baselines and shots as `snapshot --baseline` leaves them — a manifest beside each, the report
/// written into the shots' folder — with one change made on three variants (one group), one on
/// another screen, a new shot, a missing one and an unchanged one.
final class ReviewWorkspace {
    let root = temporaryPath("review-server")
    var baselines: String { root + "/baselines" }
    var shots: String { root + "/shots" }

    /// The same change (a 10×10 block at 5, 20) on three variants of one screen.
    static let grouped = ["inbox--empty--ipad--light--en@2x.png", "inbox--empty--iphone-15--dark--en@2x.png",
                          "inbox--empty--iphone-15--light--en@2x.png"]
    /// Another change: the block elsewhere.
    static let single = "settings--data--iphone-15--light--en@2x.png"
    static let added = "added--data--iphone-15--light--en@2x.png"
    static let gone = "gone--data--iphone-15--light--en@2x.png"
    static let same = "same--data--iphone-15--light--en@2x.png"

    init() throws {
        for folder in [baselines, shots] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for name in Self.grouped + [Self.single, Self.gone, Self.same] { try write(Self.screen(), baselines, name) }
        for name in Self.grouped { try write(Self.screen(block: (5, 20)), shots, name) }
        try write(Self.screen(block: (20, 40)), shots, Self.single)
        try write(Self.screen(block: (0, 0)), shots, Self.added)
        try write(Self.screen(), shots, Self.same)
        try manifest(baselines, Self.grouped + [Self.single, Self.gone, Self.same], hash: "old")
        try manifest(shots, Self.grouped + [Self.single, Self.added, Self.same], hash: "new")
        try rerun()
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Reviews the shots again, as a rerun of `snapshot --baseline` does, and writes the report.
    @discardableResult
    func rerun(_ options: ReviewOptions = ReviewOptions()) throws -> Review {
        var folder = FolderReview(baselines: baselines, shots: shots, report: shots)
        folder.options = options
        let review = try folder.run()
        try review.write(to: shots, junit: root + "/junit.xml")
        return review
    }

    /// A grey 40×60 screen, with a red 10×10 block at `block` when given.
    static func screen(block: (x: Int, y: Int)? = nil) -> PNGImage {
        var rgba: [UInt8] = []
        for y in 0..<60 {
            for x in 0..<40 {
                let inBlock = block.map { x >= $0.x && x < $0.x + 10 && y >= $0.y && y < $0.y + 10 } ?? false
                rgba += inBlock ? [255, 59, 48, 255] : [242, 242, 247, 255]
            }
        }
        return PNGImage(width: 40, height: 60, rgba: rgba)
    }

    func write(_ image: PNGImage, _ folder: String, _ name: String) throws {
        try Data(image.encoded()).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    /// A `manifest.json` as `snapshot` writes it, each shot's input hash `hash` and its file name.
    private func manifest(_ folder: String, _ files: [String], hash: String) throws {
        let shots = files.sorted().map { JSONValue.object([(key: "file", value: .string($0)), (key: "inputHash", value: .string(hash + " " + $0))]) }
        let document = JSONValue.object([(key: "generator", value: .string("listpreview test")), (key: "shots", value: .array(shots))])
        try Data(JSONWriter.encode(document, pretty: true)).write(to: URL(fileURLWithPath: folder + "/manifest.json"))
    }

    func bytes(_ path: String) -> [UInt8]? { (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// The input hashes the baselines' manifest records, by file.
    func baselineHashes() -> [String: String] {
        guard let bytes = bytes(baselines + "/manifest.json"), let document = try? JSONParser.parse(bytes) else { return [:] }
        var hashes: [String: String] = [:]
        for shot in document["shots"]?.arrayValue ?? [] {
            if let file = shot["file"]?.stringValue { hashes[file] = shot["inputHash"]?.stringValue }
        }
        return hashes
    }

    /// `review.json`'s decisions: file → (decision, reviewer).
    func decisions() -> [String: (String, String)] {
        ReviewDecisions(folder: shots).byFile.mapValues { ($0.verdict.rawValue, $0.reviewer) }
    }
}
