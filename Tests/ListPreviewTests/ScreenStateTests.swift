import Dispatch
@testable import ListPreview
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

    @Test func demoStartsEmptyAndActionsMoveIt() {
        let store = ScreenStore(screens: [.demo])
        #expect(store.state(of: "demo")?.isEmpty == true)
        #expect(store.perform(.show, on: "demo")?.sections.rowCount == 6)
        #expect(store.perform(.clear, on: "demo")?.isEmpty == true)
        let reloaded = store.perform(.reload, on: "demo")
        #expect(reloaded?.sections.rowCount == 6)
        #expect(reloaded?.version == 3)
        #expect(store.perform(.show, on: "nope") == nil)
        #expect(store.state(of: "nope") == nil)
    }

    @Test func concurrentActionsLoseNoUpdate() {
        let store = ScreenStore(screens: [.demo])
        let actions: [ScreenAction] = [.show, .clear, .reload]
        DispatchQueue.concurrentPerform(iterations: 3000) { index in
            store.perform(actions[index % 3], on: "demo")
            _ = store.state(of: "demo")
        }
        #expect(store.state(of: "demo")?.version == 3000)
    }
}
