import JSON
import Screens
import Symbols
import Strings

/// Reading what a screen's iOS chrome is made of, with the ranges and keys of ``FixtureFormat``.
extension JSONReader {
    /// `columns`: a count, `"auto"`, `{"compact": N, "regular": M}` or `{"minimumWidth": W}`.
    mutating func columns(_ value: JSONValue, at path: String) -> GridColumns? {
        switch value {
        case .number:
            return integer(value, at: path, in: FixtureFormat.columns).map(GridColumns.fixed)
        case .string("auto"):
            return .auto(minimumWidth: GridColumns.defaultMinimumWidth)
        case .object:
            guard let fields = object(value, at: path, allowed: FixtureFormat.columnKeys) else { return nil }
            if let width = fields["minimumWidth"] {
                for key in ["compact", "regular"] where fields[key] != nil {
                    fail(JSONPath.member(path, key), "cannot be combined with “minimumWidth”: give a count per size class or a minimum width")
                }
                return number(width, at: JSONPath.member(path, "minimumWidth"), in: FixtureFormat.minimumColumnWidth).map(GridColumns.auto)
            }
            var counts: [Int] = []
            for key in ["compact", "regular"] {
                guard let count = fields[key] else {
                    fail(JSONPath.member(path, key), "required, but missing")
                    continue
                }
                if let count = integer(count, at: JSONPath.member(path, key), in: FixtureFormat.sizeClassColumns) { counts.append(count) }
            }
            return counts.count == 2 ? .sizeClass(compact: counts[0], regular: counts[1]) : nil
        default:
            fail(path, "expected a whole number from \(FixtureFormat.columns.lowerBound) to \(FixtureFormat.columns.upperBound), \"auto\", "
                + "{\"compact\": …, \"regular\": …} or {\"minimumWidth\": …}, got \(value.summary)")
            return nil
        }
    }

    /// `searchBar`: `true`, `false` (nil) or `{"placeholder": …, "noResultsQuery": …}`.
    mutating func searchBar(_ value: JSONValue, at path: String, strings: AppStrings?) -> SearchBarConfig? {
        switch value {
        case let .bool(flag):
            return flag ? SearchBarConfig() : nil
        case .object:
            guard let fields = object(value, at: path, allowed: FixtureFormat.searchBarKeys) else { return nil }
            var config = SearchBarConfig()
            config.placeholder = fields["placeholder"].flatMap { localized($0, at: JSONPath.member(path, "placeholder"), strings: strings) }
            if let query = fields["noResultsQuery"].flatMap({ localized($0, at: JSONPath.member(path, "noResultsQuery"), strings: strings) }) {
                config.noResultsQuery = query
            }
            return config
        default:
            fail(path, "expected true, false or an object with a placeholder and a noResultsQuery, got \(value.summary)")
            return nil
        }
    }

    /// `sectionIndex`: `true` (A to Z, then #), `false` (nil) or its titles.
    mutating func sectionIndex(_ value: JSONValue, at path: String) -> SectionIndex? {
        switch value {
        case let .bool(flag):
            return flag ? .alphabet : nil
        case let .array(elements):
            guard (1...SectionIndex.mostTitles).contains(elements.count) else {
                fail(path, "expected 1 to \(SectionIndex.mostTitles) titles, got \(elements.count)")
                return nil
            }
            let titles = elements.enumerated().compactMap { index, element in
                shortString(element, at: JSONPath.index(path, index), longest: SectionIndex.longestTitle, what: "an index title")
            }
            return titles.count == elements.count ? SectionIndex(titles: titles) : nil
        default:
            fail(path, "expected true (A to Z, then #), false or an array of titles, got \(value.summary)")
            return nil
        }
    }

