import Screens
import Strings

/// What VoiceOver cannot name, and what it says twice:
/// - a navigation bar button that shows only a symbol iOS gives no label of its own (`plus` is
///   “Add”, `square.and.arrow.up` “Share”: those name their button) and has no `accessibilityLabel`,
///   so VoiceOver reads the symbol's name (“person crop circle”) rather than what the button does;
/// - a cell that shows only an image (its title empty in the language) without an
///   `accessibilityLabel`: VoiceOver has nothing to say for it;
/// both found once per screen (they hold in every state), at the fixture path;
/// - two elements visited one after the other with the same label (a title repeated as a
///   placeholder's, a header as its only row's), per state.
public enum VoiceOverAudit {
    public static func findings(_ screen: Screen, language: String) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (side, items) in [("left", screen.navigationItems.left), ("right", screen.navigationItems.right)] {
            for (index, item) in items.enumerated() {
                // A symbol iOS labels itself (`plus` “Add”, `square.and.arrow.up` “Share”) names its button.
                guard case let .symbol(symbol, label) = item, label == nil, symbol.accessibilityLabel == nil else { continue }
                let path = "navigationItems.\(side)[\(index)]"
                findings.append(AuditFinding(screen: screen.id, state: nil, theme: nil, language: language, check: .voiceOverLabel,
                                             element: path, subject: "bar button \(path) \"\(symbol.name)\"",
                                             measured: "only its symbol's name, “\(symbol.spokenName)”", needed: "an accessibilityLabel",
                                             rule: "a button's label says what it does"))
            }
        }
        for (number, section) in screen.sections.enumerated() {
            for (index, row) in section.rows.enumerated() where row.image != nil && row.accessibility?.label == nil && row.accessibility?.hidden != true {
                guard let tag = LanguageTag(language), row.title.resolved(for: tag).trimmingWhitespace().isEmpty else { continue }
                let path = "sections[\(number)].rows[\(index)]"
                findings.append(AuditFinding(screen: screen.id, state: nil, theme: nil, language: language, check: .voiceOverImage,
                                             element: path, subject: "cell \(path), an image without a title",
                                             measured: "nothing to say", needed: "an accessibilityLabel",
                                             rule: "an image that carries meaning is named"))
            }
        }
        return findings
    }

    /// Neighbours in VoiceOver's order (`elements`, keys and labels) that say the same label, compared
    /// without case or surrounding space; the finding names the second.
    public static func repeats(_ elements: [(key: String, label: String)], screen: Screen, state: DisplayState,
                               language: String) -> [AuditFinding] {
        func said(_ label: String) -> String { label.trimmingWhitespace().lowercased() }
        return zip(elements, elements.dropFirst()).compactMap { earlier, later in
            guard !said(later.label).isEmpty, said(earlier.label) == said(later.label) else { return nil }
            return AuditFinding(screen: screen.id, state: state, theme: nil, language: language, check: .voiceOverRepeat,
                                element: later.key, subject: "“\(later.label)” (\(later.key)) right after \(earlier.key)",
                                measured: "the same label twice in a row", needed: "different labels, or one element hidden",
                                rule: "each element VoiceOver visits says something new")
        }
    }
}
