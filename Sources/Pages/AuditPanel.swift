import Audit
import HTML
import Screens
import Variants

/// The panel's "Audit" section: what the audit finds in the state shown, in the page's language,
/// text size and design, in its appearance (both when it follows the system). Each finding links to
/// its element by fragment, and the stylesheet marks the `:target` on the device — no script. The
/// checks that need layout (tap targets, text that doesn't fit) run in `listpreview audit`, which
/// the section names.
enum AuditPanel {
    static func render(_ view: ScreenView, context: PageContext) -> Node {
        let chrome = context.interface
        let findings = Self.findings(view, context: context)
        let own = findings.filter { !$0.system }, system = findings.filter(\.system)
        let bothThemes = context.variant.theme == nil
        func list(_ findings: [AuditFinding]) -> Node {
            .el("ul", [.class("lp-audit-list")], findings.map { finding in
                var words = finding.summary
                if bothThemes, let theme = finding.theme { words = theme.rawValue.capitalized + ": " + words }
                if finding.system { words += " " + AuditFinding.systemMark }
                let item: Node = finding.check == .translation
                    ? .text(words)
                    : .el("a", [.href("#" + finding.element)], text: words)
                return .el("li", [.class(finding.system ? "lp-audit-finding lp-audit-finding--system" : "lp-audit-finding"),
                                  Attribute("data-check", finding.check.rawValue)], [item])
            })
        }
        return .fragment([
            .el("h2", [.id("audit")], text: chrome.text(BuiltInStrings.audit)),
            own.isEmpty
                ? .el("p", [.class("lp-audit-none")], text: chrome.text(system.isEmpty ? BuiltInStrings.auditNothing : BuiltInStrings.auditNothingOwn))
                : list(own),
            // Findings in Apple's own colours only (secondaryLabel on white is 3.43:1): folded, as
            // the command line marks them and passes them without --strict, so they are not noise.
            system.isEmpty ? .empty : .el("details", [.class("lp-audit-system")], [
                .el("summary", [], text: chrome.text(BuiltInStrings.systemFindings(system.count))),
                list(system),
            ]),
            .el("p", [.class("lp-audit-more")], text: chrome.text(BuiltInStrings.auditMore)),
        ])
    }

    /// The findings of what `view` shows, as `context` draws it.
    static func findings(_ view: ScreenView, context: PageContext) -> [AuditFinding] {
        let content = context.content ?? context.variant
        var findings = contrast(view.screen, display: view.display, context: context, textSize: context.variant.textSize)
        if !content.pseudo { findings += TranslationAudit.findings(view.screen, language: content.language) }
        return findings
    }

    /// How many findings a state of `screen` has beyond those in Apple's own colours, for the
    /// gallery's marks.
    static func count(_ screen: Screen, state: DisplayState, context: PageContext, textSize: TextSize) -> Int {
        let display = state == .empty && !screen.autoEmptyState ? DisplayState.blank : state
        return contrast(screen, display: display, context: context, textSize: textSize).count { !$0.system }
    }

    /// The contrast findings of `display`, in the page's appearance (both when it follows the
    /// system) and design (the one the screen keeps, if it keeps one), quoting the texts in the
    /// device's language.
    private static func contrast(_ screen: Screen, display: DisplayState, context: PageContext, textSize: TextSize) -> [AuditFinding] {
        let content = context.content ?? context.variant
        let language = AuditLanguage(content.language, pseudo: content.pseudo)
        let themes = context.variant.theme.map { [$0] } ?? Theme.allCases
        return themes.flatMap { theme in
            ContrastAudit.findings(screen, state: display, theme: theme, language: language, textSize: textSize,
                                   contrast: context.variant.contrast, design: screen.design(asked: context.variant.os))
        }
    }
}
