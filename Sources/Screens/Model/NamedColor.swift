import Spelling

/// UIKit's colours by name, for fixtures and for the references of an asset catalog's colour sets:
/// every colour `UIColor` documents (UI element colors, standard colors: adaptable and fixed),
/// each with its light, dark and Increase Contrast values and where they come from, in one table,
/// ``table``. A name may carry an alpha: `"lightGray@0.6"` is the demo's
/// `colorWithAlphaComponent:0.6`. `NamedColorTests` checks the values against their sources.
public enum NamedColor {
    /// Where a row's values come from.
    public enum Source: Sendable, Equatable {
        /// Apple's Human Interface Guidelines, Color, "iOS, iPadOS system colors" and the UIKit
        /// semantic colours (../shared/IOS-METRICS.md has the default columns), with its
        /// "Accessible" columns for Increase Contrast as published from 2022 to June 2025 (the iOS
        /// 18 palette).
        case hig
        /// The HIG's values by default; with Increase Contrast the values Flutter's Cupertino
        /// library took from UIKit (`CupertinoColors`, colors.dart, the only public source: Apple
        /// publishes none for the labels, separators, backgrounds and fills).
        case higAndFlutter
        /// Flutter's `CupertinoColors` throughout, as 8-bit alphas: Apple publishes no table of
        /// the secondary, tertiary and quaternary fills.
        case flutter
        /// The comments of UIKit's `UIColor.h` (`darkGrayColor; // 0.333 white`,
        /// `lightTextColor; // 1.0 white, alpha 0.6`), the same in every appearance.
        case uikitHeader
        /// Another row's values: `placeholderText`, which has `tertiaryLabel`'s (as a device gives
        /// them, `#3C3C434D` and `#EBEBF54D`; Flutter's `CupertinoColors` gives it the same as
        /// tertiaryLabel, Increase Contrast included); a deprecated name UIKit now answers with its
        /// replacement (`groupTableViewBackgroundColor`, deprecated for
        /// `systemGroupedBackgroundColor` in iOS 13); or `tintColor`, which is the view's tint: a
        /// colour set or fixture naming it gets the default tint, systemBlue (a fixture's colours
        /// are resolved before any screen's tint is known, so the screen's own cannot stand in).
        case sameAs(String)
    }

    /// One of UIKit's colours.
    public struct Entry: Sendable {
        /// UIKit's name without `Color` (`secondarySystemFill` for `secondarySystemFillColor`).
        public let name: String
        /// The value in light appearance.
        public let light: Color
        /// The value in dark appearance (``light`` for a fixed shade).
        public let dark: Color
        /// The value in light appearance with Increase Contrast on (``light`` where UIKit keeps it).
        public let lightHighContrast: Color
        /// The value in dark appearance with Increase Contrast on (``dark`` where UIKit keeps it).
        public let darkHighContrast: Color
        /// Whether the colour adapts to the appearance (a fixed shade does not).
        public let adapts: Bool
        /// Where the values come from.
        public let source: Source
    }

