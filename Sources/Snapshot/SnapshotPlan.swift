import Sharding
import Browser
import ListPreview
import Pages
import Screens

/// What `listpreview snapshot` photographs: screens × states × devices × themes × languages ×
/// text sizes × orientations × scroll positions × search modes × designs × contrasts × transparencies,
/// each also in the VoiceOver view when asked.
public struct SnapshotOptions: Equatable, Sendable {
    /// The output directory.
    public var outputDirectory = ""
    /// Screen ids; `nil` for all.
    public var screens: [String]?
    /// States; all previewable ones by default.
    public var states: [DisplayState] = DisplayState.previewable
    /// Devices with a fixed size.
    public var devices: [Device] = [.standard]
    /// Appearances.
    public var themes: [Theme] = [.light]
    /// Language values of `?lang=`: `en`, `zh-Hans`, `zh-Hant` or `pseudo`.
    public var languages: [String] = ["en"]
    /// Dynamic Type sizes.
    public var textSizes: [TextSize] = [.standard]
    /// How the devices are held.
    public var orientations: [Orientation] = [.portrait]
    /// Where the lists are scrolled to (only states with rows scroll).
    public var scrolls: [Scroll] = [.top]
    /// Whether the search is active, the keyboard up (only screens with a search bar search).
    public var searches: [SearchMode] = [.inactive]
    /// The iOS designs; `nil`: each screen's default (the fixtures' `"os"`). A screen that keeps
    /// one design (its own `"os"`) is photographed once, in it.
    public var designs: [SystemDesign]?
    /// Whether Increase Contrast is on.
    public var contrasts: [ColorContrast] = [.normal]
    /// Whether Reduce Transparency is on.
    public var transparencies: [Transparency] = [.normal]
    /// Whether each shot is also taken in the VoiceOver view (`a11y=voiceover`), its legend beside the device.
    public var voiceOver = false
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
    /// The device.
    public let device: Device
    /// The appearance.
    public let theme: Theme
    /// The `?lang=` value.
    public let language: String
    /// The Dynamic Type size.
    public let textSize: TextSize
    /// How the device is held.
    public let orientation: Orientation
    /// Where the list is scrolled to.
    public let scroll: Scroll
    /// Whether the search is active.
    public let search: SearchMode
    /// The iOS design it is drawn in (a screen's own `"os"` over the one asked for).
    public let os: SystemDesign
    /// Whether Increase Contrast is on.
    public let contrast: ColorContrast
    /// Whether Reduce Transparency is on.
    public let transparency: Transparency
    /// Whether VoiceOver's elements are numbered, the legend beside the device (`a11y=voiceover`).
    public let accessibility: AccessibilityView
    /// Device pixels per CSS px.
    public let scale: Int
    /// Whether the file name carries the text size (several were asked for).
    public let namesTextSize: Bool
    /// Whether the file name carries the orientation (both were asked for).
    public let namesOrientation: Bool
    /// Whether the file name carries the scroll position (both were asked for).
    public let namesScroll: Bool
    /// Whether the file name carries the search mode (both were asked for).
    public let namesSearch: Bool
    /// Whether the file name carries the contrast (both were asked for).
    public let namesContrast: Bool
    /// Whether the file name carries the transparency (both were asked for).
    public let namesTransparency: Bool
    /// The engine that draws it.
    public let browser: Engine
    /// Whether the file name carries the engine (several were asked for).
    public let namesBrowser: Bool

    /// What tells this shot apart from the others of its run: screen, state, device, theme, language,
    /// then the text size, orientation and engine when the run has several. The design is always
    /// named (`ios26`, `ios18`): a fixtures file whose default design changes never gives two looks
    /// one baseline, nor does a screen that keeps its design share a name. A shot in the VoiceOver
    /// view always says `voiceover`, and one without never says anything: the plain shot keeps its
    /// name with `--voiceover` or without, so one baseline folder holds both.
    public var labels: [String] {
        [screen, state.rawValue, device.rawValue, theme.rawValue, language]
            + (namesTextSize ? [textSize.rawValue] : []) + (namesOrientation ? [orientation.rawValue] : [])
            + (namesScroll ? [scroll.rawValue] : []) + (namesSearch ? [search.rawValue] : [])
            + [os.label]
            + (namesContrast ? [contrast.rawValue + "-contrast"] : [])
            + (namesTransparency ? [transparency.rawValue + "-transparency"] : [])
            + (accessibility == .voiceover ? [accessibility.rawValue] : []) + (namesBrowser ? [browser.rawValue] : [])
    }

    /// `inbox--network--iphone-15--dark--zh-Hans--ios26@2x.png` (no suffix at scale 1);
    /// `inbox--network--iphone-15--dark--zh-Hans--AX5--landscape--ios26@2x.png` when the run has several
    /// text sizes and orientations; `…--ios26--webkit@2x.png` when it has several engines;
    /// `…--ios26--voiceover@2x.png` in the VoiceOver view.
    public var fileName: String {
        labels.joined(separator: "--") + (scale == 1 ? "" : "@\(scale)x") + ".png"
    }

