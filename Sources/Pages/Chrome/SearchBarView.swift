import HTML
import Screens
import Symbols
import Variants

/// A `UISearchBar` as a GET form (searching is a bookmarkable URL, filtered on the server): the
/// magnifier, the field with its placeholder, a clear button while it has text and a Cancel button
/// while searching (with text, or with the search active) — both links to the list without the
/// search, so no script is needed. The no-results preview shows its sample query typed in the field.
/// It is part of the navigation bar, as a `UISearchController`'s bar is, or `atBottom`, iOS 26's
/// field in an iPhone's bottom toolbar.
enum SearchBarView {
    static func render(_ config: SearchBarConfig, view: ScreenView, atBottom: Bool = false, context: PageContext) -> Node {
        let placeholder = context.text(config.placeholder ?? SystemStrings.search)
        let query = shownQuery(view, context: context)
        var fields: [Node] = [
            .el("span", [.class("lp-search-field")] + context.voiceOverMark("search"), [
                SymbolArt.svg(SystemSymbol("magnifyingglass"), place: atBottom ? "search-bottom" : "search"),
                .el("input", [.type("search"), .name("q"), .value(query), .id("search"), Attribute("placeholder", placeholder),
                              Attribute("aria-label", placeholder), Attribute("autocomplete", "off"), Attribute("enterkeyhint", "search")]),
                query.isEmpty ? .empty : cleared(view, context: context).map { href in
                    .el("a", [.class("lp-search-clear"), .id("search-clear"), .href(href), Attribute("aria-label", context.text(SystemStrings.clearText))]
                        + context.voiceOverMark("search-clear"), [
                        .raw(#"<svg viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="8"/><path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6"/></svg>"#),
                    ])
                } ?? .empty,
            ]),
        ]
        let searching = NavigationBar.isSearching(view.screen, context.variant)
        if !query.isEmpty || searching, let href = cleared(view, context: context, cancel: true) {
            fields.append(.el("a", [.class("lp-search-cancel"), .id("search-cancel"), .href(href)] + context.voiceOverMark("search-cancel"), text: context.text(SystemStrings.cancel)))
        }
        for (name, value) in context.kept {
            fields.append(.el("input", [.type("hidden"), .name(name), .value(value)]))
        }
        if let preview = view.preview, preview != .search {
            fields.append(.el("input", [.type("hidden"), .name("state"), .value(preview.rawValue)]))
        }
        let classes = (query.isEmpty && !searching ? "lp-searchbar" : "lp-searchbar lp-searchbar--active") + (atBottom ? " lp-searchbar--bottom" : "")
        // A static site has no search to send to: the bar is drawn, not a form.
        guard context.site == nil else { return .el("div", [.role("search"), .class(classes)], fields) }
        return .el("form", [.method("get"), .action(view.screen.path), .role("search"), .class(classes)], fields)
    }

    /// Whether the screen's search field is at the bottom of the screen: iOS 26's on an iPhone, in
    /// the toolbar, where no tab bar is (the design's `searchFieldAtBottom`); else under the title.
    static func isAtBottom(_ screen: Screen, _ variant: Variant) -> Bool {
        variant.os.metrics.glass?.searchFieldAtBottom == true && variant.device != .ipad && screen.tabBar == nil
    }

    /// What the field shows: the search text, or in the no-results preview without one, the
    /// screen's sample query.
    static func shownQuery(_ view: ScreenView, context: PageContext) -> String {
        guard view.query.isEmpty, view.preview == .search, let config = view.screen.searchBar else { return view.query }
        return context.text(config.noResultsQuery)
    }

    /// The same page without the search text (a preview stays on its state, except no-results,
    /// which goes back to the list); `cancel` also ends an active search (said in the URL, as a
    /// saved choice would otherwise bring it back).
    private static func cleared(_ view: ScreenView, context: PageContext, cancel: Bool = false) -> String? {
        var parameters: [(String, String)] = []
        if let preview = view.preview { parameters.append(("state", preview == .search ? DisplayState.data.rawValue : preview.rawValue)) }
        guard cancel, context.variant.search == .active else { return context.href(view.screen.path, parameters) }
        return context.href(url: SitePath.url(view.screen.path, context.kept.filter { $0.0 != "search" }
            + [("search", SearchMode.inactive.rawValue)] + parameters))
    }
}
