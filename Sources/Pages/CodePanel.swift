import HTML
import Screens
import SwiftCode

/// The panel's Code section: the Swift that draws the placeholder shown, in each style, one
/// `<details>` apiece (exclusive by their shared name), so choosing a style needs no script; the
/// one of the API that draws it (`drawnBy`) is open.
enum CodePanel {
    /// The section, or nothing when the screen shows rows or no placeholder.
    static func render(_ view: ScreenView, context: PageContext) -> Node {
        guard let kind = view.display.overlay else { return .empty }
        let styles: [(SwiftCode.Style, LocalizedText)] = [
            (.uikit, BuiltInStrings.codeUIKit), (.swiftui, BuiltInStrings.codeSwiftUI), (.dzn, BuiltInStrings.codeDZN), (.legacy, BuiltInStrings.codeLegacy),
        ]
        // Open on the API that draws the placeholder.
        let drawnBy = SwiftCode.Style(view.screen.emptyState(kind).api)
        return .fragment([
            .el("h2", [.id("panel-code")], text: context.text(BuiltInStrings.code)),
            .fragment(styles.map { style, label in
                var attributes: [Attribute] = [.class("lp-code"), .id("code-\(style.rawValue)"), Attribute("name", "lp-code")]
                if style == drawnBy { attributes.append(Attribute(flag: "open")) }
                return .el("details", attributes, [
                    .el("summary", text: context.text(label)),
                    // Code reads left to right in a right-to-left page too.
                    .el("pre", [Attribute("dir", "ltr")], [.el("code", [Attribute("class", "language-swift")],
                                        text: SwiftCode.placeholder(screen: view.screen, state: kind, style: style))]),
                ])
            }),
        ])
    }
}
