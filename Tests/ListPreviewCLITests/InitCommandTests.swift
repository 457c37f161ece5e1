import Foundation
import Glibc
import TestSupport
import Testing

/// `listpreview init`: a starter project that `check` accepts, written without overwriting anything.
@Suite struct InitCommandTests {
    /// Every file under `directory`, by relative path.
    private func files(in directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + path))
            }
        }
        return files
    }

    @Test func writesTheStarterProjectThatCheckAccepts() throws {
        let parent = try temporaryDirectory("init")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let directory = parent + "/my designs"
        let outcome = try Program.run(["init", directory], directory: "/")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("  listpreview serve --fixtures '\(directory)/screens.json' --watch\n"))
        #expect(outcome.stdout.contains("  listpreview snapshot --fixtures '\(directory)/screens.json' --out '\(directory)/shots'\n"))

        let written = try files(in: directory)
        var expected = try files(in: Repository.root + "/Examples/starter")
        expected["listpreview.schema.json"] = Data(try Program.run(["schema"]).output)
        #expect(written == expected, "the starter project of the repository, and the schema it names")
        #expect(written.keys.filter { $0.hasPrefix("img/") }.count >= 6)

        let check = try Program.run(["check", directory + "/screens.json"], directory: "/")
        #expect(check.status == 0 && check.stdout.hasPrefix("ok: 4 screens, "), "\(check.stderr)")
    }

    @Test func theStarterShowsEveryStyleStateAndLanguage() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Examples/starter/screens.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["$schema"] as? String == "listpreview.schema.json")
        let screens = try #require(document["screens"] as? [[String: Any]])
        #expect(Set(screens.map { $0["style"] as? String ?? "plain" }) == ["plain", "insetGrouped", "grid"])
        #expect(screens.contains { $0["searchBar"] as? Bool == true })
        let kinds = screens.flatMap { ($0["emptyStates"] as? [String: Any] ?? [:]).keys }
        #expect(Set(kinds) == ["empty", "network", "error", "loading", "search"], "every state customised at least once")
        for screen in screens {
            let title = try #require(screen["title"] as? [String: String], "\(screen["id"] ?? "?") has a localized title")
            #expect(Set(title.keys) == ["en", "zh-Hans", "zh-Hant"])
        }
    }

    @Test func neverOverwritesAFile() throws {
        let directory = try temporaryDirectory("init")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try Program.run(["init", directory]).status == 0)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: directory + "/screens.json"))
        let before = try files(in: directory)
        let again = try Program.run(["init", directory])
        #expect(again.status == 73)
        #expect(again.stderr.hasPrefix("listpreview: \(directory)/screens.json already exists (and "))
        #expect(again.stderr.contains("init never overwrites a file"))
        #expect(try files(in: directory) == before, "nothing written, nothing changed")

        // One clashing picture is enough to refuse, before anything is written.
        let other = try temporaryDirectory("init")
        defer { try? FileManager.default.removeItem(atPath: other) }
        let picture = try #require(try files(in: Repository.root + "/Examples/starter").keys.first { $0.hasPrefix("img/") })
        try FileManager.default.createDirectory(atPath: other + "/img", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: other + "/" + picture))
        let clash = try Program.run(["init", other])
        #expect(clash.status == 73 && clash.stderr.contains(other + "/" + picture))
        #expect(try files(in: other).keys.sorted() == [picture])
    }

    @Test func writesIntoTheCurrentDirectoryByDefault() throws {
        let directory = try temporaryDirectory("init")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try Program.run(["init"], directory: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("  listpreview serve --fixtures screens.json --watch\n"))
        #expect(FileManager.default.fileExists(atPath: directory + "/screens.json"))
    }

    @Test(arguments: [["init", "a", "b"], ["init", "--port", "1"], ["schema", "x"], ["schema", "--fixtures", "f.json"]])
    func misuseIsAUsageError(arguments: [String]) throws {
        let outcome = try Program.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("Usage: listpreview"))
    }

    /// Whether this machine lets a test mount a small file system of its own (a user and mount
    /// namespace, `unshare -rm`): how a really full disk and a read-only one are made.
    static let canMountTmpfs = (try? Program.run(["-rm", "true"], executable: "/usr/bin/unshare").status) == 0

    /// `listpreview ARGUMENTS` run by `sh -c SCRIPT`, where the script ends by running it (`"$@"`).
    static func shell(_ script: String, _ arguments: [String]) throws -> Program.Outcome {
        try Program.run(["-c", script, "sh", Repository.executable] + arguments, executable: "/bin/sh")
    }

    @Test func aPlaceThatCannotBeWrittenIsNamedWithTheReasonAndExits74() throws {
        // /sys refuses new files to everyone, root included; /proc and /dev/null cannot hold directories.
        for (target, line) in [
            ("/sys", "cannot write /sys/screens.json: Permission denied"),
            ("/proc/lp-init", "cannot create the directory /proc/lp-init: No such file or directory"),
            ("/dev/null/lp-init", "cannot create the directory /dev/null/lp-init: Not a directory"),
        ] {
            let outcome = try Program.run(["init", target])
            #expect(outcome.status == 74)
            #expect(outcome.stderr == "listpreview: \(line); init wrote nothing, so it can be run again\n")
        }
        #expect(try Program.run(["--help"]).stdout.contains("74 when a file cannot be written"))
    }

    @Test func aWriteFailingMidFileLeavesNothingAndTheNextTryWorks() throws {
        // A directory init makes, so that it can be seen not to be left behind.
        let parent = try temporaryDirectory("init")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let directory = parent + "/p"
        // A file size limit of 8 blocks (4 KiB in sh's 512-byte blocks) with SIGXFSZ ignored: the
        // write fails with EFBIG part way through the first file bigger than that, as on a filling disk.
        let limited = try Self.shell(#"trap '' XFSZ; ulimit -f 8; exec "$@""#, ["init", directory])
        #expect(limited.status == 74)
        #expect(limited.stderr.hasPrefix("listpreview: cannot write \(directory)/"), "\(limited.stderr)")
        #expect(limited.stderr.hasSuffix(": File too large; init wrote nothing, so it can be run again\n"))
        #expect(!FileManager.default.fileExists(atPath: directory), "no file, no temporary, no directory left")
        let again = try Program.run(["init", directory])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try files(in: directory).keys.contains("screens.json"))
    }

    @Test(.enabled(if: canMountTmpfs)) func aFullOrReadOnlyDiskLeavesNothingBehind() throws {
        let mountPoint = try temporaryDirectory("init")
        defer { try? FileManager.default.removeItem(atPath: mountPoint) }
        // 32 KiB hold screens.json but not the whole starter project.
        let full = try Self.shell(#"unshare -rm sh -c 'mount -t tmpfs -o size=32k tmpfs "$0" && "$@"; s=$?; ls -A "$0"; exit $s' "#
                                  + #""\#(mountPoint)" "$@""#, ["init", mountPoint + "/p"])
        #expect(full.status == 74)
        #expect(full.stderr.hasSuffix(": No space left on device; init wrote nothing, so it can be run again\n"), "\(full.stderr)")
        #expect(full.stdout.isEmpty, "the file system is empty after: \(full.stdout)")
        let readOnly = try Self.shell(#"unshare -rm sh -c 'mount -t tmpfs -o ro tmpfs "$0" && "$@"' "\#(mountPoint)" "$@""#,
                                      ["init", mountPoint + "/p"])
        #expect(readOnly.status == 74)
        #expect(readOnly.stderr == "listpreview: cannot create the directory \(mountPoint)/p: Read-only file system; "
                + "init wrote nothing, so it can be run again\n")
    }
}
