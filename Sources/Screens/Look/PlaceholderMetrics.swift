/// One API's placeholder as numbers: its picture, the gaps between its parts, its margins, its
/// texts' fonts and colours, its buttons' default look, and what it gives up when there is too little
/// room. ``PlaceholderAPI/metrics(_:)`` picks the table; the style sheet reads it as `--m-ph-…`
/// custom properties on the placeholder (`PlaceholderMetrics+Stylesheet`), the Swift that sizes a
/// symbol reads it here. Each value says where it comes from: published (the framework's own
/// constants or source), measured (a real render, named) or inferred.
public struct PlaceholderMetrics: Sendable {
    /// A symbol picture's point size at the default text size, scaled with Dynamic Type as
    /// `UIFontMetrics.default` scales it.
    public var imageSize: Double
    /// Picture to title (the frames' gap).
    public var imageToText: Double
    /// Title to secondary text.
    public var textToSecondaryText: Double
    /// Title (or secondary text) to the first button.
    public var textToButton: Double
    /// Button to secondary button.
    public var buttonToSecondaryButton: Double
    /// The margins above and below the stack (the group the API centres).
    public var verticalMargin: (top: Double, bottom: Double)
    /// The margin below a stack with no button (SwiftUI keeps the room its actions would start at).
    public var bottomMarginWithoutButtons: Double
    /// Whether the stack is centred in the safe area (SwiftUI), not the list's whole height less
    /// the home indicator at both ends (UIKit's view, DZNEmptyDataSet's).
    public var centresInSafeArea: Bool
    /// How far the texts stay from the list's sides.
    public var horizontalInset: HorizontalInset
    /// `.loading()`'s activity indicator (at least this wide).
    public var loadingIndicatorSize: Double
    /// `.loading()`: indicator to text.
    public var loadingImageToText: Double
    /// The title's font.
    public var title: PlaceholderFont
    /// The secondary text's font.
    public var detail: PlaceholderFont
    /// The title's colour.
    public var titleInk: TextInk
    /// The secondary text's colour.
    public var detailInk: TextInk
    /// A button's look when a fixture names no style or size (`"button": "Retry"`).
    public var button: ButtonLook
    /// Whether the picture is left out when the stack is taller than the room it has (the texts
    /// and buttons kept), as `ContentUnavailableView` does; otherwise the stack scrolls.
    public var dropsImageWhenCramped: Bool

    /// How far a placeholder's texts stay from the list's sides.
    public enum HorizontalInset: Sendable, Equatable {
        /// The list's layout margins plus these points (`accessibility` from AX1 on).
        case layoutMargins(adding: Double, accessibility: Double)
        /// This fraction of the list's width (DZNEmptyDataSet's `roundf(width / 16)`), rounded to a point.
        case fractionOfWidth(Double)
    }

    /// `UIContentUnavailableConfiguration` in iOS 18: UIKit's own constants
    /// (`_UIContentUnavailableConstants`, iOS 18.0–18.2 system frameworks as published).
    public static let uiKit18 = PlaceholderMetrics(
        imageSize: 48, imageToText: 15, textToSecondaryText: 3, textToButton: 20, buttonToSecondaryButton: 15,
        verticalMargin: (16, 16), bottomMarginWithoutButtons: 16, centresInSafeArea: false,
        horizontalInset: .layoutMargins(adding: 32, accessibility: 16),
        loadingIndicatorSize: 32, loadingImageToText: 8,
        // Published: Title 2 emphasized (bold) in label; the secondary text Subheadline in secondaryLabel.
        title: PlaceholderFont(.textStyle(.title2), weight: 700), detail: PlaceholderFont(.textStyle(.subheadline), weight: 400),
        titleInk: .label, detailInk: .secondaryLabel,
        // Published: its buttons are `.plain()` at `.small`.
        button: ButtonLook(style: .plain, size: .small),
        // UIContentUnavailableView scrolls what does not fit (its `scrollEnabled`).
        dropsImageWhenCramped: false
    )

    /// `UIContentUnavailableConfiguration` in iOS 26: UIKit 26.1's constants are iOS 18's
    /// (IOS26-METRICS, published); no render of one was found, so nothing is measured.
    public static let uiKit26 = uiKit18

