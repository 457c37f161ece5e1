import Screens

/// What asks for settings by ``VariantAxes``: a snapshot run, a site, an audit.
public protocol VariantRun {
    /// The values asked for of each setting.
    var axes: VariantAxes { get set }
}

/// A run's settings as typed lists, where the command line writes them.
extension VariantRun {
    /// Devices with a fixed size.
    public var devices: [Device] {
        get { axes[Device.self] }
        set { axes[Device.self] = newValue }
    }
    /// Appearances.
    public var themes: [Theme] {
        get { axes[Theme.self] }
        set { axes[Theme.self] = newValue }
    }
    /// Language values of `?lang=`: tags, `pseudo`, or `all` (each screen's languages).
    public var languages: [String] {
        get { axes[Variant.languageParameter] }
        set { axes[Variant.languageParameter] = newValue }
    }
    /// Dynamic Type sizes.
    public var textSizes: [TextSize] {
        get { axes[TextSize.self] }
        set { axes[TextSize.self] = newValue }
    }
    /// How the devices are held.
    public var orientations: [Orientation] {
        get { axes[Orientation.self] }
        set { axes[Orientation.self] = newValue }
    }
    /// Where the lists are scrolled to (only states with rows scroll).
    public var scrolls: [Scroll] {
        get { axes[Scroll.self] }
        set { axes[Scroll.self] = newValue }
    }
    /// Whether the search is active, the keyboard up (only screens with a search bar search).
    public var searches: [SearchMode] {
        get { axes[SearchMode.self] }
        set { axes[SearchMode.self] = newValue }
    }
    /// The iOS designs; `nil`: each screen's default (the fixtures' `"os"`).
    public var designs: [SystemDesign]? {
        get { axes.isAsked(SystemDesign.parameter) ? axes[SystemDesign.self] : nil }
        set {
            if let newValue { axes[SystemDesign.self] = newValue } else { axes.reset(SystemDesign.parameter) }
        }
    }
    /// Whether Increase Contrast is on.
    public var contrasts: [ColorContrast] {
        get { axes[ColorContrast.self] }
        set { axes[ColorContrast.self] = newValue }
    }
    /// Whether Reduce Transparency is on.
    public var transparencies: [Transparency] {
        get { axes[Transparency.self] }
        set { axes[Transparency.self] = newValue }
    }
}
