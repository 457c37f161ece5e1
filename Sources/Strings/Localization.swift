/// A translated text and its review state, a String Catalog's `stringUnit`.
public struct StringUnit: Equatable, Sendable {
    /// `translated`, `needs_review`, `new`, `stale`…, kept as written.
    public var state: String
    /// The text, with its format specifiers (`%@`, `%lld`, `%#@files@`).
    public var value: String
}

/// A number-dependent part of a string, a catalog's `substitutions.NAME`, written `%#@NAME@`:
/// its form is chosen by the plural rule for one argument, which `%arg` stands for in the form.
public struct Substitution: Equatable, Sendable {
    /// The 1-based argument whose number chooses the form (`argNum`); when a catalog leaves it
    /// out, the argument at the substitution's own place among the specifiers, as in a `.stringsdict`.
    public var argumentNumber: Int?
    /// How `%arg` formats that argument, without the `%` (`lld`, `.1f`).
    public var formatSpecifier: String
    /// The forms by plural category; a catalog's always have an `other`, a `.stringsdict`'s may
    /// lack it where the language's whole numbers never need it.
    public var plural: [PluralCategory: StringUnit]

    /// A substitution of argument `argumentNumber`.
    public init(argumentNumber: Int?, formatSpecifier: String, plural: [PluralCategory: StringUnit]) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.plural = plural
    }
}

/// One key's string in one language: a plain text, or forms by plural category, with the
/// substitutions its text refers to.
public struct Localization: Equatable, Sendable {
    /// The text, when it does not vary with a number.
    public var stringUnit: StringUnit?
    /// The forms by plural category (`variations.plural`), empty when it does not vary.
    public var plural: [PluralCategory: StringUnit]
    /// The `%#@NAME@` substitutions, by name.
    public var substitutions: [String: Substitution]
    /// The devices of a `variations.device` (`ipad`, `iphone`, `mac`…), sorted; only the
    /// iPhone's string (else the one for `other` devices) is kept, as the preview shows an iPhone.
    public var devices: [String]

    /// A localization with the given parts.
    public init(stringUnit: StringUnit? = nil, plural: [PluralCategory: StringUnit] = [:],
                substitutions: [String: Substitution] = [:], devices: [String] = []) {
        self.stringUnit = stringUnit
        self.plural = plural
        self.substitutions = substitutions
        self.devices = devices
    }

    /// The unit for a number of category `category`: its plural form (falling back to `other`),
    /// or the plain text. With no category, the `other` form or the plain text.
    public func unit(for category: PluralCategory?) -> (unit: StringUnit, category: PluralCategory?)? {
        if !plural.isEmpty {
            if let category, let unit = plural[category] { return (unit, category) }
            if let unit = plural[.other] { return (unit, .other) }
        }
        return stringUnit.map { ($0, nil) }
    }
}
