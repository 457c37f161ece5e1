import Foundation
import JSON
import Sharding
import TestSupport
import Testing

/// `snapshot --shard I/N` on three "machines" and `merge-reports` joining them, against one run of
/// the same shots, with the real program and Chromium: the same statuses, files, report and JUnit
/// test cases; and shares that do not move when a screen is added.
@Suite(.serialized) struct ShardedSnapshotTests {
    private let root = temporaryPath("shard")

    private func snapshot(_ out: String, _ extra: [String] = []) throws -> Program.Outcome {
        try Program.run(["snapshot", "--fixtures", root + "/screens.json", "--states", "empty,data",
                         "--scale", "1", "--out", root + "/" + out, "--baseline", root + "/base", "--quiet"] + extra)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    private func manifestFiles(_ folder: String) throws -> [String] {
        let manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + folder + "/manifest.json"))))
        return (manifest["shots"]?.arrayValue ?? []).compactMap { $0["file"]?.stringValue }.sorted()
    }

    @Test func threeSharesMergedAreOneRun() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let original = try String(contentsOfFile: Repository.root + "/Examples/screens.json", encoding: .utf8)
        try original.write(toFile: root + "/screens.json", atomically: true, encoding: .utf8)
        #expect(try snapshot("recorded", ["--update", "missing"]).status == 0)
        // A baseline no shot produces (missing, in exactly one share), and an edited placeholder (changed).
        try FileManager.default.copyItem(atPath: root + "/base/inbox--data--iphone-15--light--en--ios26@2x.png".replacing("@2x", with: ""),
                                         toPath: root + "/base/gone--data--iphone-15--light--en--ios26.png")
        try original.replacingOccurrences(of: #""en": "No Messages""#, with: #""en": "Inbox Zero""#)
            .write(toFile: root + "/screens.json", atomically: true, encoding: .utf8)

        let whole = try snapshot("whole", ["--junit", root + "/whole/junit.xml"])
        #expect(whole.status == 1)
        var shares: [[String]] = []
        for index in 1...3 {
            let share = try snapshot("share\(index)", ["--shard", "\(index)/3"])
            #expect(share.status == 0 || share.status == 1, "\(share.stderr)")
            shares.append(try manifestFiles("share\(index)"))
        }
        // Each shot in exactly one share, all of them in some.
        let all = try manifestFiles("whole")
        #expect(shares.flatMap { $0 }.sorted() == all && Set(shares.flatMap { $0 }).count == all.count, "\(shares)")
        #expect(shares.allSatisfy { !$0.isEmpty }, "10 shots spread over three shares: \(shares)")

        let merged = try Program.run(["merge-reports", root + "/share1", root + "/share2", root + "/share3", "--out", root + "/merged",
                                      "--junit", root + "/merged/junit.xml"])
        #expect(merged.status == whole.status, "\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.contains("1 changed (1 over the limit), 0 new, 1 missing, 9 unchanged"), "\(merged.stdout)")
        // The same review, byte for byte; the same test cases (their messages name each report's folder).
        #expect(try text("merged/report.json") == text("whole/report.json"))
        #expect(try text("merged/junit.xml").replacing(root + "/merged", with: "R") == text("whole/junit.xml").replacing(root + "/whole", with: "R"))
        #expect(try manifestFiles("merged") == all)
        for picture in ["diff/inbox--empty--iphone-15--light--en--ios26.png", "baseline/gone--data--iphone-15--light--en--ios26.png"] {
            #expect(FileManager.default.fileExists(atPath: root + "/merged/" + picture), "\(picture)")
        }
        // The same share twice is refused.
        let twice = try Program.run(["merge-reports", root + "/share1", root + "/share1", "--out", root + "/twice"])
        #expect(twice.status != 0 && twice.stderr.contains("is in two of the reports"), "\(twice.stderr)")
    }

    /// A share is decided by the shot's name alone: adding names never moves another one.
    @Test func sharesDoNotMoveWhenShotsAreAdded() throws {
        let names = (0..<300).map { "screen\($0)--data--iphone-15--light--en--ios26@2x.png" }
        let shares = names.map { Shard.share(of: $0, among: 4) }
        #expect(Set(shares) == [1, 2, 3, 4] && shares.allSatisfy { (1...4).contains($0) })
        #expect(names.map { Shard.share(of: $0, among: 4) } == shares)
        #expect(Dictionary(grouping: shares) { $0 }.values.allSatisfy { $0.count > 50 }, "roughly even")
        #expect(Shard("2/3") == Shard(index: 2, count: 3) && Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil)
    }
}
