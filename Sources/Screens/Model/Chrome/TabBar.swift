import Symbols

/// A `UITabBar` under the list: its items and which one is selected.
public struct TabBar: Sendable, Equatable {
    /// One tab: its title, icon and optional badge.
    public struct Item: Sendable, Equatable {
        /// The title under (or, compact, beside) the icon.
        public var title: LocalizedText
        /// The icon, an SF Symbol.
        public var icon: SystemSymbol
        /// The badge's text (a count, or a short word), drawn as a red capsule.
        public var badge: String?
        /// The fixtures' `accessibilityLabel` and `accessibilityHint`, if any.
        public var accessibility: AccessibilityText?
        /// The search tab (`UISearchTab`, SwiftUI's `Tab(role: .search)`): iOS 26 draws it apart, a
        /// glass circle at the trailing end of the bar; iOS 18 as any other tab.
        public var isSearch: Bool

        /// An item from its parts.
        public init(title: LocalizedText, icon: SystemSymbol, badge: String? = nil, accessibility: AccessibilityText? = nil, isSearch: Bool = false) {
            self.title = title
            self.icon = icon
            self.badge = badge
            self.accessibility = accessibility
            self.isSearch = isSearch
        }
    }

    /// The tabs, in order.
    public var items: [Item]
    /// The selected tab's index.
    public var selected: Int

    /// A tab bar from its parts.
    public init(items: [Item], selected: Int = 0) {
        self.items = items
        self.selected = selected
    }

    /// Tabs a bar can hold (UIKit shows five, then "More").
    public static let items = 2...5
    /// The longest badge, in characters.
    public static let longestBadge = 4
}
