import HTML
import Screens

/// The placeholder over a list (DZNEmptyDataSet's view): image or activity indicator, title, detail and button,
/// stacked and centred in the list's visible area. With `tap: view` the whole layer is one submit
/// button, so a tap anywhere reloads, as DZNEmptyDataSet's `emptyDataSetDidTapView:` does; with `tap: button` only its button does. In a
/// preview the same tap is a link to the preview of where the reload would land: a preview never
/// changes the screen.
enum EmptyStateView {
    static func render(_ kind: EmptyStateKind, view: ScreenView, context: PageContext) -> Node {
        let config = view.screen.emptyState(kind)
        var style = InlineStyle()
        style.set("--lp-empty-bg", config.background, for: context.variant)
        style.set("--lp-empty-fg", config.textColor, for: context.variant)
        style.set("--lp-empty-offset", px: config.verticalOffset)
        if let spacing = config.spacing { style.set("--lp-empty-spacing", px: spacing) }
        style.set("--app-font", fontFamily: config.font)
        var classes = "lp-empty lp-empty--\(kind.rawValue)"
        if config.fadeIn { classes += " lp-empty--fade" }
        if config.alignment == .natural { classes += " lp-empty--natural" }
        if config.background != nil { classes += " lp-empty--filled" }
        if config.api.metrics(context.variant.os).dropsImageWhenCramped { classes += " lp-empty--yields" }
        if config.api == .dzn, kind != .loading, config.detail == nil, config.button == nil, config.secondaryButton == nil {
            classes += " lp-empty--simple"
        }
        // The API's table of numbers (PlaceholderMetrics) is the style sheet's for this attribute.
        var attributes: [Attribute] = [.class(classes), .id("empty-state"), .role("status"), Attribute("data-api", config.api.rawValue)]
        if let value = style.attributeValue { attributes.append(Attribute("style", value)) }
        if kind == .loading { attributes.append(Attribute("aria-busy", "true")) }

        let stack = { (element: StaticString, button: Node?) in
            Node.el(element, [.class("lp-empty-stack")], parts(config, kind: kind, view: view, context: context, button: button))
        }
        let inert = config.button.map { inertButton($0, config, context) }
        let content: Node
        switch reloadTap(config, view: view, context: context) {
        case let .whole(wrap): content = wrap(stack("span", inert))
        case let .button(button): content = .el("div", [.class("lp-empty-tap")], [stack("div", button)])
        case .none: content = .el("div", [.class("lp-empty-tap")], [stack("div", inert)])
        }
        return .el("div", attributes, [content])
    }

    /// What reloads: the whole placeholder (wrapping its stack), its button, or nothing.
    private enum ReloadTap {
        case whole((Node) -> Node)
        case button(Node)
        case none
    }

    /// The reload as the page offers it. A live page posts it; a preview, or a page of a static
    /// site, links to the preview of where it would land; a read-only server offers no tap, and a
    /// static site none whose preview it lacks.
    private static func reloadTap(_ config: EmptyStateConfig, view: ScreenView, context: PageContext) -> ReloadTap {
        let tap = context.readOnly && context.site == nil ? TapTarget.none : config.tap
        let label = config.button ?? SystemStrings.retry
        let button = { (attributes: [Attribute]) in
            [.id("reload")] + buttonLook(config, secondary: false, context: context) + attributes + buttonHint(config)
                + context.voiceOverMark("empty-button")
        }
        let result = ScreenAction.reload.previewedResult(reload: view.screen.reload)
        if view.preview != nil || context.site != nil, tap != .none,
           let href = context.href(view.screen.path, ScreenPage.previewParameters(view, state: result)) {
            if tap == .view {
                return .whole { .el("a", [.href(href), .id("reload"), .class("lp-empty-tap"),
                                          Attribute("aria-label", context.text(BuiltInStrings.tapToReload))], [$0]) }
            }
            return .button(.el("a", [.href(href)] + button([]), text: context.text(label)))
        }
        let action = context.link(SitePath.action(.reload, of: view.screen.id))
        switch context.site == nil ? tap : .none {
        case .view:
            let described = [context.text(config.title).isEmpty ? nil : "empty-label", config.detail != nil ? "empty-detail" : nil]
                .compactMap { $0 }.joined(separator: " ")
            return .whole { stack in
                .el("form", [.method("post"), .action(action), .class("lp-empty-form")], [
                    .el("button", [.type("submit"), .id("reload"), .class("lp-empty-tap"),
                                   Attribute("aria-label", context.text(BuiltInStrings.tapToReload))]
                                  + (described.isEmpty ? [] : [Attribute("aria-describedby", described)]), [stack]),
                ])
            }
        case .button:
            return .button(.el("form", [.method("post"), .action(action), .class("lp-empty-button-form")], [
                .el("button", [.type("submit")] + button([]), text: context.text(label)),
            ]))
        case .none:
            return .none
        }
    }

