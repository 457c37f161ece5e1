import Foundation

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
    /// Rows in the live state.
    public let liveRowCount: Int

    /// Resolves what to draw. A preview ignores the live rows: `data` shows the fixture's rows,
    /// every placeholder shows over an empty list.
    public init(screen: Screen, state: ScreenState, query: String, preview: DisplayState?, now: Int64) {
        self.screen = screen
        self.query = query
        self.preview = preview
        self.version = state.version
        self.liveRowCount = state.sections.rowCount
        if let preview {
            switch preview {
            case .data: sections = screen.sections
            default: sections = screen.emptySections
            }
            display = preview
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
        self.sections = sections
        self.display = display
    }

    /// The rows whose title or detail, in any language, contains `query`, ignoring case and diacritics.
    public static func search(_ sections: [ListSection], for query: String) -> [ListSection] {
        let needle = fold(query)
        return sections.compactMap { section in
            var section = section
            section.rows = section.rows.filter { row in
                let texts = row.title.translations.values + (row.detail?.translations.values.map { $0 } ?? [])
                return texts.contains { fold($0).contains(needle) }
            }
            return section.rows.isEmpty ? nil : section
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
