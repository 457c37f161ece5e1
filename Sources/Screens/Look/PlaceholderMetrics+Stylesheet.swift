extension PlaceholderMetrics {
    /// The table as the custom properties `style.css` draws a placeholder with (`--m-ph-…`), the
    /// declarations alone: lengths in CSS px (a point each), fonts as the text style's size property.
    public var stylesheet: String {
        let numbers = ListMetrics.declarations([
            ("ph-image", imageSize), ("ph-image-text", imageToText), ("ph-text-secondary", textToSecondaryText),
            ("ph-text-button", textToButton), ("ph-button-button", buttonToSecondaryButton),
            ("ph-margin-top", verticalMargin.top), ("ph-margin-bottom", verticalMargin.bottom), ("ph-margin-bare", bottomMarginWithoutButtons),
            ("ph-loading", loadingIndicatorSize), ("ph-loading-text", loadingImageToText),
        ])
        let inline: (regular: String, accessibility: String) = switch horizontalInset {
        case let .layoutMargins(adding, accessibility):
            ("calc(var(--margin) + \(ListMetrics.css(adding))px)", "calc(var(--margin) + \(ListMetrics.css(accessibility))px)")
        case let .fractionOfWidth(fraction):
            // Of the whole list's width, rounded to a point as `roundf` rounds it.
            ("round(calc(var(--device-width) / \(ListMetrics.css(1 / fraction))), 1px)", "round(calc(var(--device-width) / \(ListMetrics.css(1 / fraction))), 1px)")
        }
        let properties: [(String, String)] = [
            // Where the layer's room starts: under the bar (the safe area), or as far from it as the home indicator is from the bottom.
            ("ph-room-top", centresInSafeArea ? "0px" : "var(--empty-inset)"),
            ("ph-inline", inline.regular), ("ph-inline-ax", inline.accessibility),
            ("ph-title-size", title.cssSize), ("ph-title-weight", "var(--w-\(title.weight))"), ("ph-title-line", title.cssLineHeight),
            ("ph-title-color", titleInk.css),
            ("ph-detail-size", detail.cssSize), ("ph-detail-weight", "var(--w-\(detail.weight))"), ("ph-detail-line", detail.cssLineHeight),
            ("ph-detail-color", detailInk.css),
        ]
        return numbers + " " + properties.map { "--m-\($0): \($1);" }.joined(separator: " ")
    }

    /// Every API's table in every design, on the placeholder it draws (`<div class="lp-empty"
    /// data-api="swiftui">`): iOS 18's on any page, another design's where the page is drawn in it
    /// and its table differs.
    public static var stylesheets: String {
        PlaceholderAPI.allCases.flatMap { api in
            SystemDesign.allCases.reversed().compactMap { design -> String? in
                let metrics = api.metrics(design)
                let selector = ".lp-empty[data-api=\"\(api.rawValue)\"]"
                if design == .iOS18 { return selector + " { " + metrics.stylesheet + " }\n" }
                guard metrics.stylesheet != api.metrics(.iOS18).stylesheet else { return nil }
                return ":root[data-os=\"\(design.rawValue)\"] " + selector + " { " + metrics.stylesheet + " }\n"
            }
        }.joined()
    }
}

extension PlaceholderFont {
    /// The CSS `font-size`: the text style's property (`var(--type-title2)`), or fixed points.
    var cssSize: String {
        switch size {
        case let .textStyle(style): "var(--type-\(style.rawValue.lowercased()))"
        case let .points(points): "\(ListMetrics.css(points))px"
        }
    }

    /// The CSS `line-height`: the text style's leading for its size (a fixed size: the system
    /// font's own line, 1.193 of it, inferred from SF Pro's ascender and descender), plus the
    /// spacing between lines.
    var cssLineHeight: String {
        let ratio: Double = switch size {
        case let .textStyle(style): style.lineHeightRatio
        case .points: 1.193
        }
        let line = ListMetrics.css((ratio * 10000).rounded() / 10000)
        return lineSpacing == 0 ? line : "calc(\(line)em + \(ListMetrics.css(lineSpacing))px)"
    }

    /// A text style's size at Large, for its leading's ratio.
    public static func largePoints(_ style: TextStyleName) -> Double {
        switch style {
        case .title2: 22
        case .title3: 20
        case .body: 17
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        }
    }
}

extension TextStyleName {
    /// Its leading over its size at Large, to four places: the CSS `line-height` that keeps it as it grows.
    public var lineHeightRatio: Double {
        (leading / PlaceholderFont.largePoints(self) * 10000).rounded() / 10000
    }
}

extension TextInk {
    /// The colour as the style sheet names it.
    var css: String {
        switch self {
        case .label: "var(--label)"
        case .secondaryLabel: "var(--secondary-label)"
        case .gray60: "#999"
        }
    }
}
