/// Decimal digits of a `Double` with a fixed number of fraction digits, as C's `%f` writes them:
/// rounded half to even from the exact binary value (so 0.125 → `0.12`, and 0.35, stored as
/// 0.34999…, → `0.3`), never through a second, shorter decimal.
enum FixedPoint {
    /// The digits of `abs(value)` with `precision` fraction digits (`inf` and `nan` as C has them).
    static func digits(of value: Double, precision: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : "inf" }
        let magnitude = abs(value)
        var mantissa = magnitude.significandBitPattern
        var exponent = -1074
        if magnitude.exponentBitPattern != 0 {
            mantissa |= 1 << 52
            exponent = Int(magnitude.exponentBitPattern) - 1075
        }
        // magnitude × 10^precision = mantissa × 10^precision × 2^exponent, exactly.
        var scaled = Limbs(mantissa)
        for _ in 0..<precision { scaled.multiply(by: 10) }
        if exponent >= 0 {
            scaled.shiftLeft(by: exponent)
        } else {
            scaled.shiftRightRoundingHalfToEven(by: -exponent)
        }
        var digits = scaled.decimal()
        guard precision > 0 else { return digits }
        if digits.count <= precision { digits = String(repeating: "0", count: precision - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -precision))
        return digits
    }
}

/// An unsigned integer of any size, in 32-bit limbs, least significant first.
private struct Limbs {
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func shiftLeft(by count: Int) {
        let whole = count / 32, bits = count % 32
        var shifted = [UInt32](repeating: 0, count: whole) + limbs + [0]
        if bits > 0 {
            for index in stride(from: shifted.count - 1, to: whole, by: -1) {
                shifted[index] = shifted[index] << bits | shifted[index - 1] >> (32 - bits)
            }
            shifted[whole] <<= bits
        }
        limbs = shifted
    }

    /// Divides by 2^count, rounding to the nearest integer and ties to the even one.
    mutating func shiftRightRoundingHalfToEven(by count: Int) {
        let halfBit = bit(count - 1)
        let below = (0..<max(count - 1, 0)).contains { bit($0) }
        let whole = count / 32, bits = count % 32
        var shifted = [UInt32](repeating: 0, count: max(limbs.count - whole, 1))
        for index in shifted.indices where index + whole < limbs.count {
            let low = limbs[index + whole] >> bits
            let high = bits > 0 && index + whole + 1 < limbs.count ? limbs[index + whole + 1] << (32 - bits) : 0
            shifted[index] = low | high
        }
        limbs = shifted
        if halfBit && (below || limbs[0] & 1 == 1) { addOne() }
    }

    /// The decimal digits, without leading zeros (`0` for zero).
    func decimal() -> String {
        var remaining = limbs
        var groups: [UInt32] = []
        while remaining.contains(where: { $0 != 0 }) {
            var remainder: UInt64 = 0
            for index in remaining.indices.reversed() {
                let current = remainder << 32 | UInt64(remaining[index])
                remaining[index] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            groups.append(UInt32(remainder))
        }
        guard let last = groups.popLast() else { return "0" }
        return String(last) + groups.reversed().map { String(repeating: "0", count: 9 - String($0).count) + String($0) }.joined()
    }

    private func bit(_ index: Int) -> Bool {
        guard index >= 0, index / 32 < limbs.count else { return false }
        return limbs[index / 32] >> (index % 32) & 1 == 1
    }

    private mutating func addOne() {
        for index in limbs.indices {
            limbs[index] &+= 1
            if limbs[index] != 0 { return }
        }
        limbs.append(1)
    }
}
