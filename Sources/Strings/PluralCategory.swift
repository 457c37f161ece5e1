/// One of CLDR's plural categories, the keys of a String Catalog's `variations.plural`.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    /// Arabic 0, Latvian 0, 10–20…
    case zero
    /// English 1, French 0 and 1, Russian 1, 21, 101…
    case one
    /// Arabic and Hebrew 2.
    case two
    /// Russian 2–4, 22–24…; Arabic 3–10…
    case few
    /// Russian 0, 5–20…; Arabic 11–99…; French exact millions.
    case many
    /// Everything else; every language has it.
    case other

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A number as CLDR's plural rules see it: its value and how it is written.
///
/// `1` and `1.0` differ (`v` is 0 and 1), which is why English says "1 item" but "1.0 items".
/// The compact exponent operands (`c`, `e`) are always 0: nothing here writes `1.2c6`.
public struct PluralOperands: Equatable, Sendable {
    /// The absolute value.
    public let n: Double
    /// The integer digits of `n`.
    public let i: Int
    /// How many fraction digits are shown, trailing zeros included.
    public let v: Int
    /// The shown fraction digits as an integer, trailing zeros included.
    public let f: Int
    /// The shown fraction digits as an integer, trailing zeros dropped.
    public let t: Int

    /// The operands of a whole number.
    public init(_ integer: Int) {
        let magnitude = integer.magnitude > UInt(Int.max) ? Int.max : Int(integer.magnitude)
        self.init(n: Double(magnitude), i: magnitude, v: 0, f: 0, t: 0)
    }

    /// The operands of a number as written in decimal digits (`"1.50"`, `"-3"`), or `nil` when
    /// `text` is not plain decimal digits with an optional sign and fraction.
    public init?(decimal text: String) {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integerPart = parts.first, !integerPart.isEmpty, integerPart.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        let trimmed = fraction.reversed().drop(while: { $0 == "0" }).reversed()
        let integer = Int(integerPart.suffix(18)) ?? 0
        self.init(n: Double(String(digits)) ?? 0, i: integer, v: fraction.count,
                  f: Int(fraction.prefix(18)) ?? 0, t: Int(String(trimmed).prefix(18)) ?? 0)
    }

    /// The operands of `number` written with the fewest digits that read back the same
    /// (`2.5`, `3`): how a number given without a format is shown.
    public init(_ number: Double) {
        if number == number.rounded(), abs(number) < 9.0e18 {
            self.init(Int(number))
        } else if let operands = PluralOperands(decimal: String(abs(number))) {
            self = operands
        } else {
            // Exponent notation (1e-07, 1e+20): a value with more digits than are shown.
            self.init(n: abs(number), i: 0, v: 1, f: 0, t: 0)
        }
    }

    private init(n: Double, i: Int, v: Int, f: Int, t: Int) {
        self.n = n
        self.i = i
        self.v = v
        self.f = f
        self.t = t
    }
}

extension Character {
    /// `0`–`9` only (not other scripts' digits).
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
