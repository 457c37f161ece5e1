#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// pixelmatch's perceptual colour distance since July 2026 (commit c6fee35 of mapbox/pixelmatch):
/// both colours in OKLab (Ottosson, "A perceptual color space for image processing", 2020) with
/// Ottosson's toe-corrected lightness Lr, compared by the HyAB distance (Abasi et al., "Distance
/// metrics for very large color differences", 2019): |ΔLr| + √(Δa² + Δb²), 1 between black and white.
///
/// The arithmetic is pixelmatch's to the table: the same sRGB-to-linear table (interpolated for
/// blended channels), the same cube-root table of 4,096 steps interpolated, the same matrices and
/// the same order of sums, so a pair at the threshold's edge falls on the same side.
struct OKLab: Sendable {
    /// The tables, built once.
    static let shared = OKLab()

    /// sRGB byte to linear light, 0 to 1, with a 257th entry for interpolating at 255.
    private let linear: [Double]
    /// The linear channel times each of the nine RGB-to-LMS coefficients: `lms[coefficient * 256 + byte]`.
    private let lms: [Double]
    /// The cube root of `index / 4096`, with two entries past 1 for interpolating at and just over it.
    private let cubeRoot: [Double]

    /// A colour as the distance needs it: cone responses, cube-rooted, and the toe-corrected lightness.
    private struct Colour {
        let l: Double, m: Double, s: Double, lightness: Double

        /// The colour of these cube-rooted cone responses.
        init(l: Double, m: Double, s: Double) {
            self.init(l: l, m: m, s: s, lightness: OKLab.toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
        }

        /// The colour as kept in the cache.
        init(l: Double, m: Double, s: Double, lightness: Double) {
            self.l = l
            self.m = m
            self.s = s
            self.lightness = lightness
        }
    }

    /// The RGB-to-LMS matrix, row by row (L from red, green, blue; then M; then S).
    private static let matrix = [0.4122214708, 0.5363325363, 0.0514459929,
                                 0.2119034982, 0.6806995451, 0.1073969566,
                                 0.0883024619, 0.2817188376, 0.6299787005]
    private static let cubeRootSteps = 4096.0
    private static let toeK1 = 0.206, toeK2 = 0.03
    private static let toeK3 = (1 + toeK1) / (1 + toeK2)

