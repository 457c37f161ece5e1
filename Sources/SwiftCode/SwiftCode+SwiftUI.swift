import Screens

extension SwiftCode {
    /// The list with an `.overlay` of `ContentUnavailableView` while the placeholder shows:
    /// `.search(text:)` for a search placeholder the fixtures leave as it is, a `ProgressView` while loading.
    static func swiftUI(_ config: EmptyStateConfig, kind: EmptyStateKind) -> [String] {
        let builtIn = EmptyStateConfig.builtIn(kind)
        var modifiers: [String] = []
        if config.verticalOffset != 0 { modifiers.append(".offset(y: \(number(config.verticalOffset)))") }
        if let color = config.textColor { modifiers.append(".foregroundStyle(\(SwiftColor.color(color)))") }
        if config.alignment == .natural { modifiers.append(".multilineTextAlignment(.leading)") }
        if let background = config.background { modifiers.append(".background(\(SwiftColor.color(background)))") }
        let view: [String]
        if kind == .loading {
            let label = config.title == builtIn.title ? [] : ["Text(\(SwiftLiteral.text(config.title)))"]
            view = label.isEmpty ? ["ProgressView()"] : ["ProgressView {"] + indented(label) + ["}"]
        } else if kind == .search, config.title == builtIn.title, config.detail == builtIn.detail, config.image == builtIn.image,
                  config.button == nil, config.secondaryButton == nil {
            view = ["ContentUnavailableView.search(text: searchText)"]
        } else {
            view = contentUnavailableView(config, kind: kind)
        }
        return ["List(items) { item in"] + indented(["Text(item.title)"]) + ["}", ".overlay {"]
            + indented(["if \(condition(kind)) {"] + indented(view + modifiers) + ["}"])
            + ["}"]
    }

    /// `.buttonStyle(.borderedProminent)` and `.controlSize(.large)`, as a fixture names them (a name
    /// SwiftUI lacks is left out).
    static func buttonModifiers(_ styling: ButtonStyling) -> [String] {
        var lines: [String] = []
        if let style = styling.style, ButtonStyleName.swiftUI.contains(style) { lines.append(".buttonStyle(.\(style.rawValue))") }
        if let size = styling.size { lines.append(".controlSize(.\(size == .medium ? ControlSize.regular.rawValue : size.rawValue))") }
        return lines
    }

    /// `ContentUnavailableView { Label … } description: { Text … } actions: { Button … }`.
    private static func contentUnavailableView(_ config: EmptyStateConfig, kind: EmptyStateKind) -> [String] {
        let titleLiteral = SwiftLiteral.text(config.title, query: kind == .search ? "searchText" : nil)
        let title = "Text(\(titleLiteral))"
        var label: [String]
        let plainTint = config.imageTint == nil || config.imageTint == EmptyStateConfig.defaultTint
        if let image = config.image, case let .symbol(symbol) = SwiftImage.name(image), plainTint, config.imageAccessibilityLabel == nil,
           image.symbolStyle.isPlain {
            // The app's own spelling: `Label("No Mail", systemImage: "tray")`.
            label = ["Label(\(titleLiteral), systemImage: \(SwiftLiteral.string(symbol)))"]
        } else if let image = config.image {
            var icon = [SwiftImage.image(image)] + indented(SwiftImage.modifiers(image))
            if let tint = config.imageTint, tint != EmptyStateConfig.defaultTint {
                icon += indented([".foregroundStyle(\(SwiftColor.color(tint)))"])
            }
            if let label = config.imageAccessibilityLabel {
                icon += indented([".accessibilityLabel(Text(\(SwiftLiteral.text(label))))"])
            }
            label = ["Label {"] + indented([title]) + ["} icon: {"] + indented(icon) + ["}"]
        } else {
            label = [title]
        }
        var lines = ["ContentUnavailableView {"] + indented(label)
        if let detail = config.detail {
            lines += ["} description: {"] + indented(["Text(\(SwiftLiteral.text(detail)))"])
        }
        var actions: [String] = []
        if let button = config.button {
            actions.append("Button(\(SwiftLiteral.text(button))) { reload() }")
            actions += indented(buttonModifiers(config.buttonStyling))
            if let hint = config.buttonAccessibilityHint { actions += indented([".accessibilityHint(Text(\(SwiftLiteral.text(hint))))"]) }
        }
        if let secondary = config.secondaryButton {
            actions.append("Button(\(SwiftLiteral.text(secondary))) { secondaryAction() }")
            actions += indented(buttonModifiers(config.secondaryButtonStyling))
        }
        if !actions.isEmpty {
            lines += ["} actions: {"] + indented(actions)
        }
        return lines + ["}"]
    }
}
