#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour as an asset catalog gives it, beyond 8-bit sRGB: components from 0 to 1 (an extended
/// space's may lie outside) in sRGB or Display P3, gamma-encoded; drawn as CSS `color()`.
public struct WideColor: Sendable, Equatable {
    /// The colour spaces CSS draws directly; a linear catalog colour is encoded before it is kept.
    public enum Space: String, Sendable, Equatable {
        case sRGB = "srgb", displayP3 = "display-p3"
    }

    public let space: Space
    public let red, green, blue, alpha: Double

    public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Linear-light sRGB components (extended-linear-srgb), encoded with sRGB's transfer function,
    /// sign kept for values below 0 (IEC 61966-2-1, as Apple extends it).
    public static func fromLinearSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> WideColor {
        WideColor(space: .sRGB, red: encode(red), green: encode(green), blue: encode(blue), alpha: alpha)
    }

    /// A gamma-2.2 encoded value in linear light (Generic Gray Gamma 2.2), sign kept.
    public static func gamma22(_ encoded: Double) -> Double {
        encoded < 0 ? -pow(-encoded, 2.2) : pow(encoded, 2.2)
    }

    /// `color(display-p3 0.345 0.2 0.1)`, with ` / 0.5` when translucent.
    public var css: String {
        let parts = [red, green, blue].map(Self.format).joined(separator: " ")
        return "color(\(space.rawValue) \(parts)\(alpha < 1 ? " / " + Self.format(alpha) : ""))"
    }

    /// The nearest sRGB colour, components clamped to 0–1: a Display P3 colour is converted
    /// through linear light with the CSS Color 4 matrices (P3 → XYZ → sRGB).
    public var nearestSRGB: (red: Double, green: Double, blue: Double) {
        var rgb = (red, green, blue)
        if space == .displayP3 {
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            // The product of CSS Color 4's lin_P3_to_XYZ and XYZ_to_lin_sRGB.
            rgb = (Self.encode(1.2249401 * r - 0.2249404 * g),
                   Self.encode(-0.0420569 * r + 1.0420571 * g),
                   Self.encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
        }
        let clamp = { (value: Double) in min(1, max(0, value)) }
        return (clamp(rgb.0), clamp(rgb.1), clamp(rgb.2))
    }

    /// sRGB's transfer function, linear light to encoded, extended to negative values by symmetry.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The inverse of ``encode(_:)`` (Display P3 uses the same curve).
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Up to four decimals, without trailing zeros: `0.345`, `1`, `-0.0123`.
    private static func format(_ value: Double) -> String {
        let rounded = (value * 10000).rounded() / 10000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
