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

    /// Whether the pixel at byte `i` of `a` and the one at byte `j` of `b` are further apart than
    /// `threshold`; the caller has found their bytes unequal. Translucent pixels are blended over
    /// pixelmatch's checkerboard (picked by `i`, as pixelmatch picks it by the first image's offset).
    func exceeds(_ threshold: Double, _ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Bool {
        let a1 = a[i + 3], a2 = b[j + 3]
        if a1 == 255, a2 == 255 {
            let (l1, m1, s1) = opaque(a[i], a[i + 1], a[i + 2]), (l2, m2, s2) = opaque(b[j], b[j + 1], b[j + 2])
            return hyab(threshold, l1, m1, s1, l2, m2, s2)
        }
        let red = 48 + 159 * Double(i % 2)
        let green = 48 + 159 * Double(Int(Double(i) / 1.618033988749895) % 2)
        let blue = 48 + 159 * Double(Int(Double(i) / 2.618033988749895) % 2)
        let (l1, m1, s1) = blended(a, i, over: (red, green, blue)), (l2, m2, s2) = blended(b, j, over: (red, green, blue))
        return hyab(threshold, l1, m1, s1, l2, m2, s2)
    }

    /// The cube-rooted LMS of an opaque pixel, from the premultiplied tables.
    private func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (Double, Double, Double) {
        let r = Int(r), g = Int(g) + 256, b = Int(b) + 512
        return (root(lms[r] + lms[g] + lms[b]), root(lms[768 + r] + lms[768 + g] + lms[768 + b]),
                root(lms[1536 + r] + lms[1536 + g] + lms[1536 + b]))
    }

    /// The cube-rooted LMS of the pixel at byte `i` blended over `background` by its alpha.
    private func blended(_ pixels: [UInt8], _ i: Int, over background: (Double, Double, Double)) -> (Double, Double, Double) {
        let alpha = Double(pixels[i + 3])
        let r = linearLight((Double(pixels[i]) * alpha + background.0 * (255 - alpha)) / 255)
        let g = linearLight((Double(pixels[i + 1]) * alpha + background.1 * (255 - alpha)) / 255)
        let b = linearLight((Double(pixels[i + 2]) * alpha + background.2 * (255 - alpha)) / 255)
        let m = Self.matrix
        return (root(m[0] * r + m[1] * g + m[2] * b), root(m[3] * r + m[4] * g + m[5] * b), root(m[6] * r + m[7] * g + m[8] * b))
    }

    /// Whether the HyAB distance between two cube-rooted LMS colours is over `threshold`, tested
    /// without the square root: it is not iff |ΔLr| < threshold and Δa² + Δb² ≤ (threshold − |ΔLr|)².
    private func hyab(_ threshold: Double, _ l1: Double, _ m1: Double, _ s1: Double,
                      _ l2: Double, _ m2: Double, _ s2: Double) -> Bool {
        let lightness = Self.toe(0.2104542553 * l1 + 0.7936177850 * m1 - 0.0040720468 * s1)
            - Self.toe(0.2104542553 * l2 + 0.7936177850 * m2 - 0.0040720468 * s2)
        let rest = threshold - abs(lightness)
        guard rest > 0 else { return true }
        let dl = l1 - l2, dm = m1 - m2, ds = s1 - s2
        let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
        let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
        return da * da + db * db > rest * rest
    }

    /// Ottosson's toe: OKLab lightness reshaped so that near-black differences are not overstated.
    private static func toe(_ lightness: Double) -> Double {
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
