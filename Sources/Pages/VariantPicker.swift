import HTML
import Screens
import Variants

/// Links to the same page in every language, design, device, theme, direction and motion setting; each
/// keeps the page's other parameters, and the choice is remembered in a cookie.
enum VariantPicker {
    /// All pickers, for `path` with `parameters` (such as `state` and `q`) kept.
    /// The pickers are part of the tool's interface: their texts are never pseudo-localized (only
    /// the marks of the current choice follow the page's settings). Above them, when a choice saved
    /// in a cookie makes the page differ from what its URL alone shows, a note says so, with a link
    /// to what the URL says.
    /// `offersAll`: the gallery also offers every language, orientation, text size, scroll
    /// position, design, contrast and transparency side by side. A screen that keeps its design
    /// (``PageContext/pinnedDesign``) shows it as fixed, with no links.
    /// `searches`: whether the page has a search bar to make active (the gallery's always may).
    static func render(path: String, keeping parameters: [(String, String)], context: PageContext, offersAll: Bool = false,
                       searches: Bool = true) -> Node {
        let chrome = context.interface
        return .el("nav", [.class("lp-pickers"), Attribute("aria-label", chrome.text(BuiltInStrings.preferences))], [
            savedChoices(path: path, parameters: parameters, context: context),
            // The gallery's frames are always at their size (scaled with the window), so it has no Size.
            .fragment(VariantParameter.all.filter { (searches || $0.name != "search") && !(offersAll && $0.name == "zoom") }.map { parameter in
                if parameter.name == "os", let pinned = context.pinnedDesign {
                    return fixed(parameter, BuiltInStrings.pinnedDesign(pinned), context: context)
                }
                var choices = options(parameter, chrome)
                if offersAll, parameter.spreadable { choices.append((Variant.allValue, chrome.text(BuiltInStrings.all))) }
                return group(parameter, options: choices, path: path, parameters: parameters, context: context)
            }),
        ])
    }

    /// A picker's values and their names in the interface's language.
    private static func options(_ parameter: VariantParameter, _ chrome: PageContext) -> [(String, String)] {
        parameter.choices(languages: chrome.languages).map { ($0.value, chrome.text($0.title)) }
    }

    /// "Showing your saved choice: Pseudo, Dark — show what the link says", or nothing.
    private static func savedChoices(path: String, parameters: [(String, String)], context: PageContext) -> Node {
        guard !context.savedChoices.isEmpty else { return .empty }
        let chrome = context.interface
        let names = context.savedChoices.map { choice in
            VariantParameter.named(choice.name).flatMap { $0.title(of: choice.saved, languages: chrome.languages) }.map(chrome.text) ?? choice.saved
        }
        let plain = SitePath.url(path, context.kept + context.savedChoices.map { ($0.name, $0.plain) } + parameters)
        return .el("p", [.class("lp-saved-choice"), .id("saved-choice"), .role("status")], [
            .text(chrome.text(BuiltInStrings.savedChoice) + " " + names.joined(separator: ", ") + " — "),
            .el("a", [.href(plain)], text: chrome.text(BuiltInStrings.resetChoice)),
        ])
    }

    /// A picker with nothing to choose: what the page keeps and why, in place of its links.
    private static func fixed(_ parameter: VariantParameter, _ note: LocalizedText, context: PageContext) -> Node {
        .el("div", [.class("lp-picker"), Attribute("data-picker", parameter.name)], [
            .el("span", [.class("lp-picker-label")], text: context.interface.text(parameter.label)),
            .el("p", [.class("lp-picker-fixed")], text: context.interface.text(note)),
        ])
    }

    private static func group(_ parameter: VariantParameter, options: [(String, String)], path: String,
                              parameters: [(String, String)], context: PageContext) -> Node {
        let name = parameter.name
        let current = context.spread.contains(name) ? Variant.allValue : context.variant.value(of: name)
        // Each choice's link; in a static site, only the choices it was built with (one alone is no choice).
        let links = options.compactMap { value, title in
            context.samePage(path, context.kept.filter { $0.0 != name } + [(name, value)] + parameters).map { (value, title, $0) }
        }
        guard context.site == nil || links.count > 1 else { return .empty }
        return .el("div", [.class("lp-picker"), Attribute("data-picker", name)], [
            .el("span", [.class("lp-picker-label")], text: context.interface.text(parameter.label)),
            .el("ul", [], links.map { value, title, href in
                var attributes: [Attribute] = [.href(href)]
                // Each language's name is in that language; "Pseudo" is English, also in a Chinese interface.
                if name == "lang", value != Variant.pseudoLanguage { attributes.append(.lang(value)) }
                if name == "lang", value == Variant.pseudoLanguage, context.interfaceLanguage != .english { attributes.append(.lang("en")) }
                if value == current { attributes.append(Attribute("aria-current", "true")) }
                return .el("li", [], [.el("a", attributes, text: title)])
            }),
        ])
    }
}
