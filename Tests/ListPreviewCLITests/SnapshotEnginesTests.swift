import Foundation
import Glibc
import JSON
import PNG
import TestSupport
import Testing

/// `listpreview snapshot --browser webkit|firefox`, tested as Chromium's is: sizes, names, the
/// manifest, reruns, `--compare` across engines, and a missing engine.
@Suite(.serialized) struct SnapshotEnginesTests {
    private let examples = Repository.root + "/Examples/screens.json"
    /// At one device pixel a CSS px: what an engine decides is the same at @2x (Chromium's @2x
    /// and @3x are tested in SnapshotCommandTests), and a debug build's PNG encoder took most of
    /// this suite's 46 processor-seconds on the iPad's @2x pictures.
    private let plan = ["snapshot", "--os", "18", "--screens", "inbox", "--states", "empty,data", "--devices", "iphone-se,ipad", "--scale", "1", "--quiet"]

    private func shots(in directory: String) throws -> [JSONValue] {
        let manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/manifest.json"))))
        guard case let .array(shots)? = manifest["shots"] else { return [] }
        return shots
    }

    @Test(arguments: ["webkit", "firefox"])
    func eachEngineGivesExactSizesAndTheSameImagesAgain(engine: String) throws {
        let first = try temporaryDirectory("engines"), second = try temporaryDirectory("engines")
        defer { for directory in [first, second] { try? FileManager.default.removeItem(atPath: directory) } }
        let outcome = try Program.run(plan + ["--fixtures", examples, "--browser", engine, "--out", first])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let shots = try shots(in: first)
        #expect(shots.count == 4)
        for shot in shots {
            guard case let .string(file)? = shot["file"], case let .number(width)? = shot["width"], case let .number(height)? = shot["height"]
            else { Issue.record("no file in \(shot)"); continue }
            #expect(shot["browser"] == .string(engine))
            #expect(!file.contains(engine), "one engine: not in the name")
            let png = Array(try Data(contentsOf: URL(fileURLWithPath: first + "/" + file)))
            let size = try PNGImage.size(of: png)
            #expect(size.width == Int(width) && size.height == Int(height), "\(file) is \(size)")
            #expect([375, 820].contains(size.width), "\(file): iPhone SE or iPad at @1x")
        }
        // A rerun gives the same bytes. Before: WebKit's fading scroll indicator made two runs differ
        // by up to 6,088 pixels, and then, on a busy machine, its OpenGL painting the avatars' edges
        // by 40–130 (it paints on the processor now: WebKitDriver).
        let again = try Program.run(plan + ["--fixtures", examples, "--browser", engine, "--out", second, "--compare", first])
        #expect(again.status == 0, "\(again.stdout)")
        for file in try FileManager.default.contentsOfDirectory(atPath: first) where file.hasSuffix(".png") {
            #expect(FileManager.default.contents(atPath: first + "/" + file) == FileManager.default.contents(atPath: second + "/" + file),
                    "\(file) is not byte-identical on a rerun")
        }
    }

    @Test func twoEnginesAreNamedAndCompareAcrossDirectories() throws {
        let both = try temporaryDirectory("engines"), chromium = try temporaryDirectory("engines"), firefox = try temporaryDirectory("engines")
        defer { for directory in [both, chromium, firefox] { try? FileManager.default.removeItem(atPath: directory) } }
        let small = ["snapshot", "--os", "18", "--fixtures", examples, "--screens", "inbox", "--states", "empty", "--devices", "iphone-se", "--quiet"]
        let outcome = try Program.run(small + ["--browser", "chromium,firefox", "--out", both])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let files = try shots(in: both).compactMap { if case let .string(file)? = $0["file"] { file } else { nil } }
        #expect(files == ["inbox--empty--iphone-se--light--en--ios18--chromium@2x.png", "inbox--empty--iphone-se--light--en--ios18--firefox@2x.png"])

        #expect(try Program.run(small + ["--browser", "chromium", "--out", chromium]).status == 0)
        let compared = try Program.run(small + ["--browser", "firefox", "--out", firefox, "--compare", chromium])
        #expect(compared.status == 1, "the engines draw text differently")
        #expect(compared.stdout.contains("changed inbox--empty--iphone-se--light--en--ios18@2x.png: "))
    }

    @Test func aMissingEngineNamesItsPackageAndExits69() throws {
        let directory = try temporaryDirectory("engines")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        setenv("LISTPREVIEW_FIREFOX", "/no/such/firefox", 1)
        defer { unsetenv("LISTPREVIEW_FIREFOX") }
        let missing = try Program.run(plan + ["--fixtures", examples, "--browser", "firefox", "--out", directory])
        #expect(missing.status == 69)
        #expect(missing.stderr == "listpreview: Firefox not found or not runnable at /no/such/firefox; install it with `sudo apt-get install firefox-esr` (or run `make test`, which does)\n")
        let unknown = try Program.run(plan + ["--fixtures", examples, "--browser", "safari", "--out", directory])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("listpreview: invalid value “safari” for --browser: expected a comma-separated list of: chromium, webkit, firefox"))
    }
}
