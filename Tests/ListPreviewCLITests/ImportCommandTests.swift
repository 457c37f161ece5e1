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
}
