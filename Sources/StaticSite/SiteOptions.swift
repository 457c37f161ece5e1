import Screens

/// What `listpreview build` writes: every screen × reachable state × device × theme × language ×
/// text size × orientation × contrast × design × transparency, as pages of a static site.
public struct SiteOptions: Equatable, Sendable {
    /// The site's folder.
    public var outputDirectory = ""
    /// Screen ids; `nil` for all.
    public var screens: [String]?
    /// States; every previewable one by default (each screen gets those it can reach).
    public var states: [DisplayState] = DisplayState.previewable
    /// Devices: every one with a fixed size by default.
    public var devices: [Device] = Device.allCases.filter { $0.size != nil }
    /// Appearances: light and dark by default.
    public var themes: [Theme] = [.light, .dark]
    /// Language values of `?lang=`; `all` (the default): the languages the screens are given in.
    public var languages: [String] = [Variant.allValue]
    /// Dynamic Type sizes.
    public var textSizes: [TextSize] = [.standard]
    /// How the devices are held.
    public var orientations: [Orientation] = [.portrait]
    /// Whether Increase Contrast is on.
    public var contrasts: [ColorContrast] = [.normal]
    /// The iOS designs; `nil`: the fixtures' default.
    public var designs: [SystemDesign]?
    /// Whether Reduce Transparency is on.
    public var transparencies: [Transparency] = [.normal]
    /// Photograph every page into the site too (`shots/`), as `snapshot` does.
    public var screenshots = false
    /// A folder holding a review report from `snapshot --baseline`, to include (`report/`).
    public var report: String?
    /// The Chromium executable for the screenshots, if given.
    public var chromium: String?
    /// Browser sessions in parallel for the screenshots; the number of cores by default.
    public var jobs: Int?
    /// No progress or summary on stderr.
    public var quiet = false

    /// The defaults: every screen, state, fixed-size device and language, light and dark, Large, portrait.
    public init() {}
}
