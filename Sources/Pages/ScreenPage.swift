import HTML
import Screens
import Variants

/// The page for one screen: an iPhone-sized frame (status bar, navigation bar, optional in-screen
/// buttons, search bar and table header, then the list with its placeholder) and, beside it, the
/// panel of states and actions.
public enum ScreenPage {
    /// The whole page.
    public static func render(_ view: ScreenView, context given: PageContext) -> Node {
        let screen = view.screen
        var context = given
        // The VoiceOver view: every element numbered in VoiceOver's order, and what each says.
        let voiceOver = context.variant.accessibility == .voiceover ? VoiceOverOrder.elements(view, context: context) : []
        for (index, element) in voiceOver.enumerated() { context.voiceOverNumbers[element.key] = index + 1 }
        let title = context.text(screen.title)
        let chrome = context.interface
        return Document.page(title: title, context: context, bodyClass: "lp-body", [
            // Keyboard users reach the panel before a long list's rows; in Fluid mode, where the
            // device fills the window, the link stays visible so the panel can be found.
            context.variant.embed ? .empty : .el("a", [.class("lp-skip"), .href("#panel"), .id("to-panel")],
                text: chrome.text(context.variant.device == .fluid ? BuiltInStrings.toPanel : BuiltInStrings.skipToPanel)),
            .el("div", [.class("lp-workspace")], [
                .el("main", [.class("lp-stage")], [
                    voiceOver.isEmpty ? device(view, title: title, context: context)
                        : VoiceOverLegend.badges(in: device(view, title: title, context: context)),
                    voiceOver.isEmpty ? .empty : VoiceOverLegend.render(voiceOver, context: context),
                ]),
                context.variant.embed ? .empty : ControlPanel.render(view, context: context.interface),
            ]),
            context.variant.embed ? .empty : VariantPicker.render(path: screen.path, keeping: previewParameters(view), context: context,
                                                                  searches: screen.searchBar != nil),
        ])
    }

    /// The device: status bar, navigation bar, in-screen buttons, search bar, table header, the
    /// list (with its index and placeholder), the tab bar and the home indicator.
    private static func device(_ view: ScreenView, title: String, context: PageContext) -> Node {
        let screen = view.screen
        let scrolled = ScrollEdge.isScrolled(view, context.variant)
        let searching = NavigationBar.isSearching(screen, context.variant)
        let index: Node = view.display == .data ? screen.sectionIndex.map { sectionIndex($0, context: context) } ?? .empty : .empty
        let overlay: Node = view.display.overlay.map { EmptyStateView.render($0, view: view, context: context) } ?? .empty
        let header: Node = screen.tableHeader.map {
            .el("div", [.class("lp-table-header"), .id("table-header")] + context.voiceOverMark("table-header"), text: context.text($0))
        } ?? .empty
        let list: Node = .el("div", [.class("lp-list-area"), .id("table")], [
            // What the placeholder covers is out of reach, as it is to VoiceOver.
            .el("div", [.class("lp-scroll")] + (view.display.overlay == nil ? [] : [Attribute("inert", "")]),
                [ListView.render(view, context: context), moreRows(view, context: context)]),
            index,
            overlay,
        ])
        let tabBar: Node = screen.tabBar.map {
            TabBarView.render($0, standard: scrolled || ScrollEdge.rowsReachTabBar(view, context.variant), context: context)
        } ?? .empty
        // iPadOS 18's tab bar floats in the navigation bar's row, in the title's place: it is in the
        // row in the document too, so assistive technology meets it where VoiceOver does.
        let floatingTabs = context.variant.device == .ipad && !searching
        // iOS 26 puts an iPhone's search field at the bottom, in the toolbar, where no tab bar is.
        let searchAtBottom = SearchBarView.isAtBottom(screen, context.variant)
        let searchBar = screen.searchBar.map { SearchBarView.render($0, view: view, atBottom: searchAtBottom, context: context) } ?? .empty
        return .el("div", deviceAttributes(view, scrolled: scrolled, context: context), [
            StatusBar.render(context.variant, context: context),
            NavigationBar.render(screen, title: title, scrolled: scrolled, searchBar: searchAtBottom ? .empty : searchBar, searchBarBelow: searchAtBottom,
                                 tabBar: floatingTabs ? tabBar : .empty, context: context),
            // A read-only server offers no change; a static site offers the buttons as previews of what they would do.
            screen.toolbar.isEmpty || (context.readOnly && context.site == nil) ? .empty : toolbar(view, context: context),
            header,
            list,
            searchAtBottom ? searchBar : .empty,
            // While searching the keyboard covers the tab bar, and the list ends at its top.
            searching ? KeyboardView.render(context: context) : floatingTabs ? .empty : tabBar,
            .el("div", [.class("lp-home-indicator"), Attribute("aria-hidden", "true")]),
        ])
    }

