import Sharding
import Browser
import ListPreview
import Pages
import Screens
import Variants

/// What `listpreview snapshot` photographs: screens × states × devices × themes × languages ×
/// text sizes × orientations × scroll positions × search modes × designs × contrasts × transparencies,
/// each also in the VoiceOver view when asked.
public struct SnapshotOptions: VariantRun, Equatable, Sendable {
    /// The output directory.
    public var outputDirectory = ""
    /// Screen ids; `nil` for all.
    public var screens: [String]?
    /// States; all previewable ones by default.
    public var states: [DisplayState] = DisplayState.previewable
    /// The values asked for of each setting (devices, themes, languages, text sizes…); each
    /// setting's run default otherwise. `lang` may be `all` (each screen's languages); the design,
    /// unless asked, is each screen's default, and a screen that keeps one is photographed once, in it.
    public var axes = VariantAxes()
    /// Device pixels per CSS px: 1, 2 or 3.
    public var scale = 2
    /// The engines, each photographing every shot: Chromium by default.
    public var browsers: [Engine] = [.chromium]
    /// The Chromium executable, if given.
    public var chromium: String?
    /// No progress or summary on stderr.
    public var quiet = false
    /// An earlier snapshot directory to compare with.
    public var compareWith: String?
    /// The baselines' folder (`--baseline`): a shot whose inputs hash as its baseline's did (its
    /// `manifest.json` says) is not photographed again; its baseline is copied instead.
    public var baseline: String?
    /// Browser sessions in parallel; the number of cores by default.
    public var jobs: Int?
    /// Whether a language no text is given in fails the run rather than being photographed in the texts' fallback (`--strict`).
    public var strict = false
    /// This machine's share of the shots (`--shard 2/3`), or all of them.
    public var shard: Shard?

    /// The defaults: every screen and state, iPhone 15, light, English, text size Large, portrait, @2x, Chromium.
    public init() {}
}

/// One screenshot to take.
public struct Shot: Sendable, Equatable {
    /// The screen's id.
    public let screen: String
    /// The state previewed.
    public let state: DisplayState
    /// The settings it is drawn in: device, theme, language, text size, design (a screen's own
    /// `"os"` over the one asked for)…
    public let variant: Variant
    /// Device pixels per CSS px.
    public let scale: Int
    /// The settings its file name carries (``VariantAxes/names(_:inShot:)``), by parameter name.
    public let named: Set<String>
    /// The engine that draws it.
    public let browser: Engine
    /// Whether the file name carries the engine (several were asked for).
    public let namesBrowser: Bool

    /// A shot from its parts.
    public init(screen: String, state: DisplayState, variant: Variant, scale: Int, named: Set<String>, browser: Engine = .chromium,
                namesBrowser: Bool = false) {
        self.screen = screen
        self.state = state
        self.variant = variant
        self.scale = scale
        self.named = named
        self.browser = browser
        self.namesBrowser = namesBrowser
    }

    /// The appearance (a shot always has one).
    public var theme: Theme { variant.theme ?? .light }

    /// The `?lang=` value: a language tag or `pseudo`.
    public var language: String { Variant.languageParameter.value(in: variant) }

    /// What tells this shot apart from the others of its run: screen, state, then each setting its
    /// run names, in ``VariantParameter/fileNameOrder``, and the engine when the run has several.
    /// The design is always named (`ios26`, `ios18`): a fixtures file whose default design changes
    /// never gives two looks one baseline, nor does a screen that keeps its design share a name. A
    /// shot in the VoiceOver view always says `voiceover`, and one without never says anything: the
    /// plain shot keeps its name with `--voiceover` or without, so one baseline folder holds both.
    public var labels: [String] {
        [screen, state.rawValue] + VariantParameter.fileNameOrder.compactMap { parameter in
            named.contains(parameter.name) ? parameter.fileNamePart(parameter.value(in: variant)) : nil
        } + (namesBrowser ? [browser.rawValue] : [])
    }

