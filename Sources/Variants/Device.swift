import Screens

/// A device the screen is drawn at: its screen size in CSS px, its safe areas, status bar and
/// corners — the only place they are written: the style sheet reads them as custom properties
/// (``stylesheet``).
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
        // and 2868×1320 px at 3x).
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

    /// Whether UIKit gives this device a compact height held so (an iPhone in landscape): its
    /// navigation and tab bars are the compact ones.
    public func hasCompactHeight(_ orientation: Orientation) -> Bool {
        switch self {
        case .ipad, .fluid: false
        case .iphoneSE, .iphone14, .iphone15, .iphone15ProMax, .iphone16Pro, .iphone16ProMax, .iphone17, .iphoneAir, .iphone17ProMax:
            orientation == .landscape
        }
    }

    /// The screen's corner radius as drawn: the Face ID iPhones' rounded displays (55 pt, 62 on the
    /// 16 and 17 Pros, the 17 and the Air, 47 on iPhone 14), iPad's 18, none on iPhone SE and Fluid.
    public var cornerRadius: Int {
        switch self {
        case .iphoneSE, .fluid: 0
        case .iphone14: 47
        case .iphone15, .iphone15ProMax: 55
        case .iphone16Pro, .iphone16ProMax, .iphone17, .iphoneAir, .iphone17ProMax: 62
        case .ipad: 18
        }
    }

    /// The status bar's text size: 17 pt in a Face ID iPhone's ears, 12 in the classic and iPad bars.
    public var statusBarFontSize: Int {
        switch self {
        case .iphoneSE, .ipad, .fluid: 12
        case .iphone14, .iphone15, .iphone15ProMax, .iphone16Pro, .iphone16ProMax, .iphone17, .iphoneAir, .iphone17ProMax: 17
        }
    }

    /// Whether the screen has a home indicator: all but iPhone SE (a home button) and Fluid.
    public var hasHomeIndicator: Bool {
        self != .iphoneSE && self != .fluid
    }

    /// The Dynamic Island's top: 11 pt; 14 on the 16 and 17 Pros and the 17, whose thinner borders
    /// put it 3 pt lower (and the safe area with it); 20 on the Air, 6 lower still; `nil` without one.
    public var islandTop: Int? {
        switch self {
        case .iphone15, .iphone15ProMax: 11
        case .iphone16Pro, .iphone16ProMax, .iphone17, .iphone17ProMax: 14
        case .iphoneAir: 20
        case .iphoneSE, .iphone14, .ipad, .fluid: nil
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

extension Device: VariantSetting {
    /// `device=iphone-se`: always named in shots and site folders; `--devices` lists the fixed sizes.
    public static let parameter = VariantParameter(
        "device", label: BuiltInStrings.device, \Variant.device, titles: { LocalizedText(verbatim: $0.name) }, naming: .always,
        option: VariantOption("--devices", "D,…", values: fixedSize.map(\.rawValue), allowsAll: false, runs: [.snapshot, .site],
                              help: "Devices: " + fixedSize.map(\.rawValue).joined(separator: ", ")))

    /// The devices with a fixed size, which can be photographed and audited.
    public static let fixedSize = Device.allCases.filter { $0.size != nil }
}
