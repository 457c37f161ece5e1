/// A colour set (`Name.colorset`): a colour per device idiom and appearance, as Xcode's colour
/// editor writes them.
public struct ColorSet: Sendable, Equatable {
    /// One colour of the set and the traits it is for.
    public struct Entry: Sendable, Equatable {
        /// `universal`, `iphone`, `ipad` (others are skipped when read).
        public var idiom: Idiom
        /// `light`, `dark`, or `nil` for "Any Appearance".
        public var luminosity: Luminosity?
        /// Whether it is for Increase Contrast (`"contrast": "high"`).
        public var highContrast: Bool
        /// Whether it is the Display P3 gamut's variant (`"display-gamut": "display-P3"`).
        public var wideGamut: Bool
        /// The colour.
        public var color: CatalogColor
    }

    /// Every entry for iPhone or iPad with a colour, in file order; none when the set has no colour
    /// at all (Xcode's template `AccentColor`), which UIKit treats as no colour: the default tint.
    public var entries: [Entry]
    /// The set's folder under the catalog's (`Brand/Primary.colorset`).
    public var folder = ""

    /// The colour UIKit picks for a device of `idiom`, in `luminosity`, with Increase Contrast on or
    /// off: the idiom's own entries before `universal`; among them the appearance's own, then
    /// "Any"; a high-contrast entry before a normal one when contrast is high (luminosity first, as
    /// Xcode lists them: Dark High Contrast, Dark, Any High Contrast, Any); a Display P3 entry
    /// before an sRGB one, as every current iPhone and iPad screen is P3.
    public func color(idiom: Idiom, luminosity: Luminosity, highContrast: Bool) -> CatalogColor? {
        let idioms = idiom == .universal ? [Idiom.universal] : [idiom, .universal]
        let luminosities: [Luminosity?] = [luminosity, nil]
        let contrasts = highContrast ? [true, false] : [false]
        for idiom in idioms {
            for luminosity in luminosities {
                for contrast in contrasts {
                    let matches = entries.filter { $0.idiom == idiom && $0.luminosity == luminosity && $0.highContrast == contrast }
                    if let best = matches.first(where: \.wideGamut) ?? matches.first { return best.color }
                }
            }
        }
        return nil
    }

    /// Whether any entry is for `luminosity` or for high contrast: what a preview must tell apart.
    public var hasDark: Bool { entries.contains { $0.luminosity == .dark } }
    public var hasHighContrast: Bool { entries.contains(where: \.highContrast) }
    /// Whether the iPad's colour may differ from the iPhone's.
    public var differsByIdiom: Bool { entries.contains { $0.idiom != .universal } }
}

/// The device families a catalog entry is for, of those ListPreview draws.
public enum Idiom: String, Sendable, Equatable, CaseIterable {
    case universal, iphone, ipad
}

/// A catalog entry's `luminosity` appearance.
public enum Luminosity: String, Sendable, Equatable, CaseIterable {
    case light, dark
}

/// A colour as a catalog gives it: components in a colour space, or one of the system's colours.
public enum CatalogColor: Sendable, Equatable {
    /// Red, green, blue and alpha from 0 to 1 (an extended space's may lie outside), in `space`.
    /// Grey spaces are read into equal red, green and blue.
    case components(space: ColorSpace, red: Double, green: Double, blue: Double, alpha: Double)
    /// A system colour by UIKit's selector name without `Color` (`systemBlue`, `label`).
    case system(String)
}

/// The colour spaces Xcode's colour editor writes.
public enum ColorSpace: String, Sendable, Equatable, CaseIterable {
    case srgb, extendedSRGB = "extended-srgb", extendedLinearSRGB = "extended-linear-srgb", displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22", extendedGray = "extended-gray"

    /// Whether the components are grey (`white`) rather than red, green and blue.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
}
