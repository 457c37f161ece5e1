import Screens
import Variants
import Strings

/// What one `listpreview audit` looks at: which screens, and in each the states, appearances,
/// languages and text sizes to check, and the device the layout is measured on.
public struct AuditScope: Sendable {
    /// The screens, in the fixtures' order.
    public var screens: [Screen]
    /// States to check; `nil`: every state each screen can show.
    public var states: [DisplayState]?
    /// Appearances for the contrast checks.
    public var themes: [Theme]
    /// Languages, as tags; `nil`: each screen's own.
    public var languages: [String]?
    /// Text sizes for the contrast checks.
    public var textSizes: [TextSize]
    /// Increase Contrast off, on, or both, for the contrast checks.
    public var contrasts: [ColorContrast] = [.normal]
    /// The iOS designs the checks draw pages in; `nil`: each screen's default. A screen that keeps
    /// its design is checked in it, once.
    public var designs: [SystemDesign]?
    /// Reduce Transparency off, on, or both, for the layout checks.
    public var transparencies: [Transparency] = [.normal]
    /// Bold Text off, on, or both, for the contrast checks (the heavier weight can make text
    /// WCAG's large text) and the layout checks (heavier text runs wider).
    public var boldTexts: [BoldText] = [.off]
    /// The device the layout checks load pages on.
    public var device: Device
    /// The elements VoiceOver visits on a screen in a state and language, by their keys and labels
    /// (the pages' model, given by the layer above, which draws them); `nil`: no repeat check.
    public var voiceOver: (@Sendable (Screen, DisplayState, String) -> [(key: String, label: String)])?

    /// A scope from its parts.
    public init(screens: [Screen], states: [DisplayState]?, themes: [Theme], languages: [String]?, textSizes: [TextSize], device: Device) {
        self.screens = screens
        self.states = states
        self.themes = themes
        self.languages = languages
        self.textSizes = textSizes
        self.device = device
    }

    /// The states of `screen` this scope checks.
    func states(of screen: Screen) -> [DisplayState] {
        screen.reachableStates.filter { states?.contains($0) ?? true }
    }

    /// The language tags this scope checks `screen` in.
    func languages(of screen: Screen) -> [String] {
        languages ?? screen.languages.map(\.description)
    }

    /// The designs this scope checks `screen` in.
    func designs(of screen: Screen) -> [SystemDesign] {
        screen.designs(asked: designs)
    }
}

extension Screen {
    /// The designs a check draws this screen in when `asked` asks for them (`nil`: its default),
    /// each once, as ``design(asked:)`` says: a screen that keeps its design, only that.
    func designs(asked: [SystemDesign]?) -> [SystemDesign] {
        var seen = Set<SystemDesign>()
        return (asked ?? [defaultDesign]).map { design(asked: $0) }.filter { seen.insert($0).inserted }
    }
}

/// The audit's loops: every screen × state × theme × language × text size × design through the
/// checks that need no browser, and the passes of those that do (``LayoutAudit``).
public enum AuditRun {
    /// Contrast (per screen × state × theme × language × text size × contrast × design) and
    /// translation (per screen × language) findings, computed from the resolved colours and texts.
    /// What no design changes is found once, in the screen's first design.
    public static func findings(_ scope: AuditScope) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for screen in scope.screens {
            let designs = scope.designs(of: screen)
            for state in scope.states(of: screen) {
                for theme in scope.themes {
                    for tag in scope.languages(of: screen) {
                        guard let language = AuditLanguage(tag: tag) else { continue }
                        for size in scope.textSizes {
                            for contrast in scope.contrasts { for boldText in scope.boldTexts {
                                for (index, design) in designs.enumerated() {
                                    let found = ContrastAudit.findings(screen, state: state, theme: theme, language: language,
                                                                       textSize: size, contrast: contrast, design: design, boldText: boldText)
                                    findings += index == 0 ? found : found.filter { $0.os != nil }
                                }
                            } }
                        }
                    }
                }
            }
            for tag in scope.languages(of: screen) {
                if let language = LanguageTag(tag) { findings += TranslationAudit.findings(screen, language: language) }
                if let voiceOver = scope.voiceOver {
                    for state in scope.states(of: screen) {
                        findings += VoiceOverAudit.repeats(voiceOver(screen, state, tag), screen: screen, state: state, language: tag)
                    }
                }
            }
            if let tag = scope.languages(of: screen).first { findings += VoiceOverAudit.findings(screen, language: tag) }
        }
        return findings
    }

    /// The pages the layout checks load for `scope`.
    public static func layoutPasses(_ scope: AuditScope) -> [LayoutAudit.Pass] {
        LayoutAudit.passes(scope.screens, states: scope.states, device: scope.device, languages: scope.languages(of:),
                           designs: scope.designs, transparencies: scope.transparencies, boldTexts: scope.boldTexts)
    }

    /// Whether the audit fails: some finding fails, and those that involve only Apple's system
    /// colours fail only when `strict`.
    public static func fails(_ findings: [AuditFinding], strict: Bool) -> Bool {
        findings.contains { strict || !$0.system }
    }

    /// The closing line: how many findings, how many from system colours alone, in how many screens.
    public static func summary(_ findings: [AuditFinding], screens: Int, strict: Bool) -> String {
        let system = findings.filter(\.system).count
        return "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
            + (system == 0 ? "" : " (\(system) from Apple's system colours alone\(strict ? "" : ", not listed or failing without --strict"))")
            + " in \(screens) screen\(screens == 1 ? "" : "s")"
    }
}