    /// `ContentUnavailableView` in iOS 18, measured from real renders: martinomamic/RSSReader's
    /// swift-snapshot-testing suite (iOS 18.4, iPhone 16 Pro, 393 × 852 @3x, light, commit 029e4926:
    /// `SharedUI/EmptyStateView`, `ErrorStateView`; ten renders agree). The lengths below are the
    /// style sheet's boxes that put the ink where the renders have it, with the Inter text face's
    /// baselines (Title 2's 22.0 into its 28-pt line, Subheadline's 15.46 into its 20).
    public static let swiftUI18 = PlaceholderMetrics(
        // Measured: exclamationmark.triangle 49.33 × 44.67 pt of ink, tray 55.33 × 40: 48 pt, as UIKit's.
        imageSize: 48,
        // Measured: 39.33 from the picture's ink to the title's baseline (17.33 + 22.0); 22.67 from
        // the title's baseline to the description's (6.0 + 1.21 + 15.46); the button's top 23.67
        // under the description's last baseline (4.55 + 19.12). Inferred: 12 between two buttons.
        imageToText: 17.33, textToSecondaryText: 1.21, textToButton: 19.12, buttonToSecondaryButton: 12,
        // Measured: the group from 3.67 above the picture's ink to the button's bottom (to where a
        // button would start, without one), centred in the safe area to 0.5 pt in every render.
        verticalMargin: (3.67, 0), bottomMarginWithoutButtons: 19.12, centresInSafeArea: true,
        // Measured: "…Please check your" (320.67 pt) fits on one line at 393 wide and "…check" + "your"
        // does not at 375: 27–36 a side; 36 is the 20-pt margin plus 16 (inferred).
        horizontalInset: .layoutMargins(adding: 16, accessibility: 16),
        loadingIndicatorSize: 32, loadingImageToText: 8,
        // Measured: the title 22 pt bold (cap height 15.67) in label (#000); the description 15 pt
        // (cap 10.67) on a 20-pt line pitch in secondaryLabel (#8A8A8E on white).
        title: PlaceholderFont(.textStyle(.title2), weight: 700), detail: PlaceholderFont(.textStyle(.subheadline), weight: 400),
        titleInk: .label, detailInk: .secondaryLabel,
        // Measured: a `.bordered` action without a control size is a 28-pt capsule with a 15-pt label,
        // `.small`'s; an action without a style is `.automatic`, drawn borderless.
        button: ButtonLook(style: .automatic, size: .small),
        // Measured: a view given 184 pt of a 393 × 852 screen kept its texts and button and drew no
        // picture (mulgir-govind/SwiftUI-Bootcamp's ContentUnavailableViewExample.png, iOS 17.4–17.5).
        dropsImageWhenCramped: true
    )

    /// `ContentUnavailableView` in iOS 26: no render was found; iOS 18's measurements are kept
    /// (inferred), its buttons drawn as iOS 26 draws their styles.
    public static let swiftUI26 = swiftUI18

    /// DZNEmptyDataSet 1.8's `DZNEmptyDataSetView` (its source, `UIScrollView+EmptyDataSet.m`, as
    /// published): every gap `verticalSpace`, 11 by default; the texts `roundf(width / 16)` from the
    /// sides; the title `systemFontOfSize:27`, the detail `systemFontOfSize:17`, both
    /// `colorWithWhite:0.6`, neither scaled with Dynamic Type. A picture is drawn at its own size,
    /// as the app makes it: a symbol at 48 pt, as the other two draw it (a choice: `UIImage(systemName:)`
    /// without a configuration would be the body's 17 pt; a fixture's `pointSize` sets it).
    public static let dzn = PlaceholderMetrics(
        imageSize: 48, imageToText: 11, textToSecondaryText: 11, textToButton: 11, buttonToSecondaryButton: 11,
        verticalMargin: (0, 0), bottomMarginWithoutButtons: 0, centresInSafeArea: false,
        horizontalInset: .fractionOfWidth(1.0 / 16),
        loadingIndicatorSize: 32, loadingImageToText: 11,
        title: PlaceholderFont(.points(27), weight: 400), detail: PlaceholderFont(.points(17), weight: 400),
        titleInk: .gray60, detailInk: .gray60,
        // A custom `UIButton` showing the data source's attributed title, no background.
        button: ButtonLook(style: .custom, size: .medium),
        // The view clips what does not fit and never hides the picture.
        dropsImageWhenCramped: false
    )
}

/// A placeholder text's font: a text style scaled with Dynamic Type, or fixed points.
public struct PlaceholderFont: Sendable, Equatable {
    /// Its size.
    public enum Size: Sendable, Equatable {
        /// A UIKit text style, scaled with Dynamic Type.
        case textStyle(TextStyleName)
        /// A fixed size (`systemFontOfSize:`), not scaled.
        case points(Double)
    }

    /// Its size.
    public var size: Size
    /// Its weight, 100–900.
    public var weight: Int
    /// Points added between its lines (SwiftUI's `lineSpacing`).
    public var lineSpacing: Double

    public init(_ size: Size, weight: Int, lineSpacing: Double = 0) {
        self.size = size
        self.weight = weight
        self.lineSpacing = lineSpacing
    }
}

/// The text styles a placeholder's table names (`UIFont.TextStyle`; `TextSize.Style` gives each its
/// sizes).
public enum TextStyleName: String, Sendable, CaseIterable {
    case title2, title3, body, subheadline, footnote, caption1

    /// The style's leading at the default text size (Large), UIKit's line height for it.
    public var leading: Double {
        switch self {
        case .title2: 28
        case .title3: 25
        case .body: 22
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        }
    }
}

/// A placeholder text's colour.
public enum TextInk: String, Sendable, Equatable {
    /// `label`.
    case label
    /// `secondaryLabel`.
    case secondaryLabel
    /// `[UIColor colorWithWhite:0.6 alpha:1]`, the same in both appearances.
    case gray60
}
