import FoundationEssentials
import ListPreview
import Screens
import Variants
import Spelling
import Strings

/// An option as given on the command line, its name and its value's text, with the readings of
/// that text the options share; each reading throws ``CLIError/invalidValue(option:value:expected:)``
/// naming the option.
public struct OptionArgument: Sendable {
    /// The option's name: `--port`.
    public let option: String
    /// The value as given; empty for a switch.
    public let text: String
    /// The kind of value the option takes, as declared: where ``number(_:)`` finds its range.
    public let value: ValueKind

    /// The text given for `option`, which takes values of this kind.
    init(option: String, text: String, value: ValueKind = .text) {
        self.option = option
        self.text = text
        self.value = value
    }

    /// The text, which must not be empty.
    func nonEmpty(_ expected: String) throws(CLIError) -> String {
        guard !text.isEmpty else { throw invalid(expected) }
        return text
    }

    /// The text as a whole number in `range`.
    func number(in range: ClosedRange<Int>, _ expected: String) throws(CLIError) -> Int {
        guard let number = Int(text), range.contains(number) else { throw invalid(expected) }
        return number
    }

    /// The text as a whole number in the range the option declares (`.number(0...65535)`); the error
    /// says what and the range: `a port number from 0 to 65535`.
    func number(_ what: String = "") throws(CLIError) -> Int {
        guard case let .number(range) = value else { preconditionFailure("\(option) takes no number") }
        return try number(in: range, range.spelled(what))
    }

    /// A comma-separated list whose items must be among `valid` (when given), each once; never empty.
    /// With `orAll`, `all` stands for every valid item.
    func list(valid: [String]?, orAll: Bool = false) throws(CLIError) -> [String] {
        if orAll, let valid, text == "all" { return valid }
        let items = text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        let expected = valid.map { "a comma-separated list of: " + $0.joined(separator: ", ") + (orAll ? ", or all" : "") }
            ?? "a comma-separated list"
        guard !items.isEmpty else { throw invalid(expected) }
        if let valid, let bad = items.first(where: { !valid.contains($0) }) {
            let nearest = Spelling.nearest(to: bad, in: valid, maximumEdits: 2).map { "; did you mean “\($0)”?" } ?? ""
            throw .invalidValue(option: option, value: bad, expected: expected + nearest)
        }
        // A repeated item would be photographed twice into the same file.
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// A comma-separated list of the raw values of `Value`'s cases among `valid`.
    func list<Value: RawRepresentable<String>>(of valid: [Value], orAll: Bool = false) throws(CLIError) -> [Value] {
        try list(valid: valid.map(\.rawValue), orAll: orAll).compactMap(Value.init)
    }

    /// A comma-separated list of BCP 47 language tags (`de,pt-BR,ar`) and `pseudo`, each once, as the
    /// tags are written canonically (`PT-br` → `pt-BR`).
    func languages() throws(CLIError) -> [String] {
        var tags: [String] = []
        for item in try list(valid: nil) {
            if item == Variant.pseudoLanguage {
                tags.append(item)
            } else if let tag = LanguageTag(item) {
                if !tags.contains(tag.description) { tags.append(tag.description) }
            } else {
                throw .invalidValue(option: option, value: item, expected: "BCP 47 language tags such as en, de, pt-BR, zh-Hans, or pseudo")
            }
        }
        return tags
    }

    /// The text as a decimal number from `range`'s bounds (`0.1`, `.05`, `1`), no exponent or sign.
    func decimal(in range: ClosedRange<Double>, _ expected: String) throws(CLIError) -> Double {
        let digits = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !text.isEmpty, text != ".", digits.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let number = Double(text.hasPrefix(".") ? "0" + text : text), range.contains(number) else { throw invalid(expected) }
        return number
    }

    /// The error for this text, which is not `expected`.
    func invalid(_ expected: String) -> CLIError {
        .invalidValue(option: option, value: text, expected: expected)
    }
}
