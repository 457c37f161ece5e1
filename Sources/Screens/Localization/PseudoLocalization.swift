/// Xcode-style pseudo-localization: every letter accented and the text doubled in length, in
/// brackets, so truncation and hard-coded strings show up. `{placeholders}` are kept as they are.
public enum PseudoLocalization {
    /// The pseudo-localized form of `text`: `Show Data` → `[Šĥöŵ Ðåţå Šĥöŵ Ðåţå]`.
    public static func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var accented = ""
        var inPlaceholder = false
        for character in text {
            if character == "{" { inPlaceholder = true }
            accented.append(inPlaceholder ? character : (accents[character] ?? character))
            if character == "}" { inPlaceholder = false }
        }
        let doubled = accented.replacingPlaceholders(with: "") == accented ? accented + " " + accented
            : accented + " " + accented.replacingPlaceholders(with: "")
        return "[" + doubled.trimmingTrailingSpaces() + "]"
    }

    private static let accents: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ",
        "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}

private extension String {
    /// The text with every `{…}` placeholder replaced, so a doubled text carries each placeholder once.
    func replacingPlaceholders(with replacement: String) -> String {
        var output = ""
        var depth = 0
        for character in self {
            if character == "{" { depth += 1; if depth == 1 { output += replacement }; continue }
            if character == "}", depth > 0 { depth -= 1; continue }
            if depth == 0 { output.append(character) }
        }
        return output
    }

    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
