import HTML
import Screens

/// The status bar as each device draws it, at 9:41 with full signal and battery:
/// - iPhones with the Dynamic Island (15, 15 Pro Max, 16 Pro, 16 Pro Max): the time in the leading ear, the island
///   (a black capsule 126×37, 11 from the top — 14 on the 16 Pros —, centred), the icons in the
///   trailing ear; 59 tall (62 on the 16 Pros).
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
        case .iphone15, .iphone15ProMax, .iphone16Pro, .iphone16ProMax:
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
