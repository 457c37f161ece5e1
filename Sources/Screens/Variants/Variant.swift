import HTTP
import Strings

/// A device the screen is drawn at: its screen size in CSS px and its safe areas.
public enum Device: String, CaseIterable, Sendable {
    case iphoneSE = "iphone-se"
    /// The 390-pt iPhone with a notch, still common.
    case iphone14 = "iphone-14"
    case iphone15 = "iphone-15"
    case iphone15ProMax = "iphone-15-pro-max"
    case iphone16Pro = "iphone-16-pro"
    case iphone16ProMax = "iphone-16-pro-max"
    /// The iPhones iOS 26 shipped on.
    case iphone17 = "iphone-17"
    case iphoneAir = "iphone-air"
    case iphone17ProMax = "iphone-17-pro-max"
    case ipad
    /// Fills the browser window.
    case fluid

    /// The default device.
    public static let standard = Device.iphone15

    /// The screen size in CSS px, `nil` for `fluid`.
    public var size: (width: Int, height: Int)? {
        switch self {
        case .iphoneSE: (375, 667)
        // Apple's published sizes in points (technical specifications: iPhone 14 2532×1170 px, iPhone
        // 17 2622×1206, iPhone Air 2736×1260, iPhone 17 Pro Max 2868×1320, all at 3x).
        case .iphone14: (390, 844)
        case .iphone17: (402, 874)
        case .iphoneAir: (420, 912)
        case .iphone17ProMax: (440, 956)
        case .iphone15: (393, 852)
        case .iphone15ProMax: (430, 932)
        // Apple's published sizes in points (iPhone 16 Pro technical specifications: 2622×1206 px
        // and 2868×1320 px at 3x), their safe areas in the style sheet.
        case .iphone16Pro: (402, 874)
        case .iphone16ProMax: (440, 956)
        case .ipad: (820, 1180)
        case .fluid: nil
        }
    }

    /// The size used where a fixed one is needed (galleries): `fluid` borrows the default's.
    public var frameSize: (width: Int, height: Int) {
        size ?? Device.standard.size!
    }

    /// The frame size held in `orientation`: landscape swaps width and height.
    public func frameSize(_ orientation: Orientation) -> (width: Int, height: Int) {
        let size = frameSize
        return orientation == .portrait ? size : (size.height, size.width)
    }

    /// Whether UIKit gives this device a regular horizontal size class held so (iPad; the largest
    /// iPhones in landscape); `nil` for `fluid`, whose width the browser decides.
    public func isRegularWidth(_ orientation: Orientation) -> Bool? {
        switch self {
        case .ipad: true
        case .iphone15ProMax, .iphone16ProMax, .iphoneAir, .iphone17ProMax: orientation == .landscape
        case .iphoneSE, .iphone14, .iphone15, .iphone16Pro, .iphone17: false
        case .fluid: nil
        }
    }

    /// UIKit's layout margins held so, by the width (``ListMetrics/margin(forWidth:)``: 20 pt from
    /// 375 wide, so on every device here; the style sheet's `--margin`); `nil` for `fluid`, whose
    /// width the window decides.
    public func layoutMargin(_ orientation: Orientation, metrics: ListMetrics = .iOS18) -> Double? {
        guard size != nil else { return nil }
        return metrics.margin(forWidth: Double(frameSize(orientation).width))
    }

    /// The safe area's inset on each side held so: in landscape the Face ID iPhones keep clear of
    /// the sensor housing, 59 pt (62 on the 16 Pros); 0 otherwise (the style sheet's `--safe-inline`).
    public func safeInline(_ orientation: Orientation) -> Int {
        guard orientation == .landscape else { return 0 }
        switch self {
        case .iphone14: return 47
        case .iphone15, .iphone15ProMax: return 59
        case .iphone16Pro, .iphone16ProMax, .iphone17, .iphone17ProMax: return 62
        case .iphoneAir: return 68
        case .iphoneSE, .ipad, .fluid: return 0
        }
    }

