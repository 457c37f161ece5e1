@testable import ListPreview
@testable import Pages
@testable import Screens
@testable import Store
import Synchronization
import TestSupport
import Testing

@Suite struct ReloadTests {
    private func screen(_ result: ReloadBehavior.Outcome, delay: Int = 800, auto: Bool = true) -> Screen {
        Screen(id: "s", title: LocalizedText(verbatim: "S"), autoEmptyState: auto, startsEmpty: true,
               sections: [ListSection(rows: [Row(title: LocalizedText(verbatim: "A")), Row(title: LocalizedText(verbatim: "B"))])],
               reload: ReloadBehavior(result: result, delayMs: delay))
    }

    private func display(_ store: ScreenStore, _ screen: Screen, clock: ManualClock) -> DisplayState {
        store.state(of: screen.id)!.display(for: screen, at: clock.now())
    }

    @Test(arguments: [
        (ReloadBehavior.Outcome.restore, DisplayState.data, 2),
        (.append, .data, 1),
        (.empty, .empty, 0),
        (.network, .network, 0),
        (.error, .error, 0),
    ])
    func reloadShowsLoadingThenLandsItsResult(result: ReloadBehavior.Outcome, landsAs: DisplayState, rows: Int) throws {
        let clock = ManualClock()
        let screen = screen(result)
        let store = ScreenStore(screens: [screen], clock: clock.now)
        #expect(display(store, screen, clock: clock) == .empty)
        try store.apply(.action(.reload), to: "s")
        // No flash of the empty state: loading until the result lands.
        #expect(display(store, screen, clock: clock) == .loading)
        clock.advance(799)
        #expect(display(store, screen, clock: clock) == .loading)
        let view = ScreenView(screen: screen, state: store.state(of: "s")!, query: "", preview: nil, now: clock.now())
        #expect(view.refreshSeconds == 1)
        clock.advance(1)
        #expect(display(store, screen, clock: clock) == landsAs)
        #expect(store.state(of: "s")?.sections.rowCount == rows)
        #expect(store.state(of: "s")?.pendingReload == nil)
    }

    @Test func appendKeepsAddingRowsWithFreshIDs() throws {
        let store = ScreenStore(screens: [screen(.append, delay: 0)])
        for _ in 0..<3 { try store.apply(.action(.reload), to: "s") }
        let rows = store.state(of: "s")!.sections[0].rows
        #expect(rows.map { $0.title.resolved(for: .english) } == ["Row 1", "Row 2", "Row 3"])
        #expect(rows.map { $0.title.resolved(for: .simplifiedChinese) } == ["第1行数据", "第2行数据", "第3行数据"])
        #expect(Set(rows.map(\.id)).count == 3)
    }

    @Test func forcedStatesWinUntilDataOrClear() throws {
        let clock = ManualClock()
        let screen = screen(.restore)
        let store = ScreenStore(screens: [screen], clock: clock.now)
        try store.apply(.action(.show), to: "s")
        for forced in [ScreenAction.network, .error, .loading] {
            try store.apply(.action(forced), to: "s")
            #expect(display(store, screen, clock: clock).rawValue == forced.rawValue)
            #expect(store.state(of: "s")?.sections.rowCount == 2)
        }
        try store.apply(.action(.clear), to: "s")
        #expect(display(store, screen, clock: clock) == .empty)
        try store.apply(.action(.network), to: "s")
        try store.apply(.action(.show), to: "s")
        #expect(display(store, screen, clock: clock) == .data)
    }

    @Test func withoutAutoEmptyStateAnEmptyListStaysBlank() throws {
        let clock = ManualClock()
        let screen = screen(.restore, auto: false)
        let store = ScreenStore(screens: [screen], clock: clock.now)
        #expect(display(store, screen, clock: clock) == .blank)
        try store.apply(.action(.network), to: "s")
        #expect(display(store, screen, clock: clock) == .network)
    }

    @Test func addAndDeleteRows() throws {
        let store = ScreenStore(screens: [screen(.restore)])
        try store.apply(.addRow(title: "First"), to: "s")
        try store.apply(.addRow(title: "Second"), to: "s")
        var rows = store.state(of: "s")!.sections[0].rows
        #expect(rows.map { $0.title.resolved(for: .english) } == ["First", "Second"])
        try store.apply(.deleteRow(id: rows[0].id), to: "s")
        try store.apply(.deleteRow(id: 999), to: "s")
        rows = store.state(of: "s")!.sections[0].rows
        #expect(rows.map { $0.title.resolved(for: .english) } == ["Second"])
    }
}

@Suite struct ScreenViewTests {
    private let contacts = Screen(id: "c", title: LocalizedText(verbatim: "C"), sections: [
        ListSection(header: LocalizedText(verbatim: "A"), rows: [Row(title: LocalizedText(verbatim: "Zoë Ångström"))]),
        ListSection(header: LocalizedText(verbatim: "J"), rows: [
            Row(title: LocalizedText(verbatim: "José Núñez"), detail: LocalizedText(verbatim: "MADRID")),
            Row(title: LocalizedText(en: "Wang", zhHans: "王小明", zhHant: "王小明")),
        ]),
    ])

    private func view(_ query: String, preview: DisplayState? = nil) -> ScreenView {
        ScreenView(screen: contacts, state: ScreenState(initialFor: contacts), query: query, preview: preview, now: 0)
    }

    @Test func searchIgnoresCaseAndDiacritics() {
        #expect(view("zoe angstrom").sections.flatMap(\.rows).count == 1)
        #expect(view("NUNEZ").sections.flatMap(\.rows).map(\.id) == [2])
        #expect(view("madrid").sections.flatMap(\.rows).map(\.id) == [2])
        #expect(view("小明").sections.flatMap(\.rows).map(\.id) == [3])
        #expect(view("zoe").sections.map { $0.header?.resolved(for: .english) } == ["A"])
        #expect(view("").display == .data)
    }

    @Test func noMatchShowsTheSearchPlaceholder() {
        let result = view("xyz")
        #expect(result.display == .search)
        #expect(result.sections.isEmpty)
    }

    @Test func previewsIgnoreTheLiveState() {
        #expect(view("", preview: .data).sections.rowCount == 3)
        for state in [DisplayState.empty, .network, .error, .loading, .search] {
            let preview = view("", preview: state)
            #expect(preview.display == state)
            #expect(preview.sections.isEmptyList)
            #expect(preview.refreshSeconds == nil)
        }
    }
}
