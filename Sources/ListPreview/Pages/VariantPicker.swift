import HTML

/// Links to the same page in every language, device, theme, direction and motion setting; each
/// keeps the page's other parameters, and the choice is remembered in a cookie.
enum VariantPicker {
    /// All pickers, for `path` with `parameters` (such as `state` and `q`) kept.
    /// The pickers are part of the tool's interface: their texts are never pseudo-localized (only
    /// the marks of the current choice follow the page's settings).
    static func render(path: String, keeping parameters: [(String, String)], context: PageContext) -> Node {
        let chrome = context.interface
        return .el("nav", [.class("lp-pickers"), Attribute("aria-label", chrome.text(BuiltInStrings.preferences))], [
            group("lang", label: BuiltInStrings.language, options: Language.allCases.map { ($0.rawValue, $0.endonym) }
                + [(Variant.pseudoLanguage, "Pseudo")], path: path, parameters: parameters, context: context),
            group("device", label: BuiltInStrings.device, options: Device.allCases.map { ($0.rawValue, $0.name) },
                  path: path, parameters: parameters, context: context),
            group("theme", label: BuiltInStrings.theme, options: [(Variant.systemTheme, chrome.text(BuiltInStrings.themeSystem)),
                  ("light", chrome.text(BuiltInStrings.themeLight)), ("dark", chrome.text(BuiltInStrings.themeDark))],
                  path: path, parameters: parameters, context: context),
            group("dir", label: BuiltInStrings.direction, options: [("ltr", "LTR"), ("rtl", "RTL")],
                  path: path, parameters: parameters, context: context),
            group("motion", label: BuiltInStrings.motion, options: [("on", chrome.text(BuiltInStrings.motionOn)),
                  ("off", chrome.text(BuiltInStrings.motionOff))], path: path, parameters: parameters, context: context),
        ])
    }

    private static func group(_ name: String, label: LocalizedText, options: [(String, String)], path: String,
                              parameters: [(String, String)], context: PageContext) -> Node {
        let current = context.variant.value(of: name)
        return .el("div", [.class("lp-picker"), Attribute("data-picker", name)], [
            .el("span", [.class("lp-picker-label")], text: context.interface.text(label)),
            .el("ul", [], options.map { value, title in
                let kept = context.kept.filter { $0.0 != name } + [(name, value)]
                var attributes: [Attribute] = [.href(PageContext.url(path, kept + parameters))]
                if name == "lang", value != Variant.pseudoLanguage { attributes.append(.lang(value)) }
                if value == current { attributes.append(Attribute("aria-current", "true")) }
                return .el("li", [], [.el("a", attributes, text: title)])
            }),
        ])
    }
}
