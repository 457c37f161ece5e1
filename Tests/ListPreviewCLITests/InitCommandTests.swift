import Foundation
import Testing
import TestSupport

/// `listpreview init`: a starter project that `check` accepts, written without overwriting anything.
@Suite struct InitCommandTests {
    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lp-init-\(UUID().uuidString)").path
    }

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
        let directory = temporaryDirectory() + "/my designs"
        defer { try? FileManager.default.removeItem(atPath: directory) }
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
        #expect(Set(screens.map { $0["style"] as? String ?? "plain" }) == ["plain", "grouped", "grid"])
        #expect(screens.contains { $0["searchBar"] as? Bool == true })
        let kinds = screens.flatMap { ($0["emptyStates"] as? [String: Any] ?? [:]).keys }
        #expect(Set(kinds) == ["empty", "network", "error", "loading", "search"], "every state customised at least once")
        for screen in screens {
            let title = try #require(screen["title"] as? [String: String], "\(screen["id"] ?? "?") has a localized title")
            #expect(Set(title.keys) == ["en", "zh-Hans", "zh-Hant"])
        }
    }

    @Test func neverOverwritesAFile() throws {
        let directory = temporaryDirectory()
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
        let other = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: other) }
        let picture = try #require(try files(in: Repository.root + "/Examples/starter").keys.first { $0.hasPrefix("img/") })
        try FileManager.default.createDirectory(atPath: other + "/img", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: other + "/" + picture))
        let clash = try Program.run(["init", other])
        #expect(clash.status == 73 && clash.stderr.contains(other + "/" + picture))
        #expect(try files(in: other).keys.sorted() == [picture])
    }

    @Test func writesIntoTheCurrentDirectoryByDefault() throws {
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
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
}
