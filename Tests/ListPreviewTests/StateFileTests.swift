import Foundation
@testable import ListPreview
import Testing

@Suite struct StateFileTests {
    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-state-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private let screen = Screen(id: "s", title: LocalizedText(verbatim: "S"), sections: [
        ListSection(header: LocalizedText(en: "H", zhHans: "头", zhHant: "頭"), rows: [Row(title: LocalizedText(verbatim: "A"))]),
    ])

    @Test func changesSurviveARestart() throws {
        let directory = try temporaryDirectory()
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
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["state.json"])
    }

    @Test func aMissingFileStartsFreshAndUnknownScreensAreIgnored() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        #expect(try ScreenStore(screens: [.demo], stateFile: file).state(of: "demo") == ScreenState(initialFor: .demo))
        let other = try ScreenStore(screens: [screen], stateFile: file)
        try other.apply(.action(.clear), to: "s")
        #expect(try ScreenStore(screens: [.demo], stateFile: file).state(of: "demo") == ScreenState(initialFor: .demo))
    }

    @Test(arguments: [
        ("{", "line 1, column 2: expected a string key in quotes"),
        (#"{"format": 2, "screens": {}}"#, "format: expected a whole number from 1 to 1, got 2"),
        (#"{"format": 1, "screens": {"demo": {"version": 1}}}"#, "screens.demo.nextRowID: required, but missing"),
        (#"{"format": 1, "screens": {"demo": {"version": 1, "nextRowID": 1, "forced": "boom", "pendingReload": null, "sections": []}}}"#,
         #"screens.demo.forced: expected one of “network”, “error”, “loading”, got "boom""#),
    ])
    func aCorruptFileIsAClearErrorNamingIt(content: String, reason: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.json"
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StateFileError.corrupt(path: path, reason: reason)) {
            try ScreenStore(screens: [.demo], stateFile: StateFile(path: path))
        }
        #expect(StateFileError.corrupt(path: path, reason: reason).description.hasPrefix("the state file \(path) is unreadable or corrupt: "))
    }

    @Test func aFailedWriteChangesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try ScreenStore(screens: [.demo], stateFile: StateFile(path: directory + "/missing-dir/state.json"))
        #expect(throws: StateFileError.self) { try store.apply(.action(.show), to: "demo") }
        #expect(store.state(of: "demo") == ScreenState(initialFor: .demo))
    }

    @Test func aFailedWriteIsA507Page() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try ScreenStore(screens: [.demo], stateFile: StateFile(path: directory + "/missing-dir/state.json"))
        let app = App(store: store, assets: Assets(files: [:]))
        let response = app.respond(to: .init(method: .post, target: "/screens/demo/show"))
        #expect(response.status == .insufficientStorage)
        #expect(String(decoding: response.body, as: UTF8.self).contains("The change was not saved, so it was not made"))
        #expect(store.state(of: "demo")?.version == 0)
    }
}
