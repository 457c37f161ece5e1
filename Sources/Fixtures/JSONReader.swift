import JSON
import Screens
import Strings

/// Reads typed values out of a ``JSONValue`` tree, noting every problem with its path instead of
/// stopping at the first, so a fixtures file is reported whole. Paths are taken as autoclosures and
/// spelled out only when a problem is noted there: reading 100,000 rows builds no path string.
package struct JSONReader {
    /// The problems found so far, in document order.
    package private(set) var issues: [JSONIssue] = []
    /// What is allowed but probably a mistake (a colour with no dark variant).
    private(set) var warnings: [JSONIssue] = []
    /// The app's strings, for texts given by key.
    var strings: AppStrings?

    /// A reader with no problems noted yet.
    package init() {}

    /// Records a problem.
    package mutating func fail(_ path: String, _ reason: String) {
        issues.append(JSONIssue(path: path, reason: reason))
    }

    /// Records a warning: the value is used, but probably not what was meant.
    mutating func warn(_ path: String, _ reason: String) {
        warnings.append(JSONIssue(path: path, reason: reason))
    }

    /// The members of an object, after checking every key is allowed and the required ones are present.
    package mutating func object(_ value: JSONValue, at path: @autoclosure () -> String, allowed: [String], required: [String] = [])
        -> JSONFields? {
        guard case let .object(members) = value else {
            fail(path(), "expected an object, got \(value.summary)")
            return nil
        }
        var fields = members
        if !members.allSatisfy({ allowed.contains($0.key) }) {
            fields = []
            for member in members {
                if allowed.contains(member.key) {
                    fields.append(member)
                } else {
                    let suggestion = closest(to: member.key, in: allowed).map { " — did you mean “\($0)”?" } ?? ""
                    fail(JSONPath.member(path(), member.key), "unknown key (expected one of: \(allowed.joined(separator: ", ")))\(suggestion)")
                }
            }
        }
        for key in required where !fields.contains(where: { $0.key == key }) {
            fail(JSONPath.member(path(), key), "required, but missing")
        }
        return JSONFields(fields)
    }

    /// An array's elements.
    package mutating func array(_ value: JSONValue, at path: @autoclosure () -> String) -> [JSONValue]? {
        guard case let .array(elements) = value else {
            fail(path(), "expected an array, got \(value.summary)")
            return nil
        }
        return elements
    }

    /// A string.
    package mutating func string(_ value: JSONValue, at path: @autoclosure () -> String) -> String? {
        guard case let .string(text) = value else {
            fail(path(), "expected a string, got \(value.summary)")
            return nil
        }
        return text
    }

    /// A boolean.
    mutating func bool(_ value: JSONValue, at path: @autoclosure () -> String) -> Bool? {
        guard case let .bool(flag) = value else {
            fail(path(), "expected true or false, got \(value.summary)")
            return nil
        }
        return flag
    }

    /// A number within `range`.
    package mutating func number(_ value: JSONValue, at path: @autoclosure () -> String, in range: ClosedRange<Double>) -> Double? {
        guard case let .number(number) = value else {
            fail(path(), "expected a number, got \(value.summary)")
            return nil
        }
        guard range.contains(number) else {
            fail(path(), "expected a number from \(JSONValue.number(range.lowerBound).summary) to \(JSONValue.number(range.upperBound).summary), got \(value.summary)")
            return nil
        }
        return number
    }

    /// A whole number within `range`.
    package mutating func integer(_ value: JSONValue, at path: @autoclosure () -> String, in range: ClosedRange<Int>) -> Int? {
        guard case let .number(number) = value, number == number.rounded(), range.contains(Int(exactly: number) ?? Int.min) else {
            fail(path(), "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(value.summary)")
            return nil
        }
        return Int(number)
    }

    /// One of an enumeration's raw values; a misspelt one is answered with the nearest.
    package mutating func choice<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: @autoclosure () -> String, as _: Choice.Type)
        -> Choice? where Choice.RawValue == String {
        guard case let .string(text) = value, let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            var suggestion = ""
            if case let .string(text) = value, let nearest = closest(to: text, in: names) { suggestion = " — did you mean “\(nearest)”?" }
            fail(path(), "expected one of \(names.map { "“\($0)”" }.joined(separator: ", ")), got \(value.summary)\(suggestion)")
            return nil
        }
        return choice
    }

    /// A colour in hex notation, or one per appearance: `{"light": "#f2f2f7", "dark": "#1c1c1e"}`.
    /// A hex colour alone is kept for both appearances, with a warning: in dark appearance it is
    /// most likely a light slab or dark text on black, as an iOS colour without a dark variant is.
    mutating func color(_ value: JSONValue, at path: @autoclosure () -> String) -> ThemedColor? {
        if case .object = value {
            guard let fields = object(value, at: path(), allowed: ["light", "dark"], required: ["light", "dark"]),
                  let light = fields["light"].flatMap({ hexColor($0, at: JSONPath.member(path(), "light")) }),
                  let dark = fields["dark"].flatMap({ hexColor($0, at: JSONPath.member(path(), "dark")) }) else { return nil }
            return ThemedColor(light, dark: dark)
        }
        // UIKit's colours by name (`systemRed`, `lightGray@0.6`): they carry both appearances.
        if case let .string(text) = value, !text.hasPrefix("#") {
            switch NamedColor.resolve(text) {
            case let .success(color):
                return color
            case .failure(.badAlpha):
                fail(path(), "expected an alpha from 0 to 1 after “@”, as in \"lightGray@0.6\", got \(value.summary)")
            case let .failure(.unknown(suggestion)):
                fail(path(), "\(value.summary) is not a UIKit colour name" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                    + " (names: systemRed, label, secondarySystemBackground, lightGray…; or \"#f2f2f7\")")
            }
            return nil
        }
        guard let color = hexColor(value, at: path()) else { return nil }
        warn(path(), "\(value.summary) has no dark variant; give {\"light\": \(value.summary), \"dark\": \"…\"}")
        return ThemedColor(color)
    }

    private mutating func hexColor(_ value: JSONValue, at path: @autoclosure () -> String) -> Color? {
        guard case let .string(text) = value, let color = Color(hex: text) else {
            fail(path(), "expected a colour like \"#f2f2f7\" or \"#f2f2f7cc\" (or {\"light\": …, \"dark\": …}), got \(value.summary)")
            return nil
        }
        return color
    }

    /// Text in one language for all, or by BCP 47 language tag: `{"en": "…", "de": "…", "pt-BR": "…"}`.
    mutating func localized(_ value: JSONValue, at path: @autoclosure () -> String) -> LocalizedText? {
        switch value {
        case let .string(text):
            return LocalizedText(verbatim: text)
        case let .object(members) where isKeyedText(members):
            return keyed(members, at: path())
        case let .object(members):
            var translations: [LocalizedText.Translation] = []
            for member in members {
                guard let tag = LanguageTag(member.key) else {
                    fail(JSONPath.member(path(), member.key), "not a language tag: expected a BCP 47 tag such as en, de, pt-BR, zh-Hans or sr-Latn")
                    continue
                }
                if translations.contains(where: { $0.tag == tag }) {
                    fail(JSONPath.member(path(), member.key), "\(tag) is given twice (tags ignore case)")
                    continue
                }
                if let text = string(member.value, at: JSONPath.member(path(), member.key)) {
                    translations.append(LocalizedText.Translation(tag: tag, text: text))
                }
            }
            guard !members.isEmpty else {
                fail(path(), "expected at least one language")
                return nil
            }
            return translations.isEmpty ? nil : LocalizedText(translations: translations)
        default:
            fail(path(), "expected a string or an object of languages, got \(value.summary)")
            return nil
        }
    }

    /// Whether an object is a text by key: it has `key`, or a member that is no language tag but
    /// one of the keyed text's keys or a misspelling of one (`"tabel"`, `"kye"`).
    private func isKeyedText(_ members: [(key: String, value: JSONValue)]) -> Bool {
        members.contains { member in
            member.key == "key" || (LanguageTag(member.key) == nil && closest(to: member.key, in: Self.keyedTextKeys) != nil)
        }
    }

    /// The allowed key within two edits of a misspelt one.
    private func closest(to key: String, in allowed: [String]) -> String? {
        allowed.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= 2 }
            .min { $0.1 < $1.1 }?.0
    }
}

/// Levenshtein distance, for “did you mean” suggestions.
private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