    /// Image (or activity indicator), title, detail, button and secondary button, in that order.
    private static func parts(_ config: EmptyStateConfig, kind: EmptyStateKind, view: ScreenView,
                              context: PageContext, button: Node?) -> [Node] {
        var nodes: [Node] = []
        if kind == .loading {
            // UIActivityIndicatorView says "In progress": a progress bar without a value. (Wrapped,
            // because an SVG draws no VoiceOver marker.)
            nodes.append(.el("span", [.class("lp-empty-indicator"), .role("progressbar"),
                                      Attribute("aria-label", context.text(BuiltInStrings.voiceOverInProgress))]
                             + context.voiceOverMark("empty-indicator"), [ActivityIndicator.render(.large)]))
        }
        // Decorative unless the fixtures name it (`imageAccessibilityLabel`).
        let imageLabel = config.imageAccessibilityLabel.map(context.text)
        if let image = config.image, image.origin == .symbol || image.symbolTemplate != nil {
            // An SF Symbol (or the app's own, from its catalog's template), as the configuration draws
            // `UIImage(systemName:)`: at its 48 pt, scaled with the text size as UIFontMetrics.default
            // scales it, its ink box the image view's size.
            var style = InlineStyle()
            style.set("--lp-empty-tint", config.imageTint ?? EmptyStateConfig.defaultTint, for: context.variant)
            let pointSize = context.variant.textSize.scaledValue(for: image.symbolStyle.pointSize ?? config.api.metrics(context.variant.os).imageSize)
            nodes.append(.el("span", [.class("lp-empty-image lp-empty-image--sf")]
                             + (imageLabel.map { [.role("img"), Attribute("aria-label", $0)] } ?? [Attribute("aria-hidden", "true")])
                             + style.attributes,
                             // Painted as one shape: secondaryLabel is translucent, and UIKit draws the symbol once.
                             [ImageView.symbol(image, points: pointSize, place: "empty", flattened: true)]))
        } else if let image = config.image, image.renditions != nil {
            // An asset catalog's image, at its own size in points, as UIKit's image view draws it.
            var size = InlineStyle()
            if let points = image.renditions?.size {
                size.set("--lp-image-width", px: points.width)
                size.set("--lp-image-height", px: points.height)
            }
            nodes.append(ImageView.render(image, classes: "lp-empty-image lp-empty-image--catalog", style: size,
                                          tint: config.imageTint ?? EmptyStateConfig.defaultTint, label: imageLabel, context: context))
        } else if let image = config.image {
            if let tint = config.imageTint {
                var style = InlineStyle()
                style.set("--lp-empty-tint", tint, for: context.variant)
                style.set("--lp-empty-mask", url: context.mask(image.url))
                // A built-in picture stands for an SF Symbol: UIKit's 48 pt, scaled with the text size
                // as UIFontMetrics.default scales it (the body style's ratio).
                let symbol = image.isBuiltInMask
                if symbol, context.variant.textSize != .large {
                    style.set("--lp-symbol-size", px: context.variant.textSize.scaledValue(for: config.api.metrics(context.variant.os).imageSize))
                }
                nodes.append(.el("span", [.class("lp-empty-image lp-empty-image--tinted" + (symbol ? " lp-empty-image--symbol" : ""))]
                                 + (imageLabel.map { [.role("img"), Attribute("aria-label", $0)] } ?? [Attribute("aria-hidden", "true")])
                                 + [Attribute("style", style.attributeValue ?? "")]))
            } else {
                nodes.append(.el("img", [.class("lp-empty-image"), .src(context.file(image.url)), .alt(imageLabel ?? ""),
                                         Attribute("width", "100"), Attribute("height", "100")]))
            }
        }
        // In the VoiceOver view a named image is numbered on a wrapper (an image takes no badge inside).
        let imageMark = context.voiceOverMark("empty-image")
        if !imageMark.isEmpty, let last = nodes.indices.last, config.image != nil {
            nodes[last] = .el("span", [.class("lp-empty-mark")] + imageMark, [nodes[last]])
        }
        // The picture and the rest, each one box: where the API gives up its picture for room, the
        // style sheet lays the rest out first and the picture only where it fits.
        let picture: [Node] = nodes.isEmpty ? [] : [.el("span", [.class("lp-empty-picture")], nodes)]
        nodes = []
        var titleStyle = InlineStyle()
        titleStyle.set("--app-font", fontFamily: config.titleFont)
        // No title (`"title": null`): no heading.
        let titleText = title(config, kind: kind, view: view, context: context)
        if !titleText.isEmpty {
            nodes.append(.el("span", [.class("lp-empty-label"), .id("empty-label"), .role("heading"), Attribute("aria-level", "2")]
                             + titleStyle.attributes + context.voiceOverMark("empty-title"), text: titleText))
        }
        if let detail = config.detail {
            nodes.append(.el("span", [.class("lp-empty-detail"), .id("empty-detail")] + context.voiceOverMark("empty-detail"),
                             text: searched(context.text(detail), kind: kind, view: view, context: context)))
        }
        if let button { nodes.append(button) }
        if let hint = config.buttonAccessibilityHint {
            nodes.append(HintText.node(context.text(hint), id: "empty-button-hint"))
        }
        if let secondary = config.secondaryButton {
            nodes.append(.el("span", buttonLook(config, secondary: true, context: context) + [.id("empty-secondary"), .role("button")]
                             + context.voiceOverMark("empty-secondary"), text: context.text(secondary)))
        }
        return picture + [.el("span", [.class("lp-empty-body")], nodes)]
    }

