import Foundation
import HTTP
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

/// An app's own symbol (`.symbolset`), named as `Image("Bolt")` names it, draws from its template in a
/// placeholder and a row, and a row's comes back after a restart.
struct CatalogSymbolTests {
    @Test func anAppsOwnSymbolDrawsAndIsKept() throws {
        let directory = try temporaryDirectory("catalog-symbol")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = #"""
            {"screens": [{"id": "bolt", "title": "Power", "sections": [{"rows": [{"title": "Charge", "image": "Bolt"}]}],
              "emptyStates": {"empty": {"image": "Bolt", "title": "No power"}}}]}
            """#
        try Data(fixtures.utf8).write(to: URL(fileURLWithPath: directory + "/screens.json"))
        var source = AppSource()
        source.fixtures = directory + "/screens.json"
        source.catalogs = [Repository.root + "/Tests/Projects/Brand/Assets.xcassets"]
        source.stateFile = directory + "/state.json"
        let app = try AppLoader.makeApp(source)
        let row = try #require(app.store.state(of: "bolt")?.sections.first?.rows.first?.image)
        #expect(row.symbolTemplate != nil && row.isTemplate)
        // Drawn from Regular-S's path, its ink box at the placeholder's 48 pt (1.25 × 0.48 of the template's 48 × 82).
        let page = String(decoding: app.respond(to: Request(method: .get, target: "/screens/bolt?state=empty")).body, as: UTF8.self)
        #expect(page.contains(#"d="M16-72L42-72L32-38L52-38L12 10L22-26L4-26Z""#) && page.contains(#"width="28.8" height="49.2""#))
        let restarted = try AppLoader.makeApp(source)
        #expect(restarted.store.state(of: "bolt")?.sections.first?.rows.first?.image == row, "the state file keeps the row's symbol")
    }
}
