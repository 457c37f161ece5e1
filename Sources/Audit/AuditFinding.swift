import JSON
import Screens
import Variants

/// One thing a user could not read or tap, or a text left untranslated: where (screen, state,
/// theme, language, text size), which element, what was measured and what is needed.
public struct AuditFinding: Sendable, Equatable {
    /// The kinds of check.
    public enum Check: String, Sendable, CaseIterable {
        /// Text against its background (WCAG 2.2 SC 1.4.3).
        case contrast
        /// A button's fill against what surrounds it (WCAG 2.2 SC 1.4.11).
        case nonTextContrast = "non-text-contrast"
        /// A control smaller than 44×44 pt (Apple's Human Interface Guidelines).
        case tapTarget = "tap-target"
        /// A title or button label clipped or cut short.
        case truncation
        /// A text that falls back to English where the screen's other texts are translated.
        case translation
        /// A button VoiceOver can name only by its symbol (no `accessibilityLabel`).
        case voiceOverLabel = "voiceover-label"
        /// A cell that shows only an image (no title) and has no `accessibilityLabel`: VoiceOver
        /// has nothing to say for it.
        case voiceOverImage = "voiceover-image"
        /// Two elements VoiceOver visits one after the other that say the same label.
        case voiceOverRepeat = "voiceover-repeat"
        /// A placeholder that could not be moved by its whole `verticalOffset` without leaving the
        /// list's area, so it was stopped at the edge.
        case placement
        /// A character drawn as a missing glyph (a box): no font on the machine, nor the app's, has it.
        case missingGlyph = "missing-glyph"
    }

    public var screen: String
    /// The state shown, or `nil` for what holds in every state (translations).
    public var state: DisplayState?
    /// The appearance, or `nil` when it does not matter.
    public var theme: Theme?
    /// The language's tag (`en`, `zh-Hans`, `pseudo`).
    public var language: String
    /// The text size, when not the default.
    public var textSize: TextSize?
    /// With Increase Contrast on (`nil`: off).
    public var contrast: ColorContrast?
    /// The iOS design the page was drawn in, for what is measured in a browser and the colours of
    /// what the designs draw differently (the bars: ``ContrastAudit``); `nil` for a check no design
    /// changes (a placeholder's colours, translations).
    public var os: SystemDesign?
    /// With Reduce Transparency on (`nil`: off).
    public var transparency: Transparency?
    /// With Bold Text on (`nil`: off).
    public var boldText: BoldText?
    public var check: Check
    /// The element's id on the screen's page, to mark it (`empty-label`, `show-data`), or a fixture path.
    public var element: String
    /// What it is, in words: `label "暂无数据"`.
    public var subject: String
    /// What was measured: `1.6:1`, `88×30 pt`.
    public var measured: String
    /// What is needed: `4.5:1`, `44×44 pt`.
    public var needed: String
    /// The rule: `WCAG 2.2 1.4.3`.
    public var rule: String
    /// Whether only Apple's own system colours and sizes are involved (nothing the fixture chose);
    /// such findings are reported but fail the audit only with `--strict`.
    public var system: Bool

    public init(screen: String, state: DisplayState?, theme: Theme?, language: String, textSize: TextSize? = nil,
                contrast: ColorContrast? = nil, check: Check, element: String, subject: String, measured: String, needed: String, rule: String,
                system: Bool = false) {
        self.screen = screen
        self.state = state
        self.theme = theme
        self.language = language
        self.textSize = textSize
        self.contrast = contrast
        self.check = check
        self.element = element
        self.subject = subject
        self.measured = measured
        self.needed = needed
        self.rule = rule
        self.system = system
    }

    /// What names a finding across runs, whatever its message says: its screen, state, variant
    /// (appearance, language, text size, design, contrast, transparency), check and element. A measured value or a
    /// reworded message does not make it another finding; a finding in another variant is one.
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        public var screen: String
        public var state: DisplayState?
        public var theme: Theme?
        public var language: String
        public var textSize: TextSize
        public var contrast: ColorContrast
        public var os: SystemDesign?
        public var transparency: Transparency
        public var boldText: BoldText = .off
        public var check: Check
        public var element: String