    /// `inbox--network--iphone-15--dark--zh-Hans--ios26@2x.png` (no suffix at scale 1);
    /// `inbox--network--iphone-15--dark--zh-Hans--AX5--landscape--ios26@2x.png` when the run has several
    /// text sizes and orientations; `…--ios26--webkit@2x.png` when it has several engines;
    /// `…--ios26--voiceover@2x.png` in the VoiceOver view.
    public var fileName: String {
        labels.joined(separator: "--") + (scale == 1 ? "" : "@\(scale)x") + ".png"
    }

    /// The page photographed: a read-only, embedded, motionless preview in its device, theme,
    /// language and design; every other setting named only when it is not the default.
    public var path: String {
        let always: Set<String> = ["device", "theme", "lang", "os"]
        return SitePath.url(SitePath.screen(screen), [("state", state.rawValue)] + VariantParameter.all.compactMap { parameter in
            if parameter.name == Motion.parameter.name { return (parameter.name, Motion.off.rawValue) }
            let value = parameter.name == Theme.parameter.name ? theme.rawValue : parameter.value(in: variant)
            return always.contains(parameter.name) || value != parameter.standard ? (parameter.name, value) : nil
        } + [("embed", "1")])
    }

    /// The viewport in CSS px: the device's frame as it is held, and in the VoiceOver view the
    /// legend's column beside it, cut at the device's height.
    public var frameSize: (width: Int, height: Int) {
        GalleryPage.frameSize(variant.device, variant.orientation, variant.accessibility)
    }

    /// The PNG's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        let size = frameSize
        return (size.width * scale, size.height * scale)
    }
}

extension SnapshotOptions {
    /// Whether each shot is also taken in the VoiceOver view (`a11y=voiceover`), its legend beside the device.
    public var voiceOver: Bool {
        get { axes[AccessibilityView.self].contains(.voiceover) }
        set { axes[AccessibilityView.self] = newValue ? [.off, .voiceover] : [.off] }
    }

    /// The settings every shot's file name carries, by parameter name.
    var named: Set<String> {
        Set(VariantParameter.fileNameOrder.filter { axes.names($0) }.map(\.name))
    }

    /// The designs `screen` is photographed in: those asked for (else its default), or the one it keeps.
    func designs(of screen: Screen?) -> [SystemDesign] {
        let asked = axes.isAsked(SystemDesign.parameter) ? axes[SystemDesign.self] : nil
        guard let screen else { return asked ?? [.standard] }
        var seen = Set<SystemDesign>()
        return (asked ?? [screen.defaultDesign]).map { screen.design(asked: $0) }.filter { seen.insert($0).inserted }
    }

    /// The values `screen` is photographed in of `parameter`: those asked for, `lang=all` as the
    /// screen's languages, the design as ``designs(of:)`` says.
    func values(of parameter: VariantParameter, for screen: Screen?) -> [String] {
        switch parameter.name {
        case SystemDesign.parameter.name: designs(of: screen).map(\.rawValue)
        case Variant.languageParameter.name:
            axes[parameter].flatMap { $0 == Variant.allValue ? screen?.languages.map(\.description) ?? ["en"] : [$0] }
        default: axes[parameter]
        }
    }

    /// Every shot, in a stable order: engine, screen, state, then the settings in ``VariantParameter/fileNameOrder``.
    public func shots(screens all: [Screen]) -> [Shot] {
        let namesBrowser = Set(browsers).count > 1
        let named = named
        return browsers.flatMap { browser in
            (screens ?? all.map(\.id)).flatMap { id -> [Shot] in
                let screen = all.first { $0.id == id }
                // Only the states the screen can show (no "no search results" without a search bar).
                let reachable = screen?.reachableStates ?? DisplayState.previewable
                let variants = VariantParameter.fileNameOrder.reduce([Variant(theme: .light)]) { variants, parameter in
                    let values = values(of: parameter, for: screen)
                    return variants.flatMap { variant in
                        values.compactMap { value in
                            var next = variant
                            return parameter.apply(value, to: &next) ? next : nil
                        }
                    }
                }
                return states.filter(reachable.contains).flatMap { state in
                    variants.map { Shot(screen: id, state: state, variant: $0, scale: scale, named: named, browser: browser, namesBrowser: namesBrowser) }
                }
            }
        }
    }
}
