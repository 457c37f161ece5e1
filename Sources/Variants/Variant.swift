import Screens
import Strings

/// Everything that changes how a page looks without changing what it says: the iOS design, device, theme,
/// contrast, transparency, language, direction, motion, orientation, text size, scroll position, and whether it is embedded (the device alone, for galleries and
/// snapshots). Each comes from the URL, else from a cookie the pickers set, else a default.
public struct Variant: Sendable, Hashable {
    /// The language of the screen's texts: any BCP 47 tag a screen is given in.
    public var language: LanguageTag
    /// Whether texts are pseudo-localized (longer, accented), to catch truncation.
    public var pseudo: Bool
    /// The device frame.
    public var device: Device
    /// The appearance, or `nil` to follow the browser.
    public var theme: Theme?
    /// The layout direction.
    public var direction: Direction
    /// Whether animations run.
    public var motion: Motion
    /// Whether only the device is drawn, at the top left, without bezel, panel or pickers.
    public var embed: Bool
    /// The Dynamic Type size.
    public var textSize: TextSize
    /// How the device is held.
    public var orientation: Orientation
    /// Where the list is scrolled to.
    public var scroll: Scroll
    /// Whether the search controller is presented, the keyboard up.
    public var search: SearchMode
    /// Whether the page scales the device to fit the window.
    public var zoom: Zoom
    /// Whether Increase Contrast is on.
    public var contrast: ColorContrast
    /// Whether VoiceOver's elements are marked (`a11y=voiceover`).
    public var accessibility: AccessibilityView = .off
    /// The iOS design the phone runs (a screen that pins an older one keeps it).
    public var os: SystemDesign = .standard
    /// Whether Reduce Transparency is on.
    public var transparency: Transparency = .normal
    /// Whether Bold Text is on.
    public var boldText: BoldText = .off

    /// The defaults: English, iPhone 15, the browser's theme, left to right, motion on.
    public init(language: LanguageTag = Language.fallback.tag, pseudo: Bool = false, device: Device = .standard, theme: Theme? = nil,
                direction: Direction = .ltr, motion: Motion = .on, embed: Bool = false,
                textSize: TextSize = .standard, orientation: Orientation = .portrait, scroll: Scroll = .top,
                search: SearchMode = .inactive, zoom: Zoom = .fit, contrast: ColorContrast = .normal) {
        self.language = language
        self.pseudo = pseudo
        self.device = device
        self.theme = theme
        self.direction = direction
        self.motion = motion
        self.embed = embed
        self.textSize = textSize
        self.orientation = orientation
        self.scroll = scroll
        self.search = search
        self.zoom = zoom
        self.contrast = contrast
    }

    /// The query parameters that choose a variant, in the order links write them.
    public static let parameterNames = VariantParameter.all.map(\.name)

    /// `textSize=all`, `orientation=all`: every value, side by side (the gallery only).
    public static let allValue = "all"

    /// The value of the parameter `name` for this variant, e.g. `device` → `iphone-se`.
    public func value(of name: String) -> String? {
        VariantParameter.named(name)?.value(in: self)
    }

    /// Applies one parameter; `false` when the value is not valid for it.
    package mutating func apply(_ name: String, _ value: String) -> Bool {
        VariantParameter.named(name)?.apply(value, to: &self) ?? false
    }

    /// The valid values of a parameter, for error messages.
    package static func validValues(of name: String) -> [String] {
        VariantParameter.named(name)?.validValues ?? []
    }
}
