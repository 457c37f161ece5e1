/// A button's style, by the name the app's API gives it: SwiftUI's `ButtonStyle`s
/// (`.borderedProminent`) and UIKit's `UIButton.Configuration` constructors (`.filled()`), in one
/// list because several names are both's. What each draws is ``ButtonAppearance``.
public enum ButtonStyleName: String, CaseIterable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent, borderedTinted
    case gray, tinted, filled
    case glass, glassProminent, prominentGlass, clearGlass, prominentClearGlass
    /// `UIButton(type: .custom)` with a title: DZNEmptyDataSet's button.
    case custom

    /// SwiftUI's, as `.buttonStyle(…)` names them (`.glass` and `.glassProminent` from iOS 26).
    public static let swiftUI: [ButtonStyleName] = [.automatic, .borderless, .bordered, .borderedProminent, .plain, .glass, .glassProminent]
    /// UIKit's `UIButton.Configuration` constructors (`.glass()`… from iOS 26), and a custom button.
    public static let uiKit: [ButtonStyleName] = [.plain, .gray, .tinted, .filled, .borderless, .bordered, .borderedProminent,
                                                   .borderedTinted, .glass, .prominentGlass, .clearGlass, .prominentClearGlass, .custom]

    /// Whether the style is one of iOS 26's glass styles.
    public var isGlass: Bool {
        switch self {
        case .glass, .glassProminent, .prominentGlass, .clearGlass, .prominentClearGlass: true
        default: false
        }
    }
}

/// A button's size, by the name the API gives it: SwiftUI's `ControlSize` and UIKit's
/// `UIButton.Configuration.Size`.
public enum ControlSize: String, CaseIterable, Sendable {
    case mini, small, regular, medium, large

    /// SwiftUI's `.controlSize(…)`.
    public static let swiftUI: [ControlSize] = [.mini, .small, .regular, .large]
    /// UIKit's `buttonSize`.
    public static let uiKit: [ControlSize] = [.mini, .small, .medium, .large]

    /// The size's rank, 0 for mini to 3 for large: SwiftUI's `regular` is UIKit's `medium`.
    public var rank: Int {
        switch self {
        case .mini: 0
        case .small: 1
        case .regular, .medium: 2
        case .large: 3
        }
    }
}

/// A placeholder button's look as a fixture names it: `"button": {"title": "Browse", "style":
/// "borderedProminent", "size": "large"}`; either may be left to the API's default.
public struct ButtonLook: Sendable, Equatable, Hashable {
    public var style: ButtonStyleName
    public var size: ControlSize

    public init(style: ButtonStyleName, size: ControlSize) {
        self.style = style
        self.size = size
    }
}
