import HTML

/// The placeholder over an empty list (seed 000's NoDataEmptyView): image and label centred on a
/// translucent grey layer. The whole layer is one submit button, so a tap anywhere reloads (seed 001).
enum EmptyStateView {
    static func render(_ screen: Screen, context: PageContext) -> Node {
        .el("div", [.class("lp-empty"), .id("empty-state"), .role("status")], [
            .el("form", [.method("post"), .action(context.link(screen.path + "/" + ScreenAction.reload.rawValue)),
                         .class("lp-empty-form")], [
                .el("button", [.type("submit"), .id("reload"), .class("lp-empty-tap"),
                               Attribute("aria-label", context.text(BuiltInStrings.tapToReload)),
                               Attribute("aria-describedby", "empty-label")], [
                    .el("span", [.class("lp-empty-stack")], [
                        .el("img", [.class("lp-empty-image"), .src("/public/" + screen.emptyState.image), .alt(""),
                                    Attribute("width", "100"), Attribute("height", "100")]),
                        .el("span", [.class("lp-empty-label"), .id("empty-label")], text: context.text(screen.emptyState.title)),
                    ]),
                ]),
            ]),
        ])
    }
}
