/// What the fixtures tell VoiceOver about an element in place of UIKit's defaults: its
/// `accessibilityLabel`, its `accessibilityHint`, and `accessibilityElementsHidden` (not visited).
/// A row holds it out of line, shared (a reference, immutable): the rows that set none — nearly
/// all, and 100,000 in the largest lists — pay one word each.
public final class AccessibilityText: Sendable, Equatable {
    public let label: LocalizedText?
    public let hint: LocalizedText?
    public let hidden: Bool

    /// `nil` when nothing is set: the element keeps UIKit's defaults.
    public static func make(label: LocalizedText?, hint: LocalizedText?, hidden: Bool) -> AccessibilityText? {
        label == nil && hint == nil && !hidden ? nil : AccessibilityText(label: label, hint: hint, hidden: hidden)
    }

    public init(label: LocalizedText? = nil, hint: LocalizedText? = nil, hidden: Bool = false) {
        self.label = label
        self.hint = hint
        self.hidden = hidden
    }

    public static func == (lhs: AccessibilityText, rhs: AccessibilityText) -> Bool {
        lhs.label == rhs.label && lhs.hint == rhs.hint && lhs.hidden == rhs.hidden
    }
}
