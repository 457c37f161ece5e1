import Screens
import Variants
import Strings

/// The contrast checks of `listpreview audit` and the page's Audit panel: every text of a screen's
/// placeholder and of its own controls against its effective background, computed from the
/// resolved colours — a translucent layer composited over the list's background in that appearance
/// — exactly, by WCAG 2.2's formula (no pixels are read).
///
/// The colours mirror the stylesheet: the same system colours (`NamedColor`), the same layers, in
/// the design the screen is drawn in (iOS 26's bar buttons and tab bar on glass, ``GlassMaterial``).
public enum ContrastAudit {
    /// WCAG 2.2 SC 1.4.3: 4.5:1, or 3:1 for large text.
    static let normalText = 4.5
    static let largeText = 3.0
    /// WCAG 2.2 SC 1.4.11: 3:1 for the visual boundary of a control.
    static let nonText = 3.0

    /// One text to measure: its element, words, colour, background and type, and the design it is
    /// drawn differently in (`nil`: the same in every design).
    private struct Sample {
        var element: String
        var subject: String
        var color: Color
        var background: Contrast.Opaque
        var points: Double
        /// The CSS weight it is drawn in (400 regular, 600 semibold, 700 bold).
        var weight: Int
        var system: Bool
        /// Whether it is drawn in the app's own font, which Bold Text leaves as it is.
        var appFont = false
        var design: SystemDesign? = nil
    }