    /// `navigationItems`: `{"left": [...], "right": [...]}`.
    mutating func navigationItems(_ value: JSONValue, at path: String, strings: AppStrings?) -> NavigationItems? {
        guard let fields = object(value, at: path, allowed: FixtureFormat.navigationItemsKeys) else { return nil }
        var items = NavigationItems()
        items.left = fields["left"].flatMap { barItems($0, at: JSONPath.member(path, "left"), strings: strings) } ?? []
        items.right = fields["right"].flatMap { barItems($0, at: JSONPath.member(path, "right"), strings: strings) } ?? []
        return items
    }

    private mutating func barItems(_ value: JSONValue, at path: String, strings: AppStrings?) -> [BarItem]? {
        guard let elements = array(value, at: path) else { return nil }
        guard elements.count <= NavigationItems.mostPerSide else {
            fail(path, "expected at most \(NavigationItems.mostPerSide) items, as a navigation bar has room for, got \(elements.count)")
            return nil
        }
        return elements.enumerated().compactMap { barItem($1, at: JSONPath.index(path, $0), strings: strings) }
    }

    /// A text (a text button), or `{"title": …}`, `{"symbol": …}` or `{"symbol": "back", "title": …}`.
    private mutating func barItem(_ value: JSONValue, at path: String, strings: AppStrings?) -> BarItem? {
        // An object of languages is a text; any other object is a bar item's.
        if case let .object(members) = value, members.isEmpty || !(members.contains { $0.key == "key" } || members.allSatisfy { LanguageTag($0.key) != nil }) {
            let issuesBefore = issues.count
            guard let fields = object(value, at: path, allowed: FixtureFormat.barItemKeys) else { return nil }
            let title = fields["title"].flatMap { label($0, at: JSONPath.member(path, "title"), strings: strings) }
            if fields["symbol"] != nil, fields["systemImage"] != nil {
                fail(JSONPath.member(path, "systemImage"), "give the symbol once: \"systemImage\" or \"symbol\", not both")
                return nil
            }
            let symbolKey = fields["systemImage"] != nil ? "systemImage" : "symbol"
            guard let symbolValue = fields[symbolKey] else {
                if fields["title"] == nil, issues.count == issuesBefore {
                    fail(path, "expected a \"title\", a \"symbol\", or both for the back button ({\"symbol\": \"back\", \"title\": …})")
                }
                return title.map(BarItem.text)
            }
            if symbolKey == "symbol", symbolValue == .string(FixtureFormat.backSymbol) { return .back(title) }
            guard let symbol = systemSymbol(symbolValue, at: JSONPath.member(path, symbolKey)) else { return nil }
            let accessibilityLabel = fields["accessibilityLabel"].flatMap { label($0, at: JSONPath.member(path, "accessibilityLabel"), strings: strings) }
            if fields["title"] != nil {
                fail(JSONPath.member(path, "title"), "only the back button takes a title beside its symbol (this one is \(symbolValue.summary)); "
                    + "give {\"title\": …} or {\"symbol\": …}")
                return nil
            }
            return .symbol(symbol, label: accessibilityLabel)
        }
        return label(value, at: path, strings: strings).map(BarItem.text)
    }

    /// Text that must not be empty in any language given.
    private mutating func label(_ value: JSONValue, at path: String, strings: AppStrings?) -> LocalizedText? {
        guard let text = localized(value, at: path, strings: strings) else { return nil }
        if case .string("") = value {
            fail(path, "expected a label, got an empty string")
            return nil
        }
        if case let .object(members) = value, let empty = members.first(where: { $0.value == .string("") }) {
            fail(JSONPath.member(path, empty.key), "expected a label, got an empty string")
            return nil
        }
        return text
    }

