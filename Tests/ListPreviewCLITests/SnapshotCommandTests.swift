import Foundation
import JSON
import ListPreview
import PNG
import Screens
import Snapshot
import Strings
import TestSupport
import Testing

/// `listpreview snapshot` over the example fixtures, with the real program and Chromium.
@Suite(.serialized) struct SnapshotCommandTests {
    private let examples = Repository.root + "/Examples/screens.json"

    private func run(_ arguments: [String]) throws -> Program.Outcome {
        try Program.run(arguments)
    }

    @Test func photographsEveryCombinationDeterministically() throws {
        let first = try temporaryDirectory("snap"), second = try temporaryDirectory("snap")
        defer { for directory in [first, second] { try? FileManager.default.removeItem(atPath: directory) } }
        let plan = ["snapshot", "--os", "18", "--fixtures", examples, "--screens", "inbox,photos", "--states", "empty,network",
                    "--devices", "iphone-se,iphone-15", "--themes", "light,dark", "--langs", "en", "--scale", "1", "--quiet"]
        let outcome = try run(plan + ["--out", first])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)

        var expected: [String] = []
        for screen in ["inbox", "photos"] {
            for state in ["empty", "network"] {
                for device in ["iphone-se", "iphone-15"] {
                    for theme in ["light", "dark"] { expected.append("\(screen)--\(state)--\(device)--\(theme)--en--ios18.png") }
                }
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
        #expect(files == (expected + ["index.html", "manifest.json"]).sorted())
        for file in expected {
            let size = try PNGImage.size(of: Array(try Data(contentsOf: URL(fileURLWithPath: first + "/" + file))))
            #expect(size == (file.contains("iphone-se") ? (375, 667) : (393, 852)), "\(file)")
        }

        let manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: first + "/manifest.json"))))
        guard case let .array(shots)? = manifest["shots"] else { Issue.record("no shots"); return }
        #expect(shots.count == 16)
        // What made each shot: the engine with its version, and the hash of its inputs.
        let engine = shots[0]["engine"]?.stringValue ?? ""
        let inputHash = shots[0]["inputHash"]?.stringValue ?? ""
        #expect(engine.hasPrefix("Chromium ") && engine.count > "Chromium ".count, "\(engine)")
        #expect(inputHash.count == 64 && inputHash.allSatisfy(\.isHexDigit), "\(inputHash)")
        #expect(Set(shots.compactMap { $0["inputHash"]?.stringValue }).count == 16)
        #expect(shots[0] == .object([
            (key: "file", value: .string("inbox--empty--iphone-se--light--en--ios18.png")), (key: "screen", value: .string("inbox")),
            (key: "state", value: .string("empty")), (key: "device", value: .string("iphone-se")), (key: "theme", value: .string("light")),
            (key: "language", value: .string("en")), (key: "textSize", value: .string("large")),
            (key: "orientation", value: .string("portrait")), (key: "scroll", value: .string("top")), (key: "search", value: .string("inactive")),
            (key: "os", value: .string("18")), (key: "contrast", value: .string("normal")), (key: "transparency", value: .string("normal")), (key: "a11y", value: .string("off")), (key: "browser", value: .string("chromium")),
            (key: "engine", value: .string(engine)), (key: "scale", value: .number(1)), (key: "inputHash", value: .string(inputHash)),
            (key: "width", value: .number(375)), (key: "height", value: .number(667)),
            (key: "url", value: .string("/screens/inbox?state=empty&device=iphone-se&theme=light&lang=en&motion=off&os=18&embed=1")),
        ]))
        #expect(manifest["failures"] == .array([]))
        let sheet = try String(contentsOfFile: first + "/index.html", encoding: .utf8)
        for file in expected { #expect(sheet.contains(#"<img src="\#(file)""#)) }
        // Each shot captioned in words, the page it was taken from only as its link's title; no word of a server.
        #expect(sheet.contains(#"<p>16 screenshots; each opens its PNG, and manifest.json describes them.</p>"#))
        #expect(sheet.contains(#"<li><figure><a href="inbox--network--iphone-15--dark--en--ios18.png" "#
            + #"title="/screens/inbox?state=network&amp;device=iphone-15&amp;theme=dark&amp;lang=en&amp;motion=off&amp;os=18&amp;embed=1">"#
            + #"<img src="inbox--network--iphone-15--dark--en--ios18.png" alt="inbox network iphone-15 dark en ios18" loading="lazy" width="393" height="852"></a>"#
            + #"<figcaption><strong>inbox · Network error</strong><br><span class="lp-shot-variant">iPhone 15 · dark · en · iOS 18</span></figcaption></figure></li>"#))
        #expect(!sheet.contains("server") && !sheet.contains("<code"))

        // Same input, same bytes: a second run compares clean.
        let again = try run(plan + ["--out", second, "--compare", first])
        #expect(again.status == 0)
        #expect(again.stdout == "0 changed, 0 new, 0 missing, 16 unchanged\n")
        for file in expected {
            #expect(try Data(contentsOf: URL(fileURLWithPath: first + "/" + file)) == Data(contentsOf: URL(fileURLWithPath: second + "/" + file)))
        }

        // A changed image is reported with its pixel difference, and the run exits 1.
        let changed = "inbox--empty--iphone-15--light--en--ios18.png"
        try FileManager.default.removeItem(atPath: first + "/" + changed)
        try FileManager.default.copyItem(atPath: first + "/inbox--network--iphone-15--light--en--ios18.png", toPath: first + "/" + changed)
        let compared = try run(plan + ["--out", second, "--compare", first])
        #expect(compared.status == 1)
        #expect(compared.stdout.hasPrefix("changed \(changed): "))
        #expect(compared.stdout.hasSuffix("1 changed, 0 new, 0 missing, 15 unchanged\n"))
    }

    @Test func scaleMultipliesThePixels() throws {
        let directory = try temporaryDirectory("snap")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try run(["snapshot", "--os", "18", "--out", directory, "--fixtures", examples, "--screens", "settings", "--states", "data",
                               "--devices", "iphone-15-pro-max", "--langs", "zh-Hant", "--scale", "3", "--quiet"])
        #expect(outcome.status == 0)
        let file = directory + "/settings--data--iphone-15-pro-max--light--zh-Hant--ios18@3x.png"
        let image = try PNGImage(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(image.width == 430 * 3 && image.height == 932 * 3)
    }

    @Test func textSizesAndOrientationsAreNamedAndSized() throws {
        let directory = try temporaryDirectory("snap")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try run(["snapshot", "--os", "18", "--out", directory, "--fixtures", examples, "--screens", "settings", "--states", "data",
                               "--text-sizes", "large,AX5", "--orientations", "all", "--scale", "1", "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        var images: [String: PNGImage] = [:]
        for size in ["large", "AX5"] {
            for orientation in ["portrait", "landscape"] {
                let file = "settings--data--iphone-15--light--en--\(size)--\(orientation)--ios18.png"
                let image = try PNGImage(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))))
                #expect(image.width == (orientation == "portrait" ? 393 : 852) && image.height == (orientation == "portrait" ? 852 : 393), "\(file)")
                images[size + orientation] = image
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.filter { $0.hasSuffix(".png") }.count == 4)
        if let landscape = images["AX5landscape"] { #expect(landscape.width > landscape.height) }
        // The size reaches the page: the same screen at AX5 is drawn differently.
        if let large = images["largeportrait"], let ax5 = images["AX5portrait"] { #expect(large.differingPixels(from: ax5) ?? 0 > 0) }

        let manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/manifest.json"))))
        guard case let .array(shots)? = manifest["shots"] else { Issue.record("no shots"); return }
        #expect(shots.count == 4)
        let engine: JSONValue = shots.last?["engine"] ?? .null, inputHash: JSONValue = shots.last?["inputHash"] ?? .null
        let expected: JSONValue = .object([
            (key: "file", value: .string("settings--data--iphone-15--light--en--AX5--landscape--ios18.png")), (key: "screen", value: .string("settings")),
            (key: "state", value: .string("data")), (key: "device", value: .string("iphone-15")), (key: "theme", value: .string("light")),
            (key: "language", value: .string("en")), (key: "textSize", value: .string("AX5")),
            (key: "orientation", value: .string("landscape")), (key: "scroll", value: .string("top")), (key: "search", value: .string("inactive")),
            (key: "os", value: .string("18")), (key: "contrast", value: .string("normal")), (key: "transparency", value: .string("normal")), (key: "a11y", value: .string("off")), (key: "browser", value: .string("chromium")),
            (key: "engine", value: engine), (key: "scale", value: .number(1)), (key: "inputHash", value: inputHash),
            (key: "width", value: .number(852)), (key: "height", value: .number(393)),
            (key: "url", value: .string("/screens/settings?state=data&device=iphone-15&theme=light&lang=en&motion=off&os=18&orientation=landscape&textSize=AX5&embed=1")),
        ])
        #expect(shots.last == expected)
    }

    /// `--scrolls all`: each shot at the top and scrolled, named so, drawn differently (the large
    /// title collapsed, the bars over the rows).
    @Test func scrollPositionsAreNamedAndDrawn() throws {
        let directory = try temporaryDirectory("snap")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try run(["snapshot", "--os", "18", "--out", directory, "--fixtures", examples, "--screens", "inbox", "--states", "data",
                               "--scrolls", "all", "--scale", "1", "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let images = try ["top", "scrolled"].map { scroll in
            try PNGImage(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/inbox--data--iphone-15--light--en--\(scroll)--ios18.png"))))
        }
        #expect(images[0].differingPixels(from: images[1]) ?? 0 > 1000)
        let manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/manifest.json"))))
        #expect(manifest["shots"]?.arrayValue?.compactMap { $0["url"]?.stringValue }.last
            == "/screens/inbox?state=data&device=iphone-15&theme=light&lang=en&motion=off&os=18&scroll=scrolled&embed=1")
    }

    @Test func anOutputThatCannotBeWrittenExits74WithThePathAndTheReason() throws {
        let shot = ["--fixtures", examples, "--screens", "inbox", "--states", "empty", "--devices", "iphone-se", "--langs", "en",
                    "--scale", "1", "--quiet"]
        let proc = try run(["snapshot", "--os", "18", "--out", "/proc/lp-shots"] + shot)
        #expect(proc.status == 74)
        #expect(proc.stderr == "listpreview: cannot create the directory /proc/lp-shots: No such file or directory\n")
        let sys = try run(["snapshot", "--os", "18", "--out", "/sys"] + shot)
        #expect(sys.status == 74)
        #expect(sys.stderr == "listpreview: cannot write /sys/inbox--empty--iphone-se--light--en--ios18.png: Permission denied\n")

        // A disk that fills up mid-image: the half-written image is removed, and no temporary is left.
        guard InitCommandTests.canMountTmpfs else { return }
        let mountPoint = try temporaryDirectory("snap")
        defer { try? FileManager.default.removeItem(atPath: mountPoint) }
        let full = try InitCommandTests.shell(
            #"unshare -rm sh -c 'mount -t tmpfs -o size=16k tmpfs "$0" && "$@"; s=$?; ls -A "$0"; exit $s' "\#(mountPoint)" "$@""#,
            ["snapshot", "--os", "18", "--out", mountPoint] + shot)
        #expect(full.status == 74)
        #expect(full.stderr == "listpreview: cannot write \(mountPoint)/inbox--empty--iphone-se--light--en--ios18.png: No space left on device\n")
        #expect(full.stdout.isEmpty, "nothing left on the full disk: \(full.stdout)")
    }

    @Test func misuseAndAMissingBrowserAreClearErrors() throws {
        let directory = try temporaryDirectory("snap")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try run(["snapshot", "--out", directory, "--fixtures", examples, "--chromium", "/no/such/chromium", "--quiet"])
        #expect(missing.status == 69)
        #expect(missing.stderr.hasPrefix("listpreview: Chromium not found or not runnable at /no/such/chromium; install it with `sudo apt-get install chromium-headless-shell chromium chromium-driver`"))
        #expect(missing.stderr.split(separator: "\n").count == 1)
        #expect(try run(["snapshot", "--out", directory, "--devices", "fluid"]).status == 64)
        #expect(try run(["snapshot", "--out", directory, "--fixtures", examples, "--screens", "nope"]).status == 64)
        #expect(try run(["snapshot", "--states", "empty"]).status == 64)
        #expect(try run(["snapshot", "--out", directory, "--scale", "4"]).status == 64)
        let size = try run(["snapshot", "--out", directory, "--text-sizes", "huge"])
        #expect(size.status == 64)
        #expect(size.stderr.hasPrefix("listpreview: invalid value “huge” for --text-sizes: expected a comma-separated list of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, or all\n"))
        let design = try run(["snapshot", "--out", directory, "--os", "17"])
        #expect(design.status == 64)
        #expect(design.stderr.hasPrefix("listpreview: invalid value “17” for --os: expected a comma-separated list of: 26, 18, or all"))
        let orientation = try run(["snapshot", "--out", directory, "--orientations", "sideways"])
        #expect(orientation.status == 64)
        #expect(orientation.stderr.hasPrefix("listpreview: invalid value “sideways” for --orientations: expected a comma-separated list of: portrait, landscape, or all\n"))
    }
}

/// `snapshot` photographs only the states a screen can show, as the index, panel and gallery offer them.
@Suite struct SnapshotPlanTests {
    @Test func noSearchResultsOnlyWithASearchBar() {
        var searchable = Screen.demo
        searchable.id = "searchable"
        searchable.searchBar = SearchBarConfig()
        let shots = SnapshotOptions().shots(screens: [.demo, searchable])
        #expect(!shots.contains { $0.screen == "demo" && $0.state == .search })
        #expect(shots.contains { $0.screen == "searchable" && $0.state == .search })
        #expect(shots.filter { $0.screen == "demo" }.map(\.state) == Screen.demo.reachableStates)
    }

    /// `--langs all` photographs each screen in its own languages.
    @Test func allLanguagesAreEachScreensOwn() {
        let world = Screen(id: "world", title: LocalizedText(translations: [("en", "World"), ("de", "Welt"), ("ar", "العالم")].map {
            LocalizedText.Translation(tag: LanguageTag($0.0)!, text: $0.1)
        }), sections: [])
        var options = SnapshotOptions()
        options.states = [.empty]
        options.languages = ["all"]
        #expect(options.shots(screens: [.demo, world]).map { "\($0.screen) \($0.language)" }
                == ["demo en", "demo zh-Hans", "demo zh-Hant", "world en", "world de", "world ar"])
    }

    /// The defaults keep the names and URLs snapshots had before text sizes and orientations, but
    /// for the design, always named (`ios26`, the fixtures' default).
    @Test func defaultsNameNoTextSizeOrOrientation() throws {
        var options = SnapshotOptions()
        options.states = [.network]
        let shot = try #require(options.shots(screens: [.demo]).first)
        #expect(options.shots(screens: [.demo]).count == 1)
        #expect(shot.fileName == "demo--network--iphone-15--light--en--ios26@2x.png")
        #expect(shot.path == "/screens/demo?state=network&device=iphone-15&theme=light&lang=en&motion=off&os=26&embed=1")
        #expect(shot.pixelSize == (786, 1704))
    }

    /// Several sizes or orientations put them in the names, in plan order; landscape swaps the frame.
    @Test func severalTextSizesAndOrientationsAreNamed() {
        var options = SnapshotOptions()
        options.states = [.network]
        options.devices = [.iphoneSE]
        options.textSizes = [.large, .ax5]
        options.orientations = [.portrait, .landscape]
        options.scale = 1
        let shots = options.shots(screens: [.demo])
        #expect(shots.map(\.fileName) == [
            "demo--network--iphone-se--light--en--large--portrait--ios26.png", "demo--network--iphone-se--light--en--large--landscape--ios26.png",
            "demo--network--iphone-se--light--en--AX5--portrait--ios26.png", "demo--network--iphone-se--light--en--AX5--landscape--ios26.png",
        ])
        #expect(shots.map(\.path).last == "/screens/demo?state=network&device=iphone-se&theme=light&lang=en&motion=off&os=26&orientation=landscape&textSize=AX5&embed=1")
        #expect(shots.map { $0.pixelSize.width } == [375, 667, 375, 667])
        #expect(shots.map { $0.pixelSize.height } == [667, 375, 667, 375])
        #expect(shots.last?.labels == ["demo", "network", "iphone-se", "light", "en", "AX5", "landscape", "ios26"])
    }

    /// One size or orientation, even not the default, is named only in the URL (as one theme is).
    @Test func aSingleTextSizeOrOrientationIsNotNamed() throws {
        var options = SnapshotOptions()
        options.states = [.network]
        options.textSizes = [.ax3]
        options.orientations = [.landscape, .portrait]
        let shots = options.shots(screens: [.demo])
        #expect(shots.map(\.fileName) == ["demo--network--iphone-15--light--en--landscape--ios26@2x.png", "demo--network--iphone-15--light--en--portrait--ios26@2x.png"])
        #expect(shots.map(\.path) == [
            "/screens/demo?state=network&device=iphone-15&theme=light&lang=en&motion=off&os=26&orientation=landscape&textSize=AX3&embed=1",
            "/screens/demo?state=network&device=iphone-15&theme=light&lang=en&motion=off&os=26&textSize=AX3&embed=1",
        ])
    }

    /// `--os all`: each shot in both designs, the design always in the name; a screen whose fixtures
    /// keep iOS 18 is photographed once, in it; `--transparency all` names both.
    @Test func designsAreAlwaysNamedAndAPinnedScreenIsShotOnce() {
        var kept = Screen.demo
        kept.id = "kept"
        kept.pinnedDesign = .iOS18
        var options = SnapshotOptions()
        options.states = [.network]
        options.designs = [.iOS26, .iOS18]
        options.transparencies = [.normal, .reduced]
        let shots = options.shots(screens: [.demo, kept])
        #expect(shots.map(\.fileName) == [
            "demo--network--iphone-15--light--en--ios26--normal-transparency@2x.png", "demo--network--iphone-15--light--en--ios26--reduced-transparency@2x.png",
            "demo--network--iphone-15--light--en--ios18--normal-transparency@2x.png", "demo--network--iphone-15--light--en--ios18--reduced-transparency@2x.png",
            "kept--network--iphone-15--light--en--ios18--normal-transparency@2x.png", "kept--network--iphone-15--light--en--ios18--reduced-transparency@2x.png",
        ])
        #expect(shots.last?.path == "/screens/kept?state=network&device=iphone-15&theme=light&lang=en&motion=off&os=18&transparency=reduced&embed=1")
        // The fixtures' default design when none is asked for.
        var older = Screen.demo
        older.defaultDesign = .iOS18
        #expect(SnapshotOptions().shots(screens: [older]).map(\.variant.os) == Array(repeating: .iOS18, count: older.reachableStates.count))
        // The scope a review reads: after state, device, theme and language, the designs this run's
        // screens are drawn in, then both transparencies.
        let designs = { (screens: [Screen]) in options.scope(screens: screens)["labels"]?.arrayValue?[4]["values"] }
        #expect(designs([.demo, kept]) == .array(["ios26", "ios18"]))
        #expect(options.scope(screens: [.demo])["labels"]?.arrayValue?[5]["values"] == .array(["normal-transparency", "reduced-transparency"]))
        options.designs = [.iOS26]
        #expect(designs([.demo, kept]) == .array(["ios26", "ios18"]), "kept is shot in iOS 18")
        #expect(designs([.demo]) == .array(["ios26"]))
    }
}
