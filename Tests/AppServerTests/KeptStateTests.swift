import AppTesting
import Foundation
import HTTP
import JSON
@testable import ListPreview
@testable import Screens
@testable import Store
import TestSupport
import Testing

/// The state of a screen the fixtures stop naming is kept in the state file, untouched, said once at
/// load, given back when the screen returns (restart or reload), and dropped only when asked.
@Suite struct KeptStateTests {
    private let main = Screen(id: "main", title: LocalizedText(verbatim: "Main"), sections: [ListSection(rows: [Row(title: LocalizedText(verbatim: "M"))])])
    private let other = Screen(id: "other", title: LocalizedText(verbatim: "Other"), sections: [ListSection(rows: [Row(title: LocalizedText(verbatim: "O"))])])

    private func titles(_ state: ScreenState?) -> [String] {
        state?.sections.flatMap(\.rows).map { $0.title.translations.first?.text ?? "" } ?? []
    }

    /// The probe's case: rows added on `other`, a restart without it (twice: the second reads the
    /// state back from the snapshot the first wrote, the first from the journal), then with it.
    @Test func aScreenLeavingTheFixturesGetsItsRowsBackWhenItReturns() throws {
        let directory = try temporaryDirectory("kept")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let store = try ScreenStore(screens: [main, other], stateFile: file)
        try store.apply(.addRow(title: "first"), to: "other")
        // A restart in between, so the state is part snapshot (version 1), part journal (version 2).
        let between = try ScreenStore(screens: [main, other], stateFile: file)
        try between.apply(.addRow(title: "second"), to: "other")
        try between.apply(.action(.network), to: "other")
        let saved = try #require(between.state(of: "other"))

        let without = try ScreenStore(screens: [main], stateFile: file)
        #expect(without.notes == ["state kept for 1 screen not in the fixtures: other"])
        #expect(without.keptScreenIDs == ["other"])
        #expect(without.screen(id: "other") == nil)
        try without.apply(.addRow(title: "on main"), to: "main")
        let again = try ScreenStore(screens: [main], stateFile: file)
        #expect(again.notes == ["state kept for 1 screen not in the fixtures: other"])

        let back = try ScreenStore(screens: [main, other], stateFile: file)
        #expect(back.notes == [])
        #expect(back.state(of: "other") == saved)
        #expect(titles(back.state(of: "other")) == ["O", "first", "second"])
        #expect(titles(back.state(of: "main")) == ["M", "on main"])
    }

