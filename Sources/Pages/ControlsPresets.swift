import HTML
import ScreenEdits
import Screens
import Strings

/// The Controls section's presets: links that set every text of the screen and the placeholder
/// shown to its longest translation, twice its length, pseudo-localized or empty, or turn the page right to left.
enum ControlsPresets {
    /// The links, each to this page with the preset's edits over the page's own.
    static func render(screen: Screen, scopes: [EditScope], kept: [(String, String)], language: LanguageTag, context: PageContext) -> Node {
        let texts: [(EditScope, EditField, LocalizedText?)] = scopes.flatMap { scope in
            scope.fields.filter { $0.kind == .text }.map { (scope, $0, text($0, of: scope, in: screen)) }
        }
        // A text by key is a key, not words: the presets leave it alone.
        let words = texts.filter { $0.2?.key == nil }
        func edits(_ value: (LocalizedText?, String) -> String?) -> ScreenEdits {
            var edits = context.edits
            for (scope, field, text) in words {
                let current = ScreenEdits.current(field, of: scope, in: screen, language: language)
                // Only what changes: the link's URL is as short as the server would make it.
                if let new = value(text, current), new != current { try? edits.set(ScreenEdits.Edit(scope: scope, field: field.name, value: new)) }
            }
            return edits
        }
        let presets: [(String, LocalizedText, [(String, String)])] = [
            ("longest", ControlsStrings.longest, kept + edits { text, _ in
                text.flatMap { $0.translations.map(\.text).max { $0.count < $1.count } }
            }.parameters),
            ("double", ControlsStrings.double, kept + edits { _, current in current.isEmpty ? nil : current + " " + current }.parameters),
            ("pseudo", ControlsStrings.pseudo, kept + edits { _, current in PseudoLocalization.transform(current) }.parameters),
            ("empty", ControlsStrings.emptyTexts, kept + edits { _, _ in "" }.parameters),
            ("rtl", ControlsStrings.rightToLeft, kept.filter { $0.0 != "dir" } + [("dir", "rtl")] + context.edits.parameters),
            // The data state with 1,000 rows, every one drawn (`rows=`, the page's window).
            ("rows", ControlsStrings.thousandRows, kept.filter { $0.0 != "state" && $0.0 != "rows" } + [("state", "data"), ("rows", "1000")]
                + rowsEdit(context.edits).parameters),
        ]
        return .fragment([
            .el("h3", [.class("lp-controls-heading")], text: context.text(ControlsStrings.presets)),
            // A preset that would change nothing (English already the longest) is no link.
            .el("ul", [.class("lp-previews lp-controls-presets")], presets.map { id, label, parameters in
                let url = SitePath.url(screen.path, parameters)
                guard url != SitePath.url(screen.path, kept + context.edits.parameters) else { return .empty }
                return .el("li", [], [.el("a", [.href(url), .id("preset-" + id)], text: context.text(label))])
            }),
        ])
    }

    /// `edits` with the screen's rows set to 1,000.
    private static func rowsEdit(_ edits: ScreenEdits) -> ScreenEdits {
        var edits = edits
        try? edits.set(ScreenEdits.Edit(scope: .screen, field: EditField.rowsName, value: "1000"))
        return edits
    }

    /// The text a text field of `scope` holds.
    static func text(_ field: EditField, of scope: EditScope, in screen: Screen) -> LocalizedText? {
        switch scope {
        case .screen: return screen.title
        case let .state(kind):
            let config = screen.emptyState(kind)
            switch field.name {
            case "title": return config.title
            case "detail": return config.detail
            case "button": return config.button
            default: return config.secondaryButton
            }
        }
    }
}
