/// The API an app draws its placeholder with: the three look different, so a placeholder names the
/// one its app calls (`"drawnBy"` on a placeholder, a screen or the whole file), and each has its own
/// table of numbers (``PlaceholderMetrics``) — the views never branch on it.
public enum PlaceholderAPI: String, CaseIterable, Sendable {
    /// UIKit's `UIContentUnavailableConfiguration` (iOS 17+): the default.
    case uiKit = "uikit"
    /// SwiftUI's `ContentUnavailableView` (iOS 17+).
    case swiftUI = "swiftui"
    /// DZNEmptyDataSet's `DZNEmptyDataSetSource`, the library the articles build on (any iOS).
    case dzn

    /// What a placeholder that names none is drawn by.
    public static let standard = PlaceholderAPI.uiKit

    /// The API as a designer reads its name.
    public var name: String {
        switch self {
        case .uiKit: "UIKit (UIContentUnavailableConfiguration)"
        case .swiftUI: "SwiftUI (ContentUnavailableView)"
        case .dzn: "DZNEmptyDataSet"
        }
    }

    /// Its numbers in `design`.
    public func metrics(_ design: SystemDesign) -> PlaceholderMetrics {
        switch (self, design) {
        case (.uiKit, .iOS18): .uiKit18
        case (.uiKit, .iOS26): .uiKit26
        case (.swiftUI, .iOS18): .swiftUI18
        case (.swiftUI, .iOS26): .swiftUI26
        case (.dzn, _): .dzn
        }
    }

    /// The button styles its buttons take, as the API spells them.
    public var buttonStyles: [ButtonStyleName] {
        switch self {
        case .swiftUI: ButtonStyleName.swiftUI
        case .uiKit, .dzn: ButtonStyleName.uiKit
        }
    }

    /// The control sizes its buttons take, as the API spells them.
    public var controlSizes: [ControlSize] {
        switch self {
        case .swiftUI: ControlSize.swiftUI
        case .uiKit, .dzn: ControlSize.uiKit
        }
    }
}
