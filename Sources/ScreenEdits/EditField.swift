import Screens

/// One field the Controls section edits, declared once: its name in the URL (`edit.empty.title`),
/// the form and `--set`, the fixtures key a save writes, and what its values may be.
public struct EditField: Sendable, Equatable {
    /// What a field's values are.
    public enum Kind: Sendable, Equatable {
        /// A text, in the page's language; empty is an empty text.
        case text
        /// An image by the name a fixture gives it: a built-in picture, a file beside the fixtures, a catalog image set.
        case image
        /// An SF Symbol by its name (`tray`); empty leaves the picture as the fixtures give it.
        case symbol
        /// A UIKit colour name (`systemRed`, `label@0.6`), a colour set of the app's catalogs, or a hex colour; empty is the default.
        case color
        /// A number in points within a range; empty is the default.
        case number(ClosedRange<Double>)
        /// One of a few words.
        case choice([String])
        /// `true` or `false`.
        case flag
    }

    /// The name in URLs, forms and fixtures (`title`, `imageTint`).
    public let name: String
    /// What its values are.
    public let kind: Kind
    /// Whether a save writes it into the fixtures file; the number of rows is a preview's alone.
    public let isSaved: Bool
    /// The fixtures key a save of a value removes, as the two cannot stand together (`systemImage`
    /// replaces `image`, and `image` `systemImage`).
    public let replaces: String?

    /// A field named `name` of `kind`.
    init(_ name: String, _ kind: Kind, isSaved: Bool = true, replaces: String? = nil) {
        self.name = name
        self.kind = kind
        self.isSaved = isSaved
        self.replaces = replaces
    }

    /// Whether an empty value stands for the field left out (the built-in default), not for an empty text.
    public var emptyIsDefault: Bool {
        switch kind {
        case .color, .number, .symbol: true
        case .text, .image, .choice, .flag: false
        }
    }

    /// A placeholder's fields, in the order the form shows them.
    public static let placeholder: [EditField] = [
        EditField("title", .text), EditField("detail", .text), EditField("button", .text), EditField("secondaryButton", .text),
        EditField("image", .image, replaces: "systemImage"), EditField("systemImage", .symbol, replaces: "image"), EditField("imageTint", .color), EditField("background", .color), EditField("textColor", .color),
        EditField("verticalOffset", .number(-1000...1000)), EditField("spacing", .number(0...200)),
        EditField("alignment", .choice(TextAlignment.allCases.map(\.rawValue))), EditField("tap", .choice(TapTarget.allCases.map(\.rawValue))),
        EditField("drawnBy", .choice(PlaceholderAPI.allCases.map(\.rawValue))),
    ]

    /// The screen's own fields, in the order the form shows them; `rows` draws the list with that
    /// many rows, the screen's own repeated (a preview only: the fixtures' rows are data, not a setting).
    public static let screen: [EditField] = [
        EditField("title", .text), EditField("tint", .color), EditField("largeTitle", .flag),
        EditField("style", .choice(ListStyle.allCases.map(\.rawValue))),
        EditField(rowsName, .number(1...10_000), isSaved: false),
    ]

    /// The name of the screen's field that sets how many rows a preview draws.
    public static let rowsName = "rows"
}

/// What an edit changes: the screen itself, or one of its placeholders.
public enum EditScope: Sendable, Hashable, Comparable {
    /// The screen: its title, tint, large title and style.
    case screen
    /// The placeholder of a state.
    case state(EmptyStateKind)

    /// Every scope, in the order URLs list them.
    public static let all: [EditScope] = [.screen] + EmptyStateKind.allCases.map { .state($0) }

    /// The word in URLs: `screen`, `empty`, `network`…
    public var name: String {
        switch self {
        case .screen: "screen"
        case let .state(kind): kind.rawValue
        }
    }

    /// The scope a URL names, if any.
    public init?(name: String) {
        guard let scope = Self.all.first(where: { $0.name == name }) else { return nil }
        self = scope
    }

    /// The fields it has.
    public var fields: [EditField] {
        self == .screen ? EditField.screen : EditField.placeholder
    }

    /// The field named `name`, if it has one.
    public func field(_ name: String) -> EditField? {
        fields.first { $0.name == name }
    }

    /// The keys that lead to its object inside a screen of the fixtures file.
    public var fixturesPath: [String] {
        switch self {
        case .screen: []
        case let .state(kind): ["emptyStates", kind.rawValue]
        }
    }

    public static func < (lhs: EditScope, rhs: EditScope) -> Bool {
        all.firstIndex(of: lhs)! < all.firstIndex(of: rhs)!
    }
}
