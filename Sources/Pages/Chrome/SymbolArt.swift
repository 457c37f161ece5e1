import HTML
import Screens
import Symbols

/// The chrome's symbols: SF Symbols by name, drawn by their stand-ins (`Symbols`) in `currentColor`,
/// so each takes the colour of where it sits (the tint, the label colour), in a box the style sheet
/// sizes per place; the back button's chevron, UIKit's own back indicator, measured and drawn here;
/// and the status bar's icons.
enum SymbolArt {
    /// An SF Symbol in the chrome (a bar button, a tab, the search field), hidden from assistive
    /// technology (its button or tab has the words). `place` names it uniquely in the page.
    static func svg(_ symbol: SystemSymbol, place: String) -> Node {
        symbol.svg(classes: "lp-symbol", place: place)
    }

    /// The back button's chevron, at UIKit's measured size (`ListMetrics`' back chevron).
    static let backChevron: Node =
        .raw(#"<svg class="lp-symbol lp-symbol--chevron" viewBox="0 0 11 19" aria-hidden="true"><path d="M9.8 1.2L1.2 9.5l8.6 8.3"/></svg>"#)

    /// The status bar's icons: cellular bars, Wi-Fi and a full battery. Each is a span the stylesheet
    /// paints in the label colour through a mask of /public/status/NAME.svg, so the drawings are
    /// fetched once and cached rather than sent in every page.
    static let cellular: Node = .el("span", [.class("lp-status-icon lp-status-cellular")])
    static let wifi: Node = .el("span", [.class("lp-status-icon lp-status-wifi")])
    static let battery: Node = .el("span", [.class("lp-status-icon lp-status-battery")])
}
