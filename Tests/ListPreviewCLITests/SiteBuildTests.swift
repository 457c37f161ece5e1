import Browser
import Fixtures
import Foundation
import Glibc
import Screens
import TestSupport
import Testing

/// `listpreview build`: the examples' site crawled over a real static server with the site at a
/// sub-path, built twice to the byte, interrupted, and refused where it must not write.
@Suite(.serialized) struct SiteBuildTests {
    private let examples = Repository.root + "/Examples/screens.json"

    /// A smaller matrix than the default, with every kind of folder name: two devices, both themes,
    /// a left-to-right and a right-to-left language, two text sizes.
    private let matrix = ["--devices", "iphone-se,ipad", "--langs", "en,ar", "--text-sizes", "large,AX5"]

    @Test func crawledAtASubPathEveryPageIsReachedAndNoLinkIsBroken() throws {
        let parent = try temporaryDirectory("site")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let site = parent + "/design/pr-123"
        let outcome = try Program.run(["build", "--fixtures", examples, "--out", site] + matrix)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("wrote "), "a summary line: \(outcome.stderr)")
        #expect(outcome.stderr.contains(" pages, ") && outcome.stderr.contains(" MB in "), "\(outcome.stderr)")

        // Python's own static server, rooted two folders up: the site lives at /design/pr-123/.
        let server = try StaticServer(root: parent)
        defer { server.stop() }
        let crawl = try Crawl(port: server.port, start: "/design/pr-123/index.html")
        #expect(crawl.broken.isEmpty, "broken links: \(crawl.broken.prefix(20))")
        #expect(crawl.withQueries.isEmpty, "links with a query, which a static host ignores: \(crawl.withQueries.prefix(10))")
        #expect(crawl.posting.isEmpty, "pages with a form that posts: \(crawl.posting.prefix(10))")

