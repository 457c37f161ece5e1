/// The translation check: a language in which some of a screen's texts fall back to English while
/// others of the same screen are translated — a string forgotten in the catalogue. Texts written as
/// one string for every language (names, numbers: `"Ann Lee"`) are meant to stay as they are.
public enum TranslationAudit {
    /// Every text of `screen` that has no `language` translation although others do, by its fixture path.
    public static func findings(_ screen: Screen, language: Language) -> [AuditFinding] {
        guard language != .english else { return [] }
        let texts = texts(of: screen)
        guard texts.contains(where: { !$0.text.isVerbatim && $0.text[language] != nil }) else { return [] }
        return texts.filter { !$0.text.isVerbatim && $0.text[language] == nil }.map { path, text in
            AuditFinding(screen: screen.id, state: nil, theme: nil, language: language.rawValue, check: .translation,
                         element: path, subject: "\(path) \"\(text.resolved(for: language))\"", measured: "English",
                         needed: language.rawValue, rule: "other texts of the screen are in \(language.rawValue)")
        }
    }

    /// The screen's texts with their paths in the fixtures file, in file order.
    static func texts(of screen: Screen) -> [(path: String, text: LocalizedText)] {
        var texts: [(String, LocalizedText)] = [("title", screen.title)]
        for (side, items) in [("left", screen.navigationItems.left), ("right", screen.navigationItems.right)] {
            for (index, item) in items.enumerated() {
                switch item {
                case let .text(label): texts.append(("navigationItems.\(side)[\(index)]", label))
                case let .back(label?): texts.append(("navigationItems.\(side)[\(index)].title", label))
                default: break
                }
            }
        }
        if let placeholder = screen.searchBar?.placeholder { texts.append(("searchBar.placeholder", placeholder)) }
        if let header = screen.tableHeader { texts.append(("tableHeader", header)) }
        for (index, section) in screen.sections.enumerated() {
            let path = "sections[\(index)]"
            if let header = section.header { texts.append((path + ".header", header)) }
            for (row, item) in section.rows.enumerated() {
                texts.append(("\(path).rows[\(row)].title", item.title))
                if let detail = item.detail { texts.append(("\(path).rows[\(row)].detail", detail)) }
                if let value = item.value { texts.append(("\(path).rows[\(row)].value", value)) }
            }
            if let footer = section.footer { texts.append((path + ".footer", footer)) }
        }
        // A placeholder's own texts; the built-in ones (translated into every language) are not the screen's.
        for kind in EmptyStateKind.allCases {
            let config = screen.emptyState(kind), builtIn = EmptyStateConfig.builtIn(kind)
            let path = "emptyStates.\(kind.rawValue)"
            let fields: [(String, LocalizedText?, LocalizedText?)] = [
                ("title", config.title, builtIn.title), ("detail", config.detail, builtIn.detail),
                ("button", config.button, builtIn.button), ("secondaryButton", config.secondaryButton, builtIn.secondaryButton),
            ]
            for (name, text, standard) in fields {
                if let text, text != standard { texts.append((path + "." + name, text)) }
            }
        }
        for (index, item) in (screen.tabBar?.items ?? []).enumerated() {
            texts.append(("tabBar.items[\(index)].title", item.title))
        }
        return texts
    }
}