    /// The device's element: its style (list style, tab bar), state, language and direction, and
    /// the values its stylesheet takes from the screen and variant — the tint, and every text
    /// style's size at the chosen Dynamic Type size (the stylesheet's defaults are the Large ones).
    private static func deviceAttributes(_ view: ScreenView, scrolled: Bool, context: PageContext) -> [Attribute] {
        let screen = view.screen
        var classes = "lp-device lp-style-\(screen.style.rawValue)"
        if screen.tabBar != nil { classes += " lp-has-tabbar" }
        if screen.sectionIndex != nil { classes += " lp-has-index" }
        var attributes: [Attribute] = [.class(classes), .id("device"), Attribute("data-state", view.display.rawValue),
                                       .lang(context.languageTag), Attribute("dir", context.variant.direction.rawValue)]
        // Scrolled: the search bar has hidden, the table header scrolled away, and the rows run
        // under both bars.
        if scrolled { attributes.append(Attribute("data-scroll", "scrolled")) }
        // Increase Contrast: the style sheet takes the system colours' increased-contrast values.
        if context.variant.contrast == .high { attributes.append(Attribute("data-contrast", "high")) }
        if context.variant.accessibility == .voiceover { attributes.append(Attribute("data-a11y", "voiceover")) }
        var style = InlineStyle()
        style.set("--accent", screen.tint, for: context.variant)
        // The app's fonts: the list's texts in the screen's, the titles in the title font.
        style.set("--screen-font", fontFamily: screen.font)
        style.set("--title-font", fontFamily: screen.titleFont ?? screen.font)
        // Bold Text makes the system font heavier, not an app's own (the style sheet keeps its weights).
        if screen.font != nil { attributes.append(Attribute("data-screen-font", "")) }
        if screen.titleFont ?? screen.font != nil { attributes.append(Attribute("data-title-font", "")) }
        let size = context.variant.textSize
        if size != .standard {
            attributes.append(Attribute("data-text-size", size.rawValue))
            for textStyle in TextSize.Style.allCases {
                style.set(textStyle.property, px: Double(size.points(textStyle)))
            }
        }
        if let value = style.attributeValue { attributes.append(Attribute("style", value)) }
        return attributes
    }

    /// The index down the list's trailing edge; a picture (it scrolls nothing here). Too short a
    /// list folds it as UIKit does (``SectionIndex/folding``): each title and each dot carries how
    /// many entries the index must have room for to show it, and the style sheet shows it or not
    /// from the list's height, so the one page folds right on every device and in every engine.
    /// The index as drawn (its letters, folded to fit), hidden from assistive technology, then as
    /// VoiceOver has it: one adjustable element, a slider on its first section.
    private static func sectionIndex(_ index: SectionIndex, context: PageContext) -> Node {
        let folding = index.folding
        var whole = InlineStyle()
        whole.set("--lp-index-whole", count: folding.whole)
        func need(_ entries: Int) -> Attribute {
            var style = InlineStyle()
            style.set("--lp-index-need", count: entries)
            return Attribute("style", style.attributeValue ?? "")
        }
        let last = index.titles.count - 1
        let drawn: Node = .el("ol", [.class("lp-section-index"), .id("section-index"), Attribute("aria-hidden", "true"),
                                     Attribute("style", whole.attributeValue ?? "")] + context.voiceOverMark("section-index"),
                              index.titles.enumerated().map { position, title in
                                  .fragment([
                                      .el("li", position == 0 || position == last ? [] : [need(folding.titleNeeds[position])], text: title),
                                      position < last ? folding.dotNeeds[position].map { .el("li", [.class("lp-index-dot"), need($0)], text: "•") } ?? .empty
                                          : .empty,
                                  ])
                              })
        return .fragment([
            drawn,
            .el("span", [.class("lp-unseen"), .role("slider"), Attribute("aria-label", context.text(BuiltInStrings.voiceOverTableIndex)),
                         Attribute("aria-orientation", "vertical"), Attribute("aria-valuemin", "1"), Attribute("aria-valuemax", String(index.titles.count)),
                         Attribute("aria-valuenow", "1"), Attribute("aria-valuetext", index.titles.first ?? "")]),
        ])
    }

    /// Under a windowed list: how many rows are drawn, and a link to draw more.
    private static func moreRows(_ view: ScreenView, context: PageContext) -> Node {
        guard view.isWindowed else { return .empty }
        let more = min(view.totalRows, view.rowLimit + ScreenView.defaultRowLimit)
        let label = context.text(BuiltInStrings.showingRows)
            .replacing("{shown}", with: String(view.sections.rowCount)).replacing("{total}", with: String(view.totalRows))
        return .el("p", [.class("lp-more-rows"), .id("more-rows")], [
            .text(label),
            context.href(view.screen.path, previewParameters(view) + [("rows", String(more))]).map {
                .fragment([.text(" "), .el("a", [.href($0)], text: context.text(BuiltInStrings.showMoreRows))])
            } ?? .empty,
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

    /// The demo controller's buttons (“显示数据”, “清空数据”): each in its own POST form, so no JavaScript is
    /// needed; in a preview (and in a static site), each is a link to the preview of what it would do.
    private static func toolbar(_ view: ScreenView, context: PageContext) -> Node {
        let screen = view.screen
        return .el("div", [.class("lp-toolbar")], screen.toolbar.map { action in
            let classes = "lp-button lp-button-\(action.rawValue)"
            guard view.preview == nil, context.site == nil else {
                let state = action.previewedResult(reload: screen.reload)
                guard let href = context.href(screen.path, previewParameters(view, state: state)) else { return .empty }
                return .el("div", [.class("lp-action")], [
                    .el("a", [.href(href), .id(action.elementID), .class(classes)] + context.voiceOverMark("toolbar-\(action.rawValue)"),
                        text: context.text(action.label)),
                ])
            }
            return .el("form", [.method("post"), .action(context.link(SitePath.action(action, of: screen.id))), .class("lp-action")], [
                .el("button", [.type("submit"), .id(action.elementID), .class(classes)] + context.voiceOverMark("toolbar-\(action.rawValue)"),
                    text: context.text(action.label)),
            ])
        })
    }
}
