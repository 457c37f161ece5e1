/// One cell of a list: a title, like `UITableViewCell.textLabel`.
public struct Row: Sendable, Equatable {
    /// The cell's text.
    public var title: LocalizedText

    /// A row with a title.
    public init(title: LocalizedText) {
        self.title = title
    }
}

/// A section of a list: its rows between an optional header and footer.
public struct ListSection: Sendable, Equatable {
    /// The section header, for grouped lists.
    public var header: LocalizedText?
    /// The section footer, for grouped lists.
    public var footer: LocalizedText?
    /// The rows, possibly none.
    public var rows: [Row]

    /// A section from its parts.
    public init(header: LocalizedText? = nil, footer: LocalizedText? = nil, rows: [Row]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

extension [ListSection] {
    /// Rows over every section; a list with sections but no rows is empty (seed 001 counted sections).
    public var rowCount: Int {
        reduce(0) { $0 + $1.rows.count }
    }

    /// Whether the list would draw no row at all, which is when the empty state shows.
    public var isEmptyList: Bool {
        allSatisfy { $0.rows.isEmpty }
    }
}
