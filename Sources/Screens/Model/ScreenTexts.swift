import Strings

extension Screen {
    /// The first row's title, and the first detail and value any row has.
    public struct SampleTexts: Sendable {
        /// The first row's title, if there is a row.
        public private(set) var title: LocalizedText?
        /// The first detail of any row.
        public private(set) var detail: LocalizedText?
        /// The first value of any row.
        public private(set) var value: LocalizedText?

        /// None: a list without rows.
        init() {}

        /// The samples of `sections`, in reading order.
        init(_ sections: [ListSection]) {
            for section in sections {
                for row in section.rows {
                    if title == nil { title = row.title }
                    if detail == nil { detail = row.detail }
                    if value == nil { value = row.value }
                    if detail != nil, value != nil { return }
                }
            }
        }
    }

    /// The screen's own texts with their paths in the fixtures file, in file order (the built-in
    /// placeholder texts it did not replace are left out): what the audit's translation check reads
    /// and what the screen's languages are made of.
    public var texts: [(path: String, text: LocalizedText)] {
        var texts: [(path: String, text: LocalizedText)] = []
        forEachText { path, text in texts.append((path(), text)) }
        return texts
    }

    /// Calls `body` with each of ``texts`` in turn, its path spelled out only if `body` asks: a
    /// screen of 100,000 rows has 200,000 texts, and its languages need none of their paths.
    public func forEachText(_ body: (_ path: () -> String, _ text: LocalizedText) -> Void) {
        body({ "title" }, title)
        for (side, items) in [("left", navigationItems.left), ("right", navigationItems.right)] {
            for (index, item) in items.enumerated() {
                switch item {
                case let .text(label): body({ "navigationItems.\(side)[\(index)]" }, label)
                case let .back(label?): body({ "navigationItems.\(side)[\(index)].title" }, label)
                default: break
                }
            }
        }
        if let placeholder = searchBar?.placeholder { body({ "searchBar.placeholder" }, placeholder) }
        if let header = tableHeader { body({ "tableHeader" }, header) }
        for (index, section) in sections.enumerated() {
            if let header = section.header { body({ "sections[\(index)].header" }, header) }
            for (row, item) in section.rows.enumerated() {
                body({ "sections[\(index)].rows[\(row)].title" }, item.title)
                if let detail = item.detail { body({ "sections[\(index)].rows[\(row)].detail" }, detail) }
                if let value = item.value { body({ "sections[\(index)].rows[\(row)].value" }, value) }
            }
            if let footer = section.footer { body({ "sections[\(index)].footer" }, footer) }
        }
        // A placeholder's own texts; the built-in ones (translated into every language) are not the screen's.
        for kind in EmptyStateKind.allCases {
            let config = emptyState(kind), builtIn = EmptyStateConfig.builtIn(kind)
            let fields: [(String, LocalizedText?, LocalizedText?)] = [
                ("title", config.title, builtIn.title), ("detail", config.detail, builtIn.detail),
                ("button", config.button, builtIn.button), ("secondaryButton", config.secondaryButton, builtIn.secondaryButton),
            ]
            for (name, text, standard) in fields {
                if let text, text != standard { body({ "emptyStates.\(kind.rawValue).\(name)" }, text) }
            }
        }
        for (index, item) in (tabBar?.items ?? []).enumerated() {
            body({ "tabBar.items[\(index)].title" }, item.title)
        }
    }

    /// The languages the screen's texts are given in, English first, in the order they first
    /// appear; a screen of built-in texts and single strings only has the built-in languages.
    func textLanguages() -> [LanguageTag] {
        var tags: [LanguageTag] = [Language.english.tag]
        forEachText { _, text in
            for tag in text.tags where !tags.contains(tag) { tags.append(tag) }
        }
        return tags.count == 1 ? Language.allCases.map(\.tag) : tags
    }
}
