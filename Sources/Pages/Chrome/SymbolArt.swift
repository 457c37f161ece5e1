import HTML
import Screens

/// The drawings of the built-in symbols and the status bar's icons: fixed SVG written here (never
/// from a fixture), in `currentColor`, so each takes the colour of where it sits (the tint, the
/// label colour). Symbols are 24×24 line drawings in the weight of SF Symbols' regular.
enum SymbolArt {
    /// A symbol as an inline SVG, `size` CSS px square, hidden from assistive technology (its
    /// button or tab has the words).
    static func svg(_ symbol: Symbol) -> Node {
        .raw(drawing(symbol))
    }

    private static func drawing(_ symbol: Symbol) -> StaticString {
        switch symbol {
        case .plus: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4v16M4 12h16"/></svg>"#
        case .edit: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M11 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-6"/><path d="M18.5 3.5l2 2L12 14l-3 1 1-3z"/></svg>"#
        case .back: #"<svg class="lp-symbol lp-symbol--chevron" viewBox="0 0 11 19" aria-hidden="true"><path d="M9.8 1.2L1.2 9.5l8.6 8.3"/></svg>"#
        case .search: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/></svg>"#
        case .filter: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5"/><path d="M7 9h10M9 12.5h6M11 16h2"/></svg>"#
        case .more: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5"/><circle class="lp-symbol-dot" cx="7.5" cy="12" r="1.3"/><circle class="lp-symbol-dot" cx="12" cy="12" r="1.3"/><circle class="lp-symbol-dot" cx="16.5" cy="12" r="1.3"/></svg>"#
        case .share: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.5v12M8 6.5l4-4 4 4"/><path d="M8.5 9.5H6a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9.5a1 1 0 0 0-1-1h-2.5"/></svg>"#
        case .settings: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="3.2"/><path d="M12 2.5l1.6 2.6 3-.7.7 3 2.6 1.6-1.4 2.9 1.4 2.9-2.6 1.6-.7 3-3-.7L12 21.5l-1.6-2.6-3 .7-.7-3-2.6-1.6L5.5 12 4.1 9.1l2.6-1.6.7-3 3 .7z"/></svg>"#
        case .home: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 11.5L12 4l9 7.5"/><path d="M5.5 9.5V20h4.5v-6h4v6h4.5V9.5"/></svg>"#
        case .inbox: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 13.5L5.5 5h13l2.5 8.5V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"/><path d="M3 13.5h5.5l1 2.5h5l1-2.5H21"/></svg>"#
        case .person: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.2 3.6-7 8-7s8 2.8 8 7"/></svg>"#
        case .star: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"/></svg>"#
        case .heart: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z"/></svg>"#
        case .clock: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5"/><path d="M12 6.5V12l3.5 2.5"/></svg>"#
        case .photo: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="4.5" width="18" height="15" rx="2"/><circle cx="8.5" cy="9.5" r="1.6"/><path d="M3.5 17l5-4.5 3.5 3 3-2.5 5.5 4.5"/></svg>"#
        case .bell: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l2 2H4z"/><path d="M10 20.5a2 2 0 0 0 4 0"/></svg>"#
        case .message: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4c4.7 0 8.5 3.1 8.5 7S16.7 18 12 18c-1 0-1.9-.1-2.8-.4L5 20l1-3.6C4.5 15 3.5 13.1 3.5 11 3.5 7.1 7.3 4 12 4z"/></svg>"#
        case .folder: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6.5a1 1 0 0 1 1-1h5l2 2.5h9a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"/></svg>"#
        case .list: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 6h12M9 12h12M9 18h12"/><circle class="lp-symbol-dot" cx="4.5" cy="6" r="1.3"/><circle class="lp-symbol-dot" cx="4.5" cy="12" r="1.3"/><circle class="lp-symbol-dot" cx="4.5" cy="18" r="1.3"/></svg>"#
        case .grid: #"<svg class="lp-symbol" viewBox="0 0 24 24" aria-hidden="true"><rect x="3.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.5"/></svg>"#
        }
    }

    /// The status bar's icons: cellular bars, Wi-Fi and a full battery. Each is a span the stylesheet
    /// paints in the label colour through a mask of /public/status/NAME.svg, so the drawings are
    /// fetched once and cached rather than sent in every page.
    static let cellular: Node = .el("span", [.class("lp-status-icon lp-status-cellular")])
    static let wifi: Node = .el("span", [.class("lp-status-icon lp-status-wifi")])
    static let battery: Node = .el("span", [.class("lp-status-icon lp-status-battery")])
}
