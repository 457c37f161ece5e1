/// The height in points of the software keyboard an app sees (`keyboardFrameEndUserInfoKey`), an
/// English QWERTY keyboard with its predictive bar (shown by default), per device and orientation.
/// Apple publishes none of these; they are measurements:
/// - the key area and the predictive bar, read in the iOS 18 Simulator by Keyman
///   (`keymanapp/keyman`, `ios/engine/KMEI/KeymanEngine/Classes/Keyboard/KeyboardScaleMap.swift`):
///   216 + 44 on iPhone SE, 216 + 45 on the 6.1- and 6.3-inch Face ID iPhones, 226 + 45 on the
///   6.7- and 6.9-inch ones, 162 + 38 and 160 + 38 in landscape, 262 + 55 on iPad;
/// - the Face ID iPhones' strip under the keys (the globe and dictation row over the home
///   indicator), 75 in portrait (the iPhone X keyboard's long-measured 291 less its 216 keys) and
///   21 in landscape (the bottom safe area);
/// - iPad's frame includes no home-indicator strip (its 20-pt bottom inset sits under the keys).
/// The landscape Face ID and iPad figures are the least certain: within about 10 points.
public enum KeyboardHeight {
    /// The keyboard's height on `device` held in `orientation`; Fluid borrows the default device's.
    public static func points(_ device: Device, _ orientation: Orientation) -> Int {
        let landscape = orientation == .landscape
        switch device.size == nil ? Device.standard : device {
        case .iphoneSE: return landscape ? 162 + 38 : 216 + 44
        case .iphone14, .iphone15, .iphone16Pro, .iphone17: return landscape ? 160 + 38 + 21 : 216 + 45 + 75
        // The 6.5-inch Air keyboards as the larger phones do (414 pt wide and more).
        case .iphone15ProMax, .iphone16ProMax, .iphoneAir, .iphone17ProMax: return landscape ? 160 + 38 + 21 : 226 + 45 + 75
        case .ipad: return landscape ? 347 + 55 : 262 + 55
        case .fluid: return 0
        }
    }

    /// The height of its predictive bar, the top of it.
    public static func predictiveBar(_ device: Device, _ orientation: Orientation) -> Int {
        let device = device.size == nil ? Device.standard : device
        if device == .ipad { return 55 }
        if orientation == .landscape { return 38 }
        return device == .iphoneSE ? 44 : 45
    }

    /// The strip under the keys on the Face ID iPhones (globe and dictation over the home indicator).
    public static func bottomStrip(_ device: Device, _ orientation: Orientation) -> Int {
        let device = device.size == nil ? Device.standard : device
        guard device != .iphoneSE, device != .ipad else { return 0 }
        return orientation == .landscape ? 21 : 75
    }
}
