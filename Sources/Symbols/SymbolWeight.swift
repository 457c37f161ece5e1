/// SF Symbols' nine weights, which follow the text's weight (`UIImage.SymbolWeight`, SwiftUI's
/// `Font.Weight`), and the stroke each draws the stand-in's line drawing with.
public enum SymbolWeight: Int, CaseIterable, Sendable {
    case ultralight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900

    /// The weight of a CSS `font-weight` (100…900): the nearest, as a symbol beside a text takes the text's.
    public init(fontWeight: Int) {
        let clamped = min(max(fontWeight, 100), 900)
        self = SymbolWeight(rawValue: (clamped + 50) / 100 * 100) ?? .regular
    }

    /// The weight's name as UIKit and SwiftUI spell it (`.ultraLight` is `ultralight` in SF Symbols' own files).
    public var name: String {
        switch self {
        case .ultralight: "ultralight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    /// The stroke of the line drawing, in units of the stand-in's 256-unit grid at the medium scale.
    ///
    /// SF Symbols are drawn to match the system font's stems at each weight (Apple, "Introducing SF
    /// Symbols", WWDC19 206). SF Pro is not ours to measure, so the ratio is Inter's, the text face
    /// that stands in for it here: the stem of its `l` at each `wght` (64, 121.3, 178.7, 236, 299.2,
    /// 362.4, 425.6, 488.8, 552 units of 2048; `scripts/measure-symbol-weights.py`), over the regular
    /// one, times Phosphor's regular stroke of 16. Inferred, not measured on Apple's glyphs; it agrees
    /// with Phosphor's own weights, drawn independently: thin 8 (here 8.2), light 12 (12.0).
    public var strokeUnits: Double {
        Self.stem[self.rawValue / 100 - 1] / Self.stem[3] * 16
    }

    /// Inter's `l` stem at `wght` 100…900, in font units (2048 to the em).
    static let stem: [Double] = [64, 121.3, 178.7, 236, 299.2, 362.4, 425.6, 488.8, 552]
}

/// SF Symbols' three scales: the same point size and stroke, a smaller or larger drawing.
public enum SymbolScale: String, CaseIterable, Sendable {
    case small, medium, large

    /// The drawing's size against the medium scale's: "about 20% smaller" and "about 30% larger"
    /// (Apple, "SF Symbols 2", WWDC20 10207). Published as approximations.
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}
