/// An expression of Swift (or an Objective-C message's argument) as far as the readers need it:
/// a string literal, a call with its labelled arguments and trailing closures, a member chain, a
/// choice between alternatives, or anything else kept as its text.
public indirect enum Expression: Sendable, Equatable {
    /// `"No \(count) items"`.
    case string([StringPart])
    /// `Text("Hello")`, `L10n.tr("Localizable", "key")`, `Foo { … } description: { … }`.
    case call(Call)
    /// `L10n.Scene.title`, `viewModel.emptyTitle`, `.search` (an implicit member: the first name empty).
    case member([String])
    /// `isSearching ? "No Results" : "Empty"`: each side.
    case choice([Expression])
    /// Anything else, as its tokens' text.
    case other(String)

    /// The literal's text when it has no interpolation.
    public var literal: String? {
        guard case let .string(parts) = self else { return nil }
        var text = ""
        for part in parts {
            guard case let .text(piece) = part else { return nil }
            text += piece
        }
        return text
    }

    /// The expression as code says it, for a note (`viewModel.emptyTitle`).
    public var spelled: String {
        switch self {
        case let .string(parts): "\"" + parts.map { if case let .text(t) = $0 { t } else { "\\(…)" } }.joined() + "\""
        case let .call(call): call.callee.joined(separator: ".") + "(…)"
        case let .member(path): path.joined(separator: ".")
        case let .choice(options): options.map(\.spelled).joined(separator: " or ")
        case let .other(text): text
        }
    }
}

/// A call: what is called, its arguments, its trailing closures, the line it starts on.
public struct Call: Sendable, Equatable {
    /// The callee's names, `["UIImage"]`, `["ContentUnavailableView", "search"]`, `["", "init"]` for `.init(…)`.
    public var callee: [String]
    public var arguments: [Argument]
    /// Trailing closures, the first unlabelled (`{ … } description: { … }`), each as its tokens.
    public var closures: [Closure]
    public var line: Int

    /// The argument labelled `label` (`nil`: the first unlabelled one).
    public func argument(_ label: String?) -> Expression? {
        arguments.first { $0.label == label }?.value
    }

    /// The closure labelled `label` (`nil`: the unlabelled trailing one), or a closure argument so labelled.
    public func closure(_ label: String?) -> [Token]? {
        closures.first { $0.label == label }?.tokens ?? arguments.first { $0.label == label && $0.closure != nil }?.closure
    }

    /// The callee's last name.
    public var name: String { callee.last ?? "" }
}

public struct Argument: Sendable, Equatable {
    public var label: String?
    public var value: Expression
    /// A closure given as an argument (`action: { … }`, `label: { … }`): its tokens.
    public var closure: [Token]?
}

public struct Closure: Sendable, Equatable {
    public var label: String?
    public var tokens: [Token]
}
