import Foundation
import JSON
@testable import ListPreview
@testable import Screens
@testable import Store
import TestSupport
import Testing

@Suite struct StateFileTests {
    private let screen = Screen(id: "s", title: LocalizedText(verbatim: "S"), sections: [
        ListSection(header: LocalizedText(en: "H", zhHans: "头", zhHant: "頭"), rows: [Row(title: LocalizedText(verbatim: "A"))]),
    ])

    @Test func changesSurviveARestart() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let store = try ScreenStore(screens: [screen, .demo], stateFile: file)
        try store.apply(.addRow(title: "Added <b>"), to: "s")
        try store.apply(.action(.network), to: "s")
        try store.apply(.action(.show), to: "demo")
        let saved = store.state(of: "s")

        let restarted = try ScreenStore(screens: [screen, .demo], stateFile: file)
        #expect(restarted.state(of: "s") == saved)
        #expect(restarted.state(of: "demo")?.sections.rowCount == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["state.json", "state.json.journal"])
    }

    /// A row's value and accessory are saved, in the journal and in the snapshot, and read back.
    @Test func rowValuesAccessoriesAndVoiceOverTextsSurviveARestart() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let rows = [Row(title: LocalizedText(verbatim: "Wi-Fi"), value: LocalizedText(en: "Home", zhHans: "家", zhHant: "家"), accessory: .disclosure),
                    Row(title: LocalizedText(verbatim: "Bluetooth"), accessory: .toggle(on: true)),
                    Row(title: LocalizedText(verbatim: "Airplane"), accessory: .toggle(on: false)),
                    Row(title: LocalizedText(verbatim: "Done"), accessory: .checkmark),
                    Row(title: LocalizedText(verbatim: "Info"), accessory: .detailButton,
                        accessibility: AccessibilityText(label: LocalizedText(verbatim: "About"), hint: LocalizedText(verbatim: "Shows the version"))),
                    Row(title: LocalizedText(verbatim: ""), accessibility: AccessibilityText(hidden: true))]
        let store = try ScreenStore(screens: [screen], stateFile: file)
        try store.apply(.replaceRows([ListSection(rows: rows)]), to: "s")
        let saved = try #require(store.state(of: "s"))
        #expect(saved.sections[0].rows.map(\.accessory) == rows.map(\.accessory))
        #expect(saved.sections[0].rows[0].value == rows[0].value)
        #expect(saved.sections[0].rows.map(\.accessibility) == rows.map(\.accessibility), "the fixtures' VoiceOver texts too")
        // First replayed from the journal, then read from the snapshot that restart wrote.
        #expect(try ScreenStore(screens: [screen], stateFile: file).state(of: "s") == saved)
        #expect(try ScreenStore(screens: [screen], stateFile: file).state(of: "s") == saved)
        let encoded = StateCoding.encode(ListSection(rows: [Row(id: 7, title: LocalizedText(verbatim: "B"), value: LocalizedText(verbatim: "On"),
                                                                accessory: .toggle(on: true))]))
        #expect(String(decoding: JSONWriter.encode(encoded), as: UTF8.self)
            == #"{"rows":[{"id":7,"title":{"en":"B"},"value":{"en":"On"},"accessory":"switch","on":true}]}"#)
        let labelled = StateCoding.encode(ListSection(rows: [Row(id: 8, title: LocalizedText(verbatim: "C"),
            accessibility: AccessibilityText(label: LocalizedText(verbatim: "See"), hint: LocalizedText(verbatim: "Opens it"), hidden: true))]))
        #expect(String(decoding: JSONWriter.encode(labelled), as: UTF8.self)
            == #"{"rows":[{"id":8,"title":{"en":"C"},"accessibilityLabel":{"en":"See"},"accessibilityHint":{"en":"Opens it"},"accessibilityHidden":true}]}"#)
    }

    /// Another screen's saved state is kept for it (see `KeptStateTests`), and never given to this one.
    @Test func aMissingFileStartsFreshAndAnotherScreensStateStaysItsOwn() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        #expect(try ScreenStore(screens: [.demo], stateFile: file).state(of: "demo") == ScreenState(initialFor: .demo))
        let other = try ScreenStore(screens: [screen], stateFile: file)
        try other.apply(.action(.clear), to: "s")
        let demo = try ScreenStore(screens: [.demo], stateFile: file)
        #expect(demo.state(of: "demo") == ScreenState(initialFor: .demo))
        #expect(demo.keptScreenIDs == ["s"])
    }

    @Test(arguments: [
        ("{", "line 1, column 2: expected a string key in quotes"),
        (#"{"format": 2, "screens": {}}"#, "format: expected a whole number from 1 to 1, got 2"),
        (#"{"format": 1, "screens": {"demo": {"version": 1}}}"#, "screens.demo.nextRowID: required, but missing"),
        (#"{"format": 1, "screens": {"demo": {"version": 1, "nextRowID": 1, "forced": "boom", "pendingReload": null, "sections": []}}}"#,
         #"screens.demo.forced: expected one of “network”, “error”, “loading”, got "boom""#),
        (#"{"format": 1, "screens": {"demo": {"version": 1, "nextRowID": 2, "forced": null, "pendingReload": null, "sections": [{"rows": [{"id": 1, "title": {"en": "A"}, "on": true}]}]}}}"#,
         #"screens.demo.sections[0].rows[0].on: only applies to rows with "accessory": "switch" (this one has none)"#),
        // Saved rows are objects with ids (a bare title is fixtures' shorthand); the first problem is the one named.
        (#"{"format": 1, "screens": {"demo": {"version": 1, "nextRowID": 2, "forced": null, "pendingReload": null, "sections": [{"rows": ["A"]}]}}}"#,
         #"screens.demo.sections[0].rows[0]: expected an object, got "A""#),
        (#"{"format": 1, "screens": {"demo": {"version": 1, "nextRowID": 2, "forced": null, "pendingReload": null, "sections": [{"rows": 5, "header": 7}]}}}"#,
         "screens.demo.sections[0].rows: expected an array, got 5"),
    ])
    func aCorruptFileIsAClearErrorNamingIt(content: String, reason: String) throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.json"
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StateFileError.corrupt(path: path, reason: reason)) {
            try ScreenStore(screens: [.demo], stateFile: StateFile(path: path))
        }
        #expect(StateFileError.corrupt(path: path, reason: reason).description.hasPrefix("the state file \(path) is unreadable or corrupt: "))
    }

    /// A journal that cannot be written (here: /dev/full, a disk that is always full).
    private func storeOnAFullDisk(_ directory: String) throws -> ScreenStore {
        let path = directory + "/state.json"
        _ = try ScreenStore(screens: [.demo], stateFile: StateFile(path: path))
        try FileManager.default.removeItem(atPath: path + ".journal")
        try FileManager.default.createSymbolicLink(atPath: path + ".journal", withDestinationPath: "/dev/full")
        return try ScreenStore(screens: [.demo], stateFile: StateFile(path: path))
    }

    @Test func aFailedWriteChangesNothing() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try storeOnAFullDisk(directory)
        #expect(throws: StateFileError.writeFailed(path: directory + "/state.json.journal", reason: "No space left on device")) {
            try store.apply(.action(.show), to: "demo")
        }
        #expect(store.state(of: "demo") == ScreenState(initialFor: .demo))
    }

    /// When even cutting a failed append back fails (a device that cannot be truncated), no later
    /// entry is written after what may be half a line: each append tries the cut first, and fails.
    @Test func aJournalThatCannotBeCutBackTakesNoEntry() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try storeOnAFullDisk(directory)
        #expect(throws: StateFileError.writeFailed(path: directory + "/state.json.journal", reason: "No space left on device")) {
            try store.apply(.action(.show), to: "demo")
        }
        #expect(throws: StateFileError.writeFailed(path: directory + "/state.json.journal", reason: "Invalid argument")) {
            try store.apply(.action(.show), to: "demo")
        }
        #expect(store.state(of: "demo") == ScreenState(initialFor: .demo))
    }

    @Test func aFailedWriteIsA507Page() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = App(store: try storeOnAFullDisk(directory), assets: Assets(files: [:]))
        let response = app.respond(to: .init(method: .post, target: "/screens/demo/show"))
        #expect(response.status == .insufficientStorage)
        #expect(String(decoding: response.body, as: UTF8.self).contains("The change was not saved, so it was not made"))
        #expect(app.store.state(of: "demo")?.version == 0)
        #expect(app.respond(to: .init(method: .get, target: "/screens/demo")).status == .ok, "reading goes on")
    }

    @Test func theJournalReplaysSkipsWhatTheSnapshotHoldsAndDropsATornLine() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let store = try ScreenStore(screens: [screen], stateFile: file)
        for index in 0..<5 { try store.apply(.addRow(title: "r\(index)"), to: "s") }
        let expected = store.state(of: "s")
        // A crash mid-append leaves half a line: it was never acknowledged, so it is dropped.
        let journal = try FileHandle(forWritingTo: URL(fileURLWithPath: file.journalPath))
        try journal.seekToEnd()
        try journal.write(contentsOf: Data(#"{"screen": "s", "version": 6, "at": 1, "change": {"addRow": "half"#.utf8))
        try journal.close()
        let restarted = try ScreenStore(screens: [screen], stateFile: file)
        #expect(restarted.state(of: "s") == expected)
        // The restart wrote a snapshot and emptied the journal; replaying an old journal over it changes nothing.
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.journalPath)).isEmpty)
        #expect(try ScreenStore(screens: [screen], stateFile: file).state(of: "s") == expected)
    }

    @Test func aJournalWithAGapIsCorrupt() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        try Data(#"{"screen": "demo", "version": 3, "at": 1, "change": {"action": "show"}}"#.utf8 + [10])
            .write(to: URL(fileURLWithPath: file.journalPath))
        #expect(throws: StateFileError.corrupt(path: file.journalPath, reason: "line 1 jumps from version 0 to 3 of “demo”")) {
            try ScreenStore(screens: [.demo], stateFile: file)
        }
        try Data("not json\n".utf8).write(to: URL(fileURLWithPath: file.journalPath))
        #expect(throws: StateFileError.self) { try ScreenStore(screens: [.demo], stateFile: file) }
    }

    /// A line read in part is not replayed in part: one unreadable row among a change's rows makes
    /// the journal corrupt, as it makes a snapshot corrupt, rather than a change with the row left out.
    @Test func aJournalLineWithAnUnreadableRowIsCorrupt() throws {
        let directory = try temporaryDirectory("state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let line = #"{"screen": "demo", "version": 1, "at": 1, "change": {"replaceRows": [{"rows": [{"id": 1, "title": {"en": "A"}}, {"id": 2}]}]}}"#
        try Data(line.utf8 + [10]).write(to: URL(fileURLWithPath: file.journalPath))
        #expect(throws: StateFileError.corrupt(path: file.journalPath, reason: "line 1.change.replaceRows[0].rows[1].title: required, but missing")) {
            try ScreenStore(screens: [.demo], stateFile: file)
        }
        // The same line with the row whole is replayed.
        let whole = line.replacingOccurrences(of: #"{"id": 2}"#, with: #"{"id": 2, "title": {"en": "B"}}"#)
        try Data(whole.utf8 + [10]).write(to: URL(fileURLWithPath: file.journalPath))
        let state = try ScreenStore(screens: [.demo], stateFile: file).state(of: "demo")
        #expect(state?.sections.flatMap(\.rows).map(\.title) == [LocalizedText(verbatim: "A"), LocalizedText(verbatim: "B")])
    }
}
