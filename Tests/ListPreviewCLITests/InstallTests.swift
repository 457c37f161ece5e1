import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// The installed program, used the way a designer would: copied into an empty folder, far from
/// this repository, with nothing beside it.
@Suite(.serialized) struct InstallTests {
    /// Where `make test` installs the release build (`make install DESTDIR=…`).
    private static let installRoot = Repository.root + "/.build/install-test"
    private static let installed = installRoot + "/usr/local/bin/listpreview"
    /// Where `make test` builds the release program (`RELEASE_BUILD_DIR`, which `make install` reads too).
    private static let releaseBuild = Repository.root + "/" + (ProcessInfo.processInfo.environment["RELEASE_BUILD_DIR"] ?? ".build")

    /// Runs `make` in the repository with `arguments`, taking the release build as done (`-o build`):
    /// `swift test` holds the build directory's lock, so a build started from a test would wait forever.
    private static func make(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "--no-print-directory", "-o", "build", "-C", Repository.root] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs `executable` with `arguments` in `directory`.
    private static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> Program.Outcome {
        try Program.run(arguments, directory: directory, executable: executable)
    }

    @Test func theInstalledProgramWorksAloneInAnEmptyFolder() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.installed),
                     "make test installs the release build there first (make install DESTDIR=.build/install-test)")
        let folder = try temporaryDirectory("install")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let program = folder + "/listpreview"
        try FileManager.default.copyItem(atPath: Self.installed, toPath: program)

        // Nothing from the Swift toolchain is needed at run time.
        let libraries = try Self.run("/usr/bin/ldd", [program], in: folder).stdout
        #expect(libraries.contains("libmicrohttpd"))
        #expect(!libraries.contains("swift") && !libraries.contains("not found"), "\(libraries)")

        let initialized = try Self.run(program, ["init"], in: folder)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let check = try Self.run(program, ["check", "screens.json"], in: folder)
        #expect(check.status == 0 && check.stdout.hasPrefix("ok: 4 screens, "), "\(check.stderr)")

        let server = try ServerProcess.start(["serve", "--port", "0", "--fixtures", "screens.json"], executable: program, directory: folder)
        let page = try LoopbackConnection.request(port: server.port, "GET", "/screens/messages")
        #expect(page.status == 200 && page.headers["Content-Type"] == "text/html; charset=utf-8")
        let image = try #require(page.text.firstMatch(of: /src="(\/assets\/img\/[^"]+\.svg)"/)?.1, "the page draws a picture of the project")
        let picture = try LoopbackConnection.request(port: server.port, "GET", String(image))
        #expect(picture.status == 200 && picture.headers["Content-Type"] == "image/svg+xml")
        for builtIn in ["/public/style.css", "/public/live.js", "/public/states/empty.svg"] {
            #expect(try LoopbackConnection.request(port: server.port, "GET", builtIn).status == 200, "\(builtIn)")
        }
        #expect(server.stop(signal: SIGTERM) == 0)

        let shots = try Self.run(program, ["snapshot", "--os", "18", "--fixtures", "screens.json", "--out", "shots", "--screens", "messages",
                                           "--states", "data,empty", "--quiet"], in: folder)
        #expect(shots.status == 0, "\(shots.stderr)")
        for name in ["messages--data--iphone-15--light--en--ios18@2x.png", "messages--empty--iphone-15--light--en--ios18@2x.png", "index.html", "manifest.json"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/shots/" + name), "\(name)")
        }
    }

    @Test func uninstallRemovesWhatInstallPut() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.releaseBuild + "/release/listpreview"),
                     "make test builds the release program first")
        let root = try temporaryDirectory("destdir")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Self.make(["install", "DESTDIR=" + root, "PREFIX=/opt/lp"]) == 0)
        #expect(FileManager.default.isExecutableFile(atPath: root + "/opt/lp/bin/listpreview"))
        #expect(try Self.make(["uninstall", "DESTDIR=" + root, "PREFIX=/opt/lp"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: root + "/opt/lp/bin/listpreview"))
    }
}
