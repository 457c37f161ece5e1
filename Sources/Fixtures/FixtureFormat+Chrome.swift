import JSON
import Screens
import Strings

/// The parts of the format that describe a screen's iOS chrome: navigation bar items,
/// the tab bar, the section index, search bar settings and grid columns per size class.
extension FixtureFormat {
    /// The keys of `navigationItems`.
    static let navigationItemsKeys = navigationItems.keys
    /// The keys of a bar item given as an object.
    static let barItemKeys = barItemObject.keys
    /// The keys of `tabBar`.
    static let tabBarKeys = tabBar.keys
    /// The keys of a tab.
    static let tabKeys = tab.keys
    /// The keys of `searchBar` given as an object.
    static let searchBarKeys = searchBarObject.keys
    /// The keys of `columns` given as an object: a count per size class, or a minimum width.
    static let columnKeys = columnsPerSizeClass.keys + columnsByWidth.keys

    /// Cells per line in one size class.
    static let sizeClassColumns = 1...10
    /// `columns.minimumWidth`, in CSS px.
    static let minimumColumnWidth = 60.0...400.0
    /// A badge given as a number.
    static let badgeCount = 0...9999

    /// The definitions the chrome adds to `$defs`.
    static var chromeDefinitions: [(key: String, value: JSONValue)] {
        [
            (key: "barItem", value: .object([
                (key: "description", value: .string("A bar button: a text (\"Edit\"), {\"title\": …}, {\"systemImage\": \"plus\"} (or {\"symbol\": \"plus\"}), or the back button {\"symbol\": \"back\", \"title\": \"Mailboxes\"} (its title optional).")),
                (key: "oneOf", value: .array([ref("label"), barItemObject.json])),
            ])),
            (key: "tabBar", value: tabBar.json),
            (key: "tab", value: tab.json),
            (key: "symbol", value: .object([
                (key: "description", value: .string("An SF Symbol's name as the app's code writes it (\"tray\", \"wifi.slash\", "
                    + "\"person.2.badge.gearshape\"), drawn by an open-licensed stand-in in the tint colour; ListPreview's own "
                    + "names (\"inbox\", \"settings\"…) too. An unknown name is a warning and draws a dashed square.")),
                (key: "type", value: .string("string")), (key: "minLength", value: 1),
                (key: "examples", value: .array(["tray", "magnifyingglass", "wifi.slash", "plus", "square.and.arrow.up"].map(JSONValue.string))),
            ])),
            (key: "label", value: label),
        ]
    }

    // MARK: - The screen's keys

    /// What `columns` takes.
    static let columnsDescription = "Cells per line; grid screens only: a number, \"auto\" (as many as fit, each at least "
        + "\(JSONValue.number(GridColumns.defaultMinimumWidth).summary) points wide), one number per size class "
        + "{\"compact\": 2, \"regular\": 4}, or a minimum width {\"minimumWidth\": 120}."

    /// `columns`: a count, "auto", a count per size class or a minimum width.
    static var columnsSchema: JSONValue {
        .object([(key: "oneOf", value: .array([
            range(Double(columns.lowerBound)...Double(columns.upperBound), integer: true),
            .object([(key: "const", value: .string("auto"))]),
            columnsPerSizeClass.json,
            columnsByWidth.json,
        ]))])
    }

    /// `searchBar`: true, false or its settings.
    static var searchBarSchema: JSONValue {
        .object([(key: "oneOf", value: .array([.typed("boolean"), searchBarObject.json]))])
    }

    /// `sectionIndex`: true (A to Z, then #), false or its titles.
    static var sectionIndexSchema: JSONValue {
        .object([(key: "oneOf", value: .array([
            .typed("boolean"),
            .object([
                (key: "type", value: .string("array")),
                (key: "minItems", value: 1),
                (key: "maxItems", value: .number(Double(SectionIndex.mostTitles))),
                (key: "items", value: .object([(key: "type", value: .string("string")), (key: "minLength", value: 1),
                                               (key: "maxLength", value: .number(Double(SectionIndex.longestTitle)))])),
            ]),
        ]))])
    }

    // MARK: - The objects

    /// `navigationItems`: the items of each side.
    static let navigationItems = Shape(
        description: nil,
        properties: ["left", "right"].map { side in
            Property(side, side == "left" ? "The leading items (a back button, Edit…)." : "The trailing items, the outermost first.",
                     .object([(key: "type", value: .string("array")), (key: "maxItems", value: .number(Double(NavigationItems.mostPerSide))),
                              (key: "items", value: ref("barItem"))]))
        },
        required: [])

