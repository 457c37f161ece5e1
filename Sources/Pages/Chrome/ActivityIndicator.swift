import HTML

/// UIKit's `UIActivityIndicatorView` as iOS 13 and later draw it: eight tapered spokes around the
/// centre, each a shade fainter than the one ahead of it, the brightest stepping round clockwise
/// (eight steps a second), in the placeholder's grey. `UIContentUnavailableConfiguration.loading()`
/// uses the `.large` style.
enum ActivityIndicator {
    /// `UIActivityIndicatorView.Style`, and its size in points (Apple's documentation: `.medium` is
    /// 20×20, `.large` 37×37, as the deprecated `.gray` and `.whiteLarge` were).
    enum Style: String {
        case medium, large

        var side: Int {
            switch self {
            case .medium: 20
            case .large: 37
            }
        }
    }

    /// The spokes' opacities, the brightest first, then counter-clockwise behind it.
    static let opacities = ["1", "0.85", "0.72", "0.6", "0.5", "0.41", "0.33", "0.27"]

    /// One spoke pointing up, in a 37-unit box: from 8 to 17 units out from the centre, 2.4 wide at
    /// its inner end and 3.6 at its outer one, with round ends.
    private static let spoke = "M16.7 3.3a1.8 1.8 0 0 1 3.6 0l-.6 6a1.2 1.2 0 0 1-2.4 0z"

    /// The indicator, hidden from assistive technology (the placeholder's text says "Loading…"):
    /// one drawing scaled to the style's side.
    static func render(_ style: Style) -> Node {
        let side = String(style.side)
        return .el("svg", [.class("lp-activity lp-activity--\(style.rawValue)"), Attribute("width", side), Attribute("height", side),
                           Attribute("viewBox", "0 0 37 37"), Attribute("aria-hidden", "true")],
                   opacities.enumerated().map { index, opacity in
                       .el("path", [Attribute("transform", "rotate(\(-45 * index) 18.5 18.5)"), Attribute("opacity", opacity),
                                    Attribute("d", spoke)])
                   })
    }
}
