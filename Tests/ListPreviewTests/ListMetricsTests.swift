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
                            "--m-grouped-top: 35px;", "--m-first-header: 37px;", "--m-header: 38px;", "--m-footer-empty: 17px;", "--m-ph-image: 48px;",
                            "--m-ph-text-button: 20px;", "--m-ph-loading-text: 8px;"] {
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
}
