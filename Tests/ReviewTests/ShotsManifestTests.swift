import JSON
@testable import Review
import Testing

/// `manifest.json`, read and written by its one type: the bytes `snapshot` writes come back the
/// same, what it does not know is kept, and the shares of a run join into one.
@Suite struct ShotsManifestTests {
    /// An entry as `snapshot` writes it, every member in its order.
    private static func entry(_ file: String, hash: String = "h") -> JSONValue {
        .object([
            (key: "file", value: .string(file)), (key: "screen", value: "inbox"), (key: "state", value: "empty"),
            (key: "device", value: "iphone-15"), (key: "theme", value: "light"), (key: "language", value: "en"),
            (key: "textSize", value: "large"), (key: "orientation", value: "portrait"), (key: "scroll", value: "top"),
            (key: "search", value: "off"), (key: "os", value: "26"), (key: "contrast", value: "normal"),
            (key: "transparency", value: "normal"), (key: "a11y", value: "off"), (key: "browser", value: "chromium"),
            (key: "engine", value: "Chromium 156.0.8078.114"), (key: "scale", value: 2), (key: "inputHash", value: .string(hash)),
            (key: "width", value: 786), (key: "height", value: 1704), (key: "url", value: "/screens/inbox?state=empty&embed=1"),
        ])
    }

    private static func document(shots: [JSONValue], failures: [JSONValue], shard: String? = nil) -> JSONValue {
        .object([
            (key: "generator", value: "listpreview 1.0"), (key: "scale", value: 2), (key: "shots", value: .array(shots)),
            (key: "failures", value: .array(failures)),
            (key: "scope", value: .object([(key: "screens", value: .null), (key: "ending", value: "@2x.png")]
                + (shard.map { [(key: "shard", value: .string($0))] } ?? []))),
        ])
    }

    @Test func aSnapshotsManifestComesBackByteForByte() throws {
        let failure = JSONValue.object([(key: "file", value: "b.png"), (key: "url", value: "/screens/b"), (key: "error", value: "timed out")])
        let bytes = JSONWriter.encode(Self.document(shots: [Self.entry("a.png")], failures: [failure]), pretty: true)
        let manifest = try #require(ShotsManifest(bytes: bytes))
        #expect(manifest.encoded() == bytes)
        #expect(manifest.files == ["a.png"] && manifest.failed == ["b.png"] && manifest.scale == 2)
        #expect(manifest.shots[0].fields.first { $0.key == "textSize" }?.value == "large" && manifest.shots[0].inputHash == "h" && manifest.shots[0].width == 786)
        #expect(manifest.shots[0].texts["a11y"] == "off" && manifest.shots[0].texts["scale"] == nil)
    }

    @Test func whatItDoesNotKnowIsKeptAndAnEntryWithoutItsFileIsNot() throws {
        let entry = JSONValue.object([(key: "file", value: "a.png"), (key: "inputHash", value: "h"), (key: "newKey", value: "x"),
                                      (key: "scale", value: .number(1.5))])
        let bytes = JSONWriter.encode(.object([(key: "generator", value: "listpreview 9"),
                                               (key: "shots", value: .array([entry, .object([(key: "screen", value: "nameless")])])),
                                               (key: "extra", value: true)]), pretty: true)
        let manifest = try #require(ShotsManifest(bytes: bytes))
        #expect(manifest.files == ["a.png"] && manifest.failures == nil && manifest.scope == nil)
        #expect(manifest.shots[0].texts["newKey"] == "x" && manifest.shots[0].scale == nil)
        let again = try JSONParser.parse(manifest.encoded())
        // Its texts (what a shot shows, as `snapshot` names it) come first, then what this program reads, then the rest.
        let rewritten = JSONValue.object([(key: "file", value: "a.png"), (key: "newKey", value: "x"), (key: "inputHash", value: "h"),
                                          (key: "scale", value: .number(1.5))])
        #expect(again == .object([(key: "generator", value: "listpreview 9"), (key: "shots", value: .array([rewritten])), (key: "extra", value: true)]))
        #expect(ShotsManifest(bytes: Array(#"{"generator": "x"}"#.utf8)) == nil, "no shots list: no manifest")
        #expect(ShotsManifest(bytes: Array("[]".utf8)) == nil)
    }

    @Test func sharesJoinIntoOneRunWithoutTheirShare() throws {
        let shares = [("2/2", ["c.png", "a.png"], ["z.png"]), ("1/2", ["b.png"], [])].map { shard, files, failed in
            ShotsManifest(bytes: JSONWriter.encode(Self.document(shots: files.map { Self.entry($0) },
                                                                 failures: failed.map { .object([(key: "file", value: .string($0))]) }, shard: shard)))!
        }
        let joined = try #require(ShotsManifest.joined(shares))
        #expect(joined.files == ["a.png", "b.png", "c.png"] && joined.failed == ["z.png"])
        #expect(joined.scope == .object([(key: "screens", value: .null), (key: "ending", value: "@2x.png")]))
        #expect(ShotsManifest.joined([]) == nil)
    }
}
