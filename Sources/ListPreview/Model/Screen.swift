/// A list screen as a designer describes it: what it shows when it has data, and when it has none.
public struct Screen: Sendable {
    /// The identifier used in URLs, `[a-z0-9-]+`.
    public var id: String
    /// The navigation bar title.
    public var title: LocalizedText
    /// The rows the screen shows when it has data ("show data" and reload bring them back).
    public var sections: [ListSection]
    /// Whether the screen opens with an empty data source, as the demo controller does.
    public var startsEmpty: Bool
    /// The placeholder shown while the list is empty.
    public var emptyState: EmptyStateContent
    /// The labels of the "show data" and "clear data" buttons.
    public var showDataLabel: LocalizedText
    /// See ``showDataLabel``.
    public var clearDataLabel: LocalizedText

    /// A screen from its parts.
    public init(
        id: String, title: LocalizedText, sections: [ListSection], startsEmpty: Bool,
        emptyState: EmptyStateContent, showDataLabel: LocalizedText, clearDataLabel: LocalizedText
    ) {
        self.id = id
        self.title = title
        self.sections = sections
        self.startsEmpty = startsEmpty
        self.emptyState = emptyState
        self.showDataLabel = showDataLabel
        self.clearDataLabel = clearDataLabel
    }

    /// The sections with the same headers and footers but no rows.
    public var emptySections: [ListSection] {
        sections.map { ListSection(header: $0.header, footer: $0.footer, rows: []) }
    }

    /// The screen's path, e.g. `/screens/demo`.
    public var path: String { "/screens/\(id)" }
}
