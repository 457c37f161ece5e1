import Screens

/// What VoiceOver cannot name: a navigation bar button that shows only a symbol and has no
/// `accessibilityLabel`, so VoiceOver says the symbol's name ("Add", "More") rather than what the
/// button does. Found once per screen (it holds in every state), at the item's fixture path.
public enum VoiceOverAudit {
    public static func findings(_ screen: Screen, language: String) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (side, items) in [("left", screen.navigationItems.left), ("right", screen.navigationItems.right)] {
            for (index, item) in items.enumerated() {
                guard case let .symbol(symbol, label) = item, label == nil else { continue }
                let path = "navigationItems.\(side)[\(index)]"
                findings.append(AuditFinding(screen: screen.id, state: nil, theme: nil, language: language, check: .voiceOverLabel,
                                             element: path, subject: "bar button \(path) \"\(symbol.rawValue)\"",
                                             measured: "only its symbol's name, “\(symbol.spokenName)”", needed: "an accessibilityLabel",
                                             rule: "a button's label says what it does"))
            }
        }
        return findings
    }
}
