import HTML
import HTTP

/// Links to the same page in each supported language, keeping its other parameters.
enum LanguagePicker {
    static func render(path: String, keeping parameters: [(String, String)], context: PageContext) -> Node {
        .el("nav", [.class("lp-languages"), Attribute("aria-label", context.text(BuiltInStrings.language))], [
            .el("ul", [], Language.allCases.map { language in
                let link = PageContext(language: language, languageFromQuery: true).link(path, parameters)
                let current = language == context.language
                return .el("li", [], [
                    .el("a", [.href(link), .lang(language.rawValue)]
                        + (current ? [Attribute("aria-current", "true")] : []), text: language.endonym),
                ])
            }),
        ])
    }
}
