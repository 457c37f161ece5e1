import HTML
import Screens

/// The designer's controls beside the device: buttons that change the live state, a form to add a
/// row, links to a read-only preview of every state, the fields that edit the screen (Controls),
/// what the audit finds in the state shown, the Swift that draws its placeholder, and the live
/// state's summary.
enum ControlPanel {
    /// Where the app's code declares the placeholder shown (`listpreview import`'s `source`), and what
    /// it computes there (`note`).
    static func source(_ view: ScreenView, context: PageContext) -> Node {
        guard let kind = view.display.overlay else { return .empty }
        let config = view.screen.emptyState(kind)
        guard let source = config.source else { return .empty }
        let parts = context.text(BuiltInStrings.fromSource).split(separator: "{source}", maxSplits: 1, omittingEmptySubsequences: false)
        return .fragment([
            .el("p", [.class("lp-source"), .id("source")], [
                .text(String(parts.first ?? "")), .el("code", text: source), .text(parts.count > 1 ? String(parts[1]) : ""),
            ]),
            config.note.map { .el("p", [.class("lp-source-note"), .id("source-note")], text: $0) } ?? .empty,
        ])
    }

    static func render(_ view: ScreenView, context: PageContext) -> Node {
        let screen = view.screen
        let actions: [ScreenAction] = [.show, .clear, .network, .error, .loading]
        return .el("aside", [.class("lp-panel"), .id("panel"), Attribute("aria-labelledby", "panel-states")], [
            .el("h2", [.id("panel-states")], text: context.text(BuiltInStrings.states)),
            context.readOnly ? .el("p", [.class("lp-preview-notice"), .id("read-only")],
                                   text: context.text(context.site == nil ? BuiltInStrings.readOnly : BuiltInStrings.staticSite))
            // A preview never changes the screen: its panel offers no change either.
            : view.preview != nil ? .el("p", [.class("lp-preview-notice"), .id("preview-notice")], [
                .text(context.text(BuiltInStrings.previewNotice) + " "),
                .el("a", [.href(context.link(screen.path))], text: context.text(BuiltInStrings.liveScreen)),
            ]) : .fragment([
            .el("div", [.class("lp-panel-actions")], actions.map { action in
                .el("form", [.method("post"), .action(context.link(SitePath.action(action, of: screen.id)))], [
                    .el("button", [.type("submit"), .id("panel-\(action.rawValue)"), .class("lp-panel-button")],
                        text: context.text(action.label)),
                ])
            }),
            .el("form", [.method("post"), .action(context.link(SitePath.addRow(to: screen.id))), .class("lp-add-row")], [
                .el("label", [Attribute("for", "new-row")], text: context.text(BuiltInStrings.newRowTitle)),
                .el("input", [.type("text"), .name("title"), .id("new-row"), Attribute(flag: "required"),
                              Attribute("maxlength", "500"), Attribute("autocomplete", "off")]),
                .el("button", [.type("submit"), .id("add-row"), .class("lp-panel-button")], text: context.text(BuiltInStrings.addRow)),
            ]),
            ]),
            .el("h2", text: context.text(BuiltInStrings.previews)),
            .el("ul", [.class("lp-previews")], [previewLink(nil, view: view, context: context)]
                + screen.reachableStates.map { previewLink($0, view: view, context: context) }),
            source(view, context: context),
            ControlsPanel.render(view, context: context),
            AuditPanel.render(view, context: context),
            CodePanel.render(view, context: context),
            .el("p", [.class("lp-panel-links")], [
                context.href("/gallery", [("screen", screen.id)]).map { .el("a", [.href($0)], text: context.text(BuiltInStrings.gallery)) },
                context.href("/screens").map { .el("a", [.href($0), .id("all-screens")], text: context.text(BuiltInStrings.allScreens)) },
            ].compactMap { $0 }.enumerated().flatMap { $0.offset == 0 ? [$0.element] : [.text(" · "), $0.element] }),
            .el("p", [.class("lp-summary"), .id("summary")], text: summary(view, context: context)),
        ])
    }

    /// "7 rows · changed 8 times": the live screen's rows and how often it has changed (its version);
    /// in a static site, where nothing changes, the rows alone.
    private static func summary(_ view: ScreenView, context: PageContext) -> String {
        let rows = view.liveRowCount == 1 ? context.text(BuiltInStrings.oneRow)
            : context.text(BuiltInStrings.someRows).replacing("{n}", with: String(view.liveRowCount))
        guard context.site == nil else {
            return view.display == .blank ? rows + " · " + context.text(BuiltInStrings.noPlaceholder) : rows
        }
        let changes = switch view.version {
        case 0: context.text(BuiltInStrings.neverChanged)
        case 1: context.text(BuiltInStrings.changedOnce)
        default: context.text(BuiltInStrings.changedTimes).replacing("{n}", with: String(view.version))
        }
        let said = context.text(BuiltInStrings.summary).replacing("{rows}", with: rows).replacing("{changes}", with: changes)
        // An empty list that shows only its headers and footers looks broken unless this says why.
        return view.display == .blank ? said + " · " + context.text(BuiltInStrings.noPlaceholder) : said
    }

    /// A preview's link; the state the live screen shows now is marked "live".
    private static func previewLink(_ state: DisplayState?, view: ScreenView, context: PageContext) -> Node {
        // In a static site nothing is live: the screen's own page is the screen as it starts.
        let label = state.map { context.text(BuiltInStrings.name(of: $0)) }
            ?? context.text(context.site == nil ? BuiltInStrings.liveScreen : BuiltInStrings.asItStarts)
        guard let href = context.href(view.screen.path, state.map { [("state", $0.rawValue)] } ?? []) else { return .empty }
        let current = state == view.preview
        // A blank list (autoEmptyState: false) is the empty state's preview.
        let live = context.site == nil && state != nil && (state == view.liveDisplay || (state == .empty && view.liveDisplay == .blank))
        var children: [Node] = [.text(label)]
        if live { children.append(.el("span", [.class("lp-live-mark")], text: " · " + context.text(BuiltInStrings.liveMark))) }
        var attributes: [Attribute] = [.href(href)]
        if current { attributes.append(Attribute("aria-current", "page")) }
        if live { attributes.append(Attribute("data-live-state", "")) }
        return .el("li", [], [.el("a", attributes, children)])
    }
}