    /// Kept states are written back as they were read, whatever the fixtures now say.
    @Test func aKeptStateIsWrittenBackUntouched() throws {
        let directory = try temporaryDirectory("kept")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.json"
        let kept = #"{"version": 7, "nextRowID": 9, "forced": "error", "pendingReload": null, "sections": [{"header": {"en": "H"}, "rows": [{"id": 8, "title": {"en": "Eight", "de": "Acht"}, "accessory": "switch", "on": true}]}]}"#
        try Data(#"{"format": 1, "screens": {"gone": \#(kept), "later": \#(kept)}}"#.utf8).write(to: URL(fileURLWithPath: path))
        let journal = #"{"screen": "later", "version": 8, "at": 5, "change": {"addRow": "Nine"}}"#
        try Data((journal + "\n").utf8).write(to: URL(fileURLWithPath: path + ".journal"))
        let store = try ScreenStore(screens: [main], stateFile: StateFile(path: path))
        #expect(store.notes == ["state kept for 2 screens not in the fixtures: gone, later"])
        // The journal's entry for `later` moved into the snapshot, under `changes`, to be replayed when it returns.
        let document = try JSONParser.parse(Array(Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(document["screens"]?["gone"] == (try JSONParser.parse(Array(kept.utf8))))
        #expect(document["screens"]?["later"] == (try JSONParser.parse(Array(kept.utf8))))
        #expect(document["changes"] == .array([try JSONParser.parse(Array(journal.utf8))]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".journal")).isEmpty)

        let later = Screen(id: "later", title: LocalizedText(verbatim: "Later"), sections: [])
        let back = try ScreenStore(screens: [main, later], stateFile: StateFile(path: path))
        #expect(back.state(of: "later")?.version == 8)
        #expect(titles(back.state(of: "later")) == ["Eight", "Nine"])
        #expect(back.state(of: "later")?.forced == nil, "adding a row ends the forced state, as it did when it was made")
        #expect(back.keptScreenIDs == ["gone"])
    }

    /// `--watch`: a reload without the screen keeps its state (in memory and in the file); a reload
    /// with it gives it back.
    @Test func aReloadKeepsTheStateAndAnotherGivesItBack() throws {
        let directory = try temporaryDirectory("kept")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let store = try ScreenStore(screens: [main, other], stateFile: file)
        try store.apply(.addRow(title: "kept"), to: "other")
        let saved = store.state(of: "other")

        let without = try ScreenStore(screens: [main], takingOver: store.seal(), stateFile: file)
        #expect(without.notes == ["state kept for 1 screen not in the fixtures: other"])
        #expect(try ScreenStore(screens: [main], stateFile: file).keptScreenIDs == ["other"], "in the file too")
        let back = try ScreenStore(screens: [main, other], takingOver: without.seal(), stateFile: file)
        #expect(back.state(of: "other") == saved)
        #expect(back.notes == [])
    }

    /// A reload that hands over changes made to a kept screen before this process started (in the
    /// journal, then the snapshot's `changes`) replays them when the screen returns.
    @Test func aReloadGivesBackChangesNotYetApplied() throws {
        let directory = try temporaryDirectory("kept")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let first = try ScreenStore(screens: [main, other], stateFile: file)
        try first.apply(.action(.show), to: "other")
        try first.apply(.addRow(title: "after show"), to: "other")
        let saved = first.state(of: "other")
        let without = try ScreenStore(screens: [main], stateFile: file)
        let back = try ScreenStore(screens: [main, other], takingOver: without.seal(), stateFile: file)
        #expect(back.state(of: "other") == saved)
        #expect(titles(back.state(of: "other")) == ["O", "after show"])
    }

    @Test func forgettingAtStartDropsOnlyWhatIsNamed() throws {
        let directory = try temporaryDirectory("kept")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let third = Screen(id: "third", title: LocalizedText(verbatim: "Third"), sections: [])
        let store = try ScreenStore(screens: [main, other, third], stateFile: file)
        try store.apply(.addRow(title: "x"), to: "other")
        try store.apply(.addRow(title: "y"), to: "third")
        // `other`'s change is still in the journal: the snapshot that forgets it must not leave it there.
        let forgetting = try ScreenStore(screens: [main], stateFile: file, forgetting: ["other", "nothing"])
        #expect(forgetting.notes == ["forgot the state kept for other (--forget-state)",
                                     "--forget-state nothing: no state is kept for nothing, so there was nothing to forget",
                                     "state kept for 1 screen not in the fixtures: third"])
        let back = try ScreenStore(screens: [main, other, third], stateFile: file)
        #expect(back.state(of: "other") == ScreenState(initialFor: other))
        #expect(titles(back.state(of: "third")) == ["y"])
    }

    @Test(arguments: Backend.allCases)
    func theAPIForgetsAKeptState(backend: Backend) throws {
        let directory = try temporaryDirectory("kept")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let store = try ScreenStore(screens: [main, other], stateFile: file)
        try store.apply(.addRow(title: "x"), to: "other")
        let app = App(store: try ScreenStore(screens: [main], stateFile: file), assets: Assets.builtIn)
        try AppTest.run(app, backend) { client in
            let list = try JSONParser.parse(client.request(.get, "/api/screens").body)
            #expect(list["keptStates"] == .array([.string("other")]))
            #expect(try client.request(.delete, "/api/screens/other/state", headers: ["Origin": "http://evil.example"]).status == .forbidden)
            let live = try client.request(.delete, "/api/screens/main/state")
            #expect(live.status == .conflict)
            #expect(live.text.contains("“main” is in the fixtures, so its state is live, not kept"))
            let forgotten = try client.request(.delete, "/api/screens/other/state")
            #expect(forgotten.status == .ok)
            #expect(try JSONParser.parse(forgotten.body) == .object([(key: "forgotten", value: .string("other")), (key: "keptStates", value: .array([]))]))
            let again = try client.request(.delete, "/api/screens/other/state")
            #expect(again.status == .notFound)
            #expect(try JSONParser.parse(again.body)["error"] == .string("No state is kept for “other”; no state is kept for any screen."))
            #expect(try client.request(.get, "/api/screens/other/state").headers["Allow"] == "POST, DELETE")
        }
        #expect(try ScreenStore(screens: [main, other], stateFile: file).state(of: "other") == ScreenState(initialFor: other))
    }

    @Test func readOnlyForgetsNothing() throws {
        let directory = try temporaryDirectory("kept")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        try ScreenStore(screens: [main, other], stateFile: file).apply(.addRow(title: "x"), to: "other")
        let app = App(store: try ScreenStore(screens: [main], stateFile: file), assets: Assets.builtIn, readOnly: true)
        #expect(app.respond(to: Request(method: .delete, target: "/api/screens/other/state")).status == .forbidden)
        #expect(app.store.keptScreenIDs == ["other"])
    }
}
