import Screens
import Variants

/// How the bars look where the list is scrolled to (iOS 15's `scrollEdgeAppearance`): whether this
/// rendering is scrolled, and, at the top, whether the rows reach under the tab bar (then it keeps
/// its standard, blurred look; else it is transparent, without a hairline).
enum ScrollEdge {
    /// Scrolled: the variant asks for it and the list has rows to scroll (a placeholder over an
    /// empty list stays at the top, as an empty table view does).
    static func isScrolled(_ view: ScreenView, _ variant: Variant) -> Bool {
        variant.scroll == .scrolled && view.display == .data && !view.sections.isEmpty
    }

    /// Whether the rows, at the top, reach the tab bar: their height estimated from UIKit's
    /// metrics (the design's rows, 60 with a subtitle, headers, footers and section gaps, scaled with
    /// the text size; a grid's square cells) against the room between the bars (``BarMetrics``).
    static func rowsReachTabBar(_ view: ScreenView, _ variant: Variant) -> Bool {
        guard view.display == .data else { return false }
        let device = variant.device.size == nil ? Device.standard : variant.device
        let (width, height) = device.frameSize(variant.orientation)
        let screen = view.screen
        let landscapePhone = variant.orientation == .landscape && device != .ipad
        let scale = variant.textSize.scaledValue(for: 1)
        let metrics = variant.os.metrics
        var above = device.statusBarHeight(variant.orientation)
        above += NavigationBar.showsLargeTitle(screen, variant) ? metrics.navigationBarHeight + metrics.largeTitleHeight
            : landscapePhone ? metrics.compactNavigationBarHeight : metrics.navigationBarHeight
        let bars = BarMetrics.uiKit
        if !screen.toolbar.isEmpty { above += DemoButtonMetrics.seed.barHeight }
        if screen.searchBar != nil { above += bars.searchBarHeight }
        if screen.tableHeader != nil { above += 36 * scale }
        let below = (landscapePhone ? bars.compactTabBarHeight : bars.tabBarHeight) + Double(device.safeBottom(variant.orientation))
        var rows = 0.0
        for (index, section) in view.sections.enumerated() {
            if screen.style.isGrouped {
                let header: Double = switch (index == 0, section.header == nil) {
                case (true, true): metrics.groupedTopSpacing
                case (true, false): metrics.groupedFirstHeaderHeight * scale
                case (false, true): metrics.groupedEmptyHeaderHeight
                case (false, false): metrics.groupedHeaderHeight * scale
                }
                rows += header
                rows += section.footer == nil ? metrics.groupedEmptyFooterHeight
                    : metrics.groupedFooterPadding.top + metrics.groupedFooterPadding.bottom + metrics.groupedHeaderLineHeight * scale
            } else {
                if section.header != nil { rows += 28 * scale }
                if section.footer != nil { rows += 30 * scale }
            }
            switch screen.style {
            case .grid:
                let columns: Int
                switch screen.columns {
                case let .fixed(count): columns = count
                case let .sizeClass(compact, regular): columns = (device.isRegularWidth(variant.orientation) ?? false) ? regular : compact
                case let .auto(minimumWidth): columns = max(1, Int(Double(width) / minimumWidth))
                }
                rows += Double((section.rows.count + columns - 1) / columns) * Double(width) / Double(columns)
            case .plain, .grouped, .insetGrouped:
                rows += section.rows.reduce(0) { $0 + ($1.detail == nil ? metrics.rowHeight : 60) * scale }
            }
        }
        return rows > Double(height) - above - below
    }
}
