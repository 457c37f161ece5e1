/// One option as help, completions, the manual and the docs test see it: what it is called and
/// what it means, without what it does.
public struct OptionInfo: Sendable, Equatable {
    /// The option as typed: `--port`.
    public let name: String
    /// The value's name in synopses (`PORT`); empty for a switch.
    public let placeholder: String
    /// What applies when the option is not given (`8080`, `the demo`); empty when nothing does.
    public let defaultText: String
    /// One line for `--help`, saying the default (see ``init(name:placeholder:defaultText:help:meaning:repeatable:value:)``).
    public let help: String
    /// The full meaning, for the manual: a paragraph that may repeat `help` and goes further.
    public let meaning: String
    /// Whether the option may be given more than once, each time adding a value.
    public let repeatable: Bool
    /// The value it takes.
    public let value: ValueKind

    /// An option as declared. A `help` that does not say the default in its own words (has no word
    /// `default`) gets it at its end, from `defaultText` — `Port to listen on.` becomes `Port to listen
    /// on (default: 8080).` — unless it is `none` or the option is a switch; `meaning` is that help
    /// when not given.
    init(name: String, placeholder: String, defaultText: String, help: String, meaning: String?, repeatable: Bool, value: ValueKind) {
        self.name = name
        self.placeholder = placeholder
        self.defaultText = defaultText
        if value == .flag || defaultText.isEmpty || defaultText == "none" || help.lowercased().contains("default") {
            self.help = help
        } else {
            self.help = (help.hasSuffix(".") ? String(help.dropLast()) : help) + " (default: \(defaultText))."
        }
        self.meaning = meaning ?? self.help
        self.repeatable = repeatable
        self.value = value
    }

    /// Whether the option takes no value.
    public var isFlag: Bool { value == .flag }

    /// `--port PORT`, `--watch`, `--strings PATH…`.
    public var synopsis: String {
        (isFlag ? name : name + " " + placeholder) + (repeatable ? "…" : "")
    }
}
