extension ListMetrics {
    /// The table as the custom properties `style.css` reads (`--m-…`, in CSS px, a point each), so
    /// every rule that draws a margin, a bar or a gap takes it from here: the declarations alone.
    public var stylesheet: String {
        let properties: [(String, Double)] = [
            ("margin", margin), ("narrow-margin", narrowMargin),
            ("navbar", navigationBarHeight), ("navbar-compact", compactNavigationBarHeight), ("large-title", largeTitleHeight),
            ("bar-item-gap", barItemSpacing),
            ("back-chevron-x", backChevronLeading), ("back-chevron-width", backChevronSize.width),
            ("back-chevron-height", backChevronSize.height), ("back-title-x", backTitleLeading),
            ("row", rowHeight), ("radius", cornerRadius),
            ("grouped-top", groupedTopSpacing), ("first-header", groupedFirstHeaderHeight), ("header", groupedHeaderHeight), ("header-empty", groupedEmptyHeaderHeight),
            ("header-baseline", groupedHeaderBaselineToCard), ("footer-empty", groupedEmptyFooterHeight),
            ("footer-top", groupedFooterPadding.top), ("footer-bottom", groupedFooterPadding.bottom),
            ("header-line", groupedHeaderLineHeight),
            ("switch-width", switchSize.width), ("switch-height", switchSize.height),
            ("switch-thumb-width", switchThumbSize.width), ("switch-thumb-height", switchThumbSize.height),
            ("cell-margin", cellVerticalMargin), ("card-inset", cardInset), ("grouped-top-large", groupedTopSpacingUnderLargeTitle),
        ]
        let glassProperties: [(String, Double)] = glass.map { glass in [
            ("bar-row", glass.itemRowHeight), ("bar-button", glass.buttonSize), ("bar-button-padding", glass.textButtonPadding),
            ("bar-inset", glass.barInset), ("large-title-baseline", glass.largeTitleBaseline),
            ("tabbar", glass.tabBarHeight), ("tabbar-inset", glass.tabBarInset), ("tab-item", glass.tabItemHeight),
            ("tab-item-inset", glass.tabItemInset), ("separator", glass.separatorThickness),
            ("tabbar-content-inset", glass.contentBottomInsetOverTabBar),
        ] } ?? []
        return Self.declarations(properties + glassProperties)
    }

    /// `--m-NAME: VALUEpx;` for each property, joined by spaces: how every table of geometry reaches
    /// the style sheet (``BarMetrics``, ``DemoButtonMetrics`` and the devices' too).
    package static func declarations(_ properties: [(String, Double)]) -> String {
        properties.map { name, value in "--m-\(name): \(css(value))px;" }.joined(separator: " ")
    }

    /// Every design's table as custom properties: iOS 18's on the root, and each other design's on
    /// the root of a page drawn in it (`<html data-os="26">`), so one style sheet serves both.
    public static var stylesheets: String {
        SystemDesign.allCases.map { design in
            let selector = design == .iOS18 ? ":root" : ":root[data-os=\"\(design.rawValue)\"]"
            return selector + " { " + design.metrics.stylesheet + " }\n"
        }.reversed().joined()
    }

    /// A length as CSS writes it: whole numbers without a fraction, others to three places at most,
    /// without trailing zeros (`9.33`, `56.333` for 169/3).
    package static func css(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        guard thousandths % 1000 != 0 else { return String(thousandths / 1000) }
        var fraction = String(abs(thousandths) % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (thousandths < 0 ? "-" : "") + "\(abs(thousandths) / 1000)." + fraction
    }
}
