/// One entry of an `Accept-Language` header: a language range with its weight.
public struct LanguagePreference: Equatable, Sendable {
    /// The language range as sent, e.g. `zh-TW` or `*`.
    public let range: String
    /// The weight from `q=`, between 0 and 1.
    public let quality: Double

    /// Parses `Accept-Language` (RFC 9110 §12.5.4) into preferences, highest weight first.
    ///
    /// Equal weights keep the header's order; entries with `q=0` or a malformed weight or range are dropped.
    public static func parse(_ header: String) -> [LanguagePreference] {
        var preferences: [(offset: Int, preference: LanguagePreference)] = []
        for (offset, entry) in header.split(separator: ",").enumerated() {
            let parts = entry.split(separator: ";").map { $0.trimmingSpaces() }
            guard let range = parts.first, isValidRange(range) else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parts.dropFirst() {
                let lowered = parameter.lowercased()
                guard lowered.hasPrefix("q=") else { continue }
                if let weight = Double(lowered.dropFirst(2)), (0...1).contains(weight) {
                    quality = weight
                } else {
                    valid = false
                }
            }
            guard valid, quality > 0 else { continue }
            preferences.append((offset, LanguagePreference(range: String(range), quality: quality)))
        }
        return preferences
            .sorted { $0.preference.quality != $1.preference.quality ? $0.preference.quality > $1.preference.quality : $0.offset < $1.offset }
            .map(\.preference)
    }

    /// `*`, or letters/digits subtags separated by `-`, each 1–8 characters.
    private static func isValidRange(_ range: Substring) -> Bool {
        if range == "*" { return true }
        let subtags = range.split(separator: "-", omittingEmptySubsequences: false)
        return !subtags.isEmpty && subtags.allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
