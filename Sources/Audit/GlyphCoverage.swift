import Browser
import FoundationEssentials

/// The characters this machine's fonts can draw, as fontconfig lists them: what Chromium falls back
/// to on Linux when a page's own faces lack a character. A character outside it is drawn as a
/// missing glyph (a box) unless one of the app's web fonts has it, which the page is asked about.
package struct GlyphCoverage: Sendable {
    /// Covered code points, sorted and merged.
    private let ranges: [ClosedRange<UInt32>]

    /// The coverage fontconfig's charsets give, one font a line, as `fc-list --format '%{charset}\n'`
    /// prints them: hexadecimal code points and ranges (`20-7e a0 1f600-1f64f`).
    package init(charsets: String) {
        self.init(charsets: Array(charsets.utf8))
    }

    /// The same from the bytes `fc-list` printed, parsed in one pass over them: its 700 KB (524 fonts
    /// here), split into strings and words, took a debug build's audit a fifth of a second.
    init(charsets bytes: [UInt8]) {
        var found: [ClosedRange<UInt32>] = []
        var low: UInt32?, value: UInt32 = 0, digits = 0, valid = true
        // One past the end is a separator too, so the last word is kept.
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                if valid, digits > 0 {
                    let first = low ?? value
                    if value >= first { found.append(first...value) }
                }
                low = nil
                value = 0
                digits = 0
                valid = true
            case UInt8(ascii: "-") where low == nil && digits > 0:
                low = value
                value = 0
                digits = 0
            default:
                guard let digit = Self.hexDigit(byte), digits < 8 else {
                    valid = false
                    continue
                }
                value = value << 4 | digit
                digits += 1
            }
        }
        found.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in found {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    /// The value of one hexadecimal digit, either case.
    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The installed fonts' coverage, from `fc-list` on `PATH`; `nil` where there is no fontconfig
    /// (macOS), and the check is skipped.
    package static func installed() -> GlyphCoverage? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let fcList = path.split(separator: ":").map({ $0 + "/fc-list" }).first(where: FileManager.default.isExecutableFile(atPath:)),
              let process = try? ChildProcess(executable: fcList, arguments: ["--format", "%{charset}\n"], output: .lines) else { return nil }
        defer { process.stop(graceSeconds: 1) }
        let charsets = process.readToEnd()
        return charsets.isEmpty ? nil : GlyphCoverage(charsets: charsets)
    }

    /// Whether some font has `scalar`.
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar.value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(scalar.value)
    }

    /// The characters of `text` no font has, each once, in order.
    package func missing(in text: String) -> [Unicode.Scalar] {
        var seen: Set<Unicode.Scalar> = []
        return text.unicodeScalars.filter { !Self.needsNoGlyph($0) && !covers($0) && seen.insert($0).inserted }
    }

    /// Whether some font has every character of `text` (the common case, answered without a set).
    package func drawsAll(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII || Self.needsNoGlyph($0) || covers($0) }
    }

    /// Whether `scalar` is drawn as nothing: spaces, controls, joiners, variation selectors and
    /// other default-ignorables need no glyph.
    private static func needsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.isDefaultIgnorableCodePoint || properties.generalCategory == .control
    }

    /// `U+E000`, as a finding names a character.
    package static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