    /// The contrast findings of `screen` in `state`, drawn in `theme` and `language` at `textSize`,
    /// with Increase Contrast on or off (the system colours' and colour sets' values for it), in
    /// `design` (or the one the screen keeps, ``Screen/design(asked:)``). What the designs draw
    /// differently — the navigation bar's title and buttons, the tab bar — is found with its design
    /// (``AuditFinding/os``); the rest, the same in every design, without one.
    public static func findings(_ screen: Screen, state: DisplayState, theme: Theme, language: AuditLanguage,
                                textSize: TextSize = .standard, contrast: ColorContrast = .normal,
                                design asked: SystemDesign, boldText: BoldText = .off) -> [AuditFinding] {
        let design = screen.design(asked: asked)
        let colors = Palette(theme: theme, highContrast: contrast == .high, screen: screen, design: design)
        var samples: [Sample] = []
        var fills: [(element: String, subject: String, fill: Color, around: Contrast.Opaque, system: Bool)] = []
        // A report line is one line: a text's line breaks (kept on the page) read as spaces in it.
        let quote: (LocalizedText) -> String = { "\"" + oneLine(language.text($0)) + "\"" }
        let tintIsSystem = screen.tint == nil

        samples += navigationBar(screen, colors: colors, textSize: textSize, quote: quote)
        // The demo controller's in-screen buttons (red “显示数据”, purple “清空数据”): white on their fills, over the system background.
        for action in screen.toolbar {
            let fill = action.fill(accent: colors.accent)
            let id = action.elementID
            samples.append(Sample(element: id, subject: "button " + quote(action.label), color: NamedColor.white,
                                  background: Contrast.Opaque(fill), points: DemoButtonMetrics.seed.fontSize, weight: 400, system: false))
            fills.append((id, "button " + quote(action.label), fill, colors.systemBackground, false))
        }
        samples += tabBar(screen, colors: colors, quote: quote)

        if let kind = state.overlay {
            let config = screen.emptyState(kind)
            let background = config.background.map { Contrast.composite(colors.pick($0), over: colors.list) } ?? colors.list
            let ownBackground = config.background != nil
            let textColor = config.textColor.map(colors.pick)
            let ownText = textColor != nil
            let title = oneLine(titleText(config, kind: kind, screen: screen, language: language))
            let simple = config.detail == nil && config.button == nil && config.secondaryButton == nil
            samples.append(Sample(element: "empty-label", subject: "label \"\(title)\"", color: textColor ?? colors.label,
                                  background: background,
                                  points: Double(textSize.points(simple ? .body : .title3)), weight: simple ? 400 : 600,
                                  system: !(ownBackground || ownText), appFont: config.font != nil))
            if let detail = config.detail {
                let color = textColor ?? colors.secondaryLabel
                samples.append(Sample(element: "empty-detail", subject: "detail " + quote(detail), color: color,
                                      background: background, points: Double(textSize.points(.subheadline)), weight: 400,
                                      system: !(ownBackground || ownText), appFont: config.font != nil))
            }
            let tapsButton = kind != .loading && (config.button != nil || config.tap == .button)
            if tapsButton {
                let label = config.button ?? SystemStrings.retry
                let element = config.tap == .button ? "reload" : "empty-button"
                samples.append(Sample(element: element, subject: "button " + quote(label), color: NamedColor.white,
                                      background: Contrast.Opaque(colors.accentOpaque(over: background)),
                                      points: Double(textSize.points(.subheadline)), weight: 600, system: tintIsSystem, appFont: config.font != nil))
                fills.append((element, "button " + quote(label), colors.accent, background, tintIsSystem && !ownBackground))
            }
            if let secondary = config.secondaryButton {
                samples.append(Sample(element: "empty-secondary", subject: "button " + quote(secondary), color: colors.accent,
                                      background: background, points: Double(textSize.points(.subheadline)), weight: 400,
                                      system: tintIsSystem && !ownBackground, appFont: config.font != nil))
            }
        } else if state == .data, screen.style != .grid {
            // Row texts, as the list style draws them (grid labels sit on their pictures, unknown here).
            let cell = colors.cell
            if let title = screen.sampleTexts.title {
                samples.append(Sample(element: "table", subject: "row title " + quote(title), color: colors.label,
                                      background: cell, points: Double(textSize.points(.body)), weight: 400, system: true,
                                      appFont: screen.font != nil))
            }
            if let detail = screen.sampleTexts.detail {
                samples.append(Sample(element: "table", subject: "row detail " + quote(detail), color: colors.secondaryLabel,
                                      background: cell, points: Double(textSize.points(.subheadline)), weight: 400, system: true,
                                      appFont: screen.font != nil))
            }
            if let value = screen.sampleTexts.value {
                samples.append(Sample(element: "table", subject: "row value " + quote(value), color: colors.secondaryLabel,
                                      background: cell, points: Double(textSize.points(.body)), weight: 400, system: true,
                                      appFont: screen.font != nil))
            }
        }

        var findings: [AuditFinding] = []
        let size = textSize == .standard ? nil : textSize
        let marked: ColorContrast? = contrast == .high ? .high : nil
        for sample in samples {
            let ratio = Contrast.ratio(text: sample.color, on: sample.background)
            // Bold Text draws the system font heavier (LegibilityWeight): WCAG's large text may start lower.
            let weight = boldText == .on && !sample.appFont ? LegibilityWeight.bold(sample.weight) : sample.weight
            let needed = isLarge(points: sample.points, bold: weight >= boldWeight) ? largeText : normalText
            guard ratio < needed else { continue }
            var finding = AuditFinding(screen: screen.id, state: state, theme: theme, language: language.tag, textSize: size,
                                       contrast: marked, check: .contrast, element: sample.element, subject: sample.subject,
                                       measured: Contrast.format(ratio), needed: Contrast.format(needed),
                                       rule: "WCAG 2.2 1.4.3", system: sample.system)
            finding.os = sample.design
            findings.append(finding)
        }
        for fill in fills {
            let ratio = Contrast.ratio(text: fill.fill, on: fill.around)
            guard ratio < nonText else { continue }
            findings.append(AuditFinding(screen: screen.id, state: state, theme: theme, language: language.tag, textSize: size,
                                         contrast: marked, check: .nonTextContrast, element: fill.element, subject: fill.subject,
                                         measured: Contrast.format(ratio), needed: Contrast.format(nonText),
                                         rule: "WCAG 2.2 1.4.11", system: fill.system))
        }
        // Found with Bold Text on: another variant's finding, as one with Increase Contrast is.
        if boldText == .on { findings = findings.map { finding in var finding = finding; finding.boldText = .on; return finding } }
        return findings
    }

