import Screens

extension SwiftCode {
    /// `updateContentUnavailableConfiguration(using:)` setting a `UIContentUnavailableConfiguration`:
    /// `.loading()` and `.search()` keep their own texts and picture unless the fixtures change them.
    static func uikit(_ config: EmptyStateConfig, kind: EmptyStateKind) -> [String] {
        let builtIn = EmptyStateConfig.builtIn(kind)
        let base = switch kind {
        case .loading: "loading"
        case .search: "search"
        default: "empty"
        }
        var body = ["var config = UIContentUnavailableConfiguration.\(base)()"]
        let ownDefaults = kind == .loading || kind == .search
        let writesTitle = !(ownDefaults && config.title == builtIn.title)
        if writesTitle, kind == .search, config.title.key == nil, config.title.resolved(for: Language.english.tag).contains("{query}") {
            body.append("let query = searchController.searchBar.text ?? \"\"")
        }
        if let image = config.image, !(ownDefaults && image == builtIn.image) {
            body.append("config.image = \(SwiftImage.uiImage(image))")
        }
        if let tint = config.imageTint, tint != EmptyStateConfig.defaultTint {
            body.append("config.imageProperties.tintColor = \(SwiftColor.uiColor(tint))")
        }
        if writesTitle {
            body.append("config.text = \(SwiftLiteral.text(config.title, query: kind == .search ? "query" : nil))")
        }
        if let detail = config.detail, !(ownDefaults && detail == builtIn.detail) {
            body.append("config.secondaryText = \(SwiftLiteral.text(detail))")
        }
        if let color = config.textColor {
            body.append("config.textProperties.color = \(SwiftColor.uiColor(color, fallback: ".label"))")
            body.append("config.secondaryTextProperties.color = \(SwiftColor.uiColor(color, fallback: ".secondaryLabel"))")
        }
        if config.alignment == .natural {
            body.append("config.textProperties.alignment = .natural")
            body.append("config.secondaryTextProperties.alignment = .natural")
        }
        if let spacing = config.spacing {
            for padding in ["imageToTextPadding", "textToSecondaryTextPadding", "textToButtonPadding", "buttonToSecondaryButtonPadding"] {
                body.append("config.\(padding) = \(number(spacing))")
            }
        }
        if config.verticalOffset != 0 {
            // The content is centred between the margins: a margin of twice the offset moves it by the offset.
            let edge = config.verticalOffset > 0 ? "top" : "bottom"
            body.append("config.directionalLayoutMargins.\(edge) += \(number(2 * abs(config.verticalOffset)))")
        }
        for (property, styling, text) in [("button", config.buttonStyling, config.button), ("secondaryButton", config.secondaryButtonStyling, config.secondaryButton)]
        where text != nil {
            body += buttonConfiguration("config.\(property)", styling)
        }
        if let button = config.button {
            body.append("config.button.title = \(SwiftLiteral.text(button))")
            body.append("config.buttonProperties.primaryAction = \(reloadAction)")
        }
        if let secondary = config.secondaryButton {
            body.append("config.secondaryButton.title = \(SwiftLiteral.text(secondary))")
            body.append("config.secondaryButtonProperties.primaryAction = UIAction { [weak self] _ in self?.secondaryAction() }")
        }
        if let background = config.background {
            body.append("config.background.backgroundColor = \(SwiftColor.uiColor(background))")
        }
        body.append("contentUnavailableConfiguration = config")
        return ["override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {"]
            + indented(["guard \(condition(kind)) else {"] + indented(["contentUnavailableConfiguration = nil", "return"]) + ["}"] + body)
            + ["}"]
    }

    /// The lines that give a `UIButton.Configuration` the style and size a fixture names: `.filled()`,
    /// `buttonSize = .large` (a name UIKit lacks is left out).
    static func buttonConfiguration(_ target: String, _ styling: ButtonStyling) -> [String] {
        var lines: [String] = []
        if let style = styling.style, style != .custom, ButtonStyleName.uiKit.contains(style) { lines.append("\(target) = .\(style.rawValue)()") }
        if let size = styling.size {
            lines.append("\(target).buttonSize = .\(size == .regular ? ControlSize.medium.rawValue : size.rawValue)")
        }
        return lines
    }

    /// `8`, `12.5`: a length as Swift writes it.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