    /// The safe area's top inset held so (the status bar, and on the Face ID iPhones the sensor
    /// housing): 59 pt (62 on the 16 Pros), 20 on iPhone SE, 24 on iPad; 0 on an iPhone in landscape,
    /// whose status bar is hidden (the style sheet's `--safe-top`).
    public func safeTop(_ orientation: Orientation) -> Int {
        switch self {
        case .ipad, .fluid: return 24
        case _ where orientation == .landscape: return 0
        case .iphoneSE: return 20
        case .iphone14: return 47
        case .iphone15, .iphone15ProMax: return 59
        case .iphone16Pro, .iphone16ProMax, .iphone17, .iphone17ProMax: return 62
        // Not published, and no reference here shows it: the Air's island sits lower, and the inset
        // the simulator gives it, 68, is taken from developers' reports.
        case .iphoneAir: return 68
        }
    }

    /// The status bar's height held so, where the navigation bar hangs from: the safe area's top
    /// inset except on the Dynamic Island iPhones, whose bar is shorter than the inset (54 pt on the
    /// 14 Pro design of iPhone 15 and 15 Pro Max; 56.33 on the 16 Pros, where a real render has the
    /// navigation bar's top: uikit-refs 10); 0 on an iPhone in landscape (the style sheet's `--status-height`).
    public func statusBarHeight(_ orientation: Orientation) -> Double {
        switch self {
        case _ where safeTop(orientation) == 0: 0
        case .iphone15, .iphone15ProMax: 54
        case .iphone16Pro, .iphone16ProMax, .iphone17, .iphone17ProMax: 169.0 / 3
        // The same 5.67 pt under the inset as on the 16 Pros (not measured on an Air).
        case .iphoneAir: 187.0 / 3
        case .iphoneSE, .iphone14, .ipad, .fluid: Double(safeTop(orientation))
        }
    }

    /// The safe area's bottom inset held so (the home indicator): 34 pt on the Face ID iPhones (21 in
    /// landscape), 20 on iPad, 0 on iPhone SE (the style sheet's `--safe-bottom`).
    public func safeBottom(_ orientation: Orientation) -> Int {
        switch self {
        case .iphoneSE, .fluid: return 0
        case .ipad: return 20
        case .iphone14, .iphone15, .iphone15ProMax, .iphone16Pro, .iphone16ProMax, .iphone17, .iphoneAir, .iphone17ProMax:
            return orientation == .landscape ? 21 : 34
        }
    }

    /// The name shown in the device picker.
    public var name: String {
        switch self {
        case .iphoneSE: "iPhone SE"
        case .iphone14: "iPhone 14"
        case .iphone17: "iPhone 17"
        case .iphoneAir: "iPhone Air"
        case .iphone17ProMax: "iPhone 17 Pro Max"
        case .iphone15: "iPhone 15"
        case .iphone15ProMax: "iPhone 15 Pro Max"
        case .iphone16Pro: "iPhone 16 Pro"
        case .iphone16ProMax: "iPhone 16 Pro Max"
        case .ipad: "iPad"
        case .fluid: "Fluid"
        }
    }
}

/// Light or dark appearance; absent, the browser's `prefers-color-scheme` decides.
public enum Theme: String, CaseIterable, Sendable {
    case light, dark
}

/// The layout direction.
public enum Direction: String, CaseIterable, Sendable {
    case ltr, rtl
}

/// Whether animations run; `off` makes screenshots deterministic.
public enum Motion: String, CaseIterable, Sendable {
    case on, off
}