    /// The weight WCAG's "bold" starts at, as axe-core and Lighthouse read it (CSS `font-weight` 700).
    static let boldWeight = 700

    /// WCAG's large text: at least 18 pt, or 14 pt bold — CSS points, so 24 px and 18.67 px, where
    /// Apple's points are CSS px.
    static func isLarge(points px: Double, bold: Bool) -> Bool {
        px >= 24 || (bold && px >= 14 * 4 / 3)
    }

    /// The navigation bar's title and text buttons as `colors.design` draws them. iOS 18: the title
    /// on the bar's material (on the list under a large title), the buttons in the tint on the
    /// material. iOS 26: the title on the list (the bar has no background at rest), the buttons in
    /// the label colour on their glass.
    private static func navigationBar(_ screen: Screen, colors: Palette, textSize: TextSize, quote: (LocalizedText) -> String) -> [Sample] {
        let design = colors.design
        let tintIsSystem = screen.tint == nil
        let large = screen.largeTitle
        var samples = [Sample(element: "navbar", subject: "title " + quote(screen.title), color: colors.label,
                              background: large || colors.glass != nil ? colors.list : colors.bar,
                              points: large ? Double(textSize.points(.largeTitle)) : 17, weight: large ? 700 : 600, system: true,
                              appFont: (screen.titleFont ?? screen.font) != nil, design: design)]
        for item in screen.navigationItems.left + screen.navigationItems.right {
            guard case let .text(label) = item else { continue }
            samples.append(colors.glass.map { glass in
                Sample(element: "navbar", subject: "bar button " + quote(label), color: colors.label, background: glass,
                       points: 17, weight: 400, system: true, design: design)
            } ?? Sample(element: "navbar", subject: "bar button " + quote(label), color: colors.accent, background: colors.bar,
                        points: 17, weight: 400, system: tintIsSystem, design: design))
        }
        return samples
    }

    /// The selected tab's title, in the tint: on the bar's material in iOS 18; in iOS 26 on its pill,
    /// on the floating capsule's glass.
    private static func tabBar(_ screen: Screen, colors: Palette, quote: (LocalizedText) -> String) -> [Sample] {
        guard let tabBar = screen.tabBar, tabBar.items.indices.contains(tabBar.selected) else { return [] }
        let item = tabBar.items[tabBar.selected]
        return [Sample(element: "tabbar", subject: "selected tab " + quote(item.title), color: colors.accent,
                       background: colors.selectedTab ?? colors.bar, points: 10, weight: 500, system: screen.tint == nil,
                       design: colors.design)]
    }

    /// The placeholder's title as the page shows it (`{query}` filled with the preview's query).
    private static func titleText(_ config: EmptyStateConfig, kind: EmptyStateKind, screen: Screen, language: AuditLanguage) -> String {
        let template = language.text(config.title)
        guard kind == .search, template.contains("{query}") else { return template }
        let query = language.text(screen.searchBar?.noResultsQuery ?? BuiltInStrings.sampleQuery)
        return template.replacing("{query}", with: query)
    }

    /// `text` with each line break a space.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// A language as the audit reads texts in it: a real one, or pseudo-localized English.
public struct AuditLanguage: Sendable, Equatable {
    public var language: LanguageTag
    public var pseudo: Bool

    public init(_ language: LanguageTag, pseudo: Bool = false) {
        self.language = language
        self.pseudo = pseudo
    }

    /// `en`, `zh-Hans`, `de`… or `pseudo`.
    public var tag: String { pseudo ? Variant.pseudoLanguage : language.description }

    /// From a tag as the command line and URLs write it.
    public init?(tag: String) {
        if tag == Variant.pseudoLanguage {
            self.init(LanguageTag.english, pseudo: true)
        } else if let language = LanguageTag(tag) {
            self.init(language)
        } else {
            return nil
        }
    }

