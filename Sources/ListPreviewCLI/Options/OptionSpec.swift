/// What kind of value an option takes, which says both how it is written and what a shell may
/// offer to complete it with.
public enum ValueKind: Sendable, Equatable {
    /// None: the option is a switch (`--watch`).
    case flag
    /// Free text, nothing to offer (a host name, a token, a language tag).
    case text
    /// A file; with an extension, files ending in it are offered first (`json`).
    case file(extension: String?)
    /// A directory.
    case directory
    /// A file or a directory.
    case path
    /// A program on `PATH` or a path to one.
    case executable
    /// One screen id from the fixtures file given on the same command line.
    case screen
    /// A comma-separated list of screen ids from that file.
    case screens
    /// A comma-separated list of language tags: those the texts of that file are in, `all` and `pseudo`.
    case languages
    /// One of these words.
    case choice([String])
    /// A comma-separated list of these words.
    case choices([String])
    /// A whole number in this range.
    case number(ClosedRange<Int>)
}

/// One option as help, completions, the manual and the docs test see it: what it is called and
/// what it means, without what it does.
public struct OptionInfo: Sendable, Equatable {
    /// The option as typed: `--port`.
    public let name: String
    /// The value's name in synopses (`PORT`); empty for a switch.
    public let placeholder: String
    /// What applies when the option is not given (`8080`, `the demo`); empty when nothing does.
    public let defaultText: String
    /// One line for `--help`.
    public let help: String
    /// The full meaning, for the manual: a paragraph that may repeat `help` and goes further.
    public let meaning: String
    /// Whether the option may be given more than once, each time adding a value.
    public let repeatable: Bool
    /// The value it takes.
    public let value: ValueKind

    /// Whether the option takes no value.
    public var isFlag: Bool { value == .flag }

    /// `--port PORT`, `--watch`, `--strings PATH…`.
    public var synopsis: String {
        (isFlag ? name : name + " " + placeholder) + (repeatable ? "…" : "")
    }
}

/// One option of a command whose options are an `Options` value: its description and how its value
/// is applied to that value.
public struct OptionSpec<Options>: Sendable {
    /// Applies the option (its name and the text given) to the options, or says why it cannot.
    public typealias Apply = @Sendable (inout Options, OptionArgument) throws(CLIError) -> Void

    /// The option as help and completions see it.
    public let info: OptionInfo
    /// What giving the option does to the options.
    let apply: Apply

    /// An option taking a value (or a switch, with `value: .flag`); `meaning` defaults to `help`.
    public init(_ name: String, _ placeholder: String = "", value: ValueKind, default defaultText: String = "", repeatable: Bool = false,
                help: String, meaning: String? = nil, apply: @escaping Apply) {
        precondition(name.hasPrefix("--") && (value == .flag) == placeholder.isEmpty, "\(name): a switch has no placeholder, a value one")
        info = OptionInfo(name: name, placeholder: placeholder, defaultText: defaultText, help: help, meaning: meaning ?? help,
                          repeatable: repeatable, value: value)
        self.apply = apply
    }

    private init(info: OptionInfo, apply: @escaping Apply) {
        self.info = info
        self.apply = apply
    }

    /// The same option for a command whose options hold these options at `path`: how an option
    /// declared once for ``AppSource`` is listed by every command that reads screens.
    public func lifted<Outer>(_ path: WritableKeyPath<Outer, Options> & Sendable) -> OptionSpec<Outer> {
        let apply = self.apply
        return OptionSpec<Outer>(info: info) { (outer: inout Outer, argument: OptionArgument) throws(CLIError) in
            try apply(&outer[keyPath: path], argument)
        }
    }

    /// The same option for a command that keeps these options as an optional at `path`, `nil` until
    /// the option is given; `empty` is what the option's action starts from then.
    public func lifted<Outer>(_ path: WritableKeyPath<Outer, Options?> & Sendable, from empty: Options) -> OptionSpec<Outer>
    where Options: Sendable {
        let apply = self.apply
        return OptionSpec<Outer>(info: info) { (outer: inout Outer, argument: OptionArgument) throws(CLIError) in
            var value = outer[keyPath: path] ?? empty
            try apply(&value, argument)
            outer[keyPath: path] = value
        }
    }

    /// The same option with another default, one-line help or meaning, for a command where it differs.
    public func with(default defaultText: String? = nil, help: String? = nil, meaning: String? = nil) -> OptionSpec {
        OptionSpec(info: OptionInfo(name: info.name, placeholder: info.placeholder, defaultText: defaultText ?? info.defaultText,
                                    help: help ?? info.help, meaning: meaning ?? help ?? info.meaning,
                                    repeatable: info.repeatable, value: info.value),
                   apply: apply)
    }
}