        // Every page of the site is reached from its index…
        let onDisk = Set(try htmlFiles(in: site).map { "/design/pr-123/" + $0 })
        #expect(onDisk.count > 1_000)
        #expect(crawl.pages.subtracting(onDisk).isEmpty)
        #expect(onDisk.subtracting(crawl.pages).isEmpty, "unreached: \(onDisk.subtracting(crawl.pages).sorted().prefix(20))")
        // …and the site has every screen × state × variant: each state's page and its embedded page.
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).load(file: examples)
        var variants: [String] = []
        for device in ["iphone-se", "ipad"] { for theme in ["light", "dark"] { for lang in ["en", "ar"] { for size in ["large", "AX5"] {
            variants.append("\(device)--\(theme)--\(lang)--\(size)")
        } } } }
        for variant in variants {
            for screen in screens {
                for state in screen.reachableStates {
                    #expect(crawl.pages.contains("/design/pr-123/\(variant)/\(screen.id)--\(state.rawValue).html"), "\(variant) \(screen.id) \(state)")
                    #expect(crawl.pages.contains("/design/pr-123/\(variant)/embed/\(screen.id)--\(state.rawValue).html"))
                }
            }
        }
        // One style sheet, one script, one copy of each image, however many pages load them.
        #expect(crawl.files.filter { $0.hasSuffix("/style.css") } == ["/design/pr-123/public/style.css"])
        #expect(crawl.files.contains("/design/pr-123/public/live.js"))
        #expect(crawl.files.contains { $0.hasPrefix("/design/pr-123/public/examples/") }, "the examples' own images")
        // The pictures the style sheet's masks draw are in it, as data: URLs a page from file:// can draw.
        let css = try String(contentsOfFile: site + "/public/style.css", encoding: .utf8)
        let wifi = "data:image/svg+xml;base64," + Data(try #require(Assets.builtIn.files["status/wifi.svg"]).body).base64EncodedString()
        #expect(css.contains(".lp-status-wifi { --icon: url(\"\(wifi)\"); width: 15px; height: 11px; }"))
        #expect(!css.contains("url(\"status/"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let parent = try temporaryDirectory("site")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let arguments = ["build", "--fixtures", examples, "--devices", "iphone-15", "--langs", "en,zh-Hans", "--quiet"]
        #expect(try Program.run(arguments + ["--out", parent + "/one"]).status == 0)
        #expect(try Program.run(arguments + ["--out", parent + "/two"]).status == 0)
        let one = try contents(of: parent + "/one"), two = try contents(of: parent + "/two")
        #expect(one.count > 100)
        #expect(Set(one.keys) == Set(two.keys))
        #expect(one.keys.filter { one[$0] != two[$0] }.sorted().isEmpty)
    }

    @Test func anInterruptedOrFailedBuildLeavesThePreviousSiteAsItWas() throws {
        let parent = try temporaryDirectory("site")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let site = parent + "/site"
        #expect(try Program.run(["build", "--fixtures", examples, "--out", site, "--devices", "iphone-15", "--langs", "en", "--quiet"]).status == 0)
        let before = try contents(of: site)

        // A whole default build, killed once it has written some pages.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Repository.executable)
        process.arguments = ["build", "--fixtures", examples, "--out", site, "--quiet"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let staging = parent + "/.site.building-\(process.processIdentifier)"
        eventually { !process.isRunning || ((try? htmlFiles(in: staging))?.count ?? 0) >= 20 }
        #expect(process.isRunning, "the build ended before it could be interrupted")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try contents(of: site) == before, "the killed build touched the site")

        // Bad fixtures: refused before anything is written (exit 65); the next build clears what the killed one left.
        let bad = parent + "/bad.json"
        try Data(#"{"screens": [{"id": "a", "title": 5}]}"#.utf8).write(to: URL(fileURLWithPath: bad))
        #expect(try Program.run(["build", "--fixtures", bad, "--out", site]).status == 65)
        #expect(try contents(of: site) == before)
        #expect(try Program.run(["build", "--fixtures", examples, "--out", site, "--devices", "ipad", "--langs", "en", "--quiet"]).status == 0)
        #expect(try contents(of: site) != before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted() == ["bad.json", "site"],
                "no staging folder is left beside the site")
    }

    @Test func exitCodes() throws {
        let parent = try temporaryDirectory("site")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // A folder the tool did not make is never replaced: 73, naming it, and left as it was.
        let mine = parent + "/mine"
        try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: mine + "/notes.txt"))
        let refused = try Program.run(["build", "--fixtures", examples, "--out", mine])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains(mine) && refused.stderr.contains("not made by listpreview build"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine) == ["notes.txt"])
        #expect(try Program.run(["build", "--fixtures", examples, "--out", parent + "/mine/notes.txt"]).status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted() == ["mine"])

        let usage = try Program.run(["build", "--fixtures", examples])
        #expect(usage.status == 64 && usage.stderr.contains("--out"), "\(usage.stderr)")
        #expect(try Program.run(["build", "--fixtures", examples, "--out", parent + "/s", "--screens", "nope"]).status == 64)
        #expect(try Program.run(["build", "--fixtures", examples, "--out", parent + "/s", "--devices", "fluid"]).status == 64)
        let noReport = try Program.run(["build", "--fixtures", examples, "--out", parent + "/s", "--report", parent])
        #expect(noReport.status == 66 && noReport.stderr.contains("snapshot --baseline"), "\(noReport.stderr)")
        #expect(!FileManager.default.fileExists(atPath: parent + "/s"))
    }

    @Test func screenshotsAndAReviewReportGoInTheSite() throws {
        let parent = try temporaryDirectory("site")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let small = ["--fixtures", examples, "--screens", "inbox", "--states", "empty,network", "--devices", "iphone-se",
                     "--themes", "light", "--langs", "en", "--os", "18", "--quiet"]
        let first = try Program.run(["build", "--out", parent + "/one", "--screenshots"] + small)
        #expect(first.status == 0, "\(first.stderr)")
        let shots = ["inbox--empty--iphone-se--light--en--ios18@2x.png", "inbox--network--iphone-se--light--en--ios18@2x.png"]
        for shot in shots {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: parent + "/one/shots/" + shot))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(shot) is a PNG")
        }
        let gallery = try String(contentsOfFile: parent + "/one/iphone-se--light--en/gallery.html", encoding: .utf8)
        for shot in shots { #expect(gallery.contains(#"href="../shots/\#(shot)""#), "the gallery links \(shot)") }

        // A report comparing those shots with themselves, then a site that includes it.
        // A report of those shots against baselines where one differs (the other state's picture), so it shows pictures from three folders.
        try FileManager.default.copyItem(atPath: parent + "/one/shots", toPath: parent + "/base")
        try FileManager.default.removeItem(atPath: parent + "/base/" + shots[0])
        try FileManager.default.copyItem(atPath: parent + "/base/" + shots[1], toPath: parent + "/base/" + shots[0])
        let compare = try Program.run(["compare", parent + "/base", parent + "/one/shots", "--out", parent + "/review"])
        #expect(compare.status == 1, "one shot changed: \(compare.stderr)")
        let second = try Program.run(["build", "--out", parent + "/two", "--report", parent + "/review"] + small)
        #expect(second.status == 0, "\(second.stderr)")
        let index = try String(contentsOfFile: parent + "/two/index.html", encoding: .utf8)
        // compare copies the pictures beside its report, so the report's folder is the site's report/.
        #expect(index.contains(#"<a href="report/report.html" id="report-link">"#), "\(index)")
        // Its links are set apart, and no page of a site says anything is live (issue 43, items 9 and 10).
        #expect(index.contains(#"</a> · <a href="report/report.html" id="report-link">"#), "\(index)")
        for file in try htmlFiles(in: parent + "/two") where !file.hasPrefix("report/") {
            let page = try String(contentsOfFile: parent + "/two/" + file, encoding: .utf8)
            #expect(!page.contains("Live screen") && !page.contains("lp-live-mark") && !page.contains("not changed yet"), "\(file)")
        }
        let report = try String(contentsOfFile: parent + "/two/report/report.html", encoding: .utf8)
        // Every picture the report shows is in the site, where its relative link says.
        let pictures = Crawl.references(in: Array(report.utf8)).filter { $0.hasSuffix(".png") }
        #expect(pictures.count >= 3, "baseline, shot and difference: \(pictures)")
        for link in pictures {
            let file = parent + "/two/report/" + (link.removingPercentEncoding ?? link)
            #expect(FileManager.default.fileExists(atPath: (file as NSString).standardizingPath), "\(link)")
        }
        #expect(FileManager.default.fileExists(atPath: parent + "/two/report/report.css"))
    }

    /// Every `.html` file under `folder`, by its path from there.
    private func htmlFiles(in folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
    }

    /// Every file under `folder`, by its path from there, with its bytes.
    private func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            Issue.record("\(folder) cannot be read")
            return files
        }
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
        }
        return files
    }
}