    /// Every colour, the adaptable ones first, in the order of UIKit's documentation.
    public static let table: [Entry] = {
        var rows: [Entry] = [
            adaptive("label", hex("#000000"), hex("#FFFFFF"), .higAndFlutter),
            adaptive("secondaryLabel", hex("#3C3C43", 0.6), hex("#EBEBF5", 0.6),
                     contrast: (hex("#3C3C43", 0.68), hex("#EBEBF5", 0.68)), .higAndFlutter),
            adaptive("tertiaryLabel", hex("#3C3C43", 0.3), hex("#EBEBF5", 0.3),
                     contrast: (hex("#3C3C43", 0.38), hex("#EBEBF5", 0.38)), .higAndFlutter),
            adaptive("quaternaryLabel", hex("#3C3C43", 0.18), hex("#EBEBF5", 0.16),
                     contrast: (hex("#3C3C43", 0.26), hex("#EBEBF5", 0.24)), .higAndFlutter),
            adaptive("systemBackground", hex("#FFFFFF"), hex("#000000"), .higAndFlutter),
            adaptive("secondarySystemBackground", hex("#F2F2F7"), hex("#1C1C1E"),
                     contrast: (hex("#EBEBF0"), hex("#242426")), .higAndFlutter),
            adaptive("tertiarySystemBackground", hex("#FFFFFF"), hex("#2C2C2E"),
                     contrast: (hex("#FFFFFF"), hex("#363638")), .higAndFlutter),
            adaptive("systemGroupedBackground", hex("#F2F2F7"), hex("#000000"),
                     contrast: (hex("#EBEBF0"), hex("#000000")), .higAndFlutter),
            adaptive("secondarySystemGroupedBackground", hex("#FFFFFF"), hex("#1C1C1E"),
                     contrast: (hex("#FFFFFF"), hex("#242426")), .higAndFlutter),
            adaptive("tertiarySystemGroupedBackground", hex("#F2F2F7"), hex("#2C2C2E"),
                     contrast: (hex("#EBEBF0"), hex("#363638")), .higAndFlutter),
            adaptive("separator", hex("#3C3C43", 0.29), hex("#545458", 0.6),
                     contrast: (hex("#3C3C43", 0.37), hex("#545458", 0.68)), .higAndFlutter),
            adaptive("opaqueSeparator", hex("#C6C6C8"), hex("#38383A"), .higAndFlutter),
            adaptive("link", hex("#007AFF"), hex("#0984FF"), .higAndFlutter),
            adaptive("systemFill", hex("#787880", 0.2), hex("#787880", 0.36),
                     contrast: (hex("#787880", 0.28), hex("#787880", 0.44)), .higAndFlutter),
            adaptive("secondarySystemFill", hex("#78788028"), hex("#78788051"),
                     contrast: (hex("#7878803D"), hex("#78788066")), .flutter),
            adaptive("tertiarySystemFill", hex("#7676801E"), hex("#7676803D"),
                     contrast: (hex("#76768033"), hex("#76768051")), .flutter),
            adaptive("quaternarySystemFill", hex("#74748014"), hex("#7676802D"),
                     contrast: (hex("#74748028"), hex("#76768042")), .flutter),
            adaptive("systemRed", hex("#FF3B30"), hex("#FF453A"), contrast: (hex("#D70015"), hex("#FF6961")), .hig),
            adaptive("systemOrange", hex("#FF9500"), hex("#FF9F0A"), contrast: (hex("#C93400"), hex("#FFB340")), .hig),
            adaptive("systemYellow", hex("#FFCC00"), hex("#FFD60A"), contrast: (hex("#B25000"), hex("#FFD426")), .hig),
            adaptive("systemGreen", hex("#34C759"), hex("#30D158"), contrast: (hex("#248A3D"), hex("#30DB5B")), .hig),
            adaptive("systemMint", hex("#00C7BE"), hex("#63E6E2"), contrast: (hex("#0C817B"), hex("#66D4CF")), .hig),
            adaptive("systemTeal", hex("#30B0C7"), hex("#40C8E0"), contrast: (hex("#008299"), hex("#5DE6FF")), .hig),
            adaptive("systemCyan", hex("#32ADE6"), hex("#64D2FF"), contrast: (hex("#0071A4"), hex("#70D7FF")), .hig),
            adaptive("systemBlue", hex("#007AFF"), hex("#0A84FF"), contrast: (hex("#0040DD"), hex("#409CFF")), .hig),
            adaptive("systemIndigo", hex("#5856D6"), hex("#5E5CE6"), contrast: (hex("#3634A3"), hex("#7D7AFF")), .hig),
            adaptive("systemPurple", hex("#AF52DE"), hex("#BF5AF2"), contrast: (hex("#8944AB"), hex("#DA8FFF")), .hig),
            adaptive("systemPink", hex("#FF2D55"), hex("#FF375F"), contrast: (hex("#D30F45"), hex("#FF6482")), .hig),
            adaptive("systemBrown", hex("#A2845E"), hex("#AC8E68"), contrast: (hex("#7F6545"), hex("#B59469")), .hig),
            adaptive("systemGray", hex("#8E8E93"), hex("#8E8E93"), contrast: (hex("#6C6C70"), hex("#AEAEB2")), .hig),
            adaptive("systemGray2", hex("#AEAEB2"), hex("#636366"), contrast: (hex("#8E8E93"), hex("#7C7C80")), .hig),
            adaptive("systemGray3", hex("#C7C7CC"), hex("#48484A"), contrast: (hex("#AEAEB2"), hex("#545456")), .hig),
            adaptive("systemGray4", hex("#D1D1D6"), hex("#3A3A3C"), contrast: (hex("#BCBCC0"), hex("#444446")), .hig),
            adaptive("systemGray5", hex("#E5E5EA"), hex("#2C2C2E"), contrast: (hex("#D8D8DC"), hex("#363638")), .hig),
            adaptive("systemGray6", hex("#F2F2F7"), hex("#1C1C1E"), contrast: (hex("#EBEBF0"), hex("#242426")), .hig),
        ]
        let aliases = [("placeholderText", "tertiaryLabel"), ("groupTableViewBackground", "systemGroupedBackground"), ("tint", "systemBlue")]
        rows += aliases.map { alias, original in
            let row = rows.first { $0.name == original }!
            return Entry(name: alias, light: row.light, dark: row.dark, lightHighContrast: row.lightHighContrast,
                         darkHighContrast: row.darkHighContrast, adapts: true, source: .sameAs(original))
        }
        let fixedShades: [(String, Color)] = [
            ("black", hex("#000000")), ("darkGray", hex("#555555")), ("gray", hex("#808080")), ("lightGray", hex("#AAAAAA")),
            ("white", hex("#FFFFFF")), ("red", hex("#FF0000")), ("green", hex("#00FF00")), ("blue", hex("#0000FF")),
            ("cyan", hex("#00FFFF")), ("yellow", hex("#FFFF00")), ("magenta", hex("#FF00FF")), ("orange", hex("#FF8000")),
            ("purple", hex("#800080")), ("brown", hex("#996633")), ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
            ("lightText", hex("#FFFFFF", 0.6)), ("darkText", hex("#000000")),
        ]
        rows += fixedShades.map { name, color in
            Entry(name: name, light: color, dark: color, lightHighContrast: color, darkHighContrast: color, adapts: false, source: .uikitHeader)
        }
        return rows
    }()

