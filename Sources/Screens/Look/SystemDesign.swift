/// Which iOS design a screen is drawn in: iOS 26's (Liquid Glass: glass bars, a floating tab bar,
/// rounder and taller cells), the default, or iOS 18's, which an iOS 26 phone keeps for an app that
/// sets `UIDesignRequiresCompatibility` (the `os` parameter; a screen's `"os"` pins it).
public enum SystemDesign: String, CaseIterable, Sendable {
    case iOS26 = "26"
    case iOS18 = "18"

    /// The default: what phones run and what an app built with the current SDK gets.
    public static let standard = SystemDesign.iOS26

    /// The design's whole geometry.
    public var metrics: ListMetrics {
        switch self {
        case .iOS26: .iOS26
        case .iOS18: .iOS18
        }
    }

    /// The name shown in the picker.
    public var name: String {
        switch self {
        case .iOS26: "iOS 26"
        case .iOS18: "iOS 18"
        }
    }
}