    func text(_ text: LocalizedText) -> String {
        let resolved = text.resolved(for: language)
        return pseudo ? PseudoLocalization.transform(resolved) : resolved
    }
}

/// The colours of one appearance, as the stylesheet draws the screen.
struct Palette {
    let theme: Theme
    /// Whether Increase Contrast is on.
    let highContrast: Bool
    let label: Color
    let secondaryLabel: Color
    let accent: Color
    let systemBackground: Contrast.Opaque
    /// The list's background: grouped lists on the grouped background.
    let list: Contrast.Opaque
    /// A cell's: grouped cells on the secondary grouped background.
    let cell: Contrast.Opaque
    /// The bars' translucent material over the system background.
    let bar: Contrast.Opaque
    /// The design the screen is drawn in.
    let design: SystemDesign
    /// Its glass over the list (iOS 26's bar buttons and tab bar), `nil` in a design without glass.
    let glass: Contrast.Opaque?
    /// The selected tab's pill on the glass, `nil` in a design without glass.
    let selectedTab: Contrast.Opaque?

    init(theme: Theme, highContrast: Bool = false, screen: Screen, design: SystemDesign) {
        self.theme = theme
        self.highContrast = highContrast
        self.design = design
        let system = { (name: String) in NamedColor.system(name, theme, highContrast: highContrast) }
        label = system("label")
        secondaryLabel = system("secondaryLabel")
        let tint = screen.tint ?? (try? NamedColor.resolve("systemBlue").get()) ?? ThemedColor(NamedColor.white)
        accent = tint.color(ThemedColor.Traits(dark: theme == .dark, highContrast: highContrast))
        systemBackground = Contrast.Opaque(system("systemBackground"))
        let grouped = screen.style.isGrouped
        list = Contrast.Opaque(system(grouped ? "systemGroupedBackground" : "systemBackground"))
        cell = grouped ? Contrast.Opaque(system("secondarySystemGroupedBackground")) : list
        // --bar-background: rgba(249, 249, 249, 0.94) light, rgba(29, 29, 29, 0.94) dark.
        let material = theme == .dark ? Color(red: 29, green: 29, blue: 29, alpha: 240) : Color(red: 249, green: 249, blue: 249, alpha: 240)
        bar = Contrast.composite(material, over: systemBackground)
        // The glass's fill over the list, as the style sheet lays it (its blur and saturation of a
        // plain background change nothing that matters here), and the pill on it.
        let dark = theme == .dark, under = list
        if let material = design.glassMaterial {
            let glass = Contrast.composite(material.fill.tone(dark: dark).color, over: under)
            self.glass = glass
            selectedTab = Contrast.composite(material.pill.tone(dark: dark).color, over: glass)
        } else {
            glass = nil
            selectedTab = nil
        }
    }

    /// The colour of `color` in this appearance.
    func pick(_ color: ThemedColor) -> Color {
        color.color(ThemedColor.Traits(dark: theme == .dark, highContrast: highContrast))
    }

    /// The accent as drawn over `background` (a translucent tint shows what is under it).
    func accentOpaque(over background: Contrast.Opaque) -> Color {
        let mixed = Contrast.composite(accent, over: background)
        return Color(red: UInt8(mixed.red.rounded()), green: UInt8(mixed.green.rounded()), blue: UInt8(mixed.blue.rounded()))
    }
}

extension NamedColor {
    /// A semantic colour's value in `theme`; the fixed ones are the same in both.
    static func system(_ name: String, _ theme: Theme, highContrast: Bool = false) -> Color {
        system(name, dark: theme == .dark, highContrast: highContrast) ?? Color(red: 0, green: 0, blue: 0)
    }

    /// UIColor.whiteColor.
    static let white = Color(red: 255, green: 255, blue: 255)
}

extension ScreenAction {
    /// The fill of the in-screen button: the demo's red and purple, the tint for the others.
    func fill(accent: Color) -> Color {
        switch self {
        case .show: Color(red: 255, green: 0, blue: 0)
        case .clear: Color(red: 128, green: 0, blue: 128)
        default: accent
        }
    }
}
