/// An sRGB colour with alpha, parsed from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, or a wider
/// colour from an asset catalog (Display P3, extended sRGB), kept exactly for CSS and held as its
/// nearest sRGB colour for everything that computes with colours (contrast).
///
/// Colours reach CSS only through ``css``, which formats the parsed components, so no text from a
/// fixture ever reaches a stylesheet.
public struct Color: Sendable, Equatable {
    /// Red, green, blue and alpha, 0–255 (for a wide colour, its nearest sRGB colour).
    public let red, green, blue, alpha: UInt8
    /// The exact colour when it is not an 8-bit sRGB one.
    public let wide: WideColor?

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.wide = nil
    }

    /// A colour from an asset catalog's components: an 8-bit sRGB colour when it is one (to the
    /// 8-bit grid), else kept exactly.
    public init(_ wide: WideColor) {
        let srgb = wide.nearestSRGB
        func byte(_ component: Double) -> UInt8 { UInt8((component * 255).rounded()) }
        red = byte(srgb.red)
        green = byte(srgb.green)
        blue = byte(srgb.blue)
        alpha = byte(wide.alpha)
        func isOnGrid(_ component: Double) -> Bool {
            let scaled: Double = component * 255
            return (0...1).contains(component) && abs(scaled - scaled.rounded()) < 0.01
        }
        let components: [Double] = [wide.red, wide.green, wide.blue, wide.alpha]
        let onGrid = wide.space == .sRGB && components.allSatisfy(isOnGrid)
        self.wide = onGrid ? nil : wide
    }

    /// Parses hex notation; `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        // ASCII digits only: Character.hexDigitValue also reads full-width ones, which CSS would not.
        let digits = hex.dropFirst().map { $0.isASCII ? $0.hexDigitValue : nil }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0 != nil }) else { return nil }
        let values = digits.map { UInt8($0!) }
        let components: [UInt8] = values.count <= 4
            ? values.map { $0 << 4 | $0 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 255)
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent; `color(display-p3 …)` or `color(srgb …)` for a
    /// wide colour.
    public var css: String {
        if let wide { return wide.css }
        let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// A colour that may differ in dark appearance, like an iOS dynamic colour, and, from an asset
/// catalog, on iPad and with Increase Contrast.
public struct ThemedColor: Sendable, Equatable {
    /// The colour in light appearance (and in dark when no dark one is given), on iPhone.
    public let light: Color
    /// The colour in dark appearance, if different, on iPhone.
    public let dark: Color?
    /// Where the colour differs from ``light`` and ``dark``: on iPad, with Increase Contrast, or both.
    public private(set) var variants: [Traits: Color] = [:]
    /// What the fixtures named it by, if a name: the code written for it names it too.
    public private(set) var name: Name?

    /// A colour's name: a colour set of the app's asset catalogs, or one of UIKit's (``NamedColor``).
    public enum Name: Sendable, Equatable {
        /// A colour set, by its name in the catalogs (`Brand/Accent`).
        case catalog(String)
        /// UIKit's colour without `Color` (`secondaryLabel`), with the alpha a fixture gave it after `@` (1 without).
        case system(String, alpha: Double)
    }

    /// A device family and an appearance a colour may differ in.
    public struct Traits: Hashable, Sendable {
        public var pad: Bool
        public var dark: Bool
        public var highContrast: Bool

        public init(pad: Bool = false, dark: Bool, highContrast: Bool = false) {
            self.pad = pad
            self.dark = dark
            self.highContrast = highContrast
        }
    }

    /// A colour for both appearances, or one for each.
    public init(_ light: Color, dark: Color? = nil) {
        self.light = light
        self.dark = dark
    }

    /// A colour for every device family and appearance, as `resolve` gives it.
    public init(resolving resolve: (Traits) -> Color) {
        let light = resolve(Traits(dark: false)), dark = resolve(Traits(dark: true))
        self.init(light, dark: dark == light ? nil : dark)
        for pad in [false, true] {
            for isDark in [false, true] {
                for highContrast in [false, true] where pad || highContrast {
                    let traits = Traits(pad: pad, dark: isDark, highContrast: highContrast)
                    let color = resolve(traits)
                    if color != (isDark ? dark : light) { variants[traits] = color }
                }
            }
        }
    }

    /// The same colour, named `name`.
    public func named(_ name: Name) -> ThemedColor {
        var named = self
        named.name = name
        return named
    }

    /// Equal when every device family and appearance gets the same colour, however it was named.
    public static func == (lhs: ThemedColor, rhs: ThemedColor) -> Bool {
        lhs.light == rhs.light && lhs.dark == rhs.dark && lhs.variants == rhs.variants
    }

    /// The colour for `traits`: its own variant, else the iPad's normal one or the iPhone's
    /// high-contrast one, else ``light`` or ``dark``.
    public func color(_ traits: Traits) -> Color {
        variants[traits]
            ?? (traits.highContrast ? variants[Traits(pad: traits.pad, dark: traits.dark)] : nil)
            ?? (traits.dark ? dark ?? light : light)
    }

    /// `#rrggbb`, or `light-dark(#light, #dark)` so the page's `color-scheme` picks one.
    public var css: String { css(pad: false, highContrast: false) }

    /// The CSS for a device family, with Increase Contrast on or off.
    public func css(pad: Bool, highContrast: Bool) -> String {
        let light = color(Traits(pad: pad, dark: false, highContrast: highContrast))
        let dark = color(Traits(pad: pad, dark: true, highContrast: highContrast))
        return light == dark ? light.css : "light-dark(\(light.css), \(dark.css))"
    }
}
