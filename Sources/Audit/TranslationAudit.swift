import Screens
import Strings

/// The translation check: a language in which some of a screen's texts fall back to English while
/// others of the same screen are translated — a string forgotten in the catalogue. Texts written as
/// one string for every language (names, numbers: `"Ann Lee"`) are meant to stay as they are.
public enum TranslationAudit {
    /// Every text of `screen` that has no `language` translation although others do, by its fixture path.
    public static func findings(_ screen: Screen, language: LanguageTag) -> [AuditFinding] {
        untranslated(screen, language: language).map { path, text in
            AuditFinding(screen: screen.id, state: nil, theme: nil, language: language.description, check: .translation,
                         element: path, subject: "\(path) \"\(text)\"", measured: "English",
                         needed: language.description, rule: "other texts of the screen are in \(language)")
        }
    }

    /// The texts of `screen` that fall back to English in `language` although others of the screen are
    /// in it: each one's path in the screen's fixture (`sections[0].rows[2].title`) and what is drawn.
    public static func untranslated(_ screen: Screen, language: LanguageTag) -> [(path: String, text: String)] {
        guard language.language != "en" else { return [] }
        // Paths are spelled out for the untranslated texts alone: a long list's texts are many.
        var translated = false
        screen.forEachText { _, text in translated = translated || (!text.isVerbatim && text[language] != nil) }
        guard translated else { return [] }
        var texts: [(path: String, text: String)] = []
        screen.forEachText { path, text in
            guard !text.isVerbatim, text[language] == nil else { return }
            texts.append((path(), text.resolved(for: language)))
        }
        return texts
    }
}
