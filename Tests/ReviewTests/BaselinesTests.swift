import Foundation
import FileSystem
import JSON
@testable import Review
import TestSupport
import Testing

/// The baselines' folder and its manifest, in real folders: what a later run reads to reuse shots,
/// what says the baselines were made otherwise, and the one writer of both.
@Suite struct BaselinesTests {
    private let root: String

    init() throws {
        root = try temporaryDirectory("baselines")
    }

    private func manifest(_ folder: String, _ shots: [(file: String, engine: String, scale: Int, hash: String)]) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        let document = JSONValue.object([
            (key: "generator", value: .string("listpreview test")),
            (key: "shots", value: .array(shots.map { shot in
                .object([(key: "file", value: .string(shot.file)), (key: "engine", value: .string(shot.engine)),
                         (key: "scale", value: .number(Double(shot.scale))), (key: "inputHash", value: .string(shot.hash))])
            })),
        ])
        try Data(JSONWriter.encode(document, pretty: true)).write(to: URL(fileURLWithPath: root + "/" + folder + "/manifest.json"))
    }

    private func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }

    private func text(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: root + "/" + path))).map { String(decoding: $0, as: UTF8.self) }
    }

    private func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).sorted()
    }

    @Test func anotherEngineVersionIsSaidOnceAndUpdatesKeepTheManifest() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try manifest("base", [("a.png", "Chromium 120.0", 2, "h1"), ("b.png", "Chromium 120.0", 2, "h2"), ("gone.png", "Chromium 120.0", 2, "h3")])
        try manifest("shots", [("a.png", "Chromium 131.0", 2, "h1x"), ("b.png", "Chromium 131.0", 2, "h2"), ("c.png", "Chromium 131.0", 2, "h4")])
        for name in ["a.png", "c.png"] { try write("new " + name, "shots/" + name) }
        let base = Baselines(folder: root + "/base")
        #expect(base.inputHashes == ["a.png": "h1", "b.png": "h2", "gone.png": "h3"])
        #expect(Baselines(folder: root + "/nowhere").inputHashes.isEmpty)
        #expect(base.provenanceNote(shots: root + "/shots", files: ["a.png", "b.png"])
            == "the baselines were made with Chromium 120.0 @2x; these shots with Chromium 131.0 @2x")
        #expect(base.provenanceNote(shots: root + "/base", files: ["a.png"]) == nil)
        let outcome = base.apply([.accept("a.png", from: root + "/shots/a.png"), .accept("c.png", from: root + "/shots/c.png"), .remove("gone.png")],
                                 describedBy: ShotsManifest(folder: root + "/shots"))
        #expect(outcome.made == 3 && outcome.failed == nil && outcome.manifestError == nil)
        #expect(base.inputHashes == ["a.png": "h1x", "b.png": "h2", "c.png": "h4"])
        #expect(files("base") == ["a.png", "c.png", "manifest.json"], "written whole, nothing left at a temporary name")
        #expect(text("base/c.png") == "new c.png")
    }

    @Test func aChangeThatFailsStopsTheRestAndTheManifestSaysWhatWasMade() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try manifest("base", [("a.png", "Chromium 120.0", 2, "h1"), ("b.png", "Chromium 120.0", 2, "h2"), ("gone.png", "Chromium 120.0", 2, "h3")])
        try manifest("shots", [("a.png", "Chromium 131.0", 2, "h1x"), ("b.png", "Chromium 131.0", 2, "h2x")])
        for name in ["a.png", "b.png", "gone.png"] { try write("old " + name, "base/" + name) }
        try write("new a.png", "shots/a.png")
        let base = Baselines(folder: root + "/base")
        let outcome = base.apply([.accept("a.png", from: root + "/shots/a.png"), .accept("b.png", from: root + "/shots/b.png"), .remove("gone.png")],
                                 describedBy: ShotsManifest(folder: root + "/shots"))
        #expect(outcome.made == 1 && outcome.manifestError == nil)
        #expect(outcome.failed?.change == .accept("b.png", from: root + "/shots/b.png"))
        #expect(outcome.failed?.error == FileError(.read, root + "/shots/b.png", .system(ENOENT)))
        #expect(text("base/a.png") == "new a.png" && text("base/b.png") == "old b.png" && text("base/gone.png") == "old gone.png")
        #expect(base.inputHashes == ["a.png": "h1x", "b.png": "h2", "gone.png": "h3"], "the change made is recorded, none after it")
    }

    @Test func foldersWithoutManifestsGetNoneAndNothingMadeWritesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/shots", withIntermediateDirectories: true)
        try write("new a.png", "shots/a.png")
        let base = Baselines(folder: root + "/base/nested")
        #expect(base.apply([.accept("a.png", from: root + "/shots/a.png")], describedBy: nil).made == 1)
        #expect(files("base/nested") == ["a.png"], "compare of two plain folders: the folder made, no manifest")
        try manifest("shots", [("a.png", "Chromium 131.0", 2, "h1x")])
        #expect(base.apply([], describedBy: ShotsManifest(folder: root + "/shots")).made == 0)
        #expect(files("base/nested") == ["a.png"])
        #expect(base.apply([.remove("a.png")], describedBy: ShotsManifest(folder: root + "/shots")).made == 1)
        #expect(files("base/nested") == ["manifest.json"])
        #expect(text("base/nested/manifest.json") == "{\n  \"generator\": \"listpreview test\",\n  \"shots\": []\n}\n")
    }
}
