import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// `serve --watch`: a changed fixtures file is picked up, states of kept screens carry over (state
/// file included), and an invalid file keeps the last good screens with a warning on every page.
@Suite(.serialized) struct WatchTests {
    @Test func reloadsValidFixturesAndKeepsTheLastGoodOne() throws {
        let directory = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json"
        let write = { (text: String) in try Data(text.utf8).write(to: URL(fileURLWithPath: fixtures)) }
        try write(#"{"screens": [{"id": "a", "title": "Alpha", "sections": [{"rows": ["one"]}]}, {"id": "b", "sections": []}]}"#)
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", fixtures, "--state-file", directory + "/state.json"])
        defer { _ = server.stop(signal: SIGTERM) }
        let form = [("Content-Type", "application/x-www-form-urlencoded")]
        #expect(try LoopbackConnection.request(port: server.port, "POST", "/screens/a/rows", headers: form, body: Array("title=added".utf8)).status == 303)

        // A valid change: a new screen, a new title; screen a keeps its added row.
        try write(#"{"screens": [{"id": "a", "title": "Alpha 2", "sections": [{"rows": ["one"]}]}, {"id": "c", "sections": []}]}"#)
        #expect(try eventually { try LoopbackConnection.request(port: server.port, "GET", "/screens/c").status == 200 })
        let a = try LoopbackConnection.request(port: server.port, "GET", "/screens/a").text
        #expect(a.contains("Alpha 2") && a.contains("added"))
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/screens/b").status == 404)

        // An invalid file: the last good screens stay, and every page says why.
        try write(#"{"screens": [{"id": "a", "sections": [], "colour": "red"}]}"#)
        #expect(try eventually { try LoopbackConnection.request(port: server.port, "GET", "/screens/a").text.contains(#"id="warning""#) })
        let warned = try LoopbackConnection.request(port: server.port, "GET", "/screens/c").text
        #expect(warned.contains("does not load, so the last good version is shown"))
        #expect(warned.contains("screens[0].colour (a): unknown key"))
        #expect(try LoopbackConnection.request(port: server.port, "POST", "/screens/a/rows", headers: form,
                                              body: Array("title=still".utf8)).status == 303, "changes go on meanwhile")

        // Fixed again: the warning goes, and everything acknowledged survives a restart.
        try write(#"{"screens": [{"id": "a", "title": "Alpha 3", "sections": [{"rows": ["one"]}]}, {"id": "c", "sections": []}]}"#)
        #expect(try eventually { try LoopbackConnection.request(port: server.port, "GET", "/screens/a").text.contains("Alpha 3") })
        #expect(try !LoopbackConnection.request(port: server.port, "GET", "/screens/a").text.contains(#"id="warning""#))
        #expect(server.stop(signal: SIGTERM) == 0)
        let restarted = try ServerProcess.start(["--port", "0", "--fixtures", fixtures, "--state-file", directory + "/state.json"])
        defer { _ = restarted.stop(signal: SIGTERM) }
        let page = try LoopbackConnection.request(port: restarted.port, "GET", "/screens/a").text
        #expect(page.contains("added") && page.contains("still"))
    }

    private func fixtures(title: String) -> Data {
        Data(#"{"screens": [{"id": "a", "title": "\#(title)", "sections": [{"rows": ["one"]}]}]}"#.utf8)
    }

    private func page(_ server: ServerProcess) throws -> String {
        try LoopbackConnection.request(port: server.port, "GET", "/screens/a").text
    }

    @Test func anEditThatOnlyChangesTheSizeIsSeen() throws {
        let directory = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/screens.json"
        try fixtures(title: "Alpha").write(to: URL(fileURLWithPath: path))
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", path])
        defer { _ = server.stop(signal: SIGTERM) }
        // Rewritten in place (same inode) and given back its modification time to the nanosecond, as
        // a tool preserving times leaves it: only the size (and the change time) differ. Plain system
        // calls keep the moment the time differs to microseconds, far shorter than a tick.
        var times = stat()
        #expect(stat(path, &times) == 0)
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        let bytes = Array(fixtures(title: "Alphabet"))
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        var kept = [times.st_atim, times.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &kept, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0 && after.st_ino == times.st_ino && after.st_size != times.st_size)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
        #expect(try eventually { try page(server).contains("Alphabet") })
    }

    @Test func aSymbolicLinkIsFollowedToItsTargetEvenWhenTheTargetIsReplaced() throws {
        let directory = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/real.json", link = directory + "/screens.json"
        try fixtures(title: "Alpha").write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", link])
        defer { _ = server.stop(signal: SIGTERM) }
        // Edited in place, through the link.
        try fixtures(title: "Beta").write(to: URL(fileURLWithPath: target))
        #expect(try eventually { try page(server).contains("Beta") })
        // Replaced as editors save: a new file renamed over the target.
        try fixtures(title: "Gamma").write(to: URL(fileURLWithPath: directory + "/.real.json.swp"))
        #expect(rename(directory + "/.real.json.swp", target) == 0)
        #expect(try eventually { try page(server).contains("Gamma") })
    }

    @Test func aFileMadeUnreadableAndReadableAgainIsLoadedAgainWithoutAnEdit() throws {
        let directory = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/screens.json"
        try fixtures(title: "Alpha").write(to: URL(fileURLWithPath: path))
        // Root reads any file whatever its mode, so as root the server runs as nobody.
        let asNobody = getuid() == 0
        let arguments = ["--port", "0", "--watch", "--fixtures", path]
        let server = asNobody
            ? try ServerProcess.start(["--reuid=65534", "--regid=65534", "--clear-groups", Repository.executable] + arguments,
                                      executable: "/usr/bin/setpriv")
            : try ServerProcess.start(arguments)
        defer { _ = server.stop(signal: SIGTERM) }
        #expect(chmod(path, 0) == 0)
        #expect(try eventually { try page(server).contains("cannot read the fixtures file: Permission denied") })
        #expect(chmod(path, 0o644) == 0)
        #expect(try eventually { try !page(server).contains(#"id="warning""#) }, "loaded again, with no edit")
        #expect(try page(server).contains("Alpha"))
    }

    @Test func whatIsNotAFileIsNamedAndAFIFOBlocksNothing() throws {
        let directory = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/screens.json", fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        // At start: each named for what it is (exit 66, a file that cannot be read), and a FIFO not waited on.
        for (given, what) in [(directory, "it is a directory"), (fifo, "it is a FIFO, not a file"),
                              ("/dev/null", "it is a character device, not a file")] {
            for command in [["check", given], ["serve", "--port", "0", "--fixtures", given]] {
                let outcome = try Program.run(command)
                #expect(outcome.status == 66)
                #expect(outcome.stderr == "\(given): cannot read the fixtures file: \(what)\n", "\(command)")
            }
        }
        // Under --watch: the fixtures file replaced by a directory, then by a FIFO, then by a file again.
        try fixtures(title: "Alpha").write(to: URL(fileURLWithPath: path))
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", path])
        defer { _ = server.stop(signal: SIGTERM) }
        #expect(unlink(path) == 0 && mkdir(path, 0o755) == 0)
        #expect(try eventually { try page(server).contains("cannot read the fixtures file: it is a directory") })
        #expect(rmdir(path) == 0 && rename(fifo, path) == 0)
        #expect(try eventually { try page(server).contains("cannot read the fixtures file: it is a FIFO, not a file") })
        #expect(unlink(path) == 0)
        try fixtures(title: "Delta").write(to: URL(fileURLWithPath: path))
        #expect(try eventually { try page(server).contains("Delta") && !page(server).contains(#"id="warning""#) })
    }
}
