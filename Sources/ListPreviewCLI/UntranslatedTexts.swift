import Audit
import JSON
import Screens

/// What `check` warns of as falling back to English: the audit's translation check
/// (``TranslationAudit``), a text with no value in a language other texts of its screen are in,
/// as warnings at the text's path in the fixtures file.
enum UntranslatedTexts {
    /// A warning for each such text of `screens`, in the fixtures file's order; not for a text by
    /// key that `loaded`, the strings' warnings, already names (`….detail.key: … has no translation in ar`).
    static func warnings(_ screens: [Screen], besides loaded: [JSONIssue]) -> [JSONIssue] {
        let named = Set(loaded.map(\.path))
        var warnings: [JSONIssue] = []
        for (index, screen) in screens.enumerated() {
            for language in screen.languages {
                for (path, text) in TranslationAudit.untranslated(screen, language: language) {
                    let path = JSONPath.index("screens", index) + "." + path
                    guard !named.contains(path + ".key") else { continue }
                    warnings.append(JSONIssue(path: path,
                                              reason: "\(JSONPath.quoted(text)) falls back to English in \(language) "
                                                  + "(other texts of the screen are in \(language))"))
                }
            }
        }
        return warnings
    }
}
