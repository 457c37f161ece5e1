/// How wide a line of text is on iOS, estimated before any browser draws it: the advance widths of
/// a Helvetica-like face (the system font's proportions at text sizes, in thousandths of an em),
/// full width for CJK, 0.6 em for other scripts. Used where UIKit decides by width and the page
/// must decide the same way in every engine, whatever font it has (the navigation bar's back
/// title); the drawing never depends on it for not overlapping, which CSS keeps.
enum TextWidth {
    /// The estimated width in points of `text` at `size` points, `semibold` as titles are set.
    static func points(_ text: String, size: Double, semibold: Bool = false) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars { thousandths += advance(scalar) }
        return Double(thousandths) / 1000 * size * (semibold ? 1.06 : 1)
    }

    /// Thousandths of an em.
    private static func advance(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x20...0x7E: return ascii[Int(value) - 0x20]
        case 0xA0: return 278
        case 0xC0...0xDE: return 700          // accented capitals
        case 0xDF...0x24F: return 556         // accented small letters and Latin Extended
        case 0x300...0x36F: return 0          // combining marks
        case 0x2026: return 1000              // …
        case 0x2018...0x201F: return 222      // curly quotes
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1000
        default: return 600
        }
    }

    /// Space to tilde.
    private static let ascii: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space ! " # $ % & ' ( ) * + , - . /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0–9 : ; < = > ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A–O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P–Z [ \ ] ^ _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` a–o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,       // p–z { | } ~
    ]
}