    /// `tabBar`: `{"items": [...], "selected": N}`.
    mutating func tabBar(_ value: JSONValue, at path: String, strings: AppStrings?) -> TabBar? {
        guard let fields = object(value, at: path, allowed: FixtureFormat.tabBarKeys, required: ["items"]),
              let list = fields["items"], let elements = array(list, at: JSONPath.member(path, "items")) else { return nil }
        let itemsPath = JSONPath.member(path, "items")
        if !TabBar.items.contains(elements.count) {
            fail(itemsPath, "expected \(TabBar.items.lowerBound) to \(TabBar.items.upperBound) tabs (UIKit shows five, then “More”), got \(elements.count)")
        }
        let items = elements.enumerated().compactMap { tab($1, at: JSONPath.index(itemsPath, $0), strings: strings) }
        // UIKit places the search tab at the trailing end, apart from the others: one, and last.
        for (index, item) in items.enumerated() where items.count == elements.count && item.isSearch && index != items.count - 1 {
            fail(JSONPath.member(JSONPath.index(itemsPath, index), "role"),
                 "only the last tab can be the search tab (iOS puts it at the trailing end of the bar, one at most)")
        }
        var selected = 0
        if let value = fields["selected"] {
            let last = min(max(elements.count, TabBar.items.lowerBound), TabBar.items.upperBound) - 1
            guard case let .number(number) = value, let index = Int(exactly: number), (0...last).contains(index) else {
                fail(JSONPath.member(path, "selected"), "expected a tab's index, a whole number from 0 to \(last), got \(value.summary)")
                return nil
            }
            selected = index
        }
        return items.count == elements.count && TabBar.items.contains(items.count) ? TabBar(items: items, selected: selected) : nil
    }

    private mutating func tab(_ value: JSONValue, at path: String, strings: AppStrings?) -> TabBar.Item? {
        guard let fields = object(value, at: path, allowed: FixtureFormat.tabKeys, required: ["title"]) else { return nil }
        let iconKey = fields["systemImage"] != nil ? "systemImage" : "icon"
        if fields["icon"] != nil, fields["systemImage"] != nil {
            fail(JSONPath.member(path, "systemImage"), "give the icon once: \"systemImage\" or \"icon\", not both")
            return nil
        }
        guard let iconValue = fields[iconKey] else {
            fail(path, "missing \"systemImage\" (or \"icon\"): the tab's SF Symbol, such as \"tray\"")
            return nil
        }
        guard let title = fields["title"].flatMap({ localized($0, at: JSONPath.member(path, "title"), strings: strings) }),
              let icon = systemSymbol(iconValue, at: JSONPath.member(path, iconKey)) else { return nil }
        var badge: String?
        if let value = fields["badge"] {
            let badgePath = JSONPath.member(path, "badge")
            switch value {
            case .string:
                badge = shortString(value, at: badgePath, longest: TabBar.longestBadge, what: "a badge")
            case .number:
                badge = integer(value, at: badgePath, in: FixtureFormat.badgeCount).map(String.init)
            default:
                fail(badgePath, "expected a count from \(FixtureFormat.badgeCount.lowerBound) to \(FixtureFormat.badgeCount.upperBound) "
                    + "or a text of 1 to \(TabBar.longestBadge) characters, got \(value.summary)")
            }
            if badge == nil { return nil }
        }
        let accessibility = AccessibilityText.make(
            label: fields["accessibilityLabel"].flatMap { label($0, at: JSONPath.member(path, "accessibilityLabel"), strings: strings) },
            hint: fields["accessibilityHint"].flatMap { label($0, at: JSONPath.member(path, "accessibilityHint"), strings: strings) },
            hidden: false)
        var isSearch = false
        if let value = fields["role"] {
            guard value == .string(FixtureFormat.searchRole) else {
                fail(JSONPath.member(path, "role"), "expected \"search\" (the search tab), got \(value.summary)")
                return nil
            }
            isSearch = true
        }
        return TabBar.Item(title: title, icon: icon, badge: badge, accessibility: accessibility, isSearch: isSearch)
    }

