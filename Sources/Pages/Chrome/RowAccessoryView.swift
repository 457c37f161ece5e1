import HTML
import Screens

/// A cell's accessory as UIKit draws it: a chevron in the tertiary label colour, a checkmark or an
/// info button in the tint colour, or a switch (63×28 in iOS 26, 51×31 in iOS 18: ``ListMetrics``;
/// green when on, UIKit's default `onTintColor`).
/// They are pictures: nothing here toggles. To assistive technology they say what VoiceOver adds
/// to the cell: a checkmark "selected"; a switch is a switch, on or off, named by the row's title
/// (`label`); a disclosure or info button makes the row a button (``ListView``), so is hidden here.
enum RowAccessoryView {
    /// Whether the accessory makes its cell a button to VoiceOver.
    static func makesButton(_ accessory: RowAccessory?) -> Bool {
        switch accessory {
        case .disclosure?, .detailButton?: true
        case .checkmark?, .toggle?, nil: false
        }
    }

    static func render(_ accessory: RowAccessory, label: String, context: PageContext) -> Node {
        switch accessory {
        case .disclosure:
            .el("span", [.class("lp-accessory lp-accessory--disclosure"), Attribute("aria-hidden", "true")], [
                .raw(#"<svg viewBox="0 0 8 14" width="8" height="14"><path d="M1.5 1.5L6.5 7l-5 5.5"/></svg>"#),
            ])
        case .checkmark:
            .el("span", [.class("lp-accessory lp-accessory--checkmark"), .role("img"),
                         Attribute("aria-label", context.text(SystemStrings.selected))], [
                .raw(#"<svg viewBox="0 0 16 14" width="16" height="14"><path d="M0.8 6.6l4.6 5.8L13.3 0.7"/></svg>"#),
            ])
        case .detailButton:
            .el("span", [.class("lp-accessory lp-accessory--detail"), Attribute("aria-hidden", "true")], [
                .raw(#"<svg viewBox="0 0 22 22" width="22" height="22"><circle cx="11" cy="11" r="10.25" fill="none"/><circle cx="11" cy="6.6" r="1.3" stroke="none"/><path d="M9.3 9.6H11.3v6.4M9.2 16h4.2"/></svg>"#),
            ])
        case let .toggle(on):
            .el("span", [.class(on ? "lp-switch lp-switch--on" : "lp-switch"), .role("switch"), Attribute("aria-checked", on ? "true" : "false"),
                         Attribute("aria-label", label)], [
                .el("span", [.class("lp-switch-knob")]),
            ])
        }
    }
}
