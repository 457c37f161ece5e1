import Foundation
import ListPreview
import Screens
import TestSupport
import Testing

/// Rows saved in a state file keep their asset catalog images: every scale, the dark file and the
/// template intent come back after a restart, not only the one file the state file names.
struct CatalogStateTests {
    @Test func aRestartKeepsTheRowsCatalogImages() throws {
        let directory = try temporaryDirectory("catalog-state")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var source = AppSource()
        source.fixtures = Repository.root + "/Tests/Projects/Brand/screens.json"
        source.stateFile = directory + "/state.json"
        let first = try AppLoader.makeApp(source)
        let firstRows = first.store.state(of: "brand")?.sections.first?.rows ?? []
        let before = firstRows.compactMap { $0.image }
        #expect(before.map(\.name) == ["Star", "Logo", "EmptyBox"] && before.allSatisfy { $0.renditions != nil })
        // The state file is written at start; a second program reads it back.
        #expect(FileManager.default.fileExists(atPath: directory + "/state.json"))
        let second = try AppLoader.makeApp(source)
        let secondRows = second.store.state(of: "brand")?.sections.first?.rows ?? []
        let after = secondRows.compactMap { $0.image }
        #expect(after == before, "\(after.map { "\($0.origin) \($0.name)" })")
        #expect(after.first?.isTemplate == true)
    }
}
