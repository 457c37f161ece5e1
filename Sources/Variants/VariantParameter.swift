import Screens
import Strings

/// One setting a screen is previewed in (its device, theme, text size…), declared once: its query
/// parameter, values and their names, how shot files and site folders name it, whether the gallery
/// can spread it, and its command-line option. A page's parsing and links (`PageContext`), the
/// pickers, the gallery, snapshot plans, static sites, the command line and the audit all iterate
/// ``all`` (`VariantParameter+Table.swift`); each setting's entry sits in the file of its type.
public struct VariantParameter: Sendable {
    /// How shot files and a site's folders carry a setting's value.
    public enum Naming: Sendable, Equatable {
        /// Never: the setting is no axis of a run (direction, motion, size).
        case never
        /// Always (device, theme, language).
        case always
        /// Always in a shot's name, whose baseline outlives the run; in a site's folders when it has
        /// several (the design).
        case alwaysInShots
        /// When the run asks for several values (text size, orientation, contrast…).
        case whenSeveral
        /// When it is not the default, so the plain shot keeps its name with it or without
        /// (the VoiceOver view, Bold Text).
        case whenNotDefault
    }

    /// The query parameter and the picker's cookie (`lp-` before it): `textSize`.
    public let name: String
    /// The picker's heading.
    public let label: LocalizedText
    /// The value of the default ``Variant``.
    public let standard: String
    /// The value a run takes when none is asked for: the default's, but `light` for the theme, as a
    /// shot must have one.
    public let runStandard: String
    /// The values the picker offers, in order, with their names; `languages`: the screens' (for `lang`).
    let offered: @Sendable (_ languages: [LanguageTag]) -> [Choice]
    /// The value `variant` holds.
    let read: @Sendable (Variant) -> String
    /// Sets the value; `false` when it is not one.
    let write: @Sendable (inout Variant, String) -> Bool
    /// Every valid value, for error messages.
    public let validValues: [String]
    /// Whether the gallery shows every value side by side (`textSize=all`).
    public let spreadable: Bool
    /// How shot files and site folders carry it.
    public let naming: Naming
    /// The value as a file name carries it: `high` → `high-contrast`.
    let namePart: @Sendable (String) -> String
    /// Whether a gallery caption names the setting before the value ("Increase Contrast On"), as
    /// on/off settings need; else the value's name alone ("Landscape").
    public let captionNamesSetting: Bool
    /// The command-line option of `snapshot`, `build` and `audit` that lists its values, if any.
    public let option: VariantOption?

    /// A value and its name in the interface.
    public struct Choice: Sendable {
        public let value: String
        public let title: LocalizedText

        public init(_ value: String, _ title: LocalizedText) {
            self.value = value
            self.title = title
        }
    }

    /// A setting whose values are the cases of `Value`, held at `keyPath` of a ``Variant``.
    init<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, label: LocalizedText, _ keyPath: WritableKeyPath<Variant, Value> & Sendable,
        titles: @escaping @Sendable (Value) -> LocalizedText, spreadable: Bool = false, naming: Naming = .never,
        namePart: @escaping @Sendable (String) -> String = { $0 }, captionNamesSetting: Bool = false, option: VariantOption? = nil
    ) where Value.RawValue == String, Value.AllCases: Sendable {
        self.init(name: name, label: label, standard: Variant()[keyPath: keyPath].rawValue,
                  offered: { _ in Value.allCases.map { Choice($0.rawValue, titles($0)) } },
                  read: { $0[keyPath: keyPath].rawValue },
                  write: { variant, text in
                      guard let value = Value(rawValue: text) else { return false }
                      variant[keyPath: keyPath] = value
                      return true
                  },
                  validValues: Value.allCases.map(\.rawValue), spreadable: spreadable, naming: naming, namePart: namePart,
                  captionNamesSetting: captionNamesSetting, option: option)
    }

    /// A setting from its parts.
    init(name: String, label: LocalizedText, standard: String, runStandard: String? = nil, offered: @escaping @Sendable ([LanguageTag]) -> [Choice],
         read: @escaping @Sendable (Variant) -> String, write: @escaping @Sendable (inout Variant, String) -> Bool,
         validValues: [String], spreadable: Bool = false, naming: Naming = .never,
         namePart: @escaping @Sendable (String) -> String = { $0 }, captionNamesSetting: Bool = false, option: VariantOption? = nil) {
        self.name = name
        self.label = label
        self.standard = standard
        self.runStandard = runStandard ?? standard
        self.offered = offered
        self.read = read
        self.write = write
        self.validValues = validValues
        self.spreadable = spreadable
        self.naming = naming
        self.namePart = namePart
        self.captionNamesSetting = captionNamesSetting
        self.option = option
    }

    /// The values the picker offers, with their names; `languages`: the screens' (for `lang`).
    public func choices(languages: [LanguageTag] = Language.allCases.map(\.tag)) -> [Choice] {
        offered(languages)
    }

    /// The values the gallery spreads side by side: every one, and for `lang` the screens' languages.
    public func spreadChoices(languages: [LanguageTag]) -> [Choice] {
        offered(languages).filter { $0.value != Variant.pseudoLanguage }
    }

    /// The name of `value` in the interface, if it is one this setting offers.
    public func title(of value: String, languages: [LanguageTag] = Language.allCases.map(\.tag)) -> LocalizedText? {
        offered(languages).first { $0.value == value }?.title
    }

    /// The value `variant` holds.
    public func value(in variant: Variant) -> String { read(variant) }

    /// Sets `value` in `variant`; `false` (and `variant` unchanged) when it is not one.
    public func apply(_ value: String, to variant: inout Variant) -> Bool { write(&variant, value) }

    /// `value` as a shot's file name or a site's folder carries it; `nil` for the default of a
    /// setting named only when it is not (the plain shot keeps its name).
    public func fileNamePart(_ value: String) -> String? {
        naming == .whenNotDefault && value == standard ? nil : namePart(value)
    }

    /// The parameter called `name`, if any.
    public static func named(_ name: String) -> VariantParameter? {
        all.first { $0.name == name }
    }
}

/// A setting's command-line option (`--contrasts C,…`), declared with its setting.
public struct VariantOption: Sendable {
    /// The runs that take an option: `snapshot`, `build` (a site), `audit`.
    public enum Run: Sendable, Hashable {
        case snapshot, site, audit
    }

    /// The option: `--contrasts`.
    public let flag: String
    /// What follows it in usage: `C,…`.
    public let metavar: String
    /// The values it takes; by default every value of the setting.
    public let values: [String]?
    /// Whether `all` stands for every value.
    public let allowsAll: Bool
    /// One line of `--help`, after the default is known: "Increase Contrast: normal, high, or all".
    public let help: String
    /// The man page's longer sentence, if it says more than the help.
    public let meaning: String?
    /// The runs that take it.
    public let runs: Set<Run>
    /// What applies when it is not given, where that is no value of its own (the design: each screen's).
    public let unasked: String?

    public init(_ flag: String, _ metavar: String, values: [String]? = nil, allowsAll: Bool = true, runs: Set<Run> = [.snapshot, .site, .audit],
                unasked: String? = nil, help: String, meaning: String? = nil) {
        self.runs = runs
        self.unasked = unasked
        self.flag = flag
        self.metavar = metavar
        self.values = values
        self.allowsAll = allowsAll
        self.help = help
        self.meaning = meaning
    }
}
