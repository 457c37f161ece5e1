/// One option of a command whose options are an `Options` value: its description and how its value
/// is applied to that value.
public struct OptionSpec<Options>: Sendable {
    /// Applies the option (its name and the text given) to the options, or says why it cannot.
    public typealias Apply = @Sendable (inout Options, OptionArgument) throws(CLIError) -> Void

    /// The option as help and completions see it.
    public let info: OptionInfo
    /// What giving the option does to the options.
    let apply: Apply
    /// The help and meaning as written, before ``OptionInfo`` adds the default: what ``with(default:help:meaning:)`` starts from.
    private let written: (help: String, meaning: String?)

    /// An option taking a value (or a switch, with `value: .flag`); `help` gets the default at its end
    /// when it does not say it, and `meaning` defaults to that help (``OptionInfo``).
    public init(_ name: String, _ placeholder: String = "", value: ValueKind, default defaultText: String = "", repeatable: Bool = false,
                help: String, meaning: String? = nil, apply: @escaping Apply) {
        precondition(name.hasPrefix("--") && (value == .flag) == placeholder.isEmpty, "\(name): a switch has no placeholder, a value one")
        info = OptionInfo(name: name, placeholder: placeholder, defaultText: defaultText, help: help, meaning: meaning,
                          repeatable: repeatable, value: value)
        written = (help, meaning)
        self.apply = apply
    }

    private init(info: OptionInfo, written: (help: String, meaning: String?), apply: @escaping Apply) {
        self.info = info
        self.written = written
        self.apply = apply
    }

    /// The same option for a command whose options hold these options at `path`: how an option
    /// declared once for ``AppSource`` is listed by every command that reads screens.
    public func lifted<Outer>(_ path: WritableKeyPath<Outer, Options> & Sendable) -> OptionSpec<Outer> {
        let apply = self.apply
        return OptionSpec<Outer>(info: info, written: written) { (outer: inout Outer, argument: OptionArgument) throws(CLIError) in
            try apply(&outer[keyPath: path], argument)
        }
    }

    /// The same option for a command that keeps these options as an optional at `path`, `nil` until
    /// the option is given; `empty` is what the option's action starts from then.
    public func lifted<Outer>(_ path: WritableKeyPath<Outer, Options?> & Sendable, from empty: Options) -> OptionSpec<Outer>
    where Options: Sendable {
        let apply = self.apply
        return OptionSpec<Outer>(info: info, written: written) { (outer: inout Outer, argument: OptionArgument) throws(CLIError) in
            var value = outer[keyPath: path] ?? empty
            try apply(&value, argument)
            outer[keyPath: path] = value
        }
    }

    /// The same option with another default, one-line help or meaning, for a command where it differs;
    /// a new help is the meaning too unless one is given.
    public func with(default defaultText: String? = nil, help: String? = nil, meaning: String? = nil) -> OptionSpec {
        let written = (help: help ?? self.written.help, meaning: meaning ?? (help == nil ? self.written.meaning : nil))
        return OptionSpec(info: OptionInfo(name: info.name, placeholder: info.placeholder, defaultText: defaultText ?? info.defaultText,
                                           help: written.help, meaning: written.meaning, repeatable: info.repeatable, value: info.value),
                          written: written, apply: apply)
    }
}
