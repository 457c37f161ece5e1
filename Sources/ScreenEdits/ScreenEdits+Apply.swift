import Screens
import Symbols
import Strings

extension ScreenEdits {
    /// `screen` with these edits drawn over it; a text is edited in `language` (its other
    /// languages kept; `nil`: the one text of every language), a text the fixtures take from the
    /// app's strings by its key; an edit in a language of its own (`--set empty.title@de=…`) only
    /// ever changes that language's text.
    public func applied(to screen: Screen, language: LanguageTag?, resources: EditResources) throws(EditError) -> Screen {
        var screen = screen
        for edit in edits {
            switch edit.scope {
            case .screen:
                try Self.apply(edit, to: &screen, language: language, resources: resources)
            case let .state(kind):
                var config = screen.emptyState(kind)
                try Self.apply(edit, to: &config, kind: kind, language: language, resources: resources)
                screen.emptyStates[kind] = config
            }
        }
        return screen
    }

    /// The number of rows the edits ask a preview to draw, if they do.
    public var rows: Int? {
        value(EditField.rowsName, of: .screen).flatMap(Double.init).map { Int($0) }
    }

    /// These edits without those that leave their field as `screen` has it: a form sent unchanged
    /// makes no edit, and the URL names only what changed.
    public func changing(_ screen: Screen, language: LanguageTag) -> ScreenEdits {
        filter { edit in
            guard let field = edit.scope.field(edit.field) else { return false }
            return Self.current(field, of: edit.scope, in: screen, language: language) != edit.value
        }
    }

    /// The value `field` of `scope` has in `screen`, as the form and the URL write it: a text in
    /// `language` (its key, for a text taken from the app's strings), a colour's name or hex, empty
    /// for a default.
    public static func current(_ field: EditField, of scope: EditScope, in screen: Screen, language: LanguageTag) -> String {
        func text(_ text: LocalizedText?) -> String { text.map { $0.key?.key ?? $0.resolved(for: language) } ?? "" }
        switch scope {
        case .screen:
            switch field.name {
            case "title": return text(screen.title)
            case "tint": return color(screen.tint)
            case "largeTitle": return screen.largeTitle ? "true" : "false"
            // The screen's own rows: no edit.
            case EditField.rowsName: return ""
            default: return screen.style.rawValue
            }
        case let .state(kind):
            let config = screen.emptyState(kind)
            switch field.name {
            case "title": return text(config.title)
            case "detail": return text(config.detail)
            case "button": return text(config.button)
            case "secondaryButton": return text(config.secondaryButton)
            case "image": return config.image?.name ?? ""
            case "systemImage": return config.image?.origin == .symbol ? config.image?.name ?? "" : ""
            // The built-in pictures' own tint is the default, left empty.
            case "imageTint": return config.imageTint == EditScope.defaultTint(of: config) ? "" : color(config.imageTint)
            case "background": return color(config.background)
            case "textColor": return color(config.textColor)
            case "verticalOffset": return format(config.verticalOffset)
            case "spacing": return config.spacing.map(format) ?? ""
            case "alignment": return config.alignment.rawValue
            case "drawnBy": return config.api.rawValue
            default: return config.tap.rawValue
            }
        }
    }

    /// A colour as a field writes it: its catalog or UIKit name, else its light hex.
    private static func color(_ color: ThemedColor?) -> String {
        guard let color else { return "" }
        switch color.name {
        case let .catalog(name)?: return name
        case let .system(name, alpha)?: return alpha == 1 ? name : name + "@" + format(alpha)
        case nil: return color.light.css
        }
    }

    /// A text edited to the edit's value: in the edit's own language alone when it names one;
    /// else in `language`: a new key for a text by key (its texts from the app's strings, filled
    /// from the old key's arguments, or the key itself as an app shows a key its strings lack), the
    /// one text for a text in no particular language, else `language`'s translation replaced or added.
    private static func text(_ edit: Edit, over old: LocalizedText?, language: LanguageTag?, resources: EditResources) -> LocalizedText {
        if let own = edit.language { return text(edit.value, in: own, over: old) }
        let value = edit.value
        guard let old else { return LocalizedText(verbatim: value) }
        if let key = old.key {
            return resources.keyedText?(value, key.table, key.arguments)
                ?? LocalizedText(LocalizedText(verbatim: value), key: LocalizedText.Key(value, table: key.table, arguments: key.arguments))
        }
        guard let language, !old.isVerbatim else { return LocalizedText(verbatim: value) }
        var translations = old.translations
        let replacement = LocalizedText.Translation(tag: language, text: value)
        if let index = translations.firstIndex(where: { $0.tag == language }) {
            translations[index] = replacement
        } else {
            translations.append(replacement)
        }
        return LocalizedText(translations: translations)
    }