/// What the page draws over the screen for assistive technology: nothing, or what VoiceOver
/// visits, numbered in its order, with what it says beside the device.
public enum AccessibilityView: String, CaseIterable, Sendable {
    case off, voiceover
}

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
    public static let parameterNames = ["os", "device", "theme", "contrast", "transparency", "lang", "dir", "motion", "orientation", "textSize", "scroll", "search",
                                        "zoom", "a11y"]

    /// The parameters the gallery can spread side by side with ``allValue``.
    public static let spreadable = ["os", "lang", "orientation", "textSize", "scroll", "contrast", "transparency"]
    /// `textSize=all`, `orientation=all`: every value, side by side (the gallery only).
    public static let allValue = "all"

    /// The `theme` value that follows the browser's `prefers-color-scheme`.
    public static let systemTheme = "system"

    /// The `lang` value for pseudo-localization.
    public static let pseudoLanguage = "pseudo"

    /// The value of the parameter `name` for this variant, e.g. `device` → `iphone-se`.
    public func value(of name: String) -> String? {
        switch name {
        case "device": device.rawValue
        case "theme": theme?.rawValue ?? Self.systemTheme
        case "lang": pseudo ? Self.pseudoLanguage : language.description
        case "dir": direction.rawValue
        case "motion": motion.rawValue
        case "orientation": orientation.rawValue
        case "textSize": textSize.rawValue
        case "scroll": scroll.rawValue
        case "search": search.rawValue
        case "zoom": zoom.rawValue
        case "contrast": contrast.rawValue
        case "a11y": accessibility.rawValue
        case "os": os.rawValue
        case "transparency": transparency.rawValue
        default: nil
        }
    }

    /// Applies one parameter; `nil` when the value is not valid for it.
    package mutating func apply(_ name: String, _ value: String) -> Bool {
        switch name {
        case "device": guard let device = Device(rawValue: value) else { return false }; self.device = device
        case "theme":
            if value == Self.systemTheme {
                theme = nil
            } else {
                guard let theme = Theme(rawValue: value) else { return false }
                self.theme = theme
            }
        case "dir": guard let direction = Direction(rawValue: value) else { return false }; self.direction = direction
        case "motion": guard let motion = Motion(rawValue: value) else { return false }; self.motion = motion
        case "orientation": guard let orientation = Orientation(rawValue: value) else { return false }; self.orientation = orientation
        case "textSize": guard let size = TextSize(rawValue: value) else { return false }; textSize = size
        case "scroll": guard let scroll = Scroll(rawValue: value) else { return false }; self.scroll = scroll
        case "search": guard let search = SearchMode(rawValue: value) else { return false }; self.search = search
        case "zoom": guard let zoom = Zoom(rawValue: value) else { return false }; self.zoom = zoom
        case "contrast": guard let contrast = ColorContrast(rawValue: value) else { return false }; self.contrast = contrast
        case "a11y": guard let view = AccessibilityView(rawValue: value) else { return false }; accessibility = view
        case "os": guard let os = SystemDesign(rawValue: value) else { return false }; self.os = os
        case "transparency": guard let transparency = Transparency(rawValue: value) else { return false }; self.transparency = transparency
        case "lang":
            if value == Self.pseudoLanguage {
                language = Language.english.tag
                pseudo = true
            } else {
                guard let language = LanguageTag(value) else { return false }
                self.language = language
                pseudo = false
            }
        default: return false
        }
        return true
    }

    /// The valid values of a parameter, for error messages.
    package static func validValues(of name: String) -> [String] {
        switch name {
        case "device": Device.allCases.map(\.rawValue)
        case "theme": Theme.allCases.map(\.rawValue) + [systemTheme]
        case "dir": Direction.allCases.map(\.rawValue)
        case "motion": Motion.allCases.map(\.rawValue)
        case "orientation": Orientation.allCases.map(\.rawValue)
        case "textSize": TextSize.allCases.map(\.rawValue)
        case "scroll": Scroll.allCases.map(\.rawValue)
        case "search": SearchMode.allCases.map(\.rawValue)
        case "zoom": Zoom.allCases.map(\.rawValue)
        case "contrast": ColorContrast.allCases.map(\.rawValue)
        case "a11y": AccessibilityView.allCases.map(\.rawValue)
        case "os": SystemDesign.allCases.map(\.rawValue)
        case "transparency": Transparency.allCases.map(\.rawValue)
        default: Language.allCases.map(\.rawValue) + [pseudoLanguage]
        }
    }
}
