/// A button's style and size as a fixture names them; `nil` leaves each to the API.
public struct ButtonStyling: Sendable, Equatable {
    public var style: ButtonStyleName?
    public var size: ControlSize?

    public init(style: ButtonStyleName? = nil, size: ControlSize? = nil) {
        self.style = style
        self.size = size
    }

    /// Whether it names neither.
    public var isEmpty: Bool { style == nil && size == nil }
}

/// Everything a placeholder draws, after a fixture's settings are merged over the built-in defaults.
public struct EmptyStateConfig: Sendable, Equatable {
    /// The picture above the title; `nil` draws none (loading draws a spinner).
    public var image: ImageReference?
    /// A colour to paint the image with (it is then used as a mask); `nil` draws it as is.
    public var imageTint: ThemedColor?
    /// What VoiceOver says for the image (its `accessibilityLabel`); `nil`: the image is decorative, not visited.
    public var imageAccessibilityLabel: LocalizedText?
    /// The main label. In a search placeholder `{query}` stands for the search text.
    public var title: LocalizedText
    /// The smaller text under the title.
    public var detail: LocalizedText?
    /// The button's label.
    public var button: LocalizedText?
    /// What VoiceOver says after a pause on the button (its `accessibilityHint`): what tapping it does.
    public var buttonAccessibilityHint: LocalizedText?
    /// A second, quieter button's label; drawn, with no action in a preview.
    public var secondaryButton: LocalizedText?
    /// The layer's background; `nil` is the list's own background.
    public var background: ThemedColor?
    /// The texts' colour; `nil` uses the system label colours.
    public var textColor: ThemedColor?
    /// Moves the content down (positive) or up (negative), in CSS px, like DZNEmptyDataSet's `verticalOffset`.
    public var verticalOffset: Double
    /// The one space between image, title, detail and buttons, in CSS px, as DZNEmptyDataSet's
    /// `spaceHeight`; `nil`: `UIContentUnavailableConfiguration`'s own paddings between each pair
    /// (``PlaceholderMetrics``).
    public var spacing: Double?
    /// How the texts are aligned.
    public var alignment: TextAlignment
    /// What a tap reloads.
    public var tap: TapTarget
    /// Whether the placeholder fades in.
    public var fadeIn: Bool
    /// The app font family of its texts and buttons, over the screen's.
    public var font: String?
    /// The app font family of its title alone, over ``font``.
    public var titleFont: String?
    /// The API the app draws it with, its own or its screen's (or the file's); `nil`: ``api``'s default.
    public var drawnBy: PlaceholderAPI?
    /// Where the app's code declares it (`Sources/Inbox/InboxView.swift:42`), as `listpreview import` found it.
    public var source: String?
    /// What the app's code computes instead of a part, as `listpreview import` says.
    public var note: String?
    /// The style and size a fixture names for its button (`"button": {"title", "style", "size"}`).
    public var buttonStyling = ButtonStyling()
    /// The same for its secondary button.
    public var secondaryButtonStyling = ButtonStyling()

    /// The API that draws it: the one named, else DZNEmptyDataSet where a fixture gives the one
    /// space DZNEmptyDataSet's `spaceHeightForEmptyDataSet:` gives, else UIKit's configuration.
    public var api: PlaceholderAPI {
        drawnBy ?? (spacing != nil ? .dzn : .standard)
    }

    /// Its button's look (`secondary`: its secondary button's) as `api` draws it: what a fixture
    /// names, else the API's own.
    public func buttonLook(secondary: Bool = false, design: SystemDesign) -> ButtonLook {
        let named = secondary ? secondaryButtonStyling : buttonStyling
        let standard = api.metrics(design).button
        return ButtonLook(style: named.style ?? standard.style, size: named.size ?? standard.size)
    }

    /// A placeholder from its parts; unspecified ones take `UIContentUnavailableConfiguration`'s look.
    public init(
        image: ImageReference?, imageTint: ThemedColor? = nil, title: LocalizedText, detail: LocalizedText? = nil,
        button: LocalizedText? = nil, secondaryButton: LocalizedText? = nil, background: ThemedColor? = nil,
        textColor: ThemedColor? = nil, verticalOffset: Double = 0, spacing: Double? = nil,
        alignment: TextAlignment = .center, tap: TapTarget = .view, fadeIn: Bool = true
    ) {
        self.image = image
        self.imageTint = imageTint
        self.title = title
        self.detail = detail
        self.button = button
        self.secondaryButton = secondaryButton
        self.background = background
        self.textColor = textColor
        self.verticalOffset = verticalOffset
        self.spacing = spacing
        self.alignment = alignment
        self.tap = tap
        self.fadeIn = fadeIn
    }

    /// What built-in illustrations and template images are painted with: `secondaryLabel`, as
    /// `UIContentUnavailableConfiguration` tints its image (#3C3C4399 light, #EBEBF599 dark).
    public static let defaultTint = ThemedColor(Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99),
                                                dark: Color(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x99))

    /// The built-in placeholder of each kind, localized, each with its own illustration.
    public static func builtIn(_ kind: EmptyStateKind) -> EmptyStateConfig {
        switch kind {
        case .empty:
            EmptyStateConfig(image: .builtIn("states/empty.svg"), imageTint: defaultTint, title: BuiltInStrings.noData)
        case .network:
            EmptyStateConfig(image: .builtIn("states/network.svg"), imageTint: defaultTint, title: BuiltInStrings.networkTitle,
                             detail: BuiltInStrings.networkDetail, button: SystemStrings.retry)
        case .error:
            EmptyStateConfig(image: .builtIn("states/error.svg"), imageTint: defaultTint, title: BuiltInStrings.errorTitle,
                             detail: BuiltInStrings.errorDetail, button: SystemStrings.retry)
        case .loading:
            EmptyStateConfig(image: nil, title: SystemStrings.loading, tap: .none)
        case .search:
            EmptyStateConfig(image: .builtIn("states/search.svg"), imageTint: defaultTint, title: SystemStrings.noResultsFor,
                             detail: SystemStrings.searchDetail, tap: .none)
        }
    }
}