    /// A bar item given as an object.
    static let barItemObject = Shape(
        description: nil,
        properties: [
            Property("title", "A text button's label, or the back button's.", ref("label")),
            Property("systemImage", "A symbol button, by its SF Symbol's name, as SwiftUI's Button(_:systemImage:) names it.", ref("symbol")),
            Property("symbol", "A symbol button, as systemImage; \"back\" is the back button, which alone takes a title too.", ref("symbol")),
            Property("accessibilityLabel", "What VoiceOver says for a symbol button (UIKit's accessibilityLabel); without it, the symbol's name.",
                     ref("label")),
        ],
        required: [],
        extra: [
            (key: "minProperties", value: 1),
            // A title beside a symbol only for the back button.
            (key: "if", value: .object([(key: "required", value: .array([.string("title"), .string("symbol")]))])),
            (key: "then", value: .object([(key: "properties", value: .object([
                (key: "symbol", value: .object([(key: "const", value: .string(backSymbol))])),
            ]))])),
        ])

    /// `tabBar`.
    static let tabBar = Shape(
        description: "A tab bar (UITabBar) under the list: its tabs and which one is selected.",
        properties: [
            Property("items", "The tabs, in order (UIKit shows five at most).",
                     .object([(key: "type", value: .string("array")), (key: "minItems", value: .number(Double(TabBar.items.lowerBound))),
                              (key: "maxItems", value: .number(Double(TabBar.items.upperBound))), (key: "items", value: ref("tab"))])),
            Property("selected", "The selected tab's index, from 0.",
                     range(0...Double(TabBar.items.upperBound - 1), integer: true), default: 0),
        ],
        required: ["items"])

    /// One of `tabBar.items`.
    static let tab = Shape(
        description: "One tab: its title, icon and optional badge.",
        properties: [
            Property("title", "The title under the icon.", ref("text")),
            Property("icon", "The icon, an SF Symbol's name (\"tray\"); or give it as systemImage.", ref("symbol")),
            Property("systemImage", "The icon, as SwiftUI's Tab(_:systemImage:) names it; the same as icon.", ref("symbol")),
            Property("badge", "A red badge: a count or a short word (\"New\").",
                     .object([(key: "oneOf", value: .array([
                         .object([(key: "type", value: .string("string")), (key: "minLength", value: 1),
                                  (key: "maxLength", value: .number(Double(TabBar.longestBadge)))]),
                         range(Double(badgeCount.lowerBound)...Double(badgeCount.upperBound), integer: true),
                     ]))])),
            Property("accessibilityLabel", "What VoiceOver says for the tab instead of its title (UIKit's accessibilityLabel).", ref("text")),
            Property("accessibilityHint", "What VoiceOver says after a pause (UIKit's accessibilityHint).", ref("text")),
            Property("role", "\"search\": the search tab (UISearchTab, SwiftUI's Tab(role: .search)), which iOS 26 draws apart at the "
                     + "trailing end of the bar; one at most, the last tab.", .object([(key: "enum", value: .array([.string(searchRole)]))])),
        ],
        required: ["title"],
        extra: [(key: "oneOf", value: .array([.object([(key: "required", value: .array([.string("icon")]))]),
                                               .object([(key: "required", value: .array([.string("systemImage")]))])]))])

    /// The back button's `"symbol"`.
    static let backSymbol = "back"

    /// A tab's `"role"` that makes it the search tab.
    static let searchRole = "search"

    /// `searchBar` given as an object.
    static let searchBarObject = Shape(
        description: "A search bar with its own texts.",
        properties: [
            Property("placeholder", "The grey text in the empty field; “Search” by default.", ref("text")),
            Property("noResultsQuery", "What the no-results preview shows typed in the field.", ref("text")),
        ],
        required: [])

    /// `columns` per size class.
    static let columnsPerSizeClass = Shape(
        description: "A count per size class: compact (iPhones upright) and regular (iPads, large iPhones on their side).",
        properties: ["compact", "regular"].map { sizeClass in
            Property(sizeClass, "Cells per line in the \(sizeClass) width.",
                     range(Double(sizeClassColumns.lowerBound)...Double(sizeClassColumns.upperBound), integer: true))
        },
        required: ["compact", "regular"])

    /// `columns` by minimum width.
    static let columnsByWidth = Shape(
        description: "As many cells as fit, each at least minimumWidth points wide.",
        properties: [Property("minimumWidth", "The narrowest a cell may be, in points.", range(minimumColumnWidth, integer: false))],
        required: ["minimumWidth"])

    // MARK: - The values

    /// Text that must not be empty (a button's label).
    private static let label: JSONValue = .object([
        (key: "description", value: .string("A label that is not empty, in one language for all or by language.")),
        (key: "oneOf", value: .array([
            .object([(key: "type", value: .string("string")), (key: "minLength", value: 1)]),
            .object([
                (key: "type", value: .string("object")),
                (key: "minProperties", value: 1),
                (key: "propertyNames", value: .object([(key: "pattern", value: .string(LanguageTag.pattern))])),
                (key: "not", value: .object([(key: "required", value: .array([.string("key")]))])),
                (key: "additionalProperties", value: .object([(key: "type", value: .string("string")), (key: "minLength", value: 1)])),
            ]),
            keyedText,
        ])),
    ])
}
