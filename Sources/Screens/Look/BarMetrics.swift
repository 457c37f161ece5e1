/// UIKit's bars other than the navigation bar (whose heights are each design's, in ``ListMetrics``):
/// the tab bar and the search bar, as iOS 18 draws them and iOS 26 keeps them where its glass does
/// not replace them. The style sheet reads them as custom properties (``stylesheet``), and the
/// estimate of whether rows reach the tab bar (`ScrollEdge`) reads them here.
public struct BarMetrics: Sendable {
    /// `UITabBar`'s height docked at the bottom edge, over the home indicator's area (iPhone portrait).
    public var tabBarHeight: Double
    /// The compact tab bar's of an iPhone in landscape, icon beside title.
    public var compactTabBarHeight: Double
    /// `UISearchBar`'s field.
    public var searchFieldHeight: Double
    /// The search bar's padding above and below its field.
    public var searchBarPadding: Double

    /// The search bar's height in the navigation bar: its field and the padding around it.
    public var searchBarHeight: Double { searchFieldHeight + 2 * searchBarPadding }

    /// UIKit's (Apple HIG "Tab bars": 49 pt, 32 in an iPhone's landscape; `UISearchBar`'s 36-pt
    /// field, 52 pt in all in the navigation bar).
    public static let uiKit = BarMetrics(tabBarHeight: 49, compactTabBarHeight: 32, searchFieldHeight: 36, searchBarPadding: 8)

    /// The table as the custom properties `style.css` reads (`--m-tabbar-docked`, `--m-search-field`…,
    /// in CSS px): the declarations alone.
    public var stylesheet: String {
        ListMetrics.declarations([("tabbar-docked", tabBarHeight), ("tabbar-docked-compact", compactTabBarHeight),
                                  ("search-field", searchFieldHeight), ("search-padding", searchBarPadding)])
    }
}
