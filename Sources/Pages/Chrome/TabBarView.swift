import HTML
import Screens
import Symbols

/// The tab bar: 49 pt plus the home-indicator area (83 on iPhone 15), each item's icon over its
/// title, the selected one in the tint colour, badges as red capsules. iPhones in landscape use the
/// compact bar, icon beside title; on iPad it is iPadOS 18's, floating at the top, titles only. Its tabs are pictures: they never change the screen.
/// `standard`: over rows that reach it, translucent and blurred with a hairline; else at the
/// scroll edge, transparent without one (``ScrollEdge``).
enum TabBarView {
    static func render(_ bar: TabBar, standard: Bool, context: PageContext) -> Node {
        let variant = context.variant
        // iPadOS 18's floats at the top, titles only; an iPhone in landscape has the compact bar.
        let floating = variant.device == .ipad
        let inline = !floating && variant.orientation == .landscape && variant.device != .fluid
        let classes: String
        if floating {
            classes = "lp-tabbar lp-tabbar--floating"
        } else {
            let base = inline ? "lp-tabbar lp-tabbar--inline" : "lp-tabbar"
            classes = base + (standard ? " lp-tabbar--standard" : " lp-tabbar--edge")
        }
        return .el("nav", [.class(classes), .id("tabbar"),
                           Attribute("aria-label", "Tab bar")], [
            // Tabs to assistive technology as to VoiceOver ("Mail, tab, 1 of 2, selected"): the
            // badge, drawn on the icon, is said after the title, as its value.
            .el("ul", [.class("lp-tabbar-items"), .role("tablist")], bar.items.enumerated().map { index, item in
                var attributes: [Attribute] = [.class(item.isSearch ? "lp-tab lp-tab--search" : "lp-tab"), .role("tab"), Attribute("data-icon", item.icon.name)]
                attributes += context.voiceOverMark("tab-\(index)")
                if index == bar.selected { attributes.append(Attribute("aria-selected", "true")) }
                // The fixtures' label names the tab in its title's place; its hint describes it.
                let label = item.accessibility?.label.map(context.text)
                let hint = item.accessibility?.hint.map(context.text)
                if hint != nil { attributes.append(HintText.describedBy("tab-hint-\(index)")) }
                return .el("li", attributes, [
                    hint.map { HintText.node($0, id: "tab-hint-\(index)") } ?? .empty,
                    .el("span", [.class("lp-tab-icon")], [
                        // SwiftUI's TabView draws the selected tab's symbol in its `.fill` variant.
                        SymbolArt.svg(index == bar.selected ? item.icon.filledVariant : item.icon, place: "tab-\(index)"),
                        item.badge.map { .el("span", [.class("lp-tab-badge"), Attribute("aria-hidden", "true")], text: $0) } ?? .empty,
                    ]),
                    .el("span", [.class("lp-tab-title")] + (label == nil ? [] : [Attribute("aria-hidden", "true")]), text: context.text(item.title)),
                    label.map { .el("span", [.class("lp-unseen")], text: $0) } ?? .empty,
                    item.badge.map { .el("span", [.class("lp-unseen")], text: $0) } ?? .empty,
                ])
            }),
        ])
    }
}
