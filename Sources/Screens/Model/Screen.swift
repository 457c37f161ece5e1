import Strings

/// A list screen as a designer describes it in a fixtures file.
public struct Screen: Sendable {
    /// The identifier used in URLs, `[a-z0-9-]+`.
    public var id: String
    /// The navigation bar title.
    public var title: LocalizedText
    /// Plain list, grouped list or grid.
    public var style: ListStyle
    /// Cells per line in a grid.
    public var columns: GridColumns
    /// Whether an empty list shows the empty placeholder by itself (off: the list stays blank, as a
    /// table view without an empty-data-set source does).
    public var autoEmptyState: Bool
    /// The search field above the list, if any.
    public var searchBar: SearchBarConfig?
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
    /// Whether the navigation bar shows a large title (as Mail and Settings do).
    public var largeTitle: Bool
    /// The navigation bar's buttons.
    public var navigationItems: NavigationItems
    /// The tint (UIKit's `tintColor`): bar buttons, the selected tab, checkmarks, the search bar's
    /// Cancel, the section index and the placeholder's buttons; `nil` for `systemBlue`.
    public var tint: ThemedColor?
    /// The tab bar under the list, if any.
    public var tabBar: TabBar?
    /// The index down the list's trailing edge, if any.
    public var sectionIndex: SectionIndex?
    /// The app font family of the screen's own texts (titles, rows, headers, placeholders), if any.
    public var font: String?
    /// The app font family of the navigation bar's titles alone, over ``font``.
    public var titleFont: String?
    /// The design the screen keeps whatever the phone runs (its fixtures' `"os"`: an app that sets
    /// `UIDesignRequiresCompatibility` is drawn in iOS 18's design on iOS 26); `nil`: the variant's.
    public var pinnedDesign: SystemDesign?
    /// The design its page shows when neither the URL, a cookie nor the command line says (the
    /// fixtures file's top-level `"os"`).
    public var defaultDesign: SystemDesign = .standard
    /// The languages its texts are given in (English first), as they were when it was made: what
    /// its language picker offers and `Accept-Language` chooses among.
    public private(set) var languages: [LanguageTag] = []
    /// The texts of its rows that the audit's contrast check samples, as they were when it was made:
    /// found once here, not by a scan of every row on each page drawn.
    public private(set) var sampleTexts = SampleTexts()

    /// A screen; rows are numbered 1, 2, 3… in reading order.
    public init(
        id: String, title: LocalizedText, style: ListStyle = .plain, columns: GridColumns = .standard,
        autoEmptyState: Bool = true, searchBar: SearchBarConfig? = nil, tableHeader: LocalizedText? = nil,
        startsEmpty: Bool = false, toolbar: [ScreenAction] = [], sections: [ListSection],
        emptyStates: [EmptyStateKind: EmptyStateConfig] = [:], reload: ReloadBehavior = ReloadBehavior(),
        largeTitle: Bool = false, navigationItems: NavigationItems = NavigationItems(), tint: ThemedColor? = nil,
        tabBar: TabBar? = nil, sectionIndex: SectionIndex? = nil
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
        var sections = sections
        sections.number()
        self.sections = sections
        self.emptyStates = Dictionary(uniqueKeysWithValues: EmptyStateKind.allCases.map {
            ($0, emptyStates[$0] ?? EmptyStateConfig.builtIn($0))
        })
        self.reload = reload
        self.largeTitle = largeTitle
        self.navigationItems = navigationItems
        self.tint = tint
        self.tabBar = tabBar
        self.sectionIndex = sectionIndex
        languages = textLanguages()
        sampleTexts = SampleTexts(self.sections)
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
    public var path: String { SitePath.screen(id) }

    /// The design this screen is drawn in when `asked` (`nil`: nothing asked) is asked for: its
    /// pinned one, else the one asked, else the fixtures' default.
    public func design(asked: SystemDesign?) -> SystemDesign {
        pinnedDesign ?? asked ?? defaultDesign
    }

    /// The states this screen can actually show, for previews, the index, the gallery and `snapshot`:
    /// "no search results" only with a search bar. (An empty list it always can: with
    /// `autoEmptyState: false` it is blank, and so is its preview.)
    public var reachableStates: [DisplayState] {
        DisplayState.previewable.filter { $0 != .search || searchBar != nil }
    }
}