    /// `old` with `language`'s text set to `value` and every other language's kept: a text in one
    /// language is the fallback of the others, a text by key keeps its key.
    private static func text(_ value: String, in language: LanguageTag, over old: LocalizedText?) -> LocalizedText {
        var translations = old?.translations ?? []
        let replacement = LocalizedText.Translation(tag: language, text: value)
        if let index = translations.firstIndex(where: { $0.tag == language }) {
            translations[index] = replacement
        } else {
            translations.append(replacement)
        }
        let edited = LocalizedText(translations: translations)
        return old?.key.map { LocalizedText(edited, key: $0) } ?? edited
    }

    private static func apply(_ edit: Edit, to screen: inout Screen, language: LanguageTag?, resources: EditResources) throws(EditError) {
        switch edit.field {
        case "title": screen.title = text(edit, over: screen.title, language: language, resources: resources)
        case "tint": screen.tint = edit.value.isEmpty ? nil : try resources.color(edit.value, parameter: edit.parameter)
        case "largeTitle": screen.largeTitle = edit.value == "true"
        case EditField.rowsName: if let rows = Double(edit.value) { screen.sections = screen.sections.repeated(toRows: Int(rows)) }
        default: screen.style = ListStyle(rawValue: edit.value) ?? screen.style
        }
    }

    private static func apply(_ edit: Edit, to config: inout EmptyStateConfig, kind: EmptyStateKind, language: LanguageTag?,
                              resources: EditResources) throws(EditError) {
        func color() throws(EditError) -> ThemedColor? {
            edit.value.isEmpty ? nil : try resources.color(edit.value, parameter: edit.parameter)
        }
        switch edit.field {
        case "title": config.title = text(edit, over: config.title, language: language, resources: resources)
        case "detail": config.detail = text(edit, over: config.detail, language: language, resources: resources)
        case "button": config.button = text(edit, over: config.button, language: language, resources: resources)
        case "secondaryButton": config.secondaryButton = text(edit, over: config.secondaryButton, language: language, resources: resources)
        case "image":
            let wasDefault = config.imageTint == EditScope.defaultTint(of: config)
            config.image = try resources.image(edit.value, parameter: edit.parameter)
            // As the fixtures reader does: the built-in masks need a tint, other pictures are drawn as they are.
            if wasDefault { config.imageTint = EditScope.defaultTint(of: config) }
        case "systemImage":
            guard !edit.value.isEmpty else { return }
            let wasDefault = config.imageTint == EditScope.defaultTint(of: config)
            config.image = .symbol(SystemSymbol(edit.value).name)
            if wasDefault { config.imageTint = EditScope.defaultTint(of: config) }
        case "imageTint": config.imageTint = try color() ?? EditScope.defaultTint(of: config)
        case "background": config.background = try color()
        case "textColor": config.textColor = try color()
        case "verticalOffset": config.verticalOffset = Double(edit.value) ?? 0
        case "spacing": config.spacing = edit.value.isEmpty ? nil : Double(edit.value)
        case "alignment": config.alignment = TextAlignment(rawValue: edit.value) ?? config.alignment
        case "drawnBy": config.drawnBy = PlaceholderAPI(rawValue: edit.value) ?? config.drawnBy
        default:
            let tap = TapTarget(rawValue: edit.value) ?? config.tap
            if kind == .loading, tap != .none { throw EditError("A loading placeholder cannot be tapped: \(edit.parameter) must be none.") }
            config.tap = tap
        }
    }
}

extension EditScope {
    /// The tint a placeholder's picture has when none is given: the built-in masks' grey, or none.
    static func defaultTint(of config: EmptyStateConfig) -> ThemedColor? {
        config.image?.isBuiltInMask == true || config.image?.origin == .symbol ? EmptyStateConfig.defaultTint : nil
    }
}
