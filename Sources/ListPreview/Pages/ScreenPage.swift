import HTML

/// The page for one screen: an iPhone-sized frame (status bar, navigation bar, optional in-screen
/// buttons, search bar and table header, then the list with its placeholder) and, beside it, the
/// panel of states and actions.
public enum ScreenPage {
    /// The whole page.
    public static func render(_ view: ScreenView, context: PageContext) -> Node {
        let screen = view.screen
        let title = context.text(screen.title)
        let chrome = context.interface
        return Document.page(title: title, context: context, bodyClass: "lp-body", [
            // Keyboard users reach the panel before a long list's rows; in Fluid mode, where the
            // device fills the window, the link stays visible so the panel can be found (#12.11, #12.13).
            context.variant.embed ? .empty : .el("a", [.class("lp-skip"), .href("#panel"), .id("to-panel")],
                text: chrome.text(context.variant.device == .fluid ? BuiltInStrings.toPanel : BuiltInStrings.skipToPanel)),
            .el("div", [.class("lp-workspace")], [
                .el("main", [.class("lp-stage")], [
                    .el("div", [.class("lp-device lp-style-\(screen.style.rawValue)"), .id("device"),
                                Attribute("data-state", view.display.rawValue), .lang(context.languageTag),
                                Attribute("dir", context.variant.direction.rawValue)], [
                        .el("div", [.class("lp-statusbar"), Attribute("aria-hidden", "true")], [.el("span", text: "9:41")]),
                        .el("header", [.class("lp-navbar")], [.el("h1", [.class("lp-title")], text: title)]),
                        screen.toolbar.isEmpty || context.readOnly ? .empty : toolbar(view, context: context),
                        screen.searchBar != nil ? searchBar(view, context: context) : .empty,
                        screen.tableHeader.map { .el("div", [.class("lp-table-header"), .id("table-header")], text: context.text($0)) } ?? .empty,
                        .el("div", [.class("lp-list-area"), .id("table")], [
                            .el("div", [.class("lp-scroll")], [ListView.render(view, context: context), moreRows(view, context: context)]),
                            view.display.overlay.map { EmptyStateView.render($0, view: view, context: context) } ?? .empty,
                        ]),
                        .el("div", [.class("lp-home-indicator"), Attribute("aria-hidden", "true")]),
                    ]),
                ]),
                context.variant.embed ? .empty : ControlPanel.render(view, context: context.interface),
            ]),
            context.variant.embed ? .empty : VariantPicker.render(path: screen.path, keeping: previewParameters(view), context: context),
        ])
    }

    /// Under a windowed list: how many rows are drawn, and a link to draw more.
    private static func moreRows(_ view: ScreenView, context: PageContext) -> Node {
        guard view.isWindowed else { return .empty }
        let more = min(view.totalRows, view.rowLimit + ScreenView.defaultRowLimit)
        let label = context.text(BuiltInStrings.showingRows)
            .replacing("{shown}", with: String(view.sections.rowCount)).replacing("{total}", with: String(view.totalRows))
        return .el("p", [.class("lp-more-rows"), .id("more-rows")], [
            .text(label + " "),
            .el("a", [.href(context.link(view.screen.path, previewParameters(view) + [("rows", String(more))]))],
                text: context.text(BuiltInStrings.showMoreRows)),
        ])
    }

    /// The `state` and `q` parameters of this rendering (with `state` replaced by `state` when
    /// given), for links that should keep them.
    static func previewParameters(_ view: ScreenView, state: DisplayState? = nil) -> [(String, String)] {
        var parameters: [(String, String)] = []
        if let shown = state ?? view.preview { parameters.append(("state", shown.rawValue)) }
        if !view.query.isEmpty { parameters.append(("q", view.query)) }
        return parameters
    }

    /// The demo controller's buttons (seed 000): each in its own POST form, so no JavaScript is
    /// needed; in a preview, each is a link to the preview of what it would do.
    private static func toolbar(_ view: ScreenView, context: PageContext) -> Node {
        let screen = view.screen
        return .el("div", [.class("lp-toolbar")], screen.toolbar.map { action in
            let classes = "lp-button lp-button-\(action.rawValue)"
            guard view.preview == nil else {
                let state = action.previewedResult(reload: screen.reload)
                return .el("div", [.class("lp-action")], [
                    .el("a", [.href(context.link(screen.path, previewParameters(view, state: state))), .id(toolbarID(action)),
                              .class(classes)], text: context.text(action.label)),
                ])
            }
            return .el("form", [.method("post"), .action(context.link(screen.path + "/" + action.rawValue)), .class("lp-action")], [
                .el("button", [.type("submit"), .id(toolbarID(action)), .class(classes)], text: context.text(action.label)),
            ])
        })
    }

    /// `show-data`, `clear-data`, or the action's name.
    private static func toolbarID(_ action: ScreenAction) -> String {
        switch action {
        case .show: "show-data"
        case .clear: "clear-data"
        default: action.rawValue
        }
    }

    /// A GET form: searching is a bookmarkable URL, filtered on the server.
    private static func searchBar(_ view: ScreenView, context: PageContext) -> Node {
        let label = context.text(BuiltInStrings.search)
        var fields: [Node] = [
            .el("input", [.type("search"), .name("q"), .value(view.query), .id("search"), Attribute("placeholder", label),
                          Attribute("aria-label", label), Attribute("autocomplete", "off"), Attribute("enterkeyhint", "search")]),
        ]
        for (name, value) in context.kept {
            fields.append(.el("input", [.type("hidden"), .name(name), .value(value)]))
        }
        if let preview = view.preview, preview != .search {
            fields.append(.el("input", [.type("hidden"), .name("state"), .value(preview.rawValue)]))
        }
        return .el("form", [.method("get"), .action(view.screen.path), .role("search"), .class("lp-searchbar")], fields)
    }
}
