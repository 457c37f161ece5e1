import HTML

/// Links to the same page in each supported language.
enum LanguagePicker {
    static func render(path: String, context: PageContext) -> Node {
        .el("nav", [.class("lp-languages"), Attribute("aria-label", context.text(BuiltInStrings.language))], [
            .el("ul", [], Language.allCases.map { language in
                let current = language == context.language
                return .el("li", [], [
                    .el("a", [.href(path + "?lang=" + language.rawValue), .lang(language.rawValue)]
                        + (current ? [Attribute("aria-current", "true")] : []), text: language.endonym),
                ])
            }),
        ])
    }
}
