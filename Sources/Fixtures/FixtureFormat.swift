import JSON
import Screens
import Symbols
import Strings

/// The fixtures format, described once. ``FixtureDecoder`` takes its keys, ranges and choices from
/// here, and `listpreview schema` prints it as a JSON Schema (draft 2020-12) for editors and CI, so
/// the two cannot drift apart. Rules a schema cannot state (ids unique across screens, an image
/// file that exists and is an image) are the decoder's alone.
public enum FixtureFormat {
    /// The keys of the document, `screens` and `$schema`.
    static let documentKeys = document.keys
    /// The keys of a screen.
    static let screenKeys = screen.keys
    /// The keys of a section.
    static let sectionKeys = section.keys
    /// The keys of a row given as an object.
    static let rowKeys = row.keys
    /// The keys of a placeholder.
    static let placeholderKeys = placeholder(loading: false).keys
    /// The keys of a button given as an object.
    static let buttonKeys = button.keys
    /// The keys of `reload`.
    static let reloadKeys = reload.keys
    /// The keys of one of `fonts`.
    static let fontKeys = font.keys
    /// A font face's `weight`.
    static let fontWeight = 100...900

    /// Cells per line in a grid.
    static let columns = 1...6
    /// A placeholder's `verticalOffset`, in CSS px.
    static let verticalOffset = -1000.0...1000.0
    /// A placeholder's `spacing`, in CSS px.
    static let spacing = 0.0...200.0
    /// A reload's `delayMs`.
    static let delay = 0...60_000
    /// The longest screen id.
    static let longestID = 64

