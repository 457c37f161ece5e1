import Screens
import Variants

/// What `listpreview build` writes: every screen × reachable state × device × theme × language ×
/// text size × orientation × contrast × design × transparency, as pages of a static site.
public struct SiteOptions: VariantRun, Equatable, Sendable {
    /// The site's folder.
    public var outputDirectory = ""
    /// Screen ids; `nil` for all.
    public var screens: [String]?
    /// States; every previewable one by default (each screen gets those it can reach).
    public var states: [DisplayState] = DisplayState.previewable
    /// The values asked for of each setting a site spreads (``SiteOptions/parameters``): by default
    /// every device with a fixed size, light and dark, each screen's languages (`lang=all`), and
    /// each other setting's default; the design, unless asked, is the fixtures' default.
    public var axes: VariantAxes = {
        var axes = VariantAxes()
        axes[Device.self] = Device.fixedSize
        axes[Theme.self] = [.light, .dark]
        axes[Variant.languageParameter] = [Variant.allValue]
        return axes
    }()
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

extension SiteOptions {
    /// The settings a site spreads, one folder per combination: those `build` has an option for.
    static let parameters = VariantParameter.fileNameOrder.filter { $0.option?.runs.contains(.site) ?? false }
}
