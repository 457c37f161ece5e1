import HTML
import ScreenEdits
import Screens
import Symbols
import Strings

/// The panel's Controls section: every editable field of the screen and of the placeholder shown,
/// prefilled, in a form whose GET previews the edits by URL (`?edit.empty.title=…`) and whose POST,
/// where the server may write, saves them into the fixtures file; and presets one click away.
enum ControlsPanel {
    /// The section, or nothing in a static site (nothing is drawn there on request).
    static func render(_ view: ScreenView, context: PageContext) -> Node {
        guard context.site == nil, let setting = context.controls else { return .empty }
        let screen = view.screen
        let language = (context.content ?? context.variant).language
        // The placeholder shown, else the empty one: what a designer most often words.
        let kind = view.display.overlay ?? .empty
        let scopes: [EditScope] = [.screen, .state(kind)]
        // What the page keeps besides the edits (variant, state), sent again with the form.
        var hidden = context.kept.filter { !$0.0.hasPrefix(ScreenEdits.prefix) }
        // Once opened, the section stays open through the form, its presets and its undo.
        if !hidden.contains(where: { $0.0 == "controls" }) { hidden.append(("controls", "1")) }
        if let preview = view.preview { hidden.append(("state", preview.rawValue)) }
        guard context.controlsOpen else {
            return .fragment([
                .el("h2", [.id("panel-controls")], text: context.text(ControlsStrings.controls)),
                .el("p", [.class("lp-controls-open")], [
                    .el("a", [.href(SitePath.url(screen.path, hidden)), .id("controls-open")], text: context.text(ControlsStrings.open)),
                ]),
            ])
        }
        var buttons: [Node] = [
            .el("button", [.type("submit"), .id("controls-preview"), .class("lp-panel-button")], text: context.text(ControlsStrings.preview)),
        ]
        if let file = setting.saveFile, !context.readOnly {
            buttons.append(.el("button", [.type("submit"), .id("controls-save"), .class("lp-panel-button"), Attribute("formmethod", "post"),
                                          Attribute("formaction", context.link(SitePath.saveEdits(of: screen.id), view.preview.map { [("state", $0.rawValue)] } ?? []))],
                               text: context.text(ControlsStrings.save).replacing("{file}", with: file)))
        }
        var fields: [Node] = hidden.map { .el("input", [.type("hidden"), .name($0.0), .value($0.1)]) }
        fields.append(.el("input", [.type("hidden"), .name("fixtures"), .value(setting.fileHash)]))
        for scope in scopes {
            fields.append(fieldset(scope, screen: screen, language: language, setting: setting, context: context))
        }
        fields.append(.el("div", [.class("lp-controls-buttons")], buttons))
        fields.append(datalist(setting))
        let form: Node = .el("form", [.method("get"), .action(screen.path), .class("lp-controls"), .id("controls"),
                                      Attribute("aria-labelledby", "panel-controls")], fields)
        let reset: Node = context.edits.isEmpty ? .empty : .el("p", [.class("lp-controls-reset")], [
            .el("a", [.href(SitePath.url(screen.path, hidden)), .id("controls-reset")], text: context.text(ControlsStrings.reset)),
        ])
        return .fragment([
            .el("h2", [.id("panel-controls")], text: context.text(ControlsStrings.controls)),
            form,
            ControlsPresets.render(screen: screen, scopes: scopes, kept: hidden, language: language, context: context),
            reset,
        ])
    }

    /// One scope's fields.
    private static func fieldset(_ scope: EditScope, screen: Screen, language: LanguageTag, setting: ControlsSetting, context: PageContext) -> Node {
        let legend = scope == .screen ? context.text(ControlsStrings.screen)
            : context.text(BuiltInStrings.name(of: DisplayState(rawValue: scope.name) ?? .empty))
        return .el("fieldset", [.class("lp-controls-group")], [.el("legend", text: legend)] + scope.fields.map { field in
            control(field, scope: scope, screen: screen, language: language, setting: setting, context: context)
        })
    }

    /// A field's label and input, prefilled with what the page shows.
    private static func control(_ field: EditField, scope: EditScope, screen: Screen, language: LanguageTag,
                                setting: ControlsSetting, context: PageContext) -> Node {
        let name = ScreenEdits.prefix + scope.name + "." + field.name
        let id = "ctl-" + scope.name + "-" + field.name
        let value = ScreenEdits.current(field, of: scope, in: screen, language: language)
        let input: Node
        switch field.kind {
        case .text:
            input = .el("input", [.type("text"), .name(name), .id(id), .value(value), Attribute("autocomplete", "off"), Attribute("dir", "auto")])
        case .image:
            var names = setting.resources.imageNames
            if !names.contains(value) { names.insert(value, at: 0) }
            input = select(name: name, id: id, choices: names, selected: value)
        case .symbol:
            input = .el("input", [.type("text"), .name(name), .id(id), .value(value), Attribute("list", "lp-symbol-names"),
                                  Attribute("placeholder", "tray"), Attribute("autocomplete", "off"), Attribute("spellcheck", "false")])
        case .color:
            input = .el("input", [.type("text"), .name(name), .id(id), .value(value), Attribute("list", "lp-color-names"),
                                  Attribute("placeholder", context.text(ControlsStrings.defaultValue)), Attribute("autocomplete", "off"),
                                  Attribute("spellcheck", "false")])
        case let .number(range):
            input = .el("input", [.type("number"), .name(name), .id(id), .value(value), Attribute("step", "any"),
                                  Attribute("min", ScreenEdits.format(range.lowerBound)), Attribute("max", ScreenEdits.format(range.upperBound)),
                                  Attribute("placeholder", context.text(ControlsStrings.defaultValue))])
        case let .choice(words):
            input = select(name: name, id: id, choices: words, selected: value)
        case .flag:
            input = select(name: name, id: id, choices: ["false", "true"], selected: value)
        }
        let keyed = field.kind == .text && isKeyed(field, scope: scope, screen: screen)
        return .el("div", [.class("lp-controls-field")], [
            .el("label", [Attribute("for", id)], [.text(field.name),
                keyed ? .el("span", [.class("lp-controls-note")], text: " · " + context.text(ControlsStrings.keyNote)) : .empty,
                field.isSaved ? .empty : .el("span", [.class("lp-controls-note")], text: " · " + context.text(ControlsStrings.previewOnly))]),
            input,
        ])
    }

    /// Whether a text field's text is taken from the app's strings by key (the field then edits the key).
    private static func isKeyed(_ field: EditField, scope: EditScope, screen: Screen) -> Bool {
        ControlsPresets.text(field, of: scope, in: screen)?.key != nil
    }

    private static func select(name: String, id: String, choices: [String], selected: String) -> Node {
        .el("select", [.name(name), .id(id)], choices.map { choice in
            .el("option", choice == selected ? [.value(choice), Attribute(flag: "selected")] : [.value(choice)], text: choice)
        })
    }

    /// The colour names a colour field suggests.
    private static func datalist(_ setting: ControlsSetting) -> Node {
        .fragment([
            .el("datalist", [.id("lp-color-names")], setting.resources.colorNames.map { .el("option", [.value($0)]) }),
            // The SF Symbol names a stand-in draws, for the placeholder's systemImage.
            .el("datalist", [.id("lp-symbol-names")], SystemSymbol.tableNames.map { .el("option", [.value($0)]) }),
        ])
    }
}
