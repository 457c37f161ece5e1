/// What a button style draws in one design at one size: its fill, its label's colour, its shape and
/// its size. ``ButtonAppearance/of(_:api:design:)`` is the one table; the placeholder's button reads
/// it, as inline custom properties and a fill class, and the contact sheet at `/buttons` draws every entry.
public struct ButtonAppearance: Sendable, Equatable {
    /// What is behind the label.
    public enum Fill: String, Sendable, CaseIterable {
        /// Nothing: the label alone.
        case none
        /// A neutral fill (`.gray()`, `.bordered`): `secondarySystemFill`.
        case gray
        /// The tint, faint (`.tinted()`): 12% of it, 26% in dark mode.
        case tinted
        /// The tint, solid (`.filled()`, `.borderedProminent`).
        case filled
        /// iOS 26's regular glass.
        case glass
        /// iOS 26's glass, clear.
        case clearGlass
        /// iOS 26's glass in the tint.
        case prominentGlass
    }

    /// The label's colour.
    public enum Ink: String, Sendable, CaseIterable {
        /// The tint (`accentColor`).
        case tint
        /// White, on the tint.
        case onTint
        /// `label`: SwiftUI's `.plain` and iOS 26's glass.
        case label
    }

    /// The outline.
    public enum Shape: Sendable, Equatable {
        case capsule
        case rounded(Double)
    }

    public var fill: Fill
    public var ink: Ink
    public var shape: Shape
    /// The height at the default text size; the label's text style grows it with Dynamic Type.
    public var height: Double
    /// Between the label and the shape's sides.
    public var horizontalPadding: Double
    /// The label's text style.
    public var font: TextStyleName
    /// The label's weight.
    public var weight: Int

    /// Between the label's line and the shape's top (and bottom), at the default text size.
    public var verticalPadding: Double { (height - font.leading) / 2 }

    /// How `look` draws in `design` when `api` draws it.
    public static func of(_ look: ButtonLook, api: PlaceholderAPI, design: SystemDesign) -> ButtonAppearance {
        let (fill, ink) = paint(look.style, api: api, design: design)
        if look.style == .custom {
            // A custom UIButton's title alone, hugged by its frame, at UIKit's button font (15 pt regular).
            return ButtonAppearance(fill: fill, ink: ink, shape: .rounded(0), height: TextStyleName.subheadline.leading,
                                    horizontalPadding: 0, font: .subheadline, weight: 400)
        }
        let size = (api == .swiftUI ? swiftUISizes : uiKitSizes)[look.size.rank]
        // iOS 26's default corner is half the height at every size (UIKit 26.1's `.dynamic`, published;
        // SwiftUI's `.automatic` border shape measured as a capsule in 26.2).
        let shape: Shape = design == .iOS26 || size.radius * 2 >= size.height ? .capsule : .rounded(size.radius)
        return ButtonAppearance(fill: fill, ink: ink, shape: shape, height: size.height, horizontalPadding: size.horizontalPadding,
                                font: size.font, weight: 400)
    }

    /// A size's geometry at the default text size.
    struct Size {
        var height: Double
        var horizontalPadding: Double
        var font: TextStyleName
        /// iOS 18's corner radius (UIKit's `.dynamic` corner style; SwiftUI's `.automatic` border shape).
        var radius: Double
    }

    /// UIKit's `buttonSize` `.mini`, `.small`, `.medium`, `.large`. Published (UIKit 18.2 and 26.1):
    /// the title 17 pt at medium and large, 15 at small and mini; the corner radius 14 at small and
    /// mini, 5.95 at medium, 8.75 at large in iOS 15–18 and half the height in iOS 26 (17 and 25: so
    /// 34 and 50 tall; small 28). Measured: a medium button 34 tall, 12 a side (AccessibilitySnapshot,
    /// 18.5 and 26.2). Inferred: mini 24 tall, 8 a side; small 10 a side; large 20 a side.
    static let uiKitSizes: [Size] = [
        Size(height: 24, horizontalPadding: 8, font: .subheadline, radius: 14),
        Size(height: 28, horizontalPadding: 10, font: .subheadline, radius: 14),
        Size(height: 34, horizontalPadding: 12, font: .body, radius: 5.95),
        Size(height: 50, horizontalPadding: 20, font: .body, radius: 8.75),
    ]

    /// SwiftUI's `.controlSize` `.mini`, `.small`, `.regular`, `.large`. Measured: small a 28-pt
    /// capsule with a 15-pt label 10–11 from its ends (a `.bordered` action of ContentUnavailableView,
    /// whose actions are small: martinomamic/RSSReader, iOS 18.4); regular 34 tall, 12 a side,
    /// radius ≈ 6 (AccessibilitySnapshot, 18.5). Reported, not reproduced: large 50.33 tall with a
    /// radius of 10–11 (iOS 18.4). Inferred: mini as UIKit's; large's side padding.
    static let swiftUISizes: [Size] = [
        Size(height: 24, horizontalPadding: 8, font: .subheadline, radius: 12),
        Size(height: 28, horizontalPadding: 10, font: .subheadline, radius: 14),
        Size(height: 34, horizontalPadding: 12, font: .body, radius: 5.95),
        Size(height: 50.33, horizontalPadding: 20, font: .body, radius: 10.5),
    ]

    /// A style's fill and label colour. Glass styles drawn in iOS 18's design (an app that keeps
    /// it on iOS 26) take the bordered look they replace.
    /// UIKit 26's `.gray()` titles are in the label colour, 18's in the tint (published).
    static func paint(_ style: ButtonStyleName, api: PlaceholderAPI, design: SystemDesign) -> (Fill, Ink) {
        switch style {
        case .automatic, .borderless, .custom: (.none, .tint)
        case .plain: api == .swiftUI ? (.none, .label) : (.none, .tint)
        case .gray, .bordered: (.gray, api != .swiftUI && design == .iOS26 ? .label : .tint)
        case .tinted, .borderedTinted: (.tinted, .tint)
        case .filled, .borderedProminent: (.filled, .onTint)
        case .glass: design == .iOS26 ? (.glass, .label) : (.gray, .tint)
        case .clearGlass: design == .iOS26 ? (.clearGlass, .label) : (.gray, .tint)
        case .glassProminent, .prominentGlass, .prominentClearGlass: design == .iOS26 ? (.prominentGlass, .onTint) : (.filled, .onTint)
        }
    }
}
