extension PixelMatch {
    /// The squared YIQ distance between the pixel at byte `i` of `a` and at byte `j` of `b`
    /// (Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC transmission
    /// color space in mobile applications", 2010); negative when the first is the brighter.
    /// Translucent pixels are compared over a background that alternates between dark and light by
    /// position, as pixelmatch 7 does, so a change in alpha alone is seen whatever the colour.
    static func colorDelta(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int, brightnessOnly: Bool = false) -> Double {
        let r1 = Double(a[i]), g1 = Double(a[i + 1]), b1 = Double(a[i + 2]), a1 = Double(a[i + 3])
        let r2 = Double(b[j]), g2 = Double(b[j + 1]), b2 = Double(b[j + 2]), a2 = Double(b[j + 3])
        var red = r1 - r2, green = g1 - g2, blue = b1 - b2
        let alpha = a1 - a2
        if red == 0, green == 0, blue == 0, alpha == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let backgroundRed = 48 + 159 * Double(i % 2)
            let backgroundGreen = 48 + 159 * Double(Int(Double(i) / 1.618033988749895) % 2)
            let backgroundBlue = 48 + 159 * Double(Int(Double(i) / 2.618033988749895) % 2)
            red = (r1 * a1 - r2 * a2 - backgroundRed * alpha) / 255
            green = (g1 * a1 - g2 * a2 - backgroundGreen * alpha) / 255
            blue = (b1 * a1 - b2 * a2 - backgroundBlue * alpha) / 255
        }
        let y = brightness(red, green, blue)
        if brightnessOnly { return y }
        let inPhase = red * 0.59597799 - green * 0.27417610 - blue * 0.32180189
        let quadrature = red * 0.21147017 - green * 0.52261711 + blue * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
        return y > 0 ? -delta : delta
    }

    /// The YIQ brightness (Y) of a colour or of a difference of colours.
    static func brightness(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
    }
}