    /// The page photographed: a read-only, embedded, motionless preview in its design; the text size and
    /// orientation are named only when they are not the defaults.
    public var path: String {
        SitePath.url(SitePath.screen(screen), [("state", state.rawValue), ("device", device.rawValue), ("theme", theme.rawValue),
                                               ("lang", language), ("motion", "off"), ("os", os.rawValue)]
            + (orientation == .portrait ? [] : [("orientation", orientation.rawValue)])
            + (textSize == .standard ? [] : [("textSize", textSize.rawValue)])
            + (scroll == .top ? [] : [("scroll", scroll.rawValue)])
            + (search == .inactive ? [] : [("search", search.rawValue)])
            + (contrast == .normal ? [] : [("contrast", contrast.rawValue)])
            + (transparency == .normal ? [] : [("transparency", transparency.rawValue)])
            + (accessibility == .off ? [] : [("a11y", accessibility.rawValue)])
            + [("embed", "1")])
    }

    /// The viewport in CSS px: the device's frame as it is held, and in the VoiceOver view the
    /// legend's column beside it, cut at the device's height.
    public var frameSize: (width: Int, height: Int) {
        GalleryPage.frameSize(device, orientation, accessibility)
    }

    /// The PNG's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        let size = frameSize
        return (size.width * scale, size.height * scale)
    }
}

extension SnapshotOptions {
    /// Which labels the file names carry beyond screen, state, device, theme and language: those
    /// asked for in several values.
    var named: (textSize: Bool, orientation: Bool, scroll: Bool, search: Bool, contrast: Bool, transparency: Bool, browser: Bool) {
        (Set(textSizes).count > 1, Set(orientations).count > 1, Set(scrolls).count > 1, Set(searches).count > 1,
         Set(contrasts).count > 1, Set(transparencies).count > 1, Set(browsers).count > 1)
    }

    /// The designs `screen` is photographed in: those asked for (else its default), or the one it keeps.
    func designs(of screen: Screen?) -> [SystemDesign] {
        guard let screen else { return designs ?? [.standard] }
        var seen = Set<SystemDesign>()
        return (designs ?? [screen.defaultDesign]).map { screen.design(asked: $0) }.filter { seen.insert($0).inserted }
    }

    /// Every shot, in a stable order: engine, screen, state, device, theme, language, text size, orientation,
    /// scroll, search, design, contrast, transparency.
    public func shots(screens all: [Screen]) -> [Shot] {
        browsers.flatMap { shots(screens: all, browser: $0, namesBrowser: named.browser) }
    }

    private func shots(screens all: [Screen], browser: Engine, namesBrowser: Bool) -> [Shot] {
        let ids = screens ?? all.map(\.id)
        let named = named
        let namesTextSize = named.textSize, namesOrientation = named.orientation
        let namesScroll = named.scroll, namesSearch = named.search, namesContrast = named.contrast
        let namesTransparency = named.transparency
        let views: [AccessibilityView] = voiceOver ? [.off, .voiceover] : [.off]
        let looks = contrasts.flatMap { contrast in transparencies.flatMap { transparency in views.map { (contrast, transparency, $0) } } }
        var shots: [Shot] = []
        for screen in ids {
            // Only the states the screen can show (no "no search results" without a search bar).
            let reachable = all.first { $0.id == screen }?.reachableStates ?? DisplayState.previewable
            let held = textSizes.flatMap { textSize in orientations.flatMap { orientation in scrolls.flatMap { scroll in
                searches.flatMap { search in designs(of: all.first { $0.id == screen }).flatMap { os in
                    looks.map { (textSize, orientation, scroll, search, os, $0.0, $0.1, $0.2) }
                } }
            } } }
            for state in states where reachable.contains(state) {
                for device in devices {
                    for theme in themes {
                        // `all`: the languages this screen's texts are given in.
                        let screenLanguages = all.first { $0.id == screen }?.languages.map(\.description) ?? ["en"]
                        for language in languages.flatMap({ $0 == Variant.allValue ? screenLanguages : [$0] }) {
                            for (textSize, orientation, scroll, search, os, contrast, transparency, accessibility) in held {
                                shots.append(Shot(screen: screen, state: state, device: device, theme: theme, language: language,
                                                  textSize: textSize, orientation: orientation, scroll: scroll, search: search, os: os,
                                                  contrast: contrast, transparency: transparency, accessibility: accessibility, scale: scale,
                                                  namesTextSize: namesTextSize, namesOrientation: namesOrientation, namesScroll: namesScroll,
                                                  namesSearch: namesSearch, namesContrast: namesContrast, namesTransparency: namesTransparency,
                                                  browser: browser, namesBrowser: namesBrowser))
                            }
                        }
                    }
                }
            }
        }
        return shots
    }
}
