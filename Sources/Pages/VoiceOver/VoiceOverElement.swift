/// One element VoiceOver visits, as UIKit composes it by default: its label, value, traits and
/// hint, and which element of the page it is (``key``, which the page marks with its number).
public struct VoiceOverElement: Sendable, Equatable {
    /// What names the element on the page: `title`, `leading-0`, `row-12`, `empty-title`, `tab-1`.
    public var key: String
    /// The label: what the element is.
    public var label: String
    /// The value: its state (a switch's "on"), or nothing.
    public var value: String?
    /// The traits VoiceOver speaks after the label, in its order: "heading", "button", "selected"…
    public var traits: [String]
    /// The hint, spoken after a pause, if any.
    public var hint: String?
    /// Whether the label is only a symbol's name (an icon-only button UIKit names by its image):
    /// what VoiceOver says, but rarely what the button does.
    public var namedBySymbol = false

    /// What VoiceOver says, its parts joined as it pauses between them:
    /// `Selected, Mail, tab, 1 of 2` is spoken as `Mail, tab, 1 of 2, selected` here — label first.
    public var spoken: String {
        ([label] + (value.map { [$0] } ?? []) + traits + (hint.map { [$0] } ?? [])).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
