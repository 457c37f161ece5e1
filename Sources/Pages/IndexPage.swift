import HTML
import Screens

/// `GET /` with several screens: each screen, with a link to every state of it.
public enum IndexPage {
    /// The index of `screens`, each with the number of rows `rowCount` says it now has.
    public static func render(_ screens: [Screen], rowCount: (Screen) -> Int, context: PageContext) -> Node {
        let chrome = context.interface
        let heading = chrome.text(BuiltInStrings.screens)
        return Document.page(title: heading, context: context, bodyClass: "lp-body lp-index-body", [
            .el("main", [.class("lp-index")], [
                .el("h1", text: heading),
                .el("p", [.class("lp-index-links")], [
                    .el("a", [.href(context.link("/gallery")), .id("gallery-link")], text: chrome.text(BuiltInStrings.gallery)),
                ]),
                .el("ul", [.class("lp-index-list")], screens.map { screen in
                    let rows = rowCount(screen)
                    return .el("li", [.class("lp-index-item")], [
                        .el("a", [.class("lp-index-screen"), .href(context.link(screen.path))], text: chrome.text(screen.title)),
                        .el("span", [.class("lp-index-meta")], text: "\(screen.style.rawValue) · \(rows) \(chrome.text(BuiltInStrings.rows))"),
                        .el("ul", [.class("lp-index-states")], screen.reachableStates.map { state in
                            .el("li", [], [.el("a", [.href(context.link(screen.path, [("state", state.rawValue)]))],
                                               text: chrome.text(BuiltInStrings.name(of: state)))])
                        }),
                    ])
                }),
            ]),
            VariantPicker.render(path: "/", keeping: [], context: context),
        ])
    }
}