    /// The rows by name.
    private static let byName: [String: Entry] = Dictionary(table.map { ($0.name, $0) }) { first, _ in first }

    /// The colours that adapt to the appearance, as ``table`` gives them.
    public static var semantic: [(name: String, light: Color, dark: Color)] {
        table.filter(\.adapts).map { ($0.name, $0.light, $0.dark) }
    }

    /// The adaptable colours' values with Increase Contrast on, light and dark, where they differ.
    public static var increasedContrast: [String: (light: Color, dark: Color)] {
        var values: [String: (light: Color, dark: Color)] = [:]
        for entry in table where entry.lightHighContrast != entry.light || entry.darkHighContrast != entry.dark {
            values[entry.name] = (entry.lightHighContrast, entry.darkHighContrast)
        }
        return values
    }

    /// UIKit's fixed shades, the same in both appearances.
    public static var fixed: [(name: String, color: Color)] {
        table.filter { !$0.adapts }.map { ($0.name, $0.light) }
    }

    /// A colour's value in an appearance, with Increase Contrast on or off.
    public static func system(_ name: String, dark: Bool, highContrast: Bool = false) -> Color? {
        guard let entry = byName[name] else { return nil }
        switch (dark, highContrast) {
        case (false, false): return entry.light
        case (true, false): return entry.dark
        case (false, true): return entry.lightHighContrast
        case (true, true): return entry.darkHighContrast
        }
    }

    /// Every name, the adaptable ones first.
    public static var names: [String] { table.map(\.name) }

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
        guard let entry = byName[name] else { return .failure(.unknown(suggestion: nearest(to: name))) }
        guard entry.adapts else { return .success(ThemedColor(entry.light.scaled(alpha)).named(.system(name, alpha: alpha))) }
        return .success(ThemedColor { traits in
            system(name, dark: traits.dark, highContrast: traits.highContrast)!.scaled(alpha)
        }.named(.system(name, alpha: alpha)))
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

    /// An adaptable colour's row; without `contrast`, Increase Contrast keeps the default values.
    private static func adaptive(_ name: String, _ light: Color, _ dark: Color, contrast: (light: Color, dark: Color)? = nil,
                                 _ source: Source) -> Entry {
        Entry(name: name, light: light, dark: dark, lightHighContrast: contrast?.light ?? light,
              darkHighContrast: contrast?.dark ?? dark, adapts: true, source: source)
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