    /// A string of 1 to `longest` characters, counted as JSON Schema's `maxLength` counts them
    /// (Unicode scalars), so the schema and the decoder agree.
    private mutating func shortString(_ value: JSONValue, at path: String, longest: Int, what: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard (1...longest).contains(text.unicodeScalars.count) else {
            fail(path, "expected \(what) of 1 to \(longest) characters, got "
                + (text.isEmpty ? "an empty string" : "\(text.unicodeScalars.count) characters (\(value.summary))"))
            return nil
        }
        return text
    }

    /// A row's `accessory` and `on` (`on` only for a switch).
    mutating func rowAccessory(_ fields: JSONFields, at path: @autoclosure () -> String) -> RowAccessory? {
        let kind = fields["accessory"].flatMap { choice($0, at: JSONPath.member(path(), "accessory"), as: RowAccessory.Kind.self) }
        var on = false
        if let value = fields["on"] {
            on = bool(value, at: JSONPath.member(path(), "on")) ?? false
            if kind != .switch, fields["accessory"] == nil || kind != nil {
                fail(JSONPath.member(path(), "on"), "only applies to rows with \"accessory\": \"switch\" ("
                    + (kind.map { "this one has \(JSONValue.string($0.rawValue).summary)" } ?? "this one has none") + ")")
            }
        }
        switch kind {
        case nil: return nil
        case .disclosure: return .disclosure
        case .checkmark: return .checkmark
        case .detailButton: return .detailButton
        case .switch: return .toggle(on: on)
        }
    }

    /// An SF Symbol's name (or one of ListPreview's own). A name no stand-in draws is kept, drawn
    /// as a dashed square, with a warning that suggests the nearest known name: as Xcode builds an
    /// app that names a symbol iOS lacks (`check --strict` fails on it).
    package mutating func systemSymbol(_ value: JSONValue, at path: String) -> SystemSymbol? {
        guard case let .string(name) = value, !name.isEmpty else {
            fail(path, "expected an SF Symbol's name such as \"tray\", got \(value.summary)")
            return nil
        }
        let symbol = SystemSymbol(name)
        if !symbol.isKnown {
            warn(path, "unknown SF Symbol “\(name)”" + (symbol.suggestion.map { " — did you mean “\($0)”?" } ?? "") + " (drawn as a dashed square)")
        }
        return symbol
    }

    /// `systemImage`: an SF Symbol's name, or `{"name": …, "weight", "scale", "pointSize", "renderingMode"}`.
    package mutating func systemImage(_ value: JSONValue, at path: String) -> ImageReference? {
        guard case .object = value else { return systemSymbol(value, at: path).map { .symbol($0.name) } }
        guard let fields = object(value, at: path, allowed: FixtureFormat.systemImageKeys, required: ["name"]),
              let symbol = fields["name"].flatMap({ systemSymbol($0, at: JSONPath.member(path, "name")) }) else { return nil }
        var style = SymbolStyle()
        if let weight = fields["weight"] {
            guard case let .string(name) = weight, let parsed = SymbolWeight.named(name) else {
                fail(JSONPath.member(path, "weight"), "expected one of " + SymbolWeight.allCases.map { "“\($0.name)”" }.joined(separator: ", ")
                    + ", got \(weight.summary)")
                return nil
            }
            style.weight = parsed
        }
        if let scale = fields["scale"] {
            guard let parsed = choice(scale, at: JSONPath.member(path, "scale"), as: SymbolScale.self) else { return nil }
            style.scale = parsed
        }
        if let size = fields["pointSize"] {
            guard let parsed = number(size, at: JSONPath.member(path, "pointSize"), in: SymbolStyle.pointSizes) else { return nil }
            style.pointSize = parsed
        }
        if let mode = fields["renderingMode"] {
            guard case let .string(name) = mode, name == "monochrome" || name == "hierarchical" else {
                fail(JSONPath.member(path, "renderingMode"), "expected “monochrome” or “hierarchical”, got \(mode.summary)")
                return nil
            }
            style.hierarchical = name == "hierarchical"
        }
        return .symbol(symbol.name, style: style)
    }
}
