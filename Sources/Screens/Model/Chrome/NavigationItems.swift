import Symbols

/// One bar button item: a text (`"Edit"`), a symbol, or the back button (a chevron and its label).
/// Bar buttons are pictures: they never change the screen's state.
public enum BarItem: Sendable, Equatable {
    /// A text button, in the tint colour (iOS 26: in the label colour, on glass).
    case text(LocalizedText)
    /// A symbol button, in the tint colour (iOS 26: the label colour, on glass); `label` is what
    /// VoiceOver says for it (its `accessibilityLabel`), else the symbol's name.
    case symbol(SystemSymbol, label: LocalizedText? = nil)
    /// The back button: a chevron, then the previous screen's title (or nothing).
    case back(LocalizedText?)
}

/// The items on each side of the navigation bar.
public struct NavigationItems: Sendable, Equatable {
    /// The leading items (left in left-to-right).
    public var left: [BarItem]
    /// The trailing items.
    public var right: [BarItem]

    /// Items from their parts.
    public init(left: [BarItem] = [], right: [BarItem] = []) {
        self.left = left
        self.right = right
    }

    /// Whether there are none.
    public var isEmpty: Bool { left.isEmpty && right.isEmpty }

    /// The most items a side takes, as a navigation bar has room for.
    public static let mostPerSide = 3
}
