/// One cell of a list, like a `UITableViewCell` in the subtitle style, or a grid cell.
public struct Row: Sendable, Equatable {
    /// Identifies the row within its screen, so a delete names the row that was on screen.
    public var id: Int
    /// The main text.
    public var title: LocalizedText
    /// The secondary text under the title.
    public var detail: LocalizedText?
    /// A picture drawn at the leading edge (or filling a grid cell).
    public var image: ImageReference?
    /// A trailing value, as the `.value1` style draws it (Settings' "Wi-Fi … Home").
    public var value: LocalizedText?
    /// What the cell draws at its trailing edge.
    public var accessory: RowAccessory?
    /// The fixtures' `accessibilityLabel`, `accessibilityHint` and `accessibilityHidden`, if any.
    public var accessibility: AccessibilityText?

    /// A row from its parts (inlinable: a 100,000-row file makes one per row).
    @inlinable
    public init(id: Int = 0, title: LocalizedText, detail: LocalizedText? = nil, image: ImageReference? = nil,
                value: LocalizedText? = nil, accessory: RowAccessory? = nil, accessibility: AccessibilityText? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
        self.image = image
        self.value = value
        self.accessory = accessory
        self.accessibility = accessibility
    }
}

/// A section of a list: its rows between an optional header and footer.
public struct ListSection: Sendable, Equatable {
    /// The section header.
    public var header: LocalizedText?
    /// The section footer.
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
    /// Rows over every section; a list with sections but no rows is empty (counting sections would call it full).
    public var rowCount: Int {
        reduce(0) { $0 + $1.rows.count }
    }

    /// Whether the list would draw no row at all, which is when the empty state shows.
    public var isEmptyList: Bool {
        allSatisfy { $0.rows.isEmpty }
    }

    /// The list with `count` rows: its own, then again from the first section on, as often as it
    /// takes, the last copy cut short; a list with none gets rows titled “Row 1”, “Row 2”…
    /// Ids are 1, 2, 3… in reading order.
    public func repeated(toRows count: Int) -> [ListSection] {
        guard !isEmptyList else {
            return [ListSection(rows: (1...Swift.max(1, count)).map { Row(id: $0, title: LocalizedText(verbatim: "Row \($0)")) })]
        }
        var sections: [ListSection] = []
        var remaining = count
        while remaining > 0 {
            for section in self where remaining > 0 && !section.rows.isEmpty {
                var copy = section
                copy.rows = [Row](section.rows.prefix(remaining))
                remaining -= copy.rows.count
                sections.append(copy)
            }
        }
        return sections.numbered()
    }

    /// The largest row id, or 0.
    var maximumRowID: Int {
        lazy.flatMap(\.rows).map(\.id).max() ?? 0
    }

    /// The same sections with ids 1, 2, 3… in reading order.
    func numbered() -> [ListSection] {
        var sections = self
        sections.number()
        return sections
    }

    /// Numbers the rows 1, 2, 3… in reading order, in place: the rows of a list just read are not copied.
    mutating func number() {
        var next = 0
        for section in indices {
            for row in self[section].rows.indices {
                next += 1
                self[section].rows[row].id = next
            }
        }
    }
}