    /// The JSON Schema, as `listpreview schema` prints it.
    public static var schema: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "$schema", value: .string("https://json-schema.org/draft/2020-12/schema")),
            (key: "$id", value: .string("https://listpreview.invalid/schema/fixtures.json")),
            (key: "title", value: .string("ListPreview fixtures")),
        ]
        // The document's own description opens the schema.
        members += document.json.objectMembers
        members.append((key: "$defs", value: .object([
            (key: "screen", value: screen.json),
            (key: "section", value: section.json),
            (key: "row", value: .object([
                (key: "description", value: .string("A cell: a title alone as a string, or an object with a title, detail, image, value and accessory.")),
                (key: "oneOf", value: .array([.object([(key: "type", value: .string("string"))]), row.json])),
            ])),
            (key: "placeholder", value: placeholder(loading: false).json),
            (key: "loadingPlaceholder", value: placeholder(loading: true).json),
            (key: "reload", value: reload.json),
            (key: "button", value: .object([
                (key: "description", value: .string("A button: its label as a text, or an object with its title, style and size.")),
                (key: "oneOf", value: .array([ref("text"), button.json])),
            ])),
        ] + chromeDefinitions + [
            (key: "text", value: text),
            (key: "color", value: color),
            (key: "hexColor", value: hexColor),
            (key: "namedColor", value: namedColor),
            (key: "catalogColor", value: catalogColor),
            (key: "image", value: image),
            (key: "systemImage", value: .object([
                (key: "description", value: .string("An SF Symbol by name, or {\"name\": …} with how the app configures it.")),
                (key: "oneOf", value: .array([ref("symbol"), systemImageObject.json])),
            ])),
            (key: "font", value: font.json),
            (key: "fontFamily", value: fontFamily),
        ])))
        return .object(members)
    }

    /// An `"os"`: the number of the iOS whose design to draw.
    private static let design: JSONValue = .object([(key: "enum", value: .array(SystemDesign.allCases.map { .number(Double($0.rawValue)!) }))])

    // MARK: - The objects

    private static let document = Shape(
        description: "A ListPreview fixtures file: iOS list screens and their placeholders (empty data sets), to preview in a browser.",
        properties: [
            Property("$schema", "The JSON Schema of this file, for editors (`listpreview schema` prints it).", .typed("string")),
            Property("screens", "The screens, in the order the index lists them; each is served at /screens/ID.",
                     .object([(key: "type", value: .string("array")), (key: "minItems", value: 1), (key: "items", value: ref("screen"))])),
            Property("fonts", "The app's font files, one face each; screens and placeholders then name a family with \"font\".",
                     .object([(key: "type", value: .string("array")), (key: "items", value: ref("font"))])),
            Property("os", "The iOS design every screen is drawn in when the URL, the pickers or the command line do not choose: "
                     + "26 (Liquid Glass) or 18.", design, default: .number(Double(SystemDesign.standard.rawValue)!)),
            Property("drawnBy", drawnByDescription + " Every placeholder's, unless its screen or itself names another.",
                     choices(PlaceholderAPI.self), default: .string(PlaceholderAPI.standard.rawValue)),
            Property("app", "The app's own files this file's texts and pictures come from, each a path relative to this file "
                     + "(as `listpreview import` writes them): read as --strings and --xcassets are, before any *.xcassets beside it.",
                     appFiles),
        ],
        required: ["screens"])

    /// The keys of `app`.
    static let appKeys = ["strings", "xcassets"]

    /// `app`: the app's strings and asset catalogs by path.
    private static let appFiles: JSONValue = {
        func paths(_ description: String) -> JSONValue {
            .object([(key: "description", value: .string(description)), (key: "type", value: .string("array")),
                     (key: "items", value: .object([(key: "type", value: .string("string")), (key: "minLength", value: 1)]))])
        }
        return .object([
            (key: "type", value: .string("object")),
            (key: "additionalProperties", value: .bool(false)),
            (key: "properties", value: .object([
                (key: "strings", value: paths("String Catalogs (.xcstrings), .strings files or folders of LANG.lproj.")),
                (key: "xcassets", value: paths("Asset catalogs (.xcassets folders).")),
            ])),
        ])
    }()

    /// What `drawnBy` says, wherever it is written.
    private static let drawnByDescription = "The API the app draws its placeholders with, each with its own look: uikit "
        + "(UIContentUnavailableConfiguration), swiftui (ContentUnavailableView) or dzn (DZNEmptyDataSet)."

    /// A button: its title alone, or with the style and size the app gives it.
    private static let button = Shape(
        description: "A button with the style and size the app's API gives it.",
        properties: [
            Property("title", "The button's label.", ref("text")),
            Property("style", "SwiftUI's button style (automatic, borderless, bordered, borderedProminent, plain, glass, glassProminent) "
                     + "or UIKit's UIButton.Configuration (plain, gray, tinted, filled, borderless, bordered, borderedProminent, "
                     + "borderedTinted, glass, prominentGlass, clearGlass, prominentClearGlass, custom), as the placeholder's API spells it.",
                     choices(ButtonStyleName.self)),
            Property("size", "SwiftUI's controlSize (mini, small, regular, large) or UIKit's buttonSize (mini, small, medium, large).",
                     choices(ControlSize.self)),
        ],
        required: ["title"])

    private static let font = Shape(
        description: "One face of an app font: its file and the family, weight and style it is.",
        properties: [
            Property("file", "A TrueType (.ttf), OpenType (.otf), WOFF or WOFF2 file: a path relative to the fixtures file (fonts/Brand-Regular.woff2), checked by its content.",
                     .object([(key: "type", value: .string("string")), (key: "minLength", value: 1)])),
            Property("family", "The family screens and placeholders name it by (\"font\": \"Brand Sans\").",
                     .object([(key: "type", value: .string("string")), (key: "pattern", value: .string(#"\S"#))])),
            Property("weight", "The face's weight, 100 (thin) to 900 (black); titles ask for 600 (semibold) and take the nearest face.",
                     range(Double(fontWeight.lowerBound)...Double(fontWeight.upperBound), integer: true), default: 400),
            Property("italic", "Whether the face is the family's italic.", .typed("boolean"), default: false),
        ],
        required: ["file", "family"])

    /// A family of `fonts`, for a screen or a placeholder.
    private static let fontFamily: JSONValue = .object([
        (key: "description", value: .string("A family of the file's \"fonts\". Text in it scales with Dynamic Type as UIFontMetrics scales a custom font for its text style; the status bar and system controls keep the system font.")),
        (key: "type", value: .string("string")),
    ])

    private static let screen = Shape(
        description: "One list screen: a navigation bar, optional in-screen buttons and search bar, the list and its placeholders.",
        properties: [
            Property("id", "Identifies the screen in URLs (/screens/ID): lowercase letters, digits and “-”, unique in the file.",
                     .object([(key: "type", value: .string("string")), (key: "pattern", value: .string("^[a-z0-9-]{1,\(longestID)}$"))])),
            Property("title", "The navigation bar title; defaults to the id.", ref("text")),
            Property("largeTitle", "Whether the navigation bar shows a large title, as Mail and Settings do.",
                     .typed("boolean"), default: false),
            Property("navigationItems", "The navigation bar's buttons, each side from the outside in.", navigationItems.json),
            Property("tint", "The tint (tintColor) of bar buttons, the selected tab, checkmarks, switches, the section index and the placeholder's buttons; systemBlue by default.",
                     ref("color")),
            Property("style", "UITableView.Style — plain: a table view; grouped: sections edge to edge on the grouped background; insetGrouped: sections as rounded groups inset by the margins — or grid: a collection view.",
                     choices(ListStyle.self), default: "plain"),
            Property("columns", columnsDescription, columnsSchema, default: 3),
            Property("autoEmptyState", "Whether an empty list shows the empty placeholder by itself; false keeps it blank.",
                     .typed("boolean"), default: true),
            Property("searchBar", "A search field above the list (?q=); no match shows the search placeholder: true, or its settings.",
                     searchBarSchema, default: false),
            Property("tableHeader", "A line above the rows (the table header view) that placeholders never cover.", ref("text")),
            Property("startsEmpty", "Open with no rows, as the demo does; “show data” brings the rows.",
                     .typed("boolean"), default: false),
            Property("toolbar", "Buttons drawn inside the screen, under the navigation bar, each changing the live state.",
                     .object([(key: "type", value: .string("array")), (key: "items", value: choices(ScreenAction.self))]), default: .array([])),
            Property("sections", "The rows, in sections; what “show data” and a restoring reload bring back.",
                     .object([(key: "type", value: .string("array")), (key: "items", value: ref("section"))])),
            Property("sectionIndex", "The index down the list's trailing edge, as Contacts has: true for A to Z then #, or its titles.",
                     sectionIndexSchema, default: false),
            Property("tabBar", "A tab bar under the list.", ref("tabBar")),
            Property("font", "The app font of the screen's own texts: titles, rows, section headers and footers, placeholders.", ref("fontFamily")),
            Property("titleFont", "The app font of the navigation bar's titles alone (large and inline), over \"font\".", ref("fontFamily")),
            Property("os", "Keeps this screen in one iOS design whatever the variant says: 18 for an app that sets "
                     + "UIDesignRequiresCompatibility, which an iOS 26 phone draws in iOS 18's design.", design),
            Property("drawnBy", drawnByDescription + " This screen's placeholders, unless one names another.", choices(PlaceholderAPI.self)),
            Property("emptyStates", "Placeholders overriding the built-in ones field by field.",
                     Shape(description: nil, properties: EmptyStateKind.allCases.map { kind in
                         Property(kind.rawValue, kindDescription(kind), ref(kind == .loading ? "loadingPlaceholder" : "placeholder"))
                     }, required: []).json),
            Property("reload", "What a tap on the placeholder does.", ref("reload")),
        ],
        required: ["id", "sections"],
        extra: [
            // `columns` belongs to grids: without "style": "grid" it is refused.
            (key: "if", value: .object([(key: "not", value: .object([
                (key: "properties", value: .object([(key: "style", value: .object([(key: "const", value: .string("grid"))]))])),
                (key: "required", value: .array([.string("style")])),
            ]))])),
            (key: "then", value: .object([(key: "not", value: .object([(key: "required", value: .array([.string("columns")]))]))])),
        ])

    private static let section = Shape(
        description: "A section: its rows between an optional header and footer.",
        properties: [
            Property("header", "The section header.", ref("text")),
            Property("footer", "The section footer.", ref("text")),
            Property("rows", "The cells, possibly none.", .object([(key: "type", value: .string("array")), (key: "items", value: ref("row"))])),
        ],
        required: ["rows"])

    private static let row = Shape(
        description: "A cell in the subtitle style (or a grid tile).",
        properties: [
            Property("title", "The main text.", ref("text")),
            Property("detail", "The secondary text under the title.", ref("text")),
            Property("image", "A picture at the leading edge (or filling a grid tile).", ref("image")),
            Property("systemImage", "An SF Symbol at the leading edge instead of an image, in the tint, as Label(_:systemImage:) draws it.", ref("systemImage")),
            Property("value", "A trailing value in grey, as the value1 style draws it (Settings' “Wi-Fi … Home”).", ref("text")),
            Property("accessory", "What the cell draws at its trailing edge: a chevron, a checkmark, an info button or a switch.",
                     choices(RowAccessory.Kind.self)),
            Property("on", "Whether the switch is on; only with \"accessory\": \"switch\".", .typed("boolean"), default: false),
            Property("accessibilityLabel", "What VoiceOver says for the cell (UIKit's accessibilityLabel) instead of its texts read in order.",
                     ref("text")),
            Property("accessibilityHint", "What VoiceOver says after a pause: what doing it does (UIKit's accessibilityHint).", ref("text")),
            Property("accessibilityHidden", "Whether VoiceOver skips the cell.", .typed("boolean"), default: false),
        ],
        required: ["title"],
        extra: [
            // `on` belongs to switches: without "accessory": "switch" it is refused.
            (key: "if", value: .object([(key: "not", value: .object([
                (key: "properties", value: .object([(key: "accessory", value: .object([(key: "const", value: .string(RowAccessory.Kind.switch.rawValue))]))])),
                (key: "required", value: .array([.string("accessory")])),
            ]))])),
            (key: "then", value: .object([(key: "not", value: .object([(key: "required", value: .array([.string("on")]))]))])),
        ])

    private static func placeholder(loading: Bool) -> Shape {
        Shape(
            description: loading
                ? "The loading placeholder: a spinner and a title; it cannot be tapped."
                : "A placeholder (DZNEmptyDataSet's view): image, title, detail and buttons over the list.",
            properties: [
                Property("image", "A picture above the title; the built-in states/*.svg are masks painted with imageTint; null: none.",
                         orNone(ref("image"))),
                Property("systemImage", "An SF Symbol above the title instead of an image (\"tray\"), as ContentUnavailableView(_:systemImage:) "
                         + "draws it: 48 points, in secondaryLabel unless imageTint; null: none.", orNone(ref("systemImage"))),
                Property("imageTint", "The colour the image is painted with; other images are drawn as they are.", ref("color")),
                Property("imageAccessibilityLabel", "What VoiceOver says for the image; without it the image is decorative and skipped.",
                         ref("text")),
                Property("title", (loading ? "The label under the spinner." : "The main label; in a search placeholder {query} stands for the search text.")
                         + " null: none.", orNone(ref("text"))),
                Property("detail", "The smaller text under the title; null: none.", orNone(ref("text"))),
                Property("button", "The button's label, or {\"title\", \"style\", \"size\"}: the style and size the app gives it; null: none.",
                         orNone(ref("button"))),
                Property("buttonAccessibilityHint", "What VoiceOver says after a pause on the button: what tapping it does.", ref("text")),
                Property("secondaryButton", "A second, quieter button (drawn, no action), as \"button\"; null: none.", orNone(ref("button"))),
                Property("background", "The layer's colour; by default the list's own background.", ref("color")),
                Property("textColor", "The texts' colour; by default the system label colours.", ref("color")),
                Property("verticalOffset", "Moves the content down (positive) or up (negative), in points.",
                         range(verticalOffset, integer: false), default: 0),
                Property("spacing", "The one space between image, title, detail and buttons, in points, as DZNEmptyDataSet's "
                         + "spaceHeightForEmptyDataSet: (a placeholder that sets it and names no API is drawn by DZNEmptyDataSet); "
                         + "by default each API's own gaps.", range(spacing, integer: false)),
                Property("drawnBy", drawnByDescription, choices(PlaceholderAPI.self)),
                Property("source", "Where the app's code declares it, PATH:LINE from the app's folder (`listpreview import` writes it).",
                         .object([(key: "type", value: .string("string")), (key: "pattern", value: .string(#"^.+:[0-9]+$"#))])),
                Property("note", "What the app's code computes instead of a text or picture here (`listpreview import` writes it).",
                         .typed("string")),
                Property("alignment", "center, or natural: leading in the language's direction.", choices(TextAlignment.self),
                         default: "center"),
                Property("tap", (loading ? "Loading is never tappable: only \"none\"." : "view: anywhere reloads; button: only its button; none."),
                         loading ? .object([(key: "const", value: .string(TapTarget.none.rawValue))]) : choices(TapTarget.self),
                         default: loading ? "none" : "view"),
                Property("fadeIn", "Whether the placeholder fades in.", .typed("boolean"), default: true),
                Property("font", "The app font of the placeholder's texts and buttons, over the screen's.", ref("fontFamily")),
                Property("titleFont", "The app font of the placeholder's title alone, over \"font\".", ref("fontFamily")),
            ],
            required: [])
    }

    private static let reload = Shape(
        description: "What a tap on the placeholder does.",
        properties: [
            Property("result", "restore: the rows come back; append: one more row; empty; network or error: that placeholder.",
                     choices(ReloadBehavior.Outcome.self), default: "restore"),
            Property("delayMs", "How long the loading placeholder shows first, in milliseconds.",
                     range(Double(delay.lowerBound)...Double(delay.upperBound), integer: true), default: 0),
        ],
        required: [])

    // MARK: - The values

    private static let text: JSONValue = .object([
        (key: "description", value: .string("Text in one language for all, or by BCP 47 language tag: {\"en\": …, \"de\": …, \"pt-BR\": …, \"zh-Hans\": …}; a missing language falls back to its language without the region, then to English.")),
        (key: "oneOf", value: .array([
            .object([(key: "type", value: .string("string"))]),
            .object([
                (key: "type", value: .string("object")),
                (key: "minProperties", value: 1),
                (key: "propertyNames", value: .object([(key: "pattern", value: .string(LanguageTag.pattern))])),
                (key: "not", value: .object([(key: "required", value: .array([.string("key")]))])),
                (key: "additionalProperties", value: .object([(key: "type", value: .string("string"))])),
            ]),
            keyedText,
        ])),
    ])

    /// A text by key in the app's strings: one alternative of `text` and `label`.
    static let keyedText: JSONValue = .object([
        (key: "type", value: .string("object")),
        (key: "description", value: .string("A text from the app's strings (--strings): its key, table (default Localizable), a comment, and arguments for its format and plural form.")),
        (key: "required", value: .array([.string("key")])),
        (key: "properties", value: .object([
            (key: "key", value: .object([(key: "type", value: .string("string")), (key: "minLength", value: 1)])),
            (key: "table", value: .object([(key: "type", value: .string("string"))])),
            (key: "comment", value: .object([(key: "type", value: .string("string"))])),
            (key: "args", value: .object([(key: "type", value: .string("array")),
                                           (key: "items", value: .object([(key: "type", value: .array([.string("string"), .string("number")]))]))])),
        ])),
        (key: "additionalProperties", value: .bool(false)),
    ])

    private static let hexColor: JSONValue = .object([
        (key: "description", value: .string("#rgb, #rgba, #rrggbb or #rrggbbaa.")),
        (key: "type", value: .string("string")),
        (key: "pattern", value: .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
    ])

    private static let namedColor: JSONValue = .object([
        (key: "description", value: .string("A UIKit colour by name, with its light and dark values (systemRed, label, secondarySystemBackground…) or a fixed one (red, lightGray, clear…), optionally with an alpha: lightGray@0.6.")),
        (key: "type", value: .string("string")),
        (key: "pattern", value: .string("^(" + NamedColor.names.joined(separator: "|") + ")(@(0(\\.[0-9]+)?|1(\\.0+)?))?$")),
    ])

    private static let catalogColor: JSONValue = .object([
        (key: "description", value: .string("A colour set of the app's asset catalogs by its name (AccentColor, Brand/Primary), with its dark, high-contrast and iPad values; looked up before UIKit's names.")),
        (key: "type", value: .string("string")),
        (key: "pattern", value: .string(#"^[^#@\u0000-\u001F][^@\u0000-\u001F]*$"#)),
    ])

    private static let color: JSONValue = .object([
        (key: "description", value: .string("A colour in hex, a colour set of the app's asset catalogs (AccentColor, Brand/Primary), a UIKit name (systemRed, lightGray@0.6), or one per appearance: {\"light\": \"#f2f2f7\", \"dark\": \"#1c1c1e\"}. A hex colour alone is used in dark appearance too, and `listpreview check` warns about it.")),
        // anyOf: a catalog may name a colour set as UIKit names a colour (the catalog's is used).
        (key: "anyOf", value: .array([
            ref("hexColor"),
            ref("catalogColor"),
            ref("namedColor"),
            Shape(description: nil, properties: [
                Property("light", "In light appearance.", ref("hexColor")),
                Property("dark", "In dark appearance.", ref("hexColor")),
            ], required: ["light", "dark"]).json,
        ])),
    ])

    private static let image: JSONValue = .object([
        (key: "description", value: .string("An image set of the app's asset catalogs by its name (EmptyInbox, Brand/Logo), looked up first; a PNG, JPEG, GIF, WebP or SVG file: a path relative to the fixtures file (img/box.svg); or a built-in file (states/empty.svg, states/network.svg, states/error.svg, states/search.svg, empty.svg, examples/…).")),
        (key: "type", value: .string("string")),
        // Relative, no empty, “.” or “..” segment, no backslash, colon (URLs) or control character
        // (the first look-ahead, because some engines let `$` match before a final line break).
        (key: "pattern", value: .string(#"^(?![\s\S]*[\u0000-\u001F\u007F])(?!/)(?!.*//)(?!.*/$)(?!(.*/)?\.\.?(/|$))[^\\:]+$"#)),
    ])

    private static func kindDescription(_ kind: EmptyStateKind) -> String {
        switch kind {
        case .empty: "When the list has no rows."
        case .network: "When loading failed for lack of network."
        case .error: "When loading failed for another reason."
        case .loading: "While loading (a reload with delayMs, or forced)."
        case .search: "When a search finds nothing."
        }
    }

    // MARK: - Building blocks

    /// An object with a closed set of keys.
    /// `systemImage` as an object: the symbol and how the app configures it.
    static let systemImageObject = Shape(
        description: "An SF Symbol as the app configures it (UIImage.SymbolConfiguration, SwiftUI's .font, .imageScale, .symbolRenderingMode).",
        properties: [
            Property("name", "The SF Symbol's name.", ref("symbol")),
            Property("weight", "The weight; the text's by default.", .object([(key: "enum", value: .array(SymbolWeight.allCases.map { .string($0.name) }))])),
            Property("scale", "small, medium (the default) or large.", choices(SymbolScale.self)),
            Property("pointSize", "The point size, before Dynamic Type; the place's own by default (a placeholder's 48, a row's body size).",
                     range(SymbolStyle.pointSizes, integer: false)),
            Property("renderingMode", "monochrome (the default) or hierarchical: secondary layers dimmer.",
                     .object([(key: "enum", value: .array([.string("monochrome"), .string("hierarchical")]))])),
        ],
        required: ["name"])

    static let systemImageKeys = systemImageObject.keys

    struct Shape {
        let description: String?
        let properties: [Property]
        let required: [String]
        var extra: [(key: String, value: JSONValue)] = []

        var keys: [String] { properties.map(\.name) }

        var json: JSONValue {
            var members: [(key: String, value: JSONValue)] = []
            if let description { members.append((key: "description", value: .string(description))) }
            members.append((key: "type", value: .string("object")))
            members.append((key: "properties", value: .object(properties.map { (key: $0.name, value: $0.json) })))
            if !required.isEmpty { members.append((key: "required", value: .array(required.map { .string($0) }))) }
            members.append((key: "additionalProperties", value: .bool(false)))
            return .object(members + extra)
        }
    }

    /// One key of an object: its schema, a one-line description and its default.
    struct Property {
        let name: String
        let description: String
        let schema: JSONValue
        let defaultValue: JSONValue?

        init(_ name: String, _ description: String, _ schema: JSONValue, default defaultValue: JSONValue? = nil) {
            self.name = name
            self.description = description
            self.schema = schema
            self.defaultValue = defaultValue
        }

        var json: JSONValue {
            var members: [(key: String, value: JSONValue)] = [(key: "description", value: .string(description))]
            if case let .object(schemaMembers) = schema {
                // A bare reference carries its annotations beside it, which 2020-12 allows.
                members += schemaMembers
            }
            if let defaultValue { members.append((key: "default", value: defaultValue)) }
            return .object(members)
        }
    }

    /// `schema`, or `null` (none of it, not the built-in one).
    static func orNone(_ schema: JSONValue) -> JSONValue {
        .object([(key: "anyOf", value: .array([schema, .object([(key: "type", value: .string("null"))])]))])
    }

    /// A reference to `$defs/name`.
    static func ref(_ name: String) -> JSONValue {
        .object([(key: "$ref", value: .string("#/$defs/" + name))])
    }

    /// The raw values of an enumeration, as an `enum`.
    static func choices<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> JSONValue where Choice.RawValue == String {
        .object([(key: "enum", value: .array(Choice.allCases.map { .string($0.rawValue) }))])
    }

    /// A number or a whole number within `range`.
    static func range(_ range: ClosedRange<Double>, integer: Bool) -> JSONValue {
        .object([(key: "type", value: .string(integer ? "integer" : "number")),
                 (key: "minimum", value: .number(range.lowerBound)), (key: "maximum", value: .number(range.upperBound))])
    }
}

extension JSONValue {
    /// `{"type": name}`.
    static func typed(_ name: String) -> JSONValue { .object([(key: "type", value: .string(name))]) }

    /// An object's members; none for anything else.
    var objectMembers: [(key: String, value: JSONValue)] {
        if case let .object(members) = self { return members }
        return []
    }
}
