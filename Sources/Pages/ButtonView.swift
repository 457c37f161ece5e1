import HTML
import Screens

/// A button drawn as its style draws it (``ButtonAppearance``): the classes of its fill and label
/// colour and the custom properties of its size, for any element that is the button (`<button>`,
/// `<a>`, or a `<span>` inside a tappable placeholder).
enum ButtonView {
    /// `lp-btn lp-btn--FILL lp-btn--INK`, after `classes`.
    static func classes(_ appearance: ButtonAppearance, _ classes: String) -> String {
        "\(classes) lp-btn lp-btn--\(appearance.fill.rawValue) lp-btn--\(appearance.ink.rawValue)"
    }

    /// Its size: the label's text style, weight and line, the padding, the corner.
    static func style(_ appearance: ButtonAppearance) -> [Attribute] {
        var style = InlineStyle()
        style.set("--lp-btn-font", textStyle: appearance.font)
        style.set("--lp-btn-line", number: appearance.font.lineHeightRatio)
        style.set("--lp-btn-weight", weight: appearance.weight)
        style.set("--lp-btn-vpad", px: appearance.verticalPadding)
        style.set("--lp-btn-pad", px: appearance.horizontalPadding)
        switch appearance.shape {
        case .capsule: style.set("--lp-btn-radius", px: 999)
        case let .rounded(radius): style.set("--lp-btn-radius", px: radius)
        }
        return style.attributes
    }
}
