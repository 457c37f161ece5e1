import HTML
import Screens

/// The navigation bar: bar button items on each side, the title inline (centred, 44 tall) or large
/// (a 96-pt bar: the 44-pt row of items, then the title in the large-title style at the leading
/// layout margin). iPhones in landscape use the compact 32-pt bar, which has no large title.
/// Bar buttons are pictures of the app's: they never change the screen.
enum NavigationBar {
    static func render(_ screen: Screen, title: String, context: PageContext) -> Node {
        let large = showsLargeTitle(screen, context.variant)
        let items = screen.navigationItems
        return .el("header", [.class(large ? "lp-navbar lp-navbar--large" : "lp-navbar"), .id("navbar")], [
            .el("div", [.class("lp-navbar-row")], [
                .el("div", [.class("lp-bar-items lp-bar-items--leading")], items.left.map { item($0, context) }),
                large ? .el("span", [.class("lp-title-inline")]) : .el("h1", [.class("lp-title")], text: title),
                // UIKit's order: the first of `rightBarButtonItems` is the outermost (rightmost in
                // left to right), so the row, drawn in the order of the document, lists them reversed.
                .el("div", [.class("lp-bar-items lp-bar-items--trailing")], items.right.reversed().map { item($0, context) }),
            ]),
            large ? .el("div", [.class("lp-large-title-row")], [.el("h1", [.class("lp-title lp-large-title")], text: title)]) : .empty,
        ])
    }

    /// Large titles show in portrait and on iPad; an iPhone's compact landscape bar has none.
    static func showsLargeTitle(_ screen: Screen, _ variant: Variant) -> Bool {
        screen.largeTitle && (variant.orientation == .portrait || variant.device == .ipad || variant.device == .fluid)
    }

    private static func item(_ item: BarItem, _ context: PageContext) -> Node {
        switch item {
        case let .text(label):
            return .el("span", [.class("lp-bar-item lp-bar-item--text")], text: context.text(label))
        case let .symbol(symbol):
            return .el("span", [.class("lp-bar-item lp-bar-item--symbol"), Attribute("data-symbol", symbol.rawValue),
                                .role("img"), Attribute("aria-label", symbol.rawValue)], [SymbolArt.svg(symbol)])
        case let .back(label):
            return .el("span", [.class("lp-bar-item lp-bar-item--back"), Attribute("data-symbol", "back")], [
                SymbolArt.svg(.back),
                label.map { .el("span", [.class("lp-back-label")], text: context.text($0)) } ?? .empty,
            ])
        }
    }
}