struct StaticServerError: Error {
    let output: String
}

/// Python's `http.server`, serving `root` on a free loopback port.
final class StaticServer {
    private let process = Process()
    let port: Int

    init(root: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", root]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
        var bytes: [UInt8] = []
        while bytes.last != UInt8(ascii: "\n") {
            guard let byte = output.fileHandleForReading.readData(ofLength: 1).first else { break }
            bytes.append(byte)
        }
        let line = String(decoding: bytes, as: UTF8.self)
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "port"), index + 1 < words.count, let port = Int(words[index + 1]) else {
            kill(process.processIdentifier, SIGKILL)
            throw StaticServerError(output: line)
        }
        self.port = port
    }

    /// Killed: the test process may block SIGTERM, and a child inherits the mask.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// Follows every `href`, `src`, `srcset` and `url()` from a start page, as a browser would resolve
/// them, over HTTP.
struct Crawl {
    /// HTML pages reached, by path.
    var pages: Set<String> = []
    /// Other files reached.
    var files: Set<String> = []
    /// Links that did not answer 200, with the page that has them.
    var broken: [String] = []
    /// Links carrying a query.
    var withQueries: [String] = []
    /// Pages with a form that posts.
    var posting: [String] = []

    init(port: Int, start: String) throws {
        var pending = [start]
        var seen: Set<String> = [start]
        while let path = pending.popLast() {
            let response = try LoopbackConnection.request(port: port, "GET", path)
            guard response.status == 200 else {
                broken.append("\(path): \(response.status)")
                continue
            }
            let isPage = path.hasSuffix(".html"), isStyle = path.hasSuffix(".css")
            if isPage { pages.insert(path) } else { files.insert(path) }
            guard isPage || isStyle else { continue }
            if isPage, response.text.contains(#"method="post""#) { posting.append(path) }
            for reference in Self.references(in: response.body) {
                if reference.contains("?") { withQueries.append("\(path): \(reference)") }
                guard let target = Self.resolve(reference, from: path) else {
                    broken.append("\(path): \(reference) leaves the site's folder")
                    continue
                }
                if seen.insert(target).inserted { pending.append(target) }
            }
        }
    }

    /// The links in a page or style sheet: attribute values of `href`, `src` and `srcset` (each of
    /// its candidates) and `url()`s, quoted or not; not fragments, `data:` or other sites.
    static func references(in bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "&quot;", with: "\"")
        var found: [String] = []
        for marker in [#" href=""#, #" src=""#, #" srcset=""#, "url("] {
            var rest = text[...]
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                let stop: Character = marker == "url(" ? ")" : "\""
                let value = rest.prefix { $0 != stop }
                let values = marker == #" srcset=""# ? value.split(separator: ",").map { String($0.split(separator: " ").first ?? "") }
                    : [String(value).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))]
                found += values.filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("data:") && !$0.contains("://") }
            }
        }
        return found
    }

    /// `reference` resolved against the page at `path`, without its fragment; `nil` when it is
    /// absolute (it would leave a site at a sub-path) or climbs out of the server's root.
    static func resolve(_ reference: String, from path: String) -> String? {
        let link = String(reference.prefix { $0 != "#" && $0 != "?" })
        guard !link.hasPrefix("/") else { return nil }
        var segments = path.split(separator: "/").dropLast().map(String.init)
        for segment in link.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case "..": guard !segments.isEmpty else { return nil }; segments.removeLast()
            case ".": continue
            default: segments.append(String(segment))
            }
        }
        return "/" + segments.joined(separator: "/")
    }
}
