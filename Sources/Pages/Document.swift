import HTML
import Screens
import Variants

/// The HTML document around every page: doctype, language, direction, theme, charset, viewport
/// and stylesheet.
enum Document {
    /// A full page with `title` in the tab and `body` as its content.
    /// The document is in the interface's language and direction; an embedded page (the device
    /// alone) is in its content's, and a full page's device says its own (see ``ScreenPage``).
    static func page(title: String, context: PageContext, bodyClass: String, _ body: [Node]) -> Node {
        let variant = context.variant
        let document = variant.embed ? context : context.interface
        var htmlAttributes: [Attribute] = [.lang(document.languageTag), Attribute("dir", document.variant.direction.rawValue)]
        // The design picks its metrics and rules in the style sheet (`ListMetrics.stylesheets`, `style-ios26.css`).
        htmlAttributes.append(Attribute("data-os", variant.os.rawValue))
        if variant.transparency == .reduced { htmlAttributes.append(Attribute("data-transparency", "reduced")) }
        if variant.boldText == .on { htmlAttributes.append(Attribute("data-bold-text", "on")) }
        if let theme = variant.theme { htmlAttributes.append(Attribute("data-theme", theme.rawValue)) }
        if variant.motion == .off { htmlAttributes.append(Attribute("data-motion", "off")) }
        // An embedded page (the gallery's frames, snapshots) follows its container, not changes;
        // a static site's pages never change, but keep the script's other enhancements.
        let live = variant.embed || context.site != nil ? nil : context.live
        if let live { htmlAttributes.append(Attribute("data-live", live)) }
        return .el("html", htmlAttributes, [
            .el("head", [], [
                .el("meta", [Attribute("charset", "utf-8")]),
                .el("meta", [.name("viewport"), Attribute("content", "width=device-width, initial-scale=1, viewport-fit=cover")]),
                .el("meta", [.name("color-scheme"), Attribute("content", variant.theme?.rawValue ?? "light dark")]),
                .el("title", text: title + " · " + BuiltInStrings.productName),
                .el("link", [Attribute("rel", "stylesheet"), .href(context.file("/public/style.css"))]),
                .el("link", [Attribute("rel", "icon"), .href(context.file("/public/icon.svg")), .type("image/svg+xml")]),
                live == nil && context.site == nil ? .empty : .el("script", [.src(context.file("/public/live.js")), Attribute("defer", "")]),
            ]),
            .el("body", bodyAttributes(variant, bodyClass: bodyClass),
                 [context.warning.map { .el("p", [.class("lp-warning"), .id("warning"), .role("alert")], text: $0) } ?? .empty] + body),
        ])
    }

    /// The body's class and the device it draws (its size, safe areas and margins come from the
    /// stylesheet by these attributes).
    private static func bodyAttributes(_ variant: Variant, bodyClass: String) -> [Attribute] {
        var attributes: [Attribute] = [.class(bodyClass + (variant.embed ? " lp-embed" : "")),
                                       Attribute("data-device", variant.device.rawValue)]
        if variant.orientation == .landscape { attributes.append(Attribute("data-orientation", "landscape")) }
        if variant.zoom == .actual { attributes.append(Attribute("data-zoom", variant.zoom.rawValue)) }
        return attributes
    }
}
