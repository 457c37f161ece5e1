import Screens

/// One rendering of a screen, resolved from its state and the request: the rows to draw, the
/// placeholder (if any), the search text and whether the page must refresh itself.
public struct ScreenView: Sendable {
    /// The screen.
    public let screen: Screen
    /// The rows the list draws (after search, or a preview's rows).
    public let sections: [ListSection]
    /// What is shown.
    public let display: DisplayState
    /// The search text, possibly empty.
    public let query: String
    /// The `?state=` being previewed, if any.
    public let preview: DisplayState?
    /// Seconds after which the page reloads itself while a reload is in progress.
    public let refreshSeconds: Int?
    /// The live state's version.
    public let version: Int
    /// Rows the list would show without the window.
    public let totalRows: Int
    /// How many rows are drawn at most, like the cells a table view materializes.
    public let rowLimit: Int

    /// Rows drawn by default; `?rows=` asks for more.
    public static let defaultRowLimit = 500
    /// Rows in the live state.
    public let liveRowCount: Int
    /// What the live screen shows now, which the panel marks among the previews.
    public let liveDisplay: DisplayState

    /// Resolves what to draw. A preview ignores the live rows: `data` shows the fixture's rows,
    /// every placeholder shows over an empty list.
    public init(screen: Screen, state: ScreenState, query: String, preview: DisplayState?, now: Int64,
                rowLimit: Int = ScreenView.defaultRowLimit) {
        self.screen = screen
        self.rowLimit = rowLimit
        self.query = query
        self.preview = preview
        self.version = state.version
        self.liveRowCount = state.sections.rowCount
        self.liveDisplay = state.display(for: screen, at: now)
        if let preview {
            // The data preview shows the live screen's rows, as they are now (rows added or deleted
            // included); when the live list is empty, the rows "show data" would bring back.
            let dataRows = state.sections.isEmptyList ? screen.sections : state.sections
            switch preview {
            case .data: sections = Self.window(dataRows, limit: rowLimit)
            default: sections = screen.emptySections
            }
            totalRows = preview == .data ? dataRows.rowCount : 0
            // A screen that keeps an empty list blank previews it blank, as it would show it.
            display = preview == .empty && !screen.autoEmptyState ? .blank : preview
            refreshSeconds = nil
            return
        }
        var display = state.display(for: screen, at: now)
        if display == .loading, let pending = state.pendingReload, pending.dueAt > now {
            refreshSeconds = max(1, Int((pending.dueAt - now + 999) / 1000))
        } else {
            refreshSeconds = nil
        }
        var sections = state.sections
        if !query.isEmpty, display == .data {
            sections = Self.search(sections, for: query)
            if sections.isEmptyList { display = .search }
        }
        self.totalRows = sections.rowCount
        self.sections = Self.window(sections, limit: rowLimit)
        self.display = display
    }

    /// Whether some rows are not drawn.
    public var isWindowed: Bool { totalRows > sections.rowCount }

    /// The first `limit` rows, section by section; later sections keep their header only if reached.
    static func window(_ sections: [ListSection], limit: Int) -> [ListSection] {
        guard sections.rowCount > limit else { return sections }
        var remaining = limit
        var result: [ListSection] = []
        for section in sections {
            guard remaining > 0 else { break }
            var section = section
            if section.rows.count > remaining {
                section.rows = Array(section.rows.prefix(remaining))
                section.footer = nil
            }
            remaining -= section.rows.count
            result.append(section)
        }
        return result
    }

    /// The rows whose title or detail, in any language, contains `query`, ignoring case and diacritics.
    public static func search(_ sections: [ListSection], for query: String) -> [ListSection] {
        let needle = SearchFolding.fold(query)
        return sections.compactMap { section in
            var section = section
            section.rows = section.rows.filter { row in
                let matches: (String) -> Bool = { SearchFolding.contains(SearchFolding.fold($0), needle) }
                return row.title.contains(where: matches) || row.detail?.contains(where: matches) == true
            }
            return section.rows.isEmpty ? nil : section
        }
    }
}
