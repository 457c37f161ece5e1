import Foundation
import TestSupport
import Testing

/// `listpreview import`: an app's folder read into a fixtures file that `check` accepts, with its
/// keys where the app's strings have them, its sources and notes; never over an existing file.
@Suite struct ImportCommandTests {
    static let app: [String: String] = [
        "Sources/Inbox/InboxView.swift": #"""
            import SwiftUI
            struct InboxView: View {
                var body: some View {
                    List {}.overlay {
                        ContentUnavailableView("inbox.empty", systemImage: "tray", description: Text("New mail shows up here."))
                    }
                }
            }
            """#,
        "Sources/Search/SearchController.swift": #"""
            final class SearchController: UIViewController {
                override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                    var config = UIContentUnavailableConfiguration.search()
                    config.text = viewModel.noResultsTitle
                    contentUnavailableConfiguration = config
                }
            }
            """#,
        "Resources/Localizable.xcstrings": #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "inbox.empty": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "No Mail"}},
                                                "de": {"stringUnit": {"state": "translated", "value": "Keine E-Mails"}}}}}}
            """#,
    ]

    @Test func anAppsFolderBecomesFixturesThatCheckAccepts() throws {
        let folder = try temporaryDirectory("import", holding: Self.app)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try Program.run(["import", folder, "--out", folder + "/screens.json"], directory: "/")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("found 2 empty states in 2 files: 1 with its texts, 1 computed (--verbose lists them)"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("see them: listpreview serve --fixtures \(folder)/screens.json\n"), "\(outcome.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/screens.json"))) as? [String: Any])
        // The app's strings, named from the fixtures' folder: `check` and `serve` need no flags.
        #expect((document["app"] as? [String: [String]]) == ["strings": ["Resources/Localizable.xcstrings"]])
        let screens = try #require(document["screens"] as? [[String: Any]])
        #expect(screens.compactMap { $0["id"] as? String } == ["inbox-view", "search-controller"])
        let inbox = try #require((screens[0]["emptyStates"] as? [String: Any])?["empty"] as? [String: Any])
        #expect((inbox["title"] as? [String: String]) == ["key": "inbox.empty"], "a SwiftUI literal the strings have is a key")
        #expect(inbox["detail"] as? String == "New mail shows up here." && inbox["systemImage"] as? String == "tray")
        #expect(inbox["source"] as? String == "Sources/Inbox/InboxView.swift:5" && inbox["drawnBy"] as? String == "swiftui")
        let search = try #require((screens[1]["emptyStates"] as? [String: Any])?["search"] as? [String: Any])
        #expect(search["note"] as? String == "title computed: viewModel.noResultsTitle" && search["drawnBy"] as? String == "uikit")

        let check = try Program.run(["check", folder + "/screens.json"], directory: "/")
        #expect(check.status == 0 && check.stdout.hasPrefix("ok: 2 screens"), "\(check.stdout) \(check.stderr)")

        // Never over a file: exit 73, naming it, and the file as it was.
        let again = try Program.run(["import", folder, "--out", folder + "/screens.json"], directory: "/")
        #expect(again.status == 73 && again.stderr.contains("\(folder)/screens.json already exists"), "\(again.stderr)")
        // Standard output instead.
        let printed = try Program.run(["import", folder, "--out", "-"], directory: "/")
        #expect(printed.status == 0 && printed.stdout.contains(#""source": "Sources/Search/SearchController.swift:3""#))
        // Written elsewhere, the fixtures name the app's files from their own folder.
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        let elsewhere = try Program.run(["import", folder + "/Sources", "--out", "out/screens.json", "--strings", "Resources/Localizable.xcstrings"],
                                        directory: folder)
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        let named = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/out/screens.json"))) as? [String: Any])
        #expect((named["app"] as? [String: [String]]) == ["strings": ["../Resources/Localizable.xcstrings"]])
        let checked = try Program.run(["check", "screens.json"], directory: folder + "/out")
        #expect(checked.status == 0, "\(checked.stdout) \(checked.stderr)")
        // Not a folder: one line, exit 66.
        let missing = try Program.run(["import", folder + "/nope", "--out", "-"], directory: "/")
        #expect(missing.status == 66 && missing.stderr.contains("is not a folder"))
    }

    @Test func anUpdateReplacesWhatTheImportWroteAndKeepsWhatAPersonWrote() throws {
        let folder = try temporaryDirectory("import-update", holding: Self.app)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Program.run(["import", ".", "--out", "screens.json"], directory: folder)
        #expect(first.status == 0, "\(first.stderr)")
        // A person renames a screen, gives a placeholder a colour, adds rows and a screen of their own.
        let path = folder + "/screens.json"
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var screens = try #require(document["screens"] as? [[String: Any]])
        screens[0]["id"] = "inbox"
        var states = try #require(screens[0]["emptyStates"] as? [String: [String: Any]])
        states["empty"]?["textColor"] = "systemRed"
        screens[0]["emptyStates"] = states
        screens[1]["sections"] = [["rows": ["Mailbox"]]]
        screens.append(["id": "by-hand", "sections": [], "emptyStates": ["empty": ["title": "Written by hand"]]])
        document["screens"] = screens
        document["os"] = 18
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
        // The code moves on: the inbox's placeholder two lines down with another description, a new one.
        let inbox = try String(contentsOfFile: folder + "/Sources/Inbox/InboxView.swift", encoding: .utf8)
        try ("// Inbox\n// The mail list\n" + inbox.replacingOccurrences(of: "New mail shows up here.", with: "Mail shows up here."))
            .write(toFile: folder + "/Sources/Inbox/InboxView.swift", atomically: true, encoding: .utf8)
        try #"ContentUnavailableView("No drafts", systemImage: "doc")"#.write(toFile: folder + "/Sources/Drafts.swift", atomically: true, encoding: .utf8)

        let update = try Program.run(["import", ".", "--out", "screens.json", "--update"], directory: folder)
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stderr.contains("updated screens.json: 1 added, 1 updated, 0 no longer in the code, 1 written by hand kept"), "\(update.stderr)")
        let updated = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(updated["os"] as? Int == 18)
        let list = try #require(updated["screens"] as? [[String: Any]])
        #expect(list.compactMap { $0["id"] as? String } == ["inbox", "search-controller", "by-hand", "drafts"])
        let placeholder = try #require((list[0]["emptyStates"] as? [String: [String: Any]])?["empty"])
        #expect(placeholder["detail"] as? String == "Mail shows up here." && placeholder["source"] as? String == "Sources/Inbox/InboxView.swift:7")
        #expect(placeholder["textColor"] as? String == "systemRed", "a key the importer never writes is the person's")
        #expect((list[1]["sections"] as? [[String: [String]]]) == [["rows": ["Mailbox"]]])
        #expect(try Program.run(["check", "screens.json"], directory: folder).status == 0)
        // Not a fixtures file: left as it was, exit 65.
        try "[1, 2]".write(toFile: path, atomically: true, encoding: .utf8)
        let refused = try Program.run(["import", ".", "--out", "screens.json", "--update"], directory: folder)
        #expect(refused.status == 65 && refused.stderr.contains("cannot update screens.json"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[1, 2]")
    }
}
