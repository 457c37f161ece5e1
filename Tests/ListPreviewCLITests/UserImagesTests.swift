import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// Images that live beside the fixtures file (or under `--assets`): checked when the fixtures load,
/// served under `/assets/`, never read per request.
@Suite struct UserImagesTests {
    /// A design folder: `screens.json` and what `files` holds, by relative path.
    private final class Folder {
        let path: String

        init(_ files: [String: [UInt8]]) throws {
            path = try temporaryDirectory("images")
            for (name, bytes) in files { try write(name, bytes) }
        }

        func write(_ name: String, _ bytes: [UInt8]) throws {
            let url = URL(fileURLWithPath: path + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }

        var fixtures: String { path + "/screens.json" }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    private static let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#.utf8)
    private static let png = (try? Array(Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/PNGTests/Fixtures/rgb.png")))) ?? []

    private static func fixtures(rowImage: String = "img/box.svg", placeholderImage: String = "img/photo.png") -> [UInt8] {
        Array("""
            {"screens": [{"id": "mail", "sections": [{"rows": [{"title": "Ann", "image": "\(rowImage)"}, "Ben"]}],
              "emptyStates": {"empty": {"image": "\(placeholderImage)", "title": "No mail"},
                              "network": {"image": "states/network.svg", "title": "Offline"}}}]}
            """.utf8)
    }

    @Test func imagesBesideTheFixturesAreCheckedAndServed() throws {
        let folder = try Folder(["screens.json": Self.fixtures(), "img/box.svg": Self.svg, "img/photo.png": Self.png,
                                 "img/unused.svg": Self.svg])
        let check = try Program.run(["check", folder.fixtures], directory: "/")
        #expect(check.status == 0 && check.stdout == "ok: 1 screen, 2 images\n", "\(check.stderr)")

        let server = try ServerProcess.start(["--port", "0", "--fixtures", folder.fixtures], directory: "/")
        defer { _ = server.stop(signal: SIGTERM) }
        let page = try LoopbackConnection.request(port: server.port, "GET", "/screens/mail").text
        #expect(page.contains(#"src="/assets/img/box.svg""#))
        let empty = try LoopbackConnection.request(port: server.port, "GET", "/screens/mail?state=empty").text
        #expect(empty.contains(#"<img class="lp-empty-image" src="/assets/img/photo.png""#), "a user image is drawn as it is")
        let network = try LoopbackConnection.request(port: server.port, "GET", "/screens/mail?state=network").text
        #expect(network.contains("/public/states/network.svg"), "a built-in mask is tinted")

        let box = try LoopbackConnection.request(port: server.port, "GET", "/assets/img/box.svg")
        #expect(box.status == 200 && box.headers["Content-Type"] == "image/svg+xml" && box.body == Self.svg)
        #expect(box.headers["Content-Security-Policy"]?.contains("sandbox") == true)
        let photo = try LoopbackConnection.request(port: server.port, "GET", "/assets/img/photo.png")
        #expect(photo.status == 200 && photo.headers["Content-Type"] == "image/png" && photo.body == Self.png)
        let etag = try #require(photo.headers["ETag"])
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/assets/img/photo.png", headers: [("If-None-Match", etag)]).status == 304)
        for target in ["/assets/img/unused.svg", "/assets/screens.json", "/assets/img/../screens.json", "/assets/%2e%2e/screens.json",
                       "/public/img/box.svg"] {
            #expect(try LoopbackConnection.request(port: server.port, "GET", target).status == 404, "\(target)")
        }
    }

    @Test func aMissingImageIsACheckErrorWithItsPath() throws {
        let folder = try Folder(["screens.json": Self.fixtures(), "img/box.svg": Self.svg])
        let check = try Program.run(["check", folder.fixtures])
        #expect(check.status == 65)
        #expect(check.stderr == "\(folder.fixtures): screens[0].emptyStates.empty.image (mail): no file \"img/photo.png\" next to screens.json\n")
    }

    /// A misspelt built-in picture gets a "did you mean", as a misspelt key does (issue 43, item 12).
    @Test func aMisspeltBuiltInPictureIsSuggested() throws {
        let folder = try Folder(["screens.json": Array(#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"image": "states/emtpy.svg"}}}]}"#.utf8)])
        let check = try Program.run(["check", folder.fixtures])
        #expect(check.status == 65)
        #expect(check.stderr == "\(folder.fixtures): screens[0].emptyStates.empty.image (a): no file \"states/emtpy.svg\" next to screens.json; "
            + "did you mean \"states/empty.svg\"?\n")
    }

    @Test func imagesThatAreNotImagesOrLeadOutsideAreRefused() throws {
        let outside = try Folder(["secret.svg": Self.svg])
        let folder = try Folder(["screens.json": Self.fixtures(rowImage: "img/link.svg", placeholderImage: "img/notes.svg"),
                                 "img/notes.svg": Array("just some notes".utf8)])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/img/link.svg", withDestinationPath: outside.path + "/secret.svg")
        let check = try Program.run(["check", folder.fixtures])
        #expect(check.status == 65)
        let lines = check.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(folder.fixtures): screens[0].sections[0].rows[0].image (mail): \"img/link.svg\" is a symbolic link leading outside \(folder.path)",
            "\(folder.fixtures): screens[0].emptyStates.empty.image (mail): \"img/notes.svg\" is not a PNG, JPEG, GIF, WebP or SVG image",
        ], "\(check.stderr)")
    }

    @Test func theAssetsOptionNamesAnotherDirectory() throws {
        let images = try Folder(["img/box.svg": Self.svg, "img/photo.png": Self.png])
        let folder = try Folder(["screens.json": Self.fixtures()])
        #expect(try Program.run(["check", folder.fixtures, "--assets", images.path]).stdout == "ok: 1 screen, 2 images\n")
        let missing = try Program.run(["check", folder.fixtures, "--assets", folder.path])
        #expect(missing.stderr.contains("no file \"img/box.svg\" in \(folder.path)"))
    }

    @Test func aUserFileWinsOverABuiltInOfTheSameNameAndNamesMayHoldSpaces() throws {
        let folder = try Folder(["screens.json": Self.fixtures(rowImage: "my box.svg", placeholderImage: "states/empty.svg"),
                                 "my box.svg": Self.svg, "states/empty.svg": Self.svg])
        let server = try ServerProcess.start(["--port", "0", "--fixtures", folder.fixtures])
        defer { _ = server.stop(signal: SIGTERM) }
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/screens/mail").text.contains(#"src="/assets/my%20box.svg""#))
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/assets/my%20box.svg").body == Self.svg)
        let empty = try LoopbackConnection.request(port: server.port, "GET", "/screens/mail?state=empty").text
        #expect(empty.contains(#"<img class="lp-empty-image" src="/assets/states/empty.svg""#))
    }

    @Test func rowsFromTheAPIMayUseLoadedImagesOnlyAndSurviveARestart() throws {
        let folder = try Folder(["screens.json": Self.fixtures(), "img/box.svg": Self.svg, "img/photo.png": Self.png,
                                 "img/other.svg": Self.svg])
        let stateFile = folder.path + "/state.json"
        let arguments = ["--port", "0", "--fixtures", folder.fixtures, "--state-file", stateFile]
        let json = [("Content-Type", "application/json")]
        do {
            let server = try ServerProcess.start(arguments)
            defer { _ = server.stop(signal: SIGTERM) }
            let refused = try LoopbackConnection.request(port: server.port, "PUT", "/api/screens/mail/rows", headers: json,
                                                        body: Array(#"[{"title": "New", "image": "img/other.svg"}]"#.utf8))
            #expect(refused.status == 400 && refused.text.contains(#""path": "[0].image""#), "\(refused.text)")
            let accepted = try LoopbackConnection.request(port: server.port, "PUT", "/api/screens/mail/rows", headers: json,
                                                         body: Array(#"[{"title": "Kept", "image": "img/box.svg"}]"#.utf8))
            #expect(accepted.status == 200 && accepted.text.contains(#""imageURL": "/assets/img/box.svg""#))
        }
        let restarted = try ServerProcess.start(arguments)
        defer { _ = restarted.stop(signal: SIGTERM) }
        let page = try LoopbackConnection.request(port: restarted.port, "GET", "/screens/mail").text
        #expect(page.contains("Kept") && page.contains(#"src="/assets/img/box.svg""#))
    }

    /// 300 MiB that start like a PNG, in a sparse file (no disk used): over the limit by its size.
    private static func hugePNG(at path: String) throws {
        try Data(Self.png.prefix(8)).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_WRONLY)
        defer { close(descriptor) }
        #expect(ftruncate(descriptor, 300 << 20) == 0)
    }

    /// The line `check` and `serve` print for the huge placeholder image.
    private static func tooLarge(_ folder: Folder) -> String {
        "\(folder.fixtures): screens[0].emptyStates.empty.image (mail): \"img/photo.png\" (\(folder.path)/img/photo.png) is 300 MiB "
            + "(314572800 bytes), over the limit of 16 MiB for an image"
    }

    @Test func anImageOverTheLimitIsRefusedByItsSizeWithoutBeingRead() throws {
        let folder = try Folder(["screens.json": Self.fixtures(), "img/box.svg": Self.svg])
        try Self.hugePNG(at: folder.path + "/img/photo.png")
        // Run under python for the child's own peak resident memory (ru_maxrss of the one child it waited for, in KiB).
        let measured = try Program.run(["-c", """
            import resource, subprocess, sys
            run = subprocess.run(sys.argv[1:], capture_output=True, text=True)
            sys.stdout.write(f"{run.returncode}\\n{resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}\\n")
            sys.stderr.write(run.stderr)
            """, Repository.executable, "check", folder.fixtures], executable: "/usr/bin/python3")
        let lines = measured.stdout.split(separator: "\n")
        #expect(lines.first == "65", "\(measured.stdout) \(measured.stderr)")
        #expect(measured.stderr == Self.tooLarge(folder) + "\n")
        let peakKiB = try #require(Int(lines.last ?? ""))
        #expect(peakKiB < 100 << 10, "check read \(peakKiB) KiB: the file was read, not refused by its size")

        let serve = try Program.run(["serve", "--port", "0", "--fixtures", folder.fixtures])
        #expect(serve.status == 65 && serve.stderr == Self.tooLarge(folder) + "\n", "\(serve.stderr)")
    }

    @Test func aServerWatchingRefusesAnImageGrownOverTheLimitAndStaysSmall() throws {
        let folder = try Folder(["screens.json": Self.fixtures(), "img/box.svg": Self.svg, "img/photo.png": Self.png])
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", folder.fixtures])
        defer { _ = server.stop(signal: SIGTERM) }
        try Self.hugePNG(at: folder.path + "/img/photo.png")
        var page = ""
        #expect(try eventually {
            page = try LoopbackConnection.request(port: server.port, "GET", "/screens/mail").text
            return page.contains(#"id="warning""#)
        })
        #expect(page.contains("is 300 MiB (314572800 bytes), over the limit of 16 MiB for an image"), "\(page.prefix(300))")
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/assets/img/photo.png").body == Self.png, "the last good image")
        let status = try String(contentsOfFile: "/proc/\(server.processIdentifier)/status", encoding: .utf8)
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?.split(separator: " ").dropFirst().first
        let peakKiB = try #require(peak.flatMap { Int($0) })
        #expect(peakKiB < 100 << 10, "the server peaked at \(peakKiB) KiB")
    }

    @Test func anImageThatIsNotAFileIsNamedForWhatItIs() throws {
        let folder = try Folder(["screens.json": Self.fixtures(), "img/box.svg": Self.svg])
        #expect(mkfifo(folder.path + "/img/photo.png", 0o644) == 0)
        let check = try Program.run(["check", folder.fixtures])
        #expect(check.status == 65)
        #expect(check.stderr == "\(folder.fixtures): screens[0].emptyStates.empty.image (mail): \"img/photo.png\" is a FIFO, not a file\n")
    }
}
