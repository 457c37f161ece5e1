import HTML

/// The page for one screen: an iPhone-sized frame with a navigation bar, the action buttons and
/// the list, with the empty-state overlay over the list when it has no rows.
public enum ScreenPage {
    /// The whole page for `screen` in `state`.
    public static func render(_ screen: Screen, state: ScreenState, context: PageContext) -> Node {
        let title = context.text(screen.title)
        return Document.page(title: title, language: context.language, bodyClass: "lp-body", [
            .el("main", [.class("lp-stage")], [
                .el("div", [.class("lp-device"), .id("device")], [
                    .el("div", [.class("lp-statusbar"), Attribute("aria-hidden", "true")], [.el("span", text: "9:41")]),
                    .el("header", [.class("lp-navbar")], [.el("h1", [.class("lp-title")], text: title)]),
                    toolbar(screen, context: context),
                    .el("div", [.class("lp-table"), .id("table")], [
                        rows(state.sections, context: context, label: title),
                        state.isEmpty ? EmptyStateView.render(screen, context: context) : .empty,
                    ]),
                    .el("div", [.class("lp-home-indicator"), Attribute("aria-hidden", "true")]),
                ]),
            ]),
            LanguagePicker.render(path: screen.path, context: context),
        ])
    }

    private static func toolbar(_ screen: Screen, context: PageContext) -> Node {
        .el("div", [.class("lp-toolbar")], [
            actionButton(.show, id: "show-data", label: context.text(screen.showDataLabel), screen: screen, context: context),
            actionButton(.clear, id: "clear-data", label: context.text(screen.clearDataLabel), screen: screen, context: context),
        ])
    }

    /// A button in its own POST form, so it works without JavaScript.
    private static func actionButton(
        _ action: ScreenAction, id: String, label: String, screen: Screen, context: PageContext
    ) -> Node {
        .el("form", [.method("post"), .action(context.link(screen.path + "/" + action.rawValue)), .class("lp-action")], [
            .el("button", [.type("submit"), .id(id), .class("lp-button lp-button-\(action.rawValue)")], text: label),
        ])
    }

    private static func rows(_ sections: [ListSection], context: PageContext, label: String) -> Node {
        .fragment(sections.filter { !$0.rows.isEmpty }.map { section in
            .el("ul", [.class("lp-rows"), Attribute("aria-label", label)], section.rows.map { row in
                .el("li", [.class("lp-row")], text: context.text(row.title))
            })
        })
    }
}
