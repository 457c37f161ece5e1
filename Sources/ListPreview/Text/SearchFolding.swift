// `_nfd` (the standard library's canonical decomposition, the one `String`'s own `==` uses) is SPI;
// it spares the server Foundation's ICU-backed `folding(options:locale:)` and the 8 MB it maps.
@_spi(_Unicode) import Swift

/// Text as search compares it: case, diacritics and width ignored, so “jose” finds “José Núñez”
/// and “ＡＢＣ” finds “abc” (what `.caseInsensitive, .diacriticInsensitive, .widthInsensitive` do).
enum SearchFolding {
    static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased()._nfd where scalar.properties.generalCategory != .nonspacingMark {
            folded.append(narrow(scalar))
        }
        return String(folded)
    }

    /// Full-width ASCII (U+FF01–FF5E) and the ideographic space as their ASCII counterparts.
    private static func narrow(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        case 0x3000: " "
        default: scalar
        }
    }
}
