import Screens

/// A colour as Swift: a colour set by name, one of UIKit's by its property, or its components.
enum SwiftColor {
    /// `UIColor(named: "Brand")`, `UIColor.secondaryLabel`, `UIColor.lightGray.withAlphaComponent(0.6)`,
    /// or `UIColor(red:green:blue:alpha:)` (one per appearance, in a dynamic provider, when they differ).
    /// A catalog colour is optional, as `UIColor(named:)` is: `fallback` is written after `??` where
    /// the property takes no optional.
    static func uiColor(_ color: ThemedColor, fallback: String? = nil) -> String {
        switch color.name {
        case let .catalog(name):
            let named = "UIColor(named: \(SwiftLiteral.string(name)))"
            return fallback.map { named + " ?? " + $0 } ?? named
        case let .system(name, alpha):
            return "UIColor.\(property(name))" + (alpha < 1 ? ".withAlphaComponent(\(alpha))" : "")
        case nil:
            guard let dark = color.dark, dark != color.light else { return components(color.light) }
            return "UIColor { $0.userInterfaceStyle == .dark ? \(components(dark)) : \(components(color.light)) }"
        }
    }

    /// `Color("Brand")` for a colour set, else the UIKit colour wrapped: `Color(uiColor: .systemGray)`.
    static func color(_ color: ThemedColor) -> String {
        if case let .catalog(name) = color.name { return "Color(\(SwiftLiteral.string(name)))" }
        return "Color(uiColor: \(uiColor(color)))"
    }

    /// UIKit's property for a colour name: `tint` is `tintColor`, the others are their names.
    private static func property(_ name: String) -> String {
        name == "tint" ? "tintColor" : name
    }

    /// `UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 153 / 255)`: exact, in 8-bit steps.
    private static func components(_ color: Color) -> String {
        func part(_ value: UInt8) -> String {
            switch value {
            case 0: "0"
            case 255: "1"
            default: "\(value) / 255"
            }
        }
        return "UIColor(red: \(part(color.red)), green: \(part(color.green)), blue: \(part(color.blue)), alpha: \(part(color.alpha)))"
    }
}
