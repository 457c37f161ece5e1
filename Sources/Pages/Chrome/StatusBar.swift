import HTML
import Screens
import Variants

/// The status bar as each device draws it, at 9:41 with full signal and battery:
/// - iPhones with the Dynamic Island (15, 15 Pro Max, 16 Pro, 16 Pro Max, 17, Air, 17 Pro Max): the time in the
///   leading ear, the island (a black capsule 126×37, 11 from the top — 14 on the 16 and 17 Pros and the
///   17, 20 on the Air —, centred), the icons in the trailing ear; as tall as the status bar.
/// - iPhone 14: the time and icons in the notch's ears, 47 tall.
/// - iPhone SE: the classic 20-pt bar, signal and Wi-Fi leading, the time centred, the battery trailing.
/// - iPad (and Fluid): 24 pt, the time and date leading, Wi-Fi and battery trailing.
/// iPhones hide it in landscape. It is a picture of the system's, so it is hidden from assistive technology.
enum StatusBar {
    static func render(_ variant: Variant, context: PageContext) -> Node {
        let device = variant.device
        if variant.orientation == .landscape, device != .ipad, device != .fluid { return .empty }
        let time = Node.el("span", [.class("lp-status-time")], text: "9:41")
        let attributes: [Attribute] = [.class("lp-statusbar"), Attribute("aria-hidden", "true")]
        switch device {
        case .iphone14:
            // The notch is the hardware's, not drawn (as in a screenshot); the time and icons in its ears.
            return .el("div", attributes + [Attribute("data-layout", "notch")], [
                .el("span", [.class("lp-status-leading")], [time]),
                .el("span", [.class("lp-notch")]),
                .el("span", [.class("lp-status-trailing")], [SymbolArt.cellular, SymbolArt.wifi, SymbolArt.battery]),
            ])
        case .iphone15, .iphone15ProMax, .iphone16Pro, .iphone16ProMax, .iphone17, .iphoneAir, .iphone17ProMax:
            return .el("div", attributes + [Attribute("data-layout", "island")], [
                .el("span", [.class("lp-status-leading")], [time]),
                .el("span", [.class("lp-dynamic-island"), .id("dynamic-island")]),
                .el("span", [.class("lp-status-trailing")], [SymbolArt.cellular, SymbolArt.wifi, SymbolArt.battery]),
            ])
        case .iphoneSE:
            return .el("div", attributes + [Attribute("data-layout", "classic")], [
                .el("span", [.class("lp-status-leading")], [SymbolArt.cellular, SymbolArt.wifi]),
                time,
                .el("span", [.class("lp-status-trailing")], [SymbolArt.battery]),
            ])
        case .ipad, .fluid:
            return .el("div", attributes + [Attribute("data-layout", "tablet")], [
                .el("span", [.class("lp-status-leading")], [time, .el("span", [.class("lp-status-date")], text: "Tue Jan 9")]),
                .el("span", [.class("lp-status-trailing")], [SymbolArt.wifi, SymbolArt.battery]),
            ])
        }
    }
}
