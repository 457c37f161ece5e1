/// Bold Text (Settings › Accessibility › Display & Text Size › Bold Text; UIKit's
/// `UIAccessibility.isBoldTextEnabled`, SwiftUI's `legibilityWeight == .bold`): every system text is
/// drawn heavier — regular as semibold, and so on up the scale — bar buttons and symbols included.
///
/// Apple publishes no table: UIKit, SwiftUI and WebKit ask CoreText (`CTFontGetAccessibilityBoldWeightOfWeight`,
/// private). The steps are Y Media Labs' YMatterType (`SystemFontFamily.accessibilityBoldWeight(for:)`,
/// MIT), written to match the system font on devices: the three lightest weights one step heavier,
/// regular and above two (regular → semibold, medium → bold, semibold → heavy, bold and above → black).
public enum LegibilityWeight {
    /// The CSS weight (100…900) text of `weight` is drawn in with Bold Text on.
    public static func bold(_ weight: Int) -> Int {
        let step = min(max(weight / 100, 1), 9)
        return min(900, (step + (step <= 3 ? 1 : 2)) * 100)
    }

    /// How much heavier a symbol's stroke is with Bold Text on, as a symbol follows its text from
    /// regular to semibold. Inferred, not measured: half-way between Phosphor's regular and bold
    /// strokes (16 and 24 on its 256 grid), as semibold sits half-way between regular and bold.
    public static let boldSymbolStroke = 1.25

    /// The custom properties the style sheet draws the device's text and symbols with: `--w-400`
    /// (each weight itself) and `--symbol-stroke` (1) on the root, the heavier ones where Bold Text
    /// is on (`<html data-bold-text="on">`).
    public static var stylesheet: String {
        let weights = stride(from: 100, through: 900, by: 100)
        return ":root { " + weights.map { "--w-\($0): \($0);" }.joined(separator: " ") + " --symbol-stroke: 1; }\n"
            + ":root[data-bold-text=\"on\"] { " + weights.map { "--w-\($0): \(bold($0));" }.joined(separator: " ")
            + " --symbol-stroke: \(boldSymbolStroke); }\n"
    }
}
