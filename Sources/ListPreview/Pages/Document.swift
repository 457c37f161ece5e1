import HTML

/// The HTML document around every page: doctype, language, charset, viewport and stylesheet.
enum Document {
    /// A full page with `title` in the tab and `body` as its content.
    static func page(title: String, language: Language, bodyClass: String, _ body: [Node]) -> Node {
        .el("html", [.lang(language.rawValue)], [
            .el("head", [], [
                .el("meta", [Attribute("charset", "utf-8")]),
                .el("meta", [.name("viewport"), Attribute("content", "width=device-width, initial-scale=1, viewport-fit=cover")]),
                .el("title", text: title + " · " + BuiltInStrings.productName),
                .el("link", [Attribute("rel", "stylesheet"), .href("/public/style.css")]),
                .el("link", [Attribute("rel", "icon"), .href("/public/icon.svg"), .type("image/svg+xml")]),
            ]),
            .el("body", [.class(bodyClass)], body),
        ])
    }
}
