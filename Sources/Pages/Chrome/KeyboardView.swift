import HTML
import Screens
import Variants

/// The software keyboard while a search is active: a picture of iOS's English QWERTY keyboard, its
/// predictive bar on top, the return key saying “Search” in the tint of the system (blue), and on the
/// Face ID iPhones the strip with the globe and dictation keys over the home indicator. Its height
/// is ``KeyboardHeight``'s for the device and orientation, so the list above it, and a placeholder
/// centred there, sit where they would on the phone. Hidden from assistive technology: it is a
/// picture of the system's.
enum KeyboardView {
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    static func render(context: PageContext) -> Node {
        let variant = context.variant
        var style = InlineStyle()
        style.set("--keyboard-height", px: Double(KeyboardHeight.points(variant.device, variant.orientation)))
        style.set("--keyboard-bar", px: Double(KeyboardHeight.predictiveBar(variant.device, variant.orientation)))
        style.set("--keyboard-strip", px: Double(KeyboardHeight.bottomStrip(variant.device, variant.orientation)))
        func keys(_ letters: String) -> [Node] {
            letters.map { .el("span", [.class("lp-key")], text: String($0)) }
        }
        let strip = KeyboardHeight.bottomStrip(variant.device, variant.orientation) > 0
        return .el("div", [.class("lp-keyboard"), .id("keyboard"), Attribute("aria-hidden", "true"), Attribute("dir", "ltr"),
                           Attribute("style", style.attributeValue ?? "")], [
            .el("div", [.class("lp-keyboard-bar")], [.el("span"), .el("span"), .el("span")]),
            .el("div", [.class("lp-keyboard-keys")], [
                .el("div", [.class("lp-keyboard-row")], keys(rows[0])),
                .el("div", [.class("lp-keyboard-row lp-keyboard-row--inset")], keys(rows[1])),
                .el("div", [.class("lp-keyboard-row")], [.el("span", [.class("lp-key lp-key--function lp-key--shift")], text: "⇧")]
                    + keys(rows[2]) + [.el("span", [.class("lp-key lp-key--function lp-key--delete")], text: "⌫")]),
                .el("div", [.class("lp-keyboard-row")], [
                    .el("span", [.class("lp-key lp-key--function lp-key--mode")], text: "123"),
                    .el("span", [.class("lp-key lp-key--space")]),
                    .el("span", [.class("lp-key lp-key--return")], text: context.text(SystemStrings.search)),
                ]),
            ]),
            strip ? .el("div", [.class("lp-keyboard-strip")], [
                .raw(#"<svg class="lp-keyboard-globe" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18"/></svg>"#),
                .raw(#"<svg class="lp-keyboard-mic" viewBox="0 0 24 24"><rect x="9" y="3" width="6" height="11" rx="3"/><path d="M6 11a6 6 0 0 0 12 0M12 17v4"/></svg>"#),
            ]) : .empty,
        ])
    }
}
