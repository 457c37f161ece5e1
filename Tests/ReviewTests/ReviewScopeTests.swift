import Foundation
import JSON
import PNG
@testable import Review
import Testing

/// A review of the folder a run wrote reviews that run: the shots its manifest lists (not an earlier
/// run's PNGs), and the baselines in its scope (not those of screens, states and variants it was
/// not asked for); and its counts say the same thing whether it found the changes or approved them.
@Suite struct ReviewScopeTests {
    typealias Workspace = FolderReviewTests.Workspace

    /// `snapshot`'s manifest of `files` (each a shot of `screen--state--iphone-15--light--en@2x.png`
    /// with `textSize` large), with `failed` files and a scope of `screens` (nil: all) and `states`.
    static func manifest(_ files: [String], failed: [String] = [], screens: [String]?, states: [String],
                         themes: [String] = ["light"]) -> [UInt8] {
        let strings = { (values: [String]) in JSONValue.array(values.map(JSONValue.string)) }
        let label = { (values: JSONValue) in JSONValue.object([(key: "values", value: values), (key: "optional", value: .bool(false))]) }
        return JSONWriter.encode(.object([
            (key: "generator", value: "listpreview test"),
            (key: "shots", value: .array(files.map { .object([(key: "file", value: .string($0)), (key: "textSize", value: "large")]) })),
            (key: "failures", value: .array(failed.map { .object([(key: "file", value: .string($0)), (key: "error", value: "it broke")]) })),
            (key: "scope", value: .object([
                (key: "screens", value: screens.map(strings) ?? .null),
                (key: "labels", value: .array([label(strings(states)), label(strings(["iphone-15"])), label(strings(themes)), label(strings(["en"]))])),
                (key: "unnamed", value: .object([(key: "textSize", value: "large")])),
                (key: "ending", value: "@2x.png"),
            ])),
        ]), pretty: true)
    }

    static func name(_ screen: String, _ state: String, theme: String = "light") -> String {
        "\(screen)--\(state)--iphone-15--\(theme)--en@2x.png"
    }

    /// Baselines of messages and inbox, empty and data, light, and inbox empty dark.
    private func baselines(_ space: Workspace) throws {
        for screen in ["messages", "inbox"] {
            for state in ["empty", "data"] { try space.write(FolderReviewTests.screen(), space.baselines, Self.name(screen, state)) }
        }
        try space.write(FolderReviewTests.screen(), space.baselines, Self.name("inbox", "empty", theme: "dark"))
    }

