/// ``WrapperReader/soundsLikePlaceholder(_:)`` remembered per name for one file: a reader that asks
/// it of every name it passes asks each name once.
struct NameMemo {
    private var known: [String: Bool] = [:]

    mutating func soundsLikePlaceholder(_ name: String) -> Bool {
        if let answer = known[name] { return answer }
        let answer = WrapperReader.soundsLikePlaceholder(name)
        known[name] = answer
        return answer
    }

    /// Whether a text's expression names an empty state (`L10n.Home.EmptyState.title`,
    /// `LString.titleFolderIsEmpty`); a text field's `Placeholder` is not one.
    mutating func textSoundsLikePlaceholder(_ value: Expression) -> Bool {
        let names: [String] = switch value {
        case let .member(path): path
        case let .call(call): call.callee
        default: []
        }
        return names.contains { soundsLikePlaceholder($0) && !$0.lowercased().contains("placeholder") }
    }
}
