import HTTP
import Screens

/// The elements VoiceOver visits on a screen, in its order — top to bottom, then leading to
/// trailing in the interface's direction — modelled on UIKit's defaults:
/// - the navigation bar: the back button ("Mailboxes, back button"), the leading items, the
///   inline title ("Inbox, heading"), the trailing items in the order they are drawn; a text item
///   is a button; a symbol item is a button named by its symbol (flagged: it says what it shows);
///   then the large title, a heading;
/// - the search field ("Search, search field"), with Cancel and clear buttons while searching;
/// - the demo's buttons; the table header;
/// - each section: its header (a heading), each row as one element reading its title, detail and
///   value, then its accessory ("button" for a disclosure, "Selected" for a checkmark, "switch,
///   On"), and its footer; a row's `accessibilityLabel` replaces its texts, its
///   `accessibilityHint` is said last, and `accessibilityHidden` leaves it out;
/// - the section index (with data): "Table index, adjustable";
/// - the placeholder, which covers the list (its section headers are not visited): its image is
///   ignored unless the fixtures give it an `imageAccessibilityLabel` ("…, image"); the activity
///   indicator says "In progress"; title (a heading), detail and buttons
///   are separate elements;
/// - the tab bar: "Mail, tab, 1 of 2", the selected one "Selected", a tab's `accessibilityLabel`
///   for its title and its `accessibilityHint` last (on iPad, iPadOS 18's, in the
///   bar's row in the inline title's place).
/// The status bar and the home indicator are not visited. The keyboard's keys are left out.
public enum VoiceOverOrder {
    public static func elements(_ view: ScreenView, context: PageContext) -> [VoiceOverElement] {
        let screen = view.screen
        let variant = context.variant
        let title = context.text(screen.title)
        let searching = NavigationBar.isSearching(screen, variant)
        // iOS 26's field at the bottom is visited after the list, and leaves the bar as it is.
        let searchAtBottom = SearchBarView.isAtBottom(screen, variant)
        let barSearching = searching && !searchAtBottom
        let scrolled = ScrollEdge.isScrolled(view, variant)
        let large = NavigationBar.showsLargeTitle(screen, variant) && !scrolled && !barSearching
        var elements: [VoiceOverElement] = []
        func add(_ key: String, _ label: String, value: String? = nil, _ traits: [String] = [], hint: String? = nil, bySymbol: Bool = false) {
            elements.append(VoiceOverElement(key: key, label: label, value: value, traits: traits, hint: hint, namedBySymbol: bySymbol))
        }
        let button = context.text(BuiltInStrings.voiceOverButton), heading = context.text(BuiltInStrings.voiceOverHeading)
        let tabs: [VoiceOverElement] = screen.tabBar.map { bar in bar.items.enumerated().map { index, item -> VoiceOverElement in
            var traits = [context.text(BuiltInStrings.voiceOverTab),
                          context.text(BuiltInStrings.voiceOverPosition).replacing("{n}", with: String(index + 1))
                              .replacing("{count}", with: String(bar.items.count))]
            if index == bar.selected { traits.append(context.text(SystemStrings.selected)) }
            return VoiceOverElement(key: "tab-\(index)", label: context.text(item.accessibility?.label ?? item.title), value: item.badge,
                                    traits: traits, hint: item.accessibility?.hint.map(context.text))
        } } ?? []
        // On iPad the tab bar floats in the row, in the inline title's place (which it hides).
        let floatingTabs = variant.device == .ipad && !tabs.isEmpty
        // The navigation bar's row.
        if !barSearching {
            let items = screen.navigationItems
            for (index, item) in items.left.enumerated() {
                switch item {
                case let .back(label):
                    let shown = NavigationBar.backLabel(label, items: items, title: large ? nil : title, context: context)
                    add("leading-\(index)", context.text(shown ?? label ?? SystemStrings.back), [context.text(BuiltInStrings.voiceOverBackButton)])
                case let .text(text): add("leading-\(index)", context.text(text), [button])
                case let .symbol(symbol, label): add("leading-\(index)", label.map(context.text) ?? symbol.spokenName, [button], bySymbol: label == nil)
                }
            }
            if floatingTabs { elements += tabs } else if !large { add("title", title, [heading]) }
            // Drawn reversed: the first of the trailing items is the outermost.
            for (index, item) in items.right.enumerated().reversed() {
                switch item {
                case let .text(text): add("trailing-\(index)", context.text(text), [button])
                case let .symbol(symbol, label): add("trailing-\(index)", label.map(context.text) ?? symbol.spokenName, [button], bySymbol: label == nil)
                case .back: break
                }
            }
        }
        if large { add("title", title, [heading]) }
        func searchField() {
            guard let config = screen.searchBar else { return }
            let query = SearchBarView.shownQuery(view, context: context)
            add("search", query.isEmpty ? context.text(config.placeholder ?? SystemStrings.search) : query,
                [context.text(BuiltInStrings.voiceOverSearchField)])
            if !query.isEmpty { add("search-clear", context.text(SystemStrings.clearText), [button]) }
            if !query.isEmpty || searching { add("search-cancel", context.text(SystemStrings.cancel), [button]) }
        }
        if !searchAtBottom { searchField() }
        if !(context.readOnly && context.site == nil) {
            for action in screen.toolbar { add("toolbar-\(action.rawValue)", context.text(action.label), [button]) }
        }
        if let header = screen.tableHeader { add("table-header", context.text(header)) }
        // The placeholder covers the list: what is under it (an empty list's section headers) is not visited.
        for (index, section) in view.sections.enumerated() where view.display.overlay == nil {
            // iOS 18 draws a grouped list's headers in capitals, as UIKit sets their text; iOS 26 as typed.
            let capitals = (screen.style == .grouped || screen.style == .insetGrouped) && variant.os.metrics.uppercasesGroupedHeaders
            if let header = section.header { add("header-\(index)", capitals ? context.text(header).uppercased() : context.text(header), [heading]) }
            for row in section.rows where row.accessibility?.hidden != true {
                // The fixtures' accessibilityLabel, else the cell's texts read in order.
                let texts = row.accessibility?.label.map { [context.text($0)] }
                    ?? [context.text(row.title)] + [row.detail, row.value].compactMap { $0.map(context.text) }
                var traits: [String] = []
                switch row.accessory {
                case .disclosure?, .detailButton?: traits.append(button)
                case .checkmark?: traits.append(context.text(SystemStrings.selected))
                case let .toggle(on)?:
                    // "switch, on": the state said after the trait.
                    traits += [context.text(BuiltInStrings.voiceOverSwitch), context.text(on ? SystemStrings.switchOn : SystemStrings.switchOff)]
                case nil: break
                }
                add("row-\(row.id)", texts.joined(separator: ", "), traits, hint: row.accessibility?.hint.map(context.text))
            }
            if let footer = section.footer { add("footer-\(index)", context.text(footer)) }
        }
        // The section index, beside the rows, after them: adjustable.
        if view.display == .data, screen.sectionIndex != nil {
            add("section-index", context.text(BuiltInStrings.voiceOverTableIndex), [context.text(BuiltInStrings.voiceOverAdjustable)])
        }
        if let kind = view.display.overlay {
            let config = screen.emptyState(kind)
            if kind == .loading { add("empty-indicator", context.text(BuiltInStrings.voiceOverInProgress)) }
            // The image is decorative unless the fixtures name it.
            if config.image != nil, let label = config.imageAccessibilityLabel {
                add("empty-image", context.text(label), [context.text(BuiltInStrings.voiceOverImage)])
            }
            add("empty-title", EmptyStateView.title(config, kind: kind, view: view, context: context), [heading])
            if let detail = config.detail { add("empty-detail", context.text(detail)) }
            // The app's button is a button, whether or not this page can take its tap.
            if let label = config.button ?? (config.tap == .button ? SystemStrings.retry : nil) {
                add("empty-button", context.text(label), [button], hint: config.buttonAccessibilityHint.map(context.text))
            }
            if let secondary = config.secondaryButton { add("empty-secondary", context.text(secondary), [button]) }
        }
        if searchAtBottom { searchField() }
        if !floatingTabs, !searching { elements += tabs }
        return elements
    }
}

extension VoiceOverOrder {
    /// The keys and labels of the elements VoiceOver visits on `screen` as the fixtures start it,
    /// previewed in `state`, in the language `tag`, on the default device (the audit's repeat check).
    public static func labels(_ screen: Screen, state: DisplayState, language tag: String) -> [(key: String, label: String)] {
        let request = Request(method: .get, target: SitePath.url(screen.path, [("state", state.rawValue), ("lang", tag)]))
        guard let query = try? request.query(), let context = try? PageContext(request: request, query: query, languages: screen.languages,
                                                                                          design: screen.defaultDesign).pinned(to: screen) else { return [] }
        let view = ScreenView(screen: screen, state: ScreenState(initialFor: screen), query: "", preview: state, now: 0)
        return elements(view, context: context).map { (key: $0.key, label: $0.label) }
    }
}
