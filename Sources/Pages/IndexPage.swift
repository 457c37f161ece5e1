import HTML
import Screens

/// `GET /` with several screens: each screen, with a thumbnail of it as it is now and a link to
/// every state of it.
public enum IndexPage {
    /// The index of `screens`, each with the number of rows `rowCount` says it now has.
    public static func render(_ screens: [Screen], rowCount: (Screen) -> Int, context: PageContext) -> Node {
        let chrome = context.interface
        let heading = chrome.text(BuiltInStrings.screens)
        return Document.page(title: heading, context: context, bodyClass: "lp-body lp-index-body", [
            .el("main", [.class("lp-index")], [
                .el("h1", text: heading),
                // The links, set apart ("Gallery · Review report", not "GalleryReview report").
                .el("p", [.class("lp-index-links")], Array([
                    context.href("/gallery").map { .el("a", [.href($0), .id("gallery-link")], text: chrome.text(BuiltInStrings.gallery)) },
                    context.href(SitePath.symbols).map { .el("a", [.href($0), .id("symbols-link")], text: chrome.text(BuiltInStrings.sfSymbols)) },
                    context.href(SitePath.buttons).map { .el("a", [.href($0), .id("buttons-link")], text: chrome.text(BuiltInStrings.buttonStyles)) },
                    context.site.flatMap { site in site.report.map { .el("a", [.href(site.relative(to: $0)), .id("report-link")], text: chrome.text(BuiltInStrings.reviewReport)) } },
                ].compactMap { $0 }.map { [$0] }.joined(separator: [Node.text(" · ")]))),
            ] + lists(screens, rowCount: rowCount, context: context)),
            VariantPicker.render(path: "/", keeping: [], context: context),
        ])
    }

    /// The screens' lists, by the file their code declares them in.
    private static func lists(_ screens: [Screen], rowCount: (Screen) -> Int, context: PageContext) -> [Node] {
        groups(screens).flatMap { file, screens -> [Node] in
            let heading: Node = file.map { Node.el("h2", [.class("lp-index-file")], [.el("code", text: $0)]) } ?? .empty
            return [heading, .el("ul", [.class("lp-index-list")], screens.map { item($0, rows: rowCount($0), context: context) })]
        }
    }

    /// A screen's item: its thumbnail, link, style and rows, and its states.
    private static func item(_ screen: Screen, rows: Int, context: PageContext) -> Node {
        let chrome = context.interface
        let size = context.variant.device.frameSize(context.variant.orientation)
        // A screen `listpreview import` wrote opens on the placeholder it found, and says its line.
        let imported = EmptyStateKind.allCases.first { screen.emptyStates[$0]?.source != nil }
        let opening = imported.map { [("state", $0.rawValue)] } ?? []
        let meta: Node = if let imported, let source = screen.emptyStates[imported]?.source, let colon = source.lastIndex(of: ":") {
            .el("span", [.class("lp-index-meta")], [.el("code", text: String(source[colon...])), .text(" · " + chrome.text(BuiltInStrings.name(of: DisplayState(rawValue: imported.rawValue) ?? .empty)))])
        } else {
            .el("span", [.class("lp-index-meta")], text: "\(screen.style.rawValue) · " + rowsNote(rows, screen: screen, chrome: chrome))
        }
        return .el("li", [.class("lp-index-item")], [
            // A thumbnail of the screen as it is now: its embedded live page (which
            // never polls), a picture beside the link, out of the tab order.
            .el("div", [.class("lp-index-thumb"), Attribute("aria-hidden", "true"),
                        Attribute("style", "--frame-width:\(size.width)px;--frame-height:\(size.height)px")], [
                context.href(screen.path, [("embed", "1")] + opening).map { .el("iframe", [.src($0), Attribute("title", chrome.text(screen.title)),
                               Attribute("loading", "lazy"), Attribute("tabindex", "-1"),
                               Attribute("width", String(size.width)), Attribute("height", String(size.height))]) } ?? .empty,
            ]),
            context.href(screen.path, opening).map { .el("a", [.class("lp-index-screen"), .href($0)], text: chrome.text(screen.title)) }
                ?? .el("span", [.class("lp-index-screen")], text: chrome.text(screen.title)),
            meta,
            .el("ul", [.class("lp-index-states")], screen.reachableStates.compactMap { state in
                context.href(screen.path, [("state", state.rawValue)]).map { href in
                    .el("li", [], [.el("a", [.href(href)], text: chrome.text(BuiltInStrings.name(of: state)))])
                }
            }),
        ])
    }

    /// The screens by the file their code declares them in (`listpreview import`'s `source`), in
    /// their order; `nil` for screens written by hand, which come first, under no heading.
    static func groups(_ screens: [Screen]) -> [(file: String?, screens: [Screen])] {
        var groups: [(file: String?, screens: [Screen])] = []
        for screen in screens {
            let file = EmptyStateKind.allCases.lazy.compactMap { screen.emptyStates[$0]?.source }.first
                .map { source in source.lastIndex(of: ":").map { String(source[..<$0]) } ?? source }
            if let index = groups.firstIndex(where: { $0.file == file }) {
                groups[index].screens.append(screen)
            } else {
                groups.append((file, [screen]))
            }
        }
        return groups.sorted { ($0.file == nil ? 0 : 1) < ($1.file == nil ? 0 : 1) }
    }

    /// "6 rows", "1 row"; for a screen that starts empty and has not been shown yet, "starts empty,
    /// 6 rows to show" — not "0 rows", as if its fixtures had none.
    private static func rowsNote(_ rows: Int, screen: Screen, chrome: PageContext) -> String {
        func count(_ n: Int) -> String {
            n == 1 ? chrome.text(BuiltInStrings.oneRow) : chrome.text(BuiltInStrings.someRows).replacing("{n}", with: String(n))
        }
        let written = screen.sections.reduce(0) { $0 + $1.rows.count }
        guard rows == 0, screen.startsEmpty, written > 0 else { return count(rows) }
        return chrome.text(BuiltInStrings.startsEmpty).replacing("{n}", with: count(written))
    }
}
