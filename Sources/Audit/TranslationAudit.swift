import Screens
import Strings

/// The translation check: a language in which some of a screen's texts fall back to English while
/// others of the same screen are translated — a string forgotten in the catalogue. Texts written as
/// one string for every language (names, numbers: `"Ann Lee"`) are meant to stay as they are.
public enum TranslationAudit {
    /// Every text of `screen` that has no `language` translation although others do, by its fixture path.
    public static func findings(_ screen: Screen, language: LanguageTag) -> [AuditFinding] {
        guard language.language != "en" else { return [] }
        let texts = screen.texts
        guard texts.contains(where: { !$0.text.isVerbatim && $0.text[language] != nil }) else { return [] }
        return texts.filter { !$0.text.isVerbatim && $0.text[language] == nil }.map { path, text in
            AuditFinding(screen: screen.id, state: nil, theme: nil, language: language.description, check: .translation,
                         element: path, subject: "\(path) \"\(text.resolved(for: language))\"", measured: "English",
                         needed: language.description, rule: "other texts of the screen are in \(language)")
        }
    }
}
