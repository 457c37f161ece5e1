import HTML
import Screens

/// Beside the device in the VoiceOver view: per number, what VoiceOver says for that element, in
/// the screen's language; an element named only by its symbol is flagged.
enum VoiceOverLegend {
    static func render(_ elements: [VoiceOverElement], context: PageContext) -> Node {
        let chrome = context.interface
        return .el("section", [.class("lp-vo-legend"), .id("voiceover"), Attribute("aria-labelledby", "voiceover-heading")], [
            .el("h2", [.id("voiceover-heading")], text: chrome.text(BuiltInStrings.voiceOverLegend)),
            .el("ol", [], elements.map { element in
                .el("li", [Attribute("data-key", element.key)], [
                    // `dir="auto"`: an Arabic label with English traits reads from its own side.
                    .el("span", [.class("lp-vo-spoken"), .lang(context.languageTag), Attribute("dir", "auto")], text: element.spoken),
                    element.namedBySymbol
                        ? .el("span", [.class("lp-vo-flag")], text: " — " + chrome.text(BuiltInStrings.voiceOverSymbolName)) : .empty,
                ])
            }),
        ])
    }

    /// `device` with a numbered badge inside each element marked `data-vo`: a child drawn over its
    /// top leading corner, out of the layout, hidden from assistive technology.
    static func badges(in node: Node) -> Node {
        switch node {
        case let .element(name, attributes, children):
            let inner = children.map(badges(in:))
            guard let number = attributes.first(where: { $0.name.description == "data-vo" })?.value else {
                return .element(name: name, attributes: attributes, children: inner)
            }
            return .element(name: name, attributes: attributes,
                            children: [.el("span", [.class("lp-vo-badge"), Attribute("aria-hidden", "true")], text: number)] + inner)
        case let .fragment(nodes):
            return .fragment(nodes.map(badges(in:)))
        case let .generated(count, make):
            return .generated(count: count) { badges(in: make($0)) }
        case .text, .raw, .rawPart:
            return node
        }
    }
}
