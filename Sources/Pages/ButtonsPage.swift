import HTML
import Screens

/// `GET /buttons`: every button style a placeholder's button may name, as SwiftUI and UIKit spell
/// them, at each of the API's sizes, in iOS 26's and iOS 18's designs, light and dark — drawn by the
/// same ``ButtonAppearance`` and style sheet as a placeholder's button, and the page `docs/buttons.png` shows.
public enum ButtonsPage {
    /// The label every button shows.
    static let label = "Browse"

    public static func render(context: PageContext) -> Node {
        let chrome = context.interface
        let heading = chrome.text(BuiltInStrings.buttonStyles)
        let apis: [(PlaceholderAPI, String)] = [(.swiftUI, "SwiftUI · .buttonStyle(…) · .controlSize(…)"),
                                               (.uiKit, "UIKit · UIButton.Configuration · buttonSize")]
        return Document.page(title: heading, context: context, bodyClass: "lp-body lp-buttons-body", [
            .el("main", [.class("lp-buttons")], [
                .el("h1", text: heading),
                .el("p", [.class("lp-buttons-intro")], text: chrome.text(BuiltInStrings.buttonStylesIntro)),
            ] + apis.flatMap { api, title in
                [.el("h2", text: title)] + [("Light", "lp-buttons-table--light"), ("Dark", "lp-buttons-table--dark")].map { theme, classes in
                    table(api, theme: theme, classes: classes)
                }
            }),
        ])
    }

    /// One API's styles down, its sizes in each design across, on one appearance's background.
    private static func table(_ api: PlaceholderAPI, theme: String, classes: String) -> Node {
        let designs: [SystemDesign] = [.iOS26, .iOS18]
        let header: [Node] = [.el("th", [Attribute("scope", "col")], text: theme)] + designs.flatMap { design in
            api.controlSizes.map { size in
                .el("th", [Attribute("scope", "col")], text: "iOS \(design.rawValue) · .\(size.rawValue)")
            }
        }
        let rows: [Node] = api.buttonStyles.map { style in
            .el("tr", [Attribute("data-style", style.rawValue)], [
                .el("th", [Attribute("scope", "row")], [.el("code", text: "." + style.rawValue + (api == .swiftUI ? "" : "()"))]),
            ] + designs.flatMap { design in
                api.controlSizes.map { size in
                    let appearance = ButtonAppearance.of(ButtonLook(style: style, size: size), api: api, design: design)
                    return .el("td", [Attribute("data-os", design.rawValue)], [
                        .el("span", [.class(ButtonView.classes(appearance, "lp-buttons-sample"))] + ButtonView.style(appearance), text: label),
                    ])
                }
            })
        }
        return .el("table", [.class("lp-buttons-table " + classes), Attribute("data-api", api.rawValue)], [
            .el("thead", [], [.el("tr", [], header)]),
            .el("tbody", [], rows),
        ])
    }
}
