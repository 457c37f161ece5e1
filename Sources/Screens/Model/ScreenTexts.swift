import Strings

extension Screen {
    /// The screen's own texts with their paths in the fixtures file, in file order (the built-in
    /// placeholder texts it did not replace are left out): what the audit's translation check reads
    /// and what the screen's languages are made of.
    public var texts: [(path: String, text: LocalizedText)] {
        let screen = self
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

    /// The languages the screen's texts are given in, English first, in the order they first
    /// appear; a screen of built-in texts and single strings only has the built-in languages.
    static func languages(of texts: [(path: String, text: LocalizedText)]) -> [LanguageTag] {
        var tags: [LanguageTag] = [Language.english.tag]
        for (_, text) in texts {
            for tag in text.tags where !tags.contains(tag) { tags.append(tag) }
        }
        return tags.count == 1 ? Language.allCases.map(\.tag) : tags
    }
}
