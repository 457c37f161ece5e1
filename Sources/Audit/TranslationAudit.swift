import Screens
import Strings

/// The translation check: a language in which some of a screen's texts fall back to English while
/// others of the same screen are translated — a string forgotten in the catalogue. Texts written as
/// one string for every language (names, numbers: `"Ann Lee"`) are meant to stay as they are.
public enum TranslationAudit {
    /// Every text of `screen` that has no `language` translation although others do, by its fixture path.
    public static func findings(_ screen: Screen, language: LanguageTag) -> [AuditFinding] {
        guard language.language != "en" else { return [] }
        // Paths are spelled out for the findings alone: a long list's texts are many.
        var translated = false
        screen.forEachText { _, text in translated = translated || (!text.isVerbatim && text[language] != nil) }
        guard translated else { return [] }
        var findings: [AuditFinding] = []
        screen.forEachText { path, text in
            guard !text.isVerbatim, text[language] == nil else { return }
            let path = path()
            findings.append(AuditFinding(screen: screen.id, state: nil, theme: nil, language: language.description, check: .translation,
                                         element: path, subject: "\(path) \"\(text.resolved(for: language))\"", measured: "English",
                                         needed: language.description, rule: "other texts of the screen are in \(language)"))
        }
        return findings
    }
}
