import Spelling

/// UIKit's colours by name, for fixtures: the semantic ones with their light and dark values, the
/// system tints, and the fixed colours the seeds use (`[UIColor lightGrayColor]`), each optionally
/// with an alpha: `"lightGray@0.6"` is the demo's `colorWithAlphaComponent:0.6`. Values are Apple's
/// published ones (../shared/IOS-METRICS.md; `NamedColorTests` checks them).
public enum NamedColor {
    /// Colours that adapt to the appearance.
    public static let semantic: [(name: String, light: Color, dark: Color)] = [
        ("label", hex("#000000"), hex("#FFFFFF")),
        ("secondaryLabel", hex("#3C3C43", 0.6), hex("#EBEBF5", 0.6)),
        ("tertiaryLabel", hex("#3C3C43", 0.3), hex("#EBEBF5", 0.3)),
        ("quaternaryLabel", hex("#3C3C43", 0.18), hex("#EBEBF5", 0.16)),
        ("systemBackground", hex("#FFFFFF"), hex("#000000")),
        ("secondarySystemBackground", hex("#F2F2F7"), hex("#1C1C1E")),
        ("tertiarySystemBackground", hex("#FFFFFF"), hex("#2C2C2E")),
        ("systemGroupedBackground", hex("#F2F2F7"), hex("#000000")),
        ("secondarySystemGroupedBackground", hex("#FFFFFF"), hex("#1C1C1E")),
        ("tertiarySystemGroupedBackground", hex("#F2F2F7"), hex("#2C2C2E")),
        ("separator", hex("#3C3C43", 0.29), hex("#545458", 0.6)),
        ("opaqueSeparator", hex("#C6C6C8"), hex("#38383A")),
        ("link", hex("#007AFF"), hex("#0984FF")),
        ("systemFill", hex("#787880", 0.2), hex("#787880", 0.36)),
        ("systemRed", hex("#FF3B30"), hex("#FF453A")),
        ("systemOrange", hex("#FF9500"), hex("#FF9F0A")),
        ("systemYellow", hex("#FFCC00"), hex("#FFD60A")),
        ("systemGreen", hex("#34C759"), hex("#30D158")),
        ("systemMint", hex("#00C7BE"), hex("#63E6E2")),
        ("systemTeal", hex("#30B0C7"), hex("#40C8E0")),
        ("systemCyan", hex("#32ADE6"), hex("#64D2FF")),
        ("systemBlue", hex("#007AFF"), hex("#0A84FF")),
        ("systemIndigo", hex("#5856D6"), hex("#5E5CE6")),
        ("systemPurple", hex("#AF52DE"), hex("#BF5AF2")),
        ("systemPink", hex("#FF2D55"), hex("#FF375F")),
        ("systemBrown", hex("#A2845E"), hex("#AC8E68")),
        ("systemGray", hex("#8E8E93"), hex("#8E8E93")),
        ("systemGray2", hex("#AEAEB2"), hex("#636366")),
        ("systemGray3", hex("#C7C7CC"), hex("#48484A")),
        ("systemGray4", hex("#D1D1D6"), hex("#3A3A3C")),
        ("systemGray5", hex("#E5E5EA"), hex("#2C2C2E")),
        ("systemGray6", hex("#F2F2F7"), hex("#1C1C1E")),
    ]

