import HTML
import Screens

/// The rows of a screen as a plain, grouped or inset grouped list, or a grid of cells.
enum ListView {
    static func render(_ view: ScreenView, context: PageContext) -> Node {
        // Each with its place among the view's sections, which names its header and footer in the VoiceOver view.
        let sections = view.sections.enumerated().filter { !$0.element.rows.isEmpty || $0.element.header != nil || $0.element.footer != nil }
        let deletable = view.preview == nil && !context.readOnly
        // The delete controls are one tab stop for the whole list (roving focus: the arrow keys move
        // between them, see live.js), so a long list does not put a stop per row before the panel.
        let firstRowID = view.sections.lazy.flatMap(\.rows).first?.id
        let stacked = context.variant.textSize.isAccessibility
        switch view.screen.style {
        case .grid:
            return .fragment(sections.map { number, section in
                .fragment([
                    header(section, number, context: context),
                    section.rows.isEmpty ? .empty : .el("ul", gridAttributes(view.screen.columns, context: context), [
                        .generated(count: section.rows.count) { index in
                            let row = section.rows[index]
                            let spoken = accessibility(row, context: context)
                            return .el("li", [.class("lp-cell")] + spoken.attributes + context.voiceOverMark("row-\(row.id)"), [
                                spoken.hint,
                                row.image.map { ImageView.render($0, classes: "lp-cell-image", place: "row-\(row.id)", symbolStyle: .largeTitle, context: context) } ?? .empty,
                                .el("span", [.class("lp-cell-title")], text: context.text(row.title)),
                                deletable ? deleteButton(row, first: row.id == firstRowID, view: view, context: context) : .empty,
                            ])
                        },
                    ]),
                    footer(section, number, context: context),
                ])
            })
        case .plain, .grouped, .insetGrouped:
            return .fragment(sections.map { number, section in
                .el("section", [.class("lp-section")], [
                    header(section, number, context: context),
                    section.rows.isEmpty ? .empty : .el("ul", [.class("lp-rows")], [
                        .generated(count: section.rows.count) { index in
                            let row = section.rows[index]
                            // At the accessibility text sizes a .value1 cell stacks its value under its title.
                            let value = row.value.map { Node.el("span", [.class("lp-row-value")], text: context.text($0)) } ?? .empty
                            let spoken = accessibility(row, context: context)
                            return .el("li", [.class("lp-row")] + spoken.attributes + context.voiceOverMark("row-\(row.id)"), [
                                spoken.hint,
                                row.image.map { ImageView.render($0, classes: "lp-row-image", place: "row-\(row.id)", context: context) } ?? .empty,
                                .el("span", [.class("lp-row-text")] + (RowAccessoryView.makesButton(row.accessory) ? [.role("button")] : []), [
                                    .el("span", [.class("lp-row-title")], text: context.text(row.title)),
                                    row.detail.map { .el("span", [.class("lp-row-detail")], text: context.text($0)) } ?? .empty,
                                    stacked ? value : .empty,
                                ]),
                                stacked ? .empty : value,
                                row.accessory.map { RowAccessoryView.render($0, label: context.text(row.title), context: context) } ?? .empty,
                                deletable ? deleteButton(row, first: row.id == firstRowID, view: view, context: context) : .empty,
                            ])
                        },
                    ]),
                    footer(section, number, context: context),
                ])
            })
        }
    }

    /// A grid's class and columns: a count, one per size class (the device's, or for Fluid both,
    /// the stylesheet choosing by the window's width), or as many as fit a minimum width.
    private static func gridAttributes(_ columns: GridColumns, context: PageContext) -> [Attribute] {
        var style = InlineStyle()
        var classes = "lp-grid"
        switch columns {
        case let .fixed(count):
            style.set("--lp-columns", count: count)
        case let .sizeClass(compact, regular):
            let variant = context.variant
            switch variant.device.isRegularWidth(variant.orientation) {
            case .some(let regularWidth): style.set("--lp-columns", count: regularWidth ? regular : compact)
            case .none:
                classes += " lp-grid--size-class"
                style.set("--lp-columns", count: compact)
                style.set("--lp-columns-regular", count: regular)
            }
        case let .auto(minimumWidth):
            classes += " lp-grid--auto"
            style.set("--lp-cell-min", px: minimumWidth)
        }
        return [.class(classes), Attribute("style", style.attributeValue ?? "")]
    }

    /// What the fixtures tell VoiceOver about a row, told assistive technology the same way: its
    /// `accessibilityLabel` as its name, its `accessibilityHint` as its description (a hidden text
    /// it points to), `accessibilityHidden` as hidden. Nothing for the rows that set none.
    private static func accessibility(_ row: Row, context: PageContext) -> (attributes: [Attribute], hint: Node) {
        guard let accessibility = row.accessibility else { return ([], .empty) }
        if accessibility.hidden { return ([Attribute("aria-hidden", "true")], .empty) }
        let attributes = accessibility.label.map { [Attribute("aria-label", context.text($0))] } ?? []
        guard let hint = accessibility.hint else { return (attributes, .empty) }
        let id = "hint-\(row.id)"
        return (attributes + [HintText.describedBy(id)], HintText.node(context.text(hint), id: id))
    }

    private static func header(_ section: ListSection, _ number: Int, context: PageContext) -> Node {
        section.header.map { .el("h2", [.class("lp-section-header")] + context.voiceOverMark("header-\(number)"), text: context.text($0)) } ?? .empty
    }

    private static func footer(_ section: ListSection, _ number: Int, context: PageContext) -> Node {
        section.footer.map { .el("p", [.class("lp-section-footer")] + context.voiceOverMark("footer-\(number)"), text: context.text($0)) } ?? .empty
    }

    /// A row's remove button on a live page: a small form per row, shown on hover or focus so screenshots stay clean.
    private static func deleteButton(_ row: Row, first: Bool, view: ScreenView, context: PageContext) -> Node {
        let label = context.text(BuiltInStrings.deleteRow)
        return .el("form", [.method("post"), .action(context.link(SitePath.deleteRow(row.id, of: view.screen.id))),
                            .class("lp-row-delete")], [
            .el("button", [.type("submit"), Attribute("aria-label", label + ": " + context.text(row.title)),
                           Attribute("title", label), Attribute("tabindex", first ? "0" : "-1")], text: "−"),
        ])
    }
}