    @Test func aNarrowedRunNeitherMissesNorPrunesTheBaselinesItWasNotAskedFor() throws {
        let space = try Workspace()
        try baselines(space)
        try space.write(FolderReviewTests.screen(block: (5, 20)), space.shots, Self.name("messages", "empty"))
        try Data(Self.manifest([Self.name("messages", "empty")], screens: ["messages"], states: ["empty"]))
            .write(to: URL(fileURLWithPath: space.shots + "/manifest.json"))
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        folder.update = .changed
        folder.prune = true
        let review = try folder.run()
        #expect(review.shots.map { "\($0.file) \($0.status.rawValue) \($0.updated)" } == ["messages--empty--iphone-15--light--en@2x.png changed true"])
        #expect(review.notInRun == 4)
        #expect(review.summary == "1 changed (1 over the limit), 0 new, 0 missing, 0 unchanged, 4 not in this run; 1 written; nothing fails")
        #expect(review.notes == ["4 baselines outside this run's screens, states and variants were left alone: not in this run, neither missing nor pruned"])
        // The manifest is the baselines' too (``Baselines``): the written shot's entry, from the run's.
        #expect(space.files(space.baselines) == [Self.name("inbox", "data"), Self.name("inbox", "empty", theme: "dark"), Self.name("inbox", "empty"),
                                                 "manifest.json", Self.name("messages", "data"), Self.name("messages", "empty")])
        #expect(Baselines(folder: space.baselines).manifest?.files == [Self.name("messages", "empty")])
    }

    @Test func aBaselineInTheRunsScopeThatItDidNotProduceIsMissing() throws {
        let space = try Workspace()
        try baselines(space)
        // Every screen, light, empty and data: a screen gone from the fixtures (messages) is missing;
        // inbox's dark baseline is another run's; a shot that failed is neither reviewed nor missing.
        for state in ["empty", "data"] { try space.write(FolderReviewTests.screen(), space.shots, Self.name("inbox", state)) }
        try Data(Self.manifest([Self.name("inbox", "empty")], failed: [Self.name("inbox", "data")], screens: nil, states: ["empty", "data"]))
            .write(to: URL(fileURLWithPath: space.shots + "/manifest.json"))
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        folder.prune = true
        let review = try folder.run()
        #expect(review.shots.map { "\($0.file) \($0.status.rawValue) \($0.updated)" } == [
            "messages--data--iphone-15--light--en@2x.png missing true", "messages--empty--iphone-15--light--en@2x.png missing true",
            "inbox--empty--iphone-15--light--en@2x.png unchanged false",
        ])
        #expect(review.notInRun == 1)
        #expect(space.files(space.baselines) == [Self.name("inbox", "data"), Self.name("inbox", "empty", theme: "dark"), Self.name("inbox", "empty"),
                                                 "manifest.json"])
    }

    @Test func pngsAnEarlierRunLeftAreLeftOutAndSaidSo() throws {
        let space = try Workspace()
        try space.write(FolderReviewTests.screen(), space.baselines, Self.name("inbox", "empty"))
        try space.write(FolderReviewTests.screen(), space.shots, Self.name("inbox", "empty"))
        for language in ["zh-Hans", "zh-Hant"] { try space.write(FolderReviewTests.screen(), space.shots, "inbox--empty--iphone-15--light--\(language)@2x.png") }
        try Data(Self.manifest([Self.name("inbox", "empty")], screens: nil, states: ["empty"])).write(to: URL(fileURLWithPath: space.shots + "/manifest.json"))
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        folder.update = .changed
        let review = try folder.run()
        #expect(review.shots.map(\.file) == [Self.name("inbox", "empty")])
        #expect(review.leftOut == 2)
        #expect(review.notes == ["2 earlier files in \(space.shots) not from this run were left out"])
        #expect(space.files(space.baselines) == [Self.name("inbox", "empty")])
        let json = try JSONParser.parse(review.json())
        #expect(json["summary"]?["leftOut"] == .number(2) && json["summary"]?["notInRun"] == .number(0))
        #expect(String(decoding: review.page(), as: UTF8.self).contains("2 earlier files in \(space.shots) not from this run were left out."))
    }

    @Test func theScopeReadsEachLabelOfANameAndWhatTheManifestSaysOfTheRest() throws {
        let scope = ShotScope(screens: ["inbox"], labels: [.init(["empty"]), .init(["iphone-15"]), .init(["light", "dark"]), .init(nil),
                                                          .init(["portrait", "landscape"]), .init(["voiceover"], optional: true)],
                              unnamed: ["textSize": "large"], ending: "@2x.png")
        #expect(scope.contains("inbox--empty--iphone-15--dark--ar--landscape@2x.png"))
        #expect(scope.contains("inbox--empty--iphone-15--dark--ar--landscape--voiceover@2x.png"))
        #expect(scope.contains("inbox--empty--iphone-15--dark--ar--landscape@2x.png", entry: ["textSize": "large"]))
        #expect(!scope.contains("inbox--empty--iphone-15--dark--ar--landscape@2x.png", entry: ["textSize": "AX5"]))
        // Another screen, state, scale, or a name without the orientation the run names: another run's.
        #expect(!scope.contains("orders--empty--iphone-15--dark--ar--landscape@2x.png"))
        #expect(!scope.contains("inbox--data--iphone-15--dark--ar--landscape@2x.png"))
        #expect(!scope.contains("inbox--empty--iphone-15--dark--ar--landscape@3x.png"))
        #expect(!scope.contains("inbox--empty--iphone-15--dark--ar@2x.png"))
        #expect(!scope.contains("inbox--empty--iphone-15--dark--ar--landscape--webkit@2x.png"))
        let one = ShotScope(screens: nil, labels: [.init(nil)], ending: ".png")
        #expect(one.contains("gone--empty.png") && !one.contains("gone--empty@2x.png") && !one.contains("gone--empty--dark.png"))
        let recorded = ShotScope(json: try JSONParser.parse(Self.manifest([], screens: ["a"], states: ["empty"]))["scope"])
        #expect(recorded == ShotScope(screens: ["a"], labels: [.init(["empty"]), .init(["iphone-15"]), .init(["light"]), .init(["en"])],
                                      unnamed: ["textSize": "large"], ending: "@2x.png"))
        #expect(ShotScope(json: nil) == nil)
    }

    @Test func anApprovedChangeIsStillCountedOverTheLimitAndAReusedShotIsUnchanged() throws {
        let space = try Workspace()
        for name in ["a.png", "b.png", "c.png"] { try space.write(FolderReviewTests.screen(), space.baselines, name) }
        try space.write(FolderReviewTests.screen(block: (5, 20)), space.shots, "a.png")
        for name in ["b.png", "c.png"] { try space.write(FolderReviewTests.screen(), space.shots, name) }
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        #expect(try folder.run().summary == "1 changed (1 over the limit), 0 new, 0 missing, 2 unchanged; 1 fails")
        folder.reused = ["b.png"]
        #expect(try folder.run().summary == "1 changed (1 over the limit), 0 new, 0 missing, 2 unchanged (1 reused); 1 fails")
        folder.update = .changed
        #expect(try folder.run().summary == "1 changed (1 over the limit), 0 new, 0 missing, 2 unchanged (1 reused); 1 written; nothing fails")
        folder.reused = ["a.png", "b.png", "c.png"]
        folder.update = nil
        let rerun = try folder.run()
        #expect(rerun.summary == "0 changed, 0 new, 0 missing, 3 unchanged (reused); nothing fails")
        let html = String(decoding: rerun.page(), as: UTF8.self)
        #expect(html.contains("<strong>3</strong> unchanged (reused)</li>") && html.contains("<summary>3 unchanged (reused)</summary>"))
    }

    @Test func aFirstRunsCardsSayThereWereNoBaselinesYet() throws {
        let space = try Workspace()
        try space.write(FolderReviewTests.screen(), space.shots, Self.name("inbox", "empty"))
        let first = try FolderReview(baselines: space.root + "/none", shots: space.shots, report: space.report).run()
        let page = String(decoding: first.page(), as: UTF8.self)
        #expect(page.contains("No baseline yet: a first run, with no baselines to compare with; --update missing records it."))
        #expect(!page.contains("added since the baselines were made"))
        try space.write(FolderReviewTests.screen(), space.baselines, Self.name("inbox", "data"))
        let later = String(decoding: try FolderReview(baselines: space.baselines, shots: space.shots, report: space.report).run().page(), as: UTF8.self)
        #expect(later.contains("No baseline yet: a screen, state or variant added since the baselines were made."))
    }
}
