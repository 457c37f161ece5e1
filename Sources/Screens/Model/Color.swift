/// An sRGB colour with alpha, parsed from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
///
/// Colours reach CSS only through ``css``, which formats the parsed components, so no text from a
/// fixture ever reaches a stylesheet.
public struct Color: Sendable, Equatable {
    /// Red, green, blue and alpha, 0–255.
    public let red, green, blue, alpha: UInt8

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
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

    /// `#rrggbb`, or `#rrggbbaa` when translucent.
    public var css: String {
        let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// A colour that may differ in dark appearance, like an iOS dynamic colour.
public struct ThemedColor: Sendable, Equatable {
    /// The colour in light appearance (and in dark when no dark one is given).
    public let light: Color
    /// The colour in dark appearance, if different.
    public let dark: Color?

    /// A colour for both appearances, or one for each.
    public init(_ light: Color, dark: Color? = nil) {
        self.light = light
        self.dark = dark
    }

    /// `#rrggbb`, or `light-dark(#light, #dark)` so the page's `color-scheme` picks one.
    public var css: String {
        dark.map { "light-dark(\(light.css), \($0.css))" } ?? light.css
    }
}
