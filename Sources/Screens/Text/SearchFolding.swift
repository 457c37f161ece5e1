// `_nfd` (the standard library's canonical decomposition, the one `String`'s own `==` uses) is SPI;
// it spares the server Foundation's ICU-backed `folding(options:locale:)` and the 8 MB it maps.
@_spi(_Unicode) import Swift

/// Text as search compares it: case, diacritics and width ignored, so “jose” finds “José Núñez”
/// and “ＡＢＣ” finds “abc” (what `.caseInsensitive, .diacriticInsensitive, .widthInsensitive` do).
/// Folded text is UTF-8 bytes, compared byte for byte: folding leaves no combining marks, so a
/// byte match is a match of whole characters.
package enum SearchFolding {
    /// `text` folded: lowercased, decomposed, without its combining marks, full-width made narrow.
    package static func fold(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII, most rows: lowercase in place; nothing else to fold.
            for index in bytes.indices where (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index]) {
                bytes[index] += 32
            }
            return bytes
        }
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased()._nfd where scalar.properties.generalCategory != .nonspacingMark {
            folded.append(narrow(scalar))
        }
        return Array(String(folded).utf8)
    }

    /// Whether folded `text` contains folded `needle`.
    package static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard text.count >= needle.count else { return false }
        var start = 0
        let lastStart = text.count - needle.count
        while start <= lastStart {
            if text[start] == first {
                var matched = 1
                while matched < needle.count && text[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
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