    /// The semantic colours' values with Increase Contrast on, light and dark, where they differ.
    ///
    /// The system tints and grays are Apple's published table (Human Interface Guidelines, Color,
    /// "iOS, iPadOS system colors", its "Accessible" columns as published from 2022 to June 2025,
    /// the iOS 18 palette; ../shared/IOS-METRICS.md has the default columns). Apple publishes no
    /// increased-contrast values for the labels, separators, backgrounds and fills: those are the
    /// values Flutter's Cupertino library took from UIKit (`CupertinoColors`, colors.dart, the only
    /// public source), and the backgrounds agree with the HIG's increased-contrast grays. `label`,
    /// `systemBackground`, `opaqueSeparator` and `link` are the same either way.
    public static let increasedContrast: [String: (light: Color, dark: Color)] = [
        "secondaryLabel": (hex("#3C3C43", 0.68), hex("#EBEBF5", 0.68)),
        "tertiaryLabel": (hex("#3C3C43", 0.38), hex("#EBEBF5", 0.38)),
        "quaternaryLabel": (hex("#3C3C43", 0.26), hex("#EBEBF5", 0.24)),
        "secondarySystemBackground": (hex("#EBEBF0"), hex("#242426")),
        "tertiarySystemBackground": (hex("#FFFFFF"), hex("#363638")),
        "systemGroupedBackground": (hex("#EBEBF0"), hex("#000000")),
        "secondarySystemGroupedBackground": (hex("#FFFFFF"), hex("#242426")),
        "tertiarySystemGroupedBackground": (hex("#EBEBF0"), hex("#363638")),
        "separator": (hex("#3C3C43", 0.37), hex("#545458", 0.68)),
        "systemFill": (hex("#787880", 0.28), hex("#787880", 0.44)),
        "systemRed": (hex("#D70015"), hex("#FF6961")),
        "systemOrange": (hex("#C93400"), hex("#FFB340")),
        "systemYellow": (hex("#B25000"), hex("#FFD426")),
        "systemGreen": (hex("#248A3D"), hex("#30DB5B")),
        "systemMint": (hex("#0C817B"), hex("#66D4CF")),
        "systemTeal": (hex("#008299"), hex("#5DE6FF")),
        "systemCyan": (hex("#0071A4"), hex("#70D7FF")),
        "systemBlue": (hex("#0040DD"), hex("#409CFF")),
        "systemIndigo": (hex("#3634A3"), hex("#7D7AFF")),
        "systemPurple": (hex("#8944AB"), hex("#DA8FFF")),
        "systemPink": (hex("#D30F45"), hex("#FF6482")),
        "systemBrown": (hex("#7F6545"), hex("#B59469")),
        "systemGray": (hex("#6C6C70"), hex("#AEAEB2")),
        "systemGray2": (hex("#8E8E93"), hex("#7C7C80")),
        "systemGray3": (hex("#AEAEB2"), hex("#545456")),
        "systemGray4": (hex("#BCBCC0"), hex("#444446")),
        "systemGray5": (hex("#D8D8DC"), hex("#363638")),
        "systemGray6": (hex("#EBEBF0"), hex("#242426")),
    ]

    /// A semantic colour's value in an appearance, with Increase Contrast on or off.
    public static func system(_ name: String, dark: Bool, highContrast: Bool = false) -> Color? {
        if highContrast, let entry = increasedContrast[name] { return dark ? entry.dark : entry.light }
        if let entry = semantic.first(where: { $0.name == name }) { return dark ? entry.dark : entry.light }
        return fixed.first { $0.name == name }?.color
    }

    /// UIKit's fixed colours, the same in both appearances.
    public static let fixed: [(name: String, color: Color)] = [
        ("black", hex("#000000")), ("darkGray", hex("#555555")), ("gray", hex("#808080")), ("lightGray", hex("#AAAAAA")),
        ("white", hex("#FFFFFF")), ("red", hex("#FF0000")), ("green", hex("#00FF00")), ("blue", hex("#0000FF")),
        ("cyan", hex("#00FFFF")), ("yellow", hex("#FFFF00")), ("magenta", hex("#FF00FF")), ("orange", hex("#FF8000")),
        ("purple", hex("#800080")), ("brown", hex("#996633")), ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
    ]

    /// Every name, semantic first.
    public static var names: [String] { semantic.map(\.name) + fixed.map(\.name) }

    /// Why a name could not be resolved.
    public enum Problem: Error, Equatable {
        /// No such colour; `suggestion` is the nearest name, if one is close.
        case unknown(suggestion: String?)
        /// The part after `@` is not a number from 0 to 1.
        case badAlpha
    }

    /// `name` or `name@alpha` (alpha from 0 to 1, multiplying the colour's own).
    public static func resolve(_ text: String) -> Result<ThemedColor, Problem> {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        var alpha = 1.0
        if parts.count == 2 {
            guard isAlpha(parts[1]), let value = Double(parts[1]), (0...1).contains(value) else { return .failure(.badAlpha) }
            alpha = value
        }
        if semantic.contains(where: { $0.name == name }) {
            return .success(ThemedColor { traits in
                system(name, dark: traits.dark, highContrast: traits.highContrast)!.scaled(alpha)
            })
        }
        if let entry = fixed.first(where: { $0.name == name }) {
            return .success(ThemedColor(entry.color.scaled(alpha)))
        }
        return .failure(.unknown(suggestion: nearest(to: name)))
    }

    /// `0`, `1`, `0.6`, `1.0`: the alpha notation, no signs or exponents.
    private static func isAlpha(_ text: Substring) -> Bool {
        let digits = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = digits.first, whole == "0" || whole == "1" else { return false }
        return digits.count == 1 || (!digits[1].isEmpty && digits[1].allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// The name closest to `text` (case-insensitive edit distance of at most a third of its length).
    static func nearest(to text: String) -> String? {
        Spelling.nearestName(to: text, in: names)
    }

    private static func hex(_ text: String, _ alpha: Double = 1) -> Color {
        Color(hex: text)!.scaled(alpha)
    }
}

extension Color {
    /// The colour with its alpha multiplied by `factor` (0…1), rounded to the nearest step.
    func scaled(_ factor: Double) -> Color {
        guard factor < 1 else { return self }
        return Color(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * factor).rounded()))
    }
}
