/// iOS 26's glass as the style sheet draws it with what every engine has: a translucent fill over
/// `backdrop-filter`'s blur and saturation, and the selected tab's pill on it (ios26-refs 02, 06, 11:
/// a near-white capsule on light backgrounds; the pill a darker glass in light, a lighter one in
/// dark); solid with Reduce Transparency. The style sheet reads the fills as custom properties
/// (``stylesheet``) and the contrast audit composites the same ones, so it judges what is drawn.
public struct GlassMaterial: Sendable {
    /// A colour as the style sheet writes it: its channels and opacity.
    public struct Tone: Sendable, Equatable {
        /// The channels, 0–255.
        public var red, green, blue: UInt8
        /// 0 to 1, as the style sheet writes it.
        public var opacity: Double

        /// `rgba(255, 255, 255, 0.5)`, or `#fbfbfd` when opaque.
        public var css: String {
            opacity == 1 ? color.css : "rgba(\(red), \(green), \(blue), \(ListMetrics.css(opacity)))"
        }

        /// The colour the audit composites (its opacity to the byte, as browsers keep it).
        public var color: Color {
            Color(red: red, green: green, blue: blue, alpha: UInt8((opacity * 255).rounded()))
        }
    }

    /// A tone in each appearance.
    public struct Themed: Sendable, Equatable {
        /// In light appearance, and in dark.
        public var light, dark: Tone

        /// `light-dark(…, …)`.
        public var css: String { "light-dark(\(light.css), \(dark.css))" }

        /// The tone in dark appearance or not.
        public func tone(dark isDark: Bool) -> Tone { isDark ? dark : light }
    }

    /// The glass's fill, over what the blur shows through.
    public var fill: Themed
    /// The selected tab's pill, over the glass.
    public var pill: Themed
    /// The fill with Reduce Transparency: solid.
    public var reducedFill: Themed
    /// The pill with Reduce Transparency: solid.
    public var reducedPill: Themed

    /// iOS 26's.
    public static let iOS26 = GlassMaterial(
        fill: Themed(light: Tone(red: 255, green: 255, blue: 255, opacity: 0.5), dark: Tone(red: 58, green: 58, blue: 62, opacity: 0.5)),
        pill: Themed(light: Tone(red: 0, green: 0, blue: 0, opacity: 0.07), dark: Tone(red: 255, green: 255, blue: 255, opacity: 0.12)),
        reducedFill: Themed(light: Tone(red: 0xfb, green: 0xfb, blue: 0xfd, opacity: 1), dark: Tone(red: 0x2c, green: 0x2c, blue: 0x2e, opacity: 1)),
        reducedPill: Themed(light: Tone(red: 0xe9, green: 0xe9, blue: 0xee, opacity: 1), dark: Tone(red: 0x3a, green: 0x3a, blue: 0x3c, opacity: 1))
    )

    /// The fill as drawn with Reduce Transparency on or off.
    public func fill(reduced: Bool) -> Themed { reduced ? reducedFill : fill }

    /// The pill as drawn with Reduce Transparency on or off.
    public func pill(reduced: Bool) -> Themed { reduced ? reducedPill : pill }

    /// The rules that give a page drawn in `design` this glass (`--glass`, `--glass-pill`), and
    /// their solid values with Reduce Transparency.
    public func stylesheet(_ design: SystemDesign) -> String {
        let root = ":root[data-os=\"\(design.rawValue)\"]"
        return root + " { --glass: \(fill.css); --glass-pill: \(pill.css); }\n"
            + root + "[data-transparency=\"reduced\"] { --glass: \(reducedFill.css); --glass-pill: \(reducedPill.css); }\n"
    }
}

extension SystemDesign {
    /// The design's glass, `nil` for a design with flat bars.
    public var glassMaterial: GlassMaterial? {
        switch self {
        case .iOS26: .iOS26
        case .iOS18: nil
        }
    }
}
