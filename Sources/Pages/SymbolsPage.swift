import HTML
import Screens
import Symbols

/// `GET /symbols`: every SF Symbol name the table knows, beside its stand-in on a light and a dark
/// tile — the contact sheet a designer checks names against, and the one `docs/symbols.png` shows.
public enum SymbolsPage {
    /// Names composed from the table's, shown after them: one of each way a name composes.
    static let composedExamples = ["person.2.badge.gearshape", "cart.badge.plus", "heart.slash", "tray.circle.fill", "folder.badge.questionmark",
                                   "square.and.arrow.up.trianglebadge.exclamationmark", "star.circle", "questionmark.square", "calendar.badge.clock",
                                   "square.badge.plus.fill", "checkmark.cicle"]

    public static func render(context: PageContext) -> Node {
        let chrome = context.interface
        let heading = chrome.text(BuiltInStrings.sfSymbols)
        let names = SystemSymbol.tableNames + composedExamples
        return Document.page(title: heading, context: context, bodyClass: "lp-body lp-symbols-body", [
            .el("main", [.class("lp-symbols")], [
                .el("h1", text: heading),
                .el("p", [.class("lp-symbols-intro")], text: chrome.text(BuiltInStrings.sfSymbolsIntro)),
                .el("p", [.class("lp-symbols-count")],
                    text: chrome.text(BuiltInStrings.sfSymbolsCount).replacing("{n}", with: String(SystemSymbol.tableNames.count))),
                .el("ul", [.class("lp-symbols-grid")], names.enumerated().map { index, name in
                    let symbol = SystemSymbol(name)
                    return .el("li", [.class(symbol.isKnown ? "lp-symbols-item" : "lp-symbols-item lp-symbols-item--unknown"), Attribute("data-name", name)], [
                        .el("span", [.class("lp-symbols-tile lp-symbols-tile--light")], [symbol.svg(place: "s\(index)l")]),
                        .el("span", [.class("lp-symbols-tile lp-symbols-tile--dark")], [symbol.svg(place: "s\(index)d")]),
                        .el("code", [.class("lp-symbols-name")], text: name),
                    ])
                }),
            ]),
        ])
    }
}
