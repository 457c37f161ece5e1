import Screens

#if canImport(Glibc)
import Glibc
#endif

/// WCAG 2.2's contrast maths, exactly as published: relative luminance of sRGB colours and the
/// contrast ratio between two, after compositing translucent colours over what lies under them.
public enum Contrast {
    /// An opaque colour with channels 0–255 kept as real numbers, so compositing never rounds.
    public struct Opaque: Sendable, Equatable {
        public var red, green, blue: Double

        /// A colour from its channels.
        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// An opaque colour's own channels (its alpha is ignored: composite first).
        public init(_ color: Color) {
            self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
        }

        /// `#rrggbb`, rounded, for reports.
        public var hex: String {
            "#" + [red, green, blue].map { channel in
                let value = Int(channel.rounded())
                return (value < 16 ? "0" : "") + String(value, radix: 16)
            }.joined()
        }
    }

    /// `color` drawn over `background` (source-over, as browsers and UIKit composite).
    public static func composite(_ color: Color, over background: Opaque) -> Opaque {
        let alpha = Double(color.alpha) / 255
        return Opaque(red: Double(color.red) * alpha + background.red * (1 - alpha),
                      green: Double(color.green) * alpha + background.green * (1 - alpha),
                      blue: Double(color.blue) * alpha + background.blue * (1 - alpha))
    }

    /// Colours drawn one over another, bottom first, onto `base`.
    public static func composite(_ layers: [Color], over base: Opaque) -> Opaque {
        layers.reduce(base) { composite($1, over: $0) }
    }

    /// WCAG 2.2's relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearised channels.
    public static func luminance(_ color: Opaque) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21.
    public static func ratio(_ first: Opaque, _ second: Opaque) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio of a possibly translucent text colour over an opaque background.
    public static func ratio(text: Color, on background: Opaque) -> Double {
        ratio(composite(text, over: background), background)
    }

    /// A ratio as reports write it: truncated, not rounded, to one decimal (4.48 → "4.4"), so a
    /// reported value never looks like it passes when it does not; two decimals when that matters
    /// (4.48 → "4.48").
    public static func format(_ ratio: Double) -> String {
        let hundredths = (ratio * 100).rounded(.down) / 100
        let tenths = (ratio * 10).rounded(.down) / 10
        let value = hundredths == tenths ? tenths : hundredths
        var text = String(value)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + ":1"
    }
}
