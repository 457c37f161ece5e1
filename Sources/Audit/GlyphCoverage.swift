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
        var found: [ClosedRange<UInt32>] = []
        for word in charsets.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let bounds = word.split(separator: "-", maxSplits: 1)
            guard let low = UInt32(bounds[0], radix: 16) else { continue }
            let high = bounds.count == 2 ? UInt32(bounds[1], radix: 16) : low
            if let high, high >= low { found.append(low...high) }
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

    /// The installed fonts' coverage, from `fc-list` on `PATH`; `nil` where there is no fontconfig
    /// (macOS), and the check is skipped.
    package static func installed() -> GlyphCoverage? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let fcList = path.split(separator: ":").map({ $0 + "/fc-list" }).first(where: FileManager.default.isExecutableFile(atPath:)),
              let process = try? ChildProcess(executable: fcList, arguments: ["--format", "%{charset}\n"], output: .lines) else { return nil }
        defer { process.stop(graceSeconds: 1) }
        var lines: [String] = []
        while let line = process.readLine() { lines.append(line) }
        return lines.isEmpty ? nil : GlyphCoverage(charsets: lines.joined(separator: "\n"))
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
