/// A list screen as a designer describes it in a fixtures file.
public struct Screen: Sendable {
    /// The identifier used in URLs, `[a-z0-9-]+`.
    public var id: String
    /// The navigation bar title.
    public var title: LocalizedText
    /// Plain list, grouped list or grid.
    public var style: ListStyle
    /// Cells per line in a grid.
    public var columns: Int
    /// Seed 002's opt-in: whether an empty list shows the empty placeholder by itself.
    public var autoEmptyState: Bool
    /// Whether a search field sits above the list.
    public var searchBar: Bool
    /// A line above the rows (the table header view), kept visible over placeholders.
    public var tableHeader: LocalizedText?
    /// Whether the screen opens with no rows; "show data" brings the fixture's rows.
    public var startsEmpty: Bool
    /// Buttons drawn inside the screen under the navigation bar, as in the demo controller.
    public var toolbar: [ScreenAction]
    /// The fixture's rows: what "show data" and a restoring reload bring back.
    public var sections: [ListSection]
    /// The placeholder of every kind, fixture settings merged over the built-in ones.
    public var emptyStates: [EmptyStateKind: EmptyStateConfig]
    /// What a tap on the placeholder does.
    public var reload: ReloadBehavior

    /// A screen; rows are numbered 1, 2, 3… in reading order.
    public init(
        id: String, title: LocalizedText, style: ListStyle = .plain, columns: Int = 3,
        autoEmptyState: Bool = true, searchBar: Bool = false, tableHeader: LocalizedText? = nil,
        startsEmpty: Bool = false, toolbar: [ScreenAction] = [], sections: [ListSection],
        emptyStates: [EmptyStateKind: EmptyStateConfig] = [:], reload: ReloadBehavior = ReloadBehavior()
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.columns = columns
        self.autoEmptyState = autoEmptyState
        self.searchBar = searchBar
        self.tableHeader = tableHeader
        self.startsEmpty = startsEmpty
        self.toolbar = toolbar
        self.sections = sections.numbered()
        self.emptyStates = Dictionary(uniqueKeysWithValues: EmptyStateKind.allCases.map {
            ($0, emptyStates[$0] ?? EmptyStateConfig.builtIn($0))
        })
        self.reload = reload
    }

    /// The sections with the same headers and footers but no rows.
    public var emptySections: [ListSection] {
        sections.map { ListSection(header: $0.header, footer: $0.footer, rows: []) }
    }

    /// The placeholder of a kind.
    public func emptyState(_ kind: EmptyStateKind) -> EmptyStateConfig {
        emptyStates[kind] ?? EmptyStateConfig.builtIn(kind)
    }

    /// The screen's path, e.g. `/screens/demo`.
    public var path: String { "/screens/\(id)" }

    /// The states this screen can actually show, for previews, the index, the gallery and `snapshot`:
    /// "no search results" only with a search bar. (An empty list it always can: with
    /// `autoEmptyState: false` it is blank, and so is its preview.)
    public var reachableStates: [DisplayState] {
        DisplayState.previewable.filter { $0 != .search || searchBar }
    }
}