    /// The button's `buttonAccessibilityHint`, as its description: the hidden text it points to
    /// (drawn once, after the stack's parts).
    private static func buttonHint(_ config: EmptyStateConfig) -> [Attribute] {
        config.buttonAccessibilityHint == nil ? [] : [HintText.describedBy("empty-button-hint")]
    }

    /// A button's look inside the whole-area button, where a real button cannot nest, or where
    /// there is no tap: still the app's button to assistive technology.
    private static func inertButton(_ label: LocalizedText, _ config: EmptyStateConfig, _ context: PageContext) -> Node {
        .el("span", buttonLook(config, secondary: false, context: context) + [.id("empty-button"), .role("button")] + buttonHint(config)
            + context.voiceOverMark("empty-button"), text: context.text(label))
    }

    /// A button's class and size as its style draws it in the page's design, by the placeholder's API.
    private static func buttonLook(_ config: EmptyStateConfig, secondary: Bool, context: PageContext) -> [Attribute] {
        let design = context.variant.os
        let appearance = ButtonAppearance.of(config.buttonLook(secondary: secondary, design: design), api: config.api, design: design)
        return [.class(ButtonView.classes(appearance, secondary ? "lp-empty-secondary" : "lp-empty-button"))] + ButtonView.style(appearance)
    }

    /// The title, with `{query}` replaced by the search text in a search placeholder.
    static func title(_ config: EmptyStateConfig, kind: EmptyStateKind, view: ScreenView, context: PageContext) -> String {
        let template = context.text(config.title)
        guard kind == .search, template.contains("{query}") else { return template }
        let query = SearchBarView.shownQuery(view, context: context)
        if query.isEmpty { return context.text(SystemStrings.noResults) }
        return template.replacing("{query}", with: query)
    }

    /// A search placeholder's detail with `{query}` replaced by the search text (nothing when there is none).
    static func searched(_ text: String, kind: EmptyStateKind, view: ScreenView, context: PageContext) -> String {
        guard kind == .search, text.contains("{query}") else { return text }
        return text.replacing("{query}", with: SearchBarView.shownQuery(view, context: context))
    }
}