    private init() {
        var linear = (0..<256).map { byte -> Double in
            let c = Double(byte) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        linear.append(linear[255])
        self.linear = linear
        lms = Self.matrix.flatMap { coefficient in linear[0..<256].map { coefficient * $0 } }
        cubeRoot = (0...(Int(Self.cubeRootSteps) + 1)).map { cbrt(Double($0) / Self.cubeRootSteps) }
    }

    /// The colours of one comparison already converted, as pixelmatch keeps them: a screenshot has
    /// few colours, so most pixels are found here. Direct-mapped by a multiplicative hash of the
    /// RGB; each slot holds the cube-rooted L, M, S and the toe-corrected lightness Lr.
    struct Cache {
        private static let bits = 12
        /// Each slot's RGB plus one (0: empty).
        fileprivate var keys = [UInt32](repeating: 0, count: 1 << bits)
        fileprivate var values = [Double](repeating: 0, count: 4 << bits)

        /// An empty cache.
        init() {}

        /// The slot of an RGB key.
        fileprivate static func slot(_ key: UInt32) -> Int { Int((key &* 0x9e37_79b1) >> UInt32(32 - bits)) }
    }

    /// Whether the pixel at byte `i` of `a` and the one at byte `j` of `b` are further apart than
    /// `threshold`; the caller has found their bytes unequal. Translucent pixels are blended over
    /// pixelmatch's checkerboard (picked by `i`, as pixelmatch picks it by the first image's offset).
    func exceeds(_ threshold: Double, _ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int, cache: inout Cache) -> Bool {
        if a[i + 3] == 255, b[j + 3] == 255 {
            let first = opaque(a[i], a[i + 1], a[i + 2], cache: &cache), second = opaque(b[j], b[j + 1], b[j + 2], cache: &cache)
            return hyab(threshold, first, second)
        }
        let red = 48 + 159 * Double(i % 2)
        let green = 48 + 159 * Double(Int(Double(i) / 1.618033988749895) % 2)
        let blue = 48 + 159 * Double(Int(Double(i) / 2.618033988749895) % 2)
        return hyab(threshold, blended(a, i, over: (red, green, blue)), blended(b, j, over: (red, green, blue)))
    }

    /// The cube-rooted LMS and Lr of an opaque pixel, from the cache or the premultiplied tables.
    private func opaque(_ red: UInt8, _ green: UInt8, _ blue: UInt8, cache: inout Cache) -> Colour {
        let key = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let slot = Cache.slot(key), offset = slot * 4
        if cache.keys[slot] == key + 1 {
            return Colour(l: cache.values[offset], m: cache.values[offset + 1], s: cache.values[offset + 2], lightness: cache.values[offset + 3])
        }
        let r = Int(red), g = Int(green) + 256, b = Int(blue) + 512
        let colour = Colour(l: root(lms[r] + lms[g] + lms[b]), m: root(lms[768 + r] + lms[768 + g] + lms[768 + b]),
                            s: root(lms[1536 + r] + lms[1536 + g] + lms[1536 + b]))
        cache.keys[slot] = key + 1
        cache.values[offset] = colour.l
        cache.values[offset + 1] = colour.m
        cache.values[offset + 2] = colour.s
        cache.values[offset + 3] = colour.lightness
        return colour
    }

    /// The cube-rooted LMS and Lr of the pixel at byte `i` blended over `background` by its alpha.
    private func blended(_ pixels: [UInt8], _ i: Int, over background: (Double, Double, Double)) -> Colour {
        let alpha = Double(pixels[i + 3])
        let r = linearLight((Double(pixels[i]) * alpha + background.0 * (255 - alpha)) / 255)
        let g = linearLight((Double(pixels[i + 1]) * alpha + background.1 * (255 - alpha)) / 255)
        let b = linearLight((Double(pixels[i + 2]) * alpha + background.2 * (255 - alpha)) / 255)
        let m = Self.matrix
        return Colour(l: root(m[0] * r + m[1] * g + m[2] * b), m: root(m[3] * r + m[4] * g + m[5] * b), s: root(m[6] * r + m[7] * g + m[8] * b))
    }

    /// Whether the HyAB distance between two colours is over `threshold`, tested without the square
    /// root: it is not iff |ΔLr| < threshold and Δa² + Δb² ≤ (threshold − |ΔLr|)².
    private func hyab(_ threshold: Double, _ first: Colour, _ second: Colour) -> Bool {
        let rest = threshold - abs(first.lightness - second.lightness)
        guard rest > 0 else { return true }
        let dl = first.l - second.l, dm = first.m - second.m, ds = first.s - second.s
        let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
        let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
        return da * da + db * db > rest * rest
    }

    /// Ottosson's toe: OKLab lightness reshaped so that near-black differences are not overstated.
    fileprivate static func toe(_ lightness: Double) -> Double {
        let x = toeK3 * lightness - toeK1
        return 0.5 * (x + (x * x + 4 * toeK2 * toeK3 * lightness).squareRoot())
    }

    /// A fractional sRGB channel, 0 to 255, to linear light, interpolating the table.
    private func linearLight(_ channel: Double) -> Double {
        let index = Int(channel)
        return linear[index] + (linear[index + 1] - linear[index]) * (channel - Double(index))
    }

    /// The cube root of a value from 0 to 1, interpolating the table.
    private func root(_ value: Double) -> Double {
        let step = value * Self.cubeRootSteps
        let index = Int(step)
        return cubeRoot[index] + (cubeRoot[index + 1] - cubeRoot[index]) * (step - Double(index))
    }
}
