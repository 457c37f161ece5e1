import HTML
import Screens
import Symbols
import Variants

/// The navigation bar: bar button items on each side, the title inline (centred, 44 tall) or large
/// (a 96-pt bar: the 44-pt row of items, then the title in the large-title style at the leading
/// layout margin). iPhones in landscape use the compact 32-pt bar, which has no large title.
/// Bar buttons are pictures of the app's: they never change the screen.
///
/// As UIKit, nothing overlaps: the items keep their widths, the title stays centred while it fits
/// between them and otherwise sits between them, cut short with an ellipsis; a back title too long
/// to leave the title centred becomes “Back”, then the chevron alone (``backLabel(_:items:title:context:)``).
enum NavigationBar {
    /// `scrolled`: the large title has collapsed into the inline one and the bar is in its
    /// standard appearance over the content; else it is at the scroll edge, transparent and
    /// without a hairline (``ScrollEdge``).
    /// `searchBar`: the search controller's bar, under the title (large or inline), on the bar's
    /// background; while the search is active the title row and the large title have slid away
    /// and the field sits under the status bar.
    /// `tabBar`: iPadOS 18's floating tab bar, which sits in the row in the title's place (out of
    /// the row's layout: the style sheet places it), or nothing.
    /// `searchBarBelow`: the search field is elsewhere (iOS 26's at the bottom), and the bar stays as it is while searching.
    static func render(_ screen: Screen, title: String, scrolled: Bool, searchBar: Node, searchBarBelow: Bool = false, tabBar: Node,
                       context: PageContext) -> Node {
        let searching = isSearching(screen, context.variant) && !searchBarBelow
        let large = showsLargeTitle(screen, context.variant) && !scrolled && !searching
        var items = screen.navigationItems
        // What VoiceOver says for the back button: its full label even when the bar shows it shorter.
        var spokenBack: String?
        if let index = items.left.firstIndex(where: { if case .back = $0 { true } else { false } }),
           case let .back(label) = items.left[index] {
            let shown = backLabel(label, items: items, title: large ? nil : title, context: context)
            items.left[index] = .back(shown)
            spokenBack = context.text(shown ?? label ?? SystemStrings.back)
            if let shown, context.text(shown) == spokenBack { spokenBack = nil }
        }
        let classes = (large ? "lp-navbar lp-navbar--large" : "lp-navbar") + (scrolled ? " lp-navbar--scrolled" : " lp-navbar--edge")
            + (searching ? " lp-navbar--searching" : "")
        return .el("header", [.class(classes), .id("navbar")], [
            searching ? .empty : .el("div", [.class("lp-navbar-row")], [
                .el("div", [.class("lp-bar-items lp-bar-items--leading")], items.left.enumerated().map { item($1, key: "leading-\($0)", spokenBack: spokenBack, context) }),
                tabBar,
                large ? .el("span", [.class("lp-title-inline")]) : .el("h1", [.class("lp-title")] + context.voiceOverMark("title"), text: title),
                // UIKit's order: the first of `rightBarButtonItems` is the outermost (rightmost in
                // left to right), so the row, drawn in the order of the document, lists them reversed.
                .el("div", [.class("lp-bar-items lp-bar-items--trailing")], items.right.enumerated().reversed().map { item($1, key: "trailing-\($0)", spokenBack: nil, context) }),
            ]),
            large ? .el("div", [.class("lp-large-title-row")], [.el("h1", [.class("lp-title lp-large-title")] + context.voiceOverMark("title"), text: title)]) : .empty,
            searchBar,
        ])
    }

    /// Whether the screen's search is active: it has a search bar and the variant asks for it.
    static func isSearching(_ screen: Screen, _ variant: Variant) -> Bool {
        screen.searchBar != nil && variant.search == .active
    }

    /// Large titles show in portrait and on iPad; an iPhone's compact landscape bar has none.
    static func showsLargeTitle(_ screen: Screen, _ variant: Variant) -> Bool {
        screen.largeTitle && (variant.orientation == .portrait || variant.device == .ipad || variant.device == .fluid)
    }

    /// The back button's label as UIKit shortens it: the previous title when it fits on the leading
    /// side with the title centred (or, when the trailing items push the title aside, between
    /// them), else “Back” when that fits, else none. Widths are estimated (``TextWidth``) from the
    /// device's width, margins and safe area, so every engine makes the same choice; on Fluid,
    /// whose width the window decides, the label is kept and CSS cuts it short if it must.
    static func backLabel(_ label: LocalizedText?, items: NavigationItems, title: String?, context: PageContext) -> LocalizedText? {
        let variant = context.variant
        let metrics = variant.os.metrics
        // iOS 26's back button is the chevron alone, in its glass circle, whatever fits.
        guard let label, metrics.backButtonShowsTitle else { return nil }
        guard let margin = variant.device.layoutMargin(variant.orientation, metrics: metrics) else { return label }
        let width = Double(variant.device.frameSize(variant.orientation).width - 2 * variant.device.safeInline(variant.orientation)) - 2 * margin
        let spacing = 20.0, gap = 8.0
        func widths(_ items: [BarItem]) -> Double {
            let sum = items.reduce(0.0) { total, item in
                switch item {
                case let .text(text): total + TextWidth.points(context.text(text), size: 17)
                case .symbol: total + 24
                case .back: total
                }
            }
            return sum + spacing * Double(max(0, items.count - 1))
        }
        let trailing = widths(items.right)
        let others = items.left.filter { if case .back = $0 { false } else { true } }
        let leadingOthers = widths(others) + (others.isEmpty ? 0 : spacing)
        let room: Double
        if let title {
            let titleWidth = TextWidth.points(title, size: 17, semibold: true)
            room = min((width - titleWidth) / 2 - gap, width - trailing - titleWidth - 2 * gap) - leadingOthers
        } else {
            room = width - trailing - gap - leadingOthers
        }
        // The label starts `backTitleLeading` from the screen's edge (inside the safe area), in the margin.
        let labelStart = metrics.backTitleLeading - margin
        func fits(_ text: String) -> Bool { labelStart + TextWidth.points(text, size: 17) <= room }
        if fits(context.text(label)) { return label }
        if fits(context.text(SystemStrings.back)) { return SystemStrings.back }
        return nil
    }

    /// A bar button: a picture of the app's, so not focusable, but a button to assistive technology
    /// as to VoiceOver (``VoiceOverOrder``): named by its text, its `accessibilityLabel` or its
    /// symbol; the back button with the role description "back button" and its full label.
    private static func item(_ item: BarItem, key: String, spokenBack: String?, _ context: PageContext) -> Node {
        let mark = context.voiceOverMark(key) + [.role("button")]
        switch item {
        case let .text(label):
            return .el("span", [.class("lp-bar-item lp-bar-item--text")] + mark, text: context.text(label))
        case let .symbol(symbol, label):
            let spoken = label.map(context.text) ?? symbol.spokenName
            return .el("span", [.class("lp-bar-item lp-bar-item--symbol"), Attribute("data-symbol", symbol.name), Attribute("aria-label", spoken)] + mark,
                       [SymbolArt.svg(symbol, place: key)])
        case let .back(label):
            return .el("span", [.class("lp-bar-item lp-bar-item--back"), Attribute("data-symbol", "back"),
                                Attribute("aria-roledescription", context.text(BuiltInStrings.voiceOverBackButton))]
                + (spokenBack.map { [Attribute("aria-label", $0)] } ?? []) + mark, [
                SymbolArt.backChevron,
                label.map { .el("span", [.class("lp-back-label")], text: context.text($0)) } ?? .empty,
            ])
        }
    }
}
