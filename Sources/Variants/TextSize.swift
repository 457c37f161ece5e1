import Screens

/// A Dynamic Type size (Settings › Display & Brightness › Text Size, and the larger accessibility
/// sizes), with Apple's point size of every text style at it.
public enum TextSize: String, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The default size.
    public static let standard = TextSize.large

    /// A text style of UIKit's `UIFont.TextStyle`.
    public enum Style: String, CaseIterable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The CSS custom property that carries the style's size, e.g. `--type-body`.
        public var property: StaticString {
            switch self {
            case .largeTitle: "--type-largetitle"
            case .title1: "--type-title1"
            case .title2: "--type-title2"
            case .title3: "--type-title3"
            case .headline: "--type-headline"
            case .body: "--type-body"
            case .callout: "--type-callout"
            case .subheadline: "--type-subheadline"
            case .footnote: "--type-footnote"
            case .caption1: "--type-caption1"
            case .caption2: "--type-caption2"
            }
        }
    }

    /// Whether this is one of the five accessibility sizes, where layouts stack what sits side by side.
    public var isAccessibility: Bool {
        TextSize.allCases.firstIndex(of: self)! >= TextSize.allCases.firstIndex(of: .ax1)!
    }

    /// The point size of `style` at this text size (Apple's Human Interface Guidelines, Typography,
    /// "iOS, iPadOS Dynamic Type sizes").
    public func points(_ style: Style) -> Int {
        Self.table[style]![TextSize.allCases.firstIndex(of: self)!]
    }

    /// `value` scaled as `UIFontMetrics.default.scaledValue(for:)` scales it at this size: by the
    /// body style's size over its 17 pt at Large.
    public func scaledValue(for value: Double) -> Double {
        value * Double(points(.body)) / Double(TextSize.large.points(.body))
    }

    /// Columns xSmall … AX5.
    private static let table: [Style: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The name the picker shows.
    public var name: String {
        switch self {
        case .xSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "xL"
        case .xxLarge: "xxL"
        case .xxxLarge: "xxxL"
        default: rawValue
        }
    }
}

extension TextSize: VariantSetting {
    /// `textSize=AX5`; the gallery spreads it, `--text-sizes` lists it.
    public static let parameter = VariantParameter(
        "textSize", label: BuiltInStrings.textSize, \Variant.textSize, titles: { LocalizedText(verbatim: $0.name) },
        spreadable: true, naming: .whenSeveral,
        option: VariantOption("--text-sizes", "S,…", help: "Dynamic Type sizes: xSmall … xxxLarge, AX1 … AX5, or all",
                              meaning: "Dynamic Type sizes, a comma-separated list of: " + TextSize.allCases.map(\.rawValue).joined(separator: ", ")
                                  + ", or all."))
}
