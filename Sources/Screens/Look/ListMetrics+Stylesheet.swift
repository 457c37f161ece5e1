extension ListMetrics {
    /// The table as the custom properties `style.css` reads (`--m-…`, in CSS px, a point each), so
    /// every rule that draws a margin, a bar or a gap takes it from here: the declarations alone.
    public var stylesheet: String {
        let placeholder = placeholder
        let properties: [(String, Double)] = [
            ("margin", margin), ("narrow-margin", narrowMargin),
            ("navbar", navigationBarHeight), ("navbar-compact", compactNavigationBarHeight), ("large-title", largeTitleHeight),
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
            ("ph-image", placeholder.imageSize), ("ph-image-text", placeholder.imageToText),
            ("ph-text-secondary", placeholder.textToSecondaryText), ("ph-text-button", placeholder.textToButton),
            ("ph-button-button", placeholder.buttonToSecondaryButton), ("ph-margin-block", placeholder.verticalMargin),
            ("ph-margin-inline", placeholder.horizontalMargin), ("ph-margin-inline-ax", placeholder.accessibilityHorizontalMargin),
            ("ph-loading", placeholder.loadingIndicatorSize), ("ph-loading-text", placeholder.loadingImageToText),
        ]
        let glassProperties: [(String, Double)] = glass.map { glass in [
            ("bar-row", glass.itemRowHeight), ("bar-button", glass.buttonSize), ("bar-button-padding", glass.textButtonPadding),
            ("bar-inset", glass.barInset), ("large-title-baseline", glass.largeTitleBaseline),
            ("tabbar", glass.tabBarHeight), ("tabbar-inset", glass.tabBarInset), ("tab-item", glass.tabItemHeight),
            ("tab-item-inset", glass.tabItemInset), ("separator", glass.separatorThickness),
            ("tabbar-content-inset", glass.contentBottomInsetOverTabBar),
        ] } ?? []
        return (properties + glassProperties).map { name, value in "--m-\(name): \(Self.css(value))px;" }.joined(separator: " ")
    }

    /// Every design's table as custom properties: iOS 18's on the root, and each other design's on
    /// the root of a page drawn in it (`<html data-os="26">`), so one style sheet serves both.
    public static var stylesheets: String {
        SystemDesign.allCases.map { design in
            let selector = design == .iOS18 ? ":root" : ":root[data-os=\"\(design.rawValue)\"]"
            return selector + " { " + design.metrics.stylesheet + " }\n"
        }.reversed().joined()
    }

    /// A length as CSS writes it: whole numbers without a fraction, others to two places.
    private static func css(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction % 10 == 0 ? "\(fraction / 10)" : fraction < 10 ? "0\(fraction)" : "\(fraction)")
    }
}