        /// `inbox empty dark en AX5 high-contrast contrast empty-label`, `inbox empty en ios26 tap-target
        /// add`, as a stale line names it.
        public var description: String {
            [screen, state?.rawValue, theme?.rawValue, language, textSize == .standard ? nil : textSize.rawValue, os?.label,
             contrast == .high ? "high-contrast" : nil, transparency == .reduced ? "reduced-transparency" : nil,
             boldText == .on ? "bold-text" : nil, check.rawValue, element].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// This finding's ``Key``.
    public var key: Key {
        Key(screen: screen, state: state, theme: theme, language: language, textSize: textSize ?? .standard,
            contrast: contrast ?? .normal, os: os, transparency: transparency ?? .normal, boldText: boldText ?? .off, check: check, element: element)
    }

    /// How a finding in Apple's own colours alone is marked, on the command line and in the panel.
    public static let systemMark = "[system colours]"

    /// Where, as a report line starts: `demo empty light zh-Hans`; `demo empty en ios26` for what a
    /// browser measured in a design.
    public var place: String {
        [screen, state?.rawValue, theme?.rawValue, language, textSize?.rawValue, os?.label, contrast.map { "\($0.rawValue)-contrast" },
         transparency.map { "\($0.rawValue)-transparency" }, boldText == .on ? "bold-text" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }

    /// What, measured against what is needed, without the place (the page's panel shows this).
    public var summary: String {
        switch check {
        case .contrast: "\(subject) contrast \(measured) on its background (needs \(needed), \(rule))"
        case .nonTextContrast: "\(subject) fill contrast \(measured) against its surroundings (needs \(needed), \(rule))"
        case .tapTarget: "\(subject) is \(measured) (needs at least \(needed), \(rule))"
        case .truncation: "\(subject) is \(measured) (\(rule))"
        case .translation: "\(subject) falls back to English (\(rule))"
        case .voiceOverLabel, .voiceOverImage: "\(subject) says \(measured) to VoiceOver: give it \(needed) (\(rule))"
        case .voiceOverRepeat: "\(subject): VoiceOver says \(measured) (\(rule))"
        case .missingGlyph: "\(subject) draws \(measured) as a missing glyph, a box (needs \(needed); \(rule))"
        case .placement: "\(subject) moved \(measured) of its verticalOffset \(needed), stopped at the list's edge (\(rule))"
        }
    }

    /// One line of the report: `demo empty light zh-Hans: label "暂无数据" contrast 1.6:1 on its
    /// background (needs 4.5:1, WCAG 2.2 1.4.3)`, marked when only system colours are involved.
    public var line: String {
        place + ": " + summary + (system ? " " + Self.systemMark : "")
    }

    /// The finding as JSON, with stable keys.
    public var json: JSONValue {
        .object([
            (key: "screen", value: .string(screen)),
            (key: "state", value: state.map { .string($0.rawValue) } ?? .null),
            (key: "theme", value: theme.map { .string($0.rawValue) } ?? .null),
            (key: "language", value: .string(language)),
            (key: "textSize", value: .string((textSize ?? .standard).rawValue)),
            (key: "contrast", value: .string((contrast ?? .normal).rawValue)),
            (key: "os", value: os.map { .string($0.rawValue) } ?? .null),
            (key: "transparency", value: .string((transparency ?? .normal).rawValue)),
            (key: "boldText", value: .string((boldText ?? .off).rawValue)),
            (key: "check", value: .string(check.rawValue)),
            (key: "element", value: .string(element)),
            (key: "subject", value: .string(subject)),
            (key: "measured", value: .string(measured)),
            (key: "needed", value: .string(needed)),
            (key: "rule", value: .string(rule)),
            (key: "system", value: .bool(system)),
            (key: "message", value: .string(line)),
        ])
    }
}
