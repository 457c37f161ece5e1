import Screens
import Variants
import Testing

/// iOS 18's metrics table against what real UIKit renders measure and Apple publishes, and the
/// style sheet it becomes.
@Suite struct ListMetricsTests {
    @Test func theLayoutMarginIsTwentyFrom375PointsWide() {
        let metrics = ListMetrics.iOS18
        #expect(metrics.margin(forWidth: 320) == 16)
        #expect(metrics.margin(forWidth: 375) == 20 && metrics.margin(forWidth: 402) == 20 && metrics.margin(forWidth: 820) == 20)
        for device in Device.allCases where device != .fluid {
            for orientation in Orientation.allCases { #expect(device.layoutMargin(orientation) == 20, "\(device) \(orientation)") }
        }
        #expect(Device.fluid.layoutMargin(.portrait) == nil)
    }

    /// The navigation bar hangs from the status bar: on iPhone 16 Pro at 56.33 (a real render), on
    /// the 14 Pro design's iPhones at 54, elsewhere at the safe area's top.
    @Test func theStatusBarIsShorterThanTheSafeAreaOnDynamicIslandIPhones() {
        #expect(abs(Device.iphone16Pro.statusBarHeight(.portrait) - 56.33) < 0.01)
        #expect(Device.iphone16Pro.safeTop(.portrait) == 62)
        #expect(Device.iphone15.statusBarHeight(.portrait) == 54 && Device.iphone15ProMax.statusBarHeight(.portrait) == 54)
        #expect(Device.iphoneSE.statusBarHeight(.portrait) == 20 && Device.ipad.statusBarHeight(.portrait) == 24)
        #expect(Device.iphone16Pro.statusBarHeight(.landscape) == 0)
    }

    @Test func theStyleSheetReadsTheTable() throws {
        let css = ListMetrics.iOS18.stylesheet
        for declaration in ["--m-margin: 20px;", "--m-narrow-margin: 16px;", "--m-back-chevron-x: 9.33px;", "--m-back-title-x: 30.5px;",
                            "--m-grouped-top: 35px;", "--m-first-header: 37px;", "--m-header: 38px;", "--m-footer-empty: 17px;"] {
            #expect(css.contains(declaration), "\(declaration) in \(css)")
        }
        // Spacing adds up as UIKit's: 35 to a first card without a header, 55 card to card with a
        // header, 72 with a one-line footer and a header.
        let m = ListMetrics.iOS18
        #expect(m.groupedTopSpacing == 35 && m.groupedFirstHeaderHeight == 37)
        #expect(m.groupedEmptyFooterHeight + m.groupedEmptyHeaderHeight == 35)
        #expect(m.groupedEmptyFooterHeight + m.groupedHeaderHeight == 55)
        #expect(m.groupedFooterPadding.top + m.groupedHeaderLineHeight + m.groupedFooterPadding.bottom + m.groupedHeaderHeight == 72)
        let style = try #require(Assets.builtIn.files["style.css"])
        #expect(String(decoding: style.body, as: UTF8.self).contains(css), "every page's style sheet starts with the table")
    }

    /// The devices, the bars and the demo's buttons reach the style sheet as their tables say, each
    /// number as CSS writes it (a third of a point to three places), on the selectors it has always used.
    @Test func theOtherTablesAreTheStyleSheetsToo() throws {
        #expect(["9.33", "56.333", "17.5", "0.07", "20"] == [9.33, 169.0 / 3, 17.5, 0.07, 20].map(ListMetrics.css))
        let devices = Device.stylesheet
        #expect(devices.contains(#"body[data-device="iphone-16-pro"] { --device-width: 402px; --device-height: 874px; --safe-top: 62px; "#
            + "--safe-bottom: 34px; --safe-inline: 0px; --status-height: 56.333px; --device-radius: 62px; --status-font: 17px; "
            + "--home-indicator: block; --island-top: 14px; }\n"))
        #expect(devices.contains(#"body[data-orientation="landscape"][data-device="iphone-se"] { --device-width: 667px; --device-height: 375px; "#
            + "--safe-top: 0px; --safe-bottom: 0px; --safe-inline: 0px; --status-height: 0px; --device-radius: 0px; --status-font: 12px; "
            + "--home-indicator: none; --navbar-height: var(--m-navbar-compact); --tabbar-height: var(--m-tabbar-docked-compact); }\n"))
        #expect(devices.contains(#"body[data-device="fluid"] { --device-width: 100vw; --device-height: 100vh; "#))
        #expect(BarMetrics.uiKit.stylesheet == "--m-tabbar-docked: 49px; --m-tabbar-docked-compact: 32px; --m-search-field: 36px; --m-search-padding: 8px;")
        #expect(BarMetrics.uiKit.searchBarHeight == 52)
        #expect(DemoButtonMetrics.seed.stylesheet == "--m-demo-bar: 50px; --m-demo-button: 30px; --m-demo-inset: 10px; --m-demo-gap: 20px; --m-demo-font: 15px;")
        // Seed 000's frames: 10 + 30 + 10 tall, two buttons of half the width less 20.
        let seed = DemoButtonMetrics.seed
        #expect(seed.barHeight == 2 * seed.inset + seed.buttonHeight && seed.inset + seed.spacing / 2 == 20)
        let prelude = StyleSheetPrelude.text
        for part in [ListMetrics.stylesheets, devices, BarMetrics.uiKit.stylesheet, GlassMaterial.iOS26.stylesheet(.iOS26)] {
            #expect(prelude.contains(part))
        }
        #expect(GlassMaterial.iOS26.stylesheet(.iOS26).hasPrefix(
            #":root[data-os="26"] { --glass: light-dark(rgba(255, 255, 255, 0.5), rgba(58, 58, 62, 0.5)); --glass-pill: light-dark(rgba(0, 0, 0, 0.07), rgba(255, 255, 255, 0.12)); }"#))
    }
}
