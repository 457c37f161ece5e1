extension ListMetrics {
    /// The table as the custom properties `style.css` reads (`--m-…`, in CSS px, a point each), on
    /// the root, so every rule that draws a margin, a bar or a gap takes it from here.
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
            ("ph-image", placeholder.imageSize), ("ph-image-text", placeholder.imageToText),
            ("ph-text-secondary", placeholder.textToSecondaryText), ("ph-text-button", placeholder.textToButton),
            ("ph-button-button", placeholder.buttonToSecondaryButton), ("ph-margin-block", placeholder.verticalMargin),
            ("ph-margin-inline", placeholder.horizontalMargin), ("ph-margin-inline-ax", placeholder.accessibilityHorizontalMargin),
            ("ph-loading", placeholder.loadingIndicatorSize), ("ph-loading-text", placeholder.loadingImageToText),
        ]
        let declarations = properties.map { name, value in "--m-\(name): \(Self.css(value))px;" }
        return ":root { " + declarations.joined(separator: " ") + " }\n"
    }

    /// A length as CSS writes it: whole numbers without a fraction, others to two places.
    private static func css(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction % 10 == 0 ? "\(fraction / 10)" : fraction < 10 ? "0\(fraction)" : "\(fraction)")
    }
}
