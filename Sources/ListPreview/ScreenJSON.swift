import JSON
import Pages
import Screens

/// Screens and their state as the API shows them, in the request's language.
enum ScreenJSON {
    /// One line of `GET /api/screens`.
    static func summary(_ screen: Screen, state: ScreenState, now: Int64, context: PageContext) -> JSONValue {
        .object([
            (key: "id", value: .string(screen.id)),
            (key: "title", value: .string(context.text(screen.title))),
            (key: "style", value: .string(screen.style.rawValue)),
            (key: "state", value: .string(state.display(for: screen, at: now).rawValue)),
            (key: "rows", value: .number(Double(state.sections.rowCount))),
            (key: "version", value: .number(Double(state.version))),
            (key: "url", value: .string(screen.path)),
        ])
    }

    /// `GET /api/screens/{id}`: the summary plus rows, forced state, pending reload and placeholders.
    static func detail(_ screen: Screen, state: ScreenState, now: Int64, context: PageContext) -> JSONValue {
        guard case var .object(members) = summary(screen, state: state, now: now, context: context) else { return .null }
        members += [
            (key: "language", value: .string(context.language.description)),
            (key: "largeTitle", value: .bool(screen.largeTitle)),
            // The tint in effect: without one, UIKit's systemBlue.
            (key: "tint", value: color(screen.tint ?? (try? NamedColor.resolve("systemBlue").get()))),
            (key: "autoEmptyState", value: .bool(screen.autoEmptyState)),
            (key: "forced", value: state.forced.map { .string($0.rawValue) } ?? .null),
            (key: "reloadDueAt", value: state.pendingReload.map { .number(Double($0.dueAt)) } ?? .null),
            (key: "sections", value: .array(state.sections.map { section(of: $0, context: context) })),
            (key: "emptyStates", value: .object(EmptyStateKind.allCases.map { kind in
                (key: kind.rawValue, value: emptyState(screen.emptyState(kind), context: context))
            })),
            (key: "reload", value: .object([(key: "result", value: .string(screen.reload.result.rawValue)),
                                            (key: "delayMs", value: .number(Double(screen.reload.delayMs)))])),
        ]
        if let tabBar = screen.tabBar { members.append((key: "tabBar", value: self.tabBar(tabBar, context: context))) }
        if screen.style == .grid { members.insert((key: "columns", value: screen.columns.json), at: 3) }
        return .object(members)
    }

    private static func section(of section: ListSection, context: PageContext) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let header = section.header { members.append((key: "header", value: .string(context.text(header)))) }
        if let footer = section.footer { members.append((key: "footer", value: .string(context.text(footer)))) }
        members.append((key: "rows", value: .array(section.rows.map { row in
            var fields: [(key: String, value: JSONValue)] = [(key: "id", value: .number(Double(row.id))),
                                                             (key: "title", value: .string(context.text(row.title)))]
            if let detail = row.detail { fields.append((key: "detail", value: .string(context.text(detail)))) }
            if let image = row.image {
                fields.append((key: "image", value: .string(image.name)))
                fields.append((key: "imageURL", value: .string(image.url)))
            }
            if let value = row.value { fields.append((key: "value", value: .string(context.text(value)))) }
            if let accessory = row.accessory {
                fields.append((key: "accessory", value: .string(accessory.kind.rawValue)))
                if case let .toggle(on) = accessory { fields.append((key: "on", value: .bool(on))) }
            }
            return .object(fields)
        })))
        return .object(members)
    }

    private static func tabBar(_ tabBar: TabBar, context: PageContext) -> JSONValue {
        .object([
            (key: "items", value: .array(tabBar.items.map { item in
                .object([(key: "title", value: .string(context.text(item.title))), (key: "icon", value: .string(item.icon.name)),
                         (key: "badge", value: item.badge.map(JSONValue.string) ?? .null)])
            })),
            (key: "selected", value: .number(Double(tabBar.selected))),
        ])
    }

    /// A colour as CSS, or `{"light": …, "dark": …}` when it has a dark variant; null for none.
    private static func color(_ value: ThemedColor?) -> JSONValue {
        guard let value else { return .null }
        guard let dark = value.dark else { return .string(value.light.css) }
        return .object([(key: "light", value: .string(value.light.css)), (key: "dark", value: .string(dark.css))])
    }

    private static func emptyState(_ config: EmptyStateConfig, context: PageContext) -> JSONValue {
        func text(_ value: LocalizedText?) -> JSONValue { value.map { .string(context.text($0)) } ?? .null }
        return .object([
            (key: "image", value: config.image.map { .string($0.name) } ?? .null),
            (key: "imageURL", value: config.image.map { .string($0.url) } ?? .null),
            (key: "imageTint", value: color(config.imageTint)),
            (key: "title", value: text(config.title)),
            (key: "detail", value: text(config.detail)),
            (key: "button", value: text(config.button)),
            (key: "secondaryButton", value: text(config.secondaryButton)),
            (key: "background", value: color(config.background)),
            (key: "textColor", value: color(config.textColor)),
            (key: "verticalOffset", value: .number(config.verticalOffset)),
            (key: "spacing", value: config.spacing.map { .number($0) } ?? .null),
            (key: "alignment", value: .string(config.alignment.rawValue)),
            (key: "tap", value: .string(config.tap.rawValue)),
            (key: "fadeIn", value: .bool(config.fadeIn)),
        ])
    }
}

extension GridColumns {
    /// As the fixtures write it: a number, `{"compact": N, "regular": M}` or `{"minimumWidth": W}`.
    var json: JSONValue {
        switch self {
        case let .fixed(count): .number(Double(count))
        case let .sizeClass(compact, regular): .object([(key: "compact", value: .number(Double(compact))),
                                                        (key: "regular", value: .number(Double(regular)))])
        case let .auto(minimumWidth): .object([(key: "minimumWidth", value: .number(minimumWidth))])
        }
    }
}
