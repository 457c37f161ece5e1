import Dispatch
@testable import ListPreview
@testable import Screens
@testable import Store
import Testing

@Suite struct ScreenStateTests {
    private func row(_ title: String) -> Row { Row(title: LocalizedText(verbatim: title)) }

    @Test func emptyMeansNoRowInAnySection() {
        #expect([ListSection]().isEmptyList)
        #expect([ListSection(rows: [])].isEmptyList)
        // Seed 001's bug: three sections but no rows is still empty.
        let sectionsWithoutRows = [ListSection(header: LocalizedText(verbatim: "A"), rows: []),
                                   ListSection(rows: []), ListSection(rows: [])]
        #expect(sectionsWithoutRows.isEmptyList)
        #expect(sectionsWithoutRows.rowCount == 0)
    }

    @Test func anyRowInAnySectionMeansNotEmpty() {
        let lastHasOne = [ListSection(rows: []), ListSection(rows: []), ListSection(rows: [row("x")])]
        #expect(!lastHasOne.isEmptyList)
        #expect(lastHasOne.rowCount == 1)
        #expect([ListSection(rows: [row("a"), row("b")]), ListSection(rows: [row("c")])].rowCount == 3)
    }

    @Test func demoStartsEmptyAndActionsMoveIt() throws {
        let store = ScreenStore(screens: [.demo])
        #expect(store.state(of: "demo")?.isEmpty == true)
        #expect(try store.apply(.action(.show), to: "demo")?.sections.rowCount == 6)
        #expect(try store.apply(.action(.clear), to: "demo")?.isEmpty == true)
        let reloaded = try store.apply(.action(.reload), to: "demo")
        #expect(reloaded?.sections.rowCount == 6)
        #expect(reloaded?.version == 3)
        #expect(try store.apply(.action(.show), to: "nope") == nil)
        #expect(store.state(of: "nope") == nil)
    }

    @Test func concurrentChangesLoseNoUpdate() {
        let store = ScreenStore(screens: [.demo])
        DispatchQueue.concurrentPerform(iterations: 3000) { index in
            _ = try? store.apply(index % 3 == 0 ? .action(.clear) : .addRow(title: "r\(index)"), to: "demo")
            _ = store.state(of: "demo")
        }
        let state = store.state(of: "demo")
        #expect(state?.version == 3000)
        // Every add after the last clear survived, and row ids never repeat.
        let ids = state?.sections.flatMap(\.rows).map(\.id) ?? []
        #expect(Set(ids).count == ids.count)
        #expect(state?.nextRowID == 2007)  // 1…6 belong to the demo's own rows
    }
}
