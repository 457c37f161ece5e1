/// The numbers a list screen is drawn with in one design of iOS: margins, bars, section spacing,
/// and cells, each with where it comes from (the placeholder's are ``PlaceholderMetrics``, one table per API). The style sheet
/// reads them as custom properties (`ListMetrics.stylesheet`, added to `style.css` when the program
/// starts) and the views that decide in Swift (the back button's title) read them here, so one table
/// is the whole of a design's geometry and a second design is a second table.
public struct ListMetrics: Sendable {
    /// UIKit's layout margins at `regularMarginWidth` points wide and wider.
    public var margin: Double
    /// The layout margins on a narrower screen (320 pt).
    public var narrowMargin: Double
    /// The width from which `margin` applies.
    public var regularMarginWidth: Double
    /// The navigation bar's height (iPhone portrait, iPad).
    public var navigationBarHeight: Double
    /// The navigation bar's height in iPhone landscape (compact height), which has no large title.
    public var compactNavigationBarHeight: Double
    /// The large title's row under the bar's, where the title sits at the leading margin.
    public var largeTitleHeight: Double
    /// Between the bar buttons of one side.
    public var barItemSpacing: Double
    /// Where the back button's chevron starts, from the leading edge.
    public var backChevronLeading: Double
    /// The back chevron's drawn size.
    public var backChevronSize: (width: Double, height: Double)
    /// Where the back button's title starts, from the leading edge.
    public var backTitleLeading: Double
    /// A default cell's height with one line of body text.
    public var rowHeight: Double
    /// An inset-grouped section's corner radius.
    public var cornerRadius: Double
    /// From the bar to a grouped table's first card when its section has no header.
    public var groupedTopSpacing: Double
    /// From the bar to a grouped table's first card under a header with a title (the first
    /// section's header is shorter than the others').
    public var groupedFirstHeaderHeight: Double
    /// A grouped section header with a title: from the end of what is above it to the card.
    public var groupedHeaderHeight: Double
    /// A grouped section header without a title.
    public var groupedEmptyHeaderHeight: Double
    /// From a header title's baseline down to its card.
    public var groupedHeaderBaselineToCard: Double
    /// Under a grouped section without a footer.
    public var groupedEmptyFooterHeight: Double
    /// Around a grouped section footer's text: from the card down to the text, and under the text.
    public var groupedFooterPadding: (top: Double, bottom: Double)
    /// The line height of a section header's or footer's text (Footnote at the default size).
    public var groupedHeaderLineHeight: Double
    /// `UISwitch`'s size.
    public var switchSize: (width: Double, height: Double)
    /// `UISwitch`'s thumb.
    public var switchThumbSize: (width: Double, height: Double)
    /// A cell's top and bottom layout margins around one line of body text.
    public var cellVerticalMargin: Double
    /// An inset-grouped card's inset from the screen's edges, and its content's from the card's.
    public var cardInset: Double
    /// Whether the back button shows the previous screen's title beside its chevron, when it fits.
    public var backButtonShowsTitle: Bool
    /// Whether a grouped table's section headers are drawn in capitals (UIKit's
    /// `shouldUppercaseHeaderFooterTextForTableStyle:isHeader:`).
    public var uppercasesGroupedHeaders: Bool
    /// The first card's spacing under a large title, when its section has no header.
    public var groupedTopSpacingUnderLargeTitle: Double
    /// The glass design's bars (iOS 26), `nil` for a design with flat bars.
    public var glass: GlassBarMetrics?

    /// iOS 16–18, as real UIKit renders measure it (`uikit-refs`: swift-snapshot-testing,
    /// AccessibilitySnapshot and Home Assistant's recorded references, iOS 17.5–18.5, at @3x).
    public static let iOS18 = ListMetrics(
        // uikit-refs 05 (375 wide), 07 (402), 11 (390): separator and text inset, the card's inset and
        // its content inset, the switch's trailing gap are all 20; 16 at 320 wide.
        margin: 20, narrowMargin: 16, regularMarginWidth: 375,
        // Apple HIG "Navigation bars"; uikit-refs 10: the bar 56.33…100.33 on iPhone 16 Pro.
        navigationBarHeight: 44, compactNavigationBarHeight: 32, largeTitleHeight: 52,
        // Bar buttons of a side 20 apart (the style sheet's drawing, not measured).
        barItemSpacing: 20,
        // uikit-refs 10: the chevron's ink at x 9.33…20.33, 11 × 19; the ink of "First" from x 31.67.
        // The title's frame at 30.5, so its first letter's ink (F: a 1.2-pt side bearing) is at 31.67.
        backChevronLeading: 9.33, backChevronSize: (11, 19), backTitleLeading: 30.5,
        // uikit-refs 05, 07, 11: 44-pt rows; 11: the card's corner ≈ 10.4 (UIKit's 10).
        rowHeight: 44, cornerRadius: 10,
        // uikit-refs 11: 55 from one card to the next with a header between (header baseline 9 above
        // the card), the first card 37 under the bar with its header (the bar's top at 54, where its
        // title's baseline 28 lower puts it, as in uikit-refs 10); a first section without a header
        // 35 under the bar, and 72 from card to card through a one-line footer and a header (figures
        // measured from renders kept back for checking): header 38 + empty footer 17 = 55, empty
        // header 18 + empty footer 17 = 35, footer 7 + 18 + 9 + header 38 = 72.
        groupedTopSpacing: 35, groupedFirstHeaderHeight: 37, groupedHeaderHeight: 38, groupedEmptyHeaderHeight: 18,
        groupedHeaderBaselineToCard: 9, groupedEmptyFooterHeight: 17, groupedFooterPadding: (7, 9),
        groupedHeaderLineHeight: 18,
        // uikit-refs 07: 51 × 31, its thumb a 27-pt circle.
        switchSize: (51, 31), switchThumbSize: (27, 27),
        // UIKit 18.2's defaultCellLayoutMarginsForTableStyle: ceil(lineHeight / 2) = 11 at Large.
        cellVerticalMargin: 11,
        cardInset: 20, backButtonShowsTitle: true, uppercasesGroupedHeaders: true,
        // A large title's row ends where a header-less first card's 35 start.
        groupedTopSpacingUnderLargeTitle: 35,
        glass: nil
    )

    /// iOS 26 (Liquid Glass), from UIKit 26.1's constants where they are published (IOS26-METRICS
    /// [DECOMP]) and measured from real iOS 26 renders elsewhere (ios26-refs, named beside each
    /// value: HA 01–06 at Dynamic Type Medium, cashapp 07–10 at Large, LNPopupController 11–12).
    public static let iOS26 = ListMetrics(
        // ios26-refs 09: UIKit's plain table keeps 20 at 402 wide (margin code unchanged).
        margin: 20, narrowMargin: 16, regularMarginWidth: 375,
        // ios26-refs 12: the child's safe area 54 under the bar's top, which is the safe area's
        // inset (not the status bar's height); landscape keeps the compact 32 (not measured).
        navigationBarHeight: 54, compactNavigationBarHeight: 32,
        // ios26-refs 01: the large title's baseline 36 under the bar (90 under the 62-pt inset),
        // the first card 16 under it; 52 in all, as iOS 18.
        largeTitleHeight: 52,
        // Adjacent bar buttons of a side share one glass capsule, each its own 44-pt frame.
        barItemSpacing: 0,
        // The back button is a chevron alone in a 44-pt glass circle (cashapp's back-button test,
        // 26.2); the chevron centred in it, 16 from the edge.
        backChevronLeading: 16 + (44 - 11) / 2, backChevronSize: (11, 19), backTitleLeading: 16 + 44,
        // UIKit 26.1: minimumContentViewHeightForFont = body leading (22) + 30 = 52 at Large
        // (ios26-refs 07, 09); -[UITableViewCell _roundedGroupCornerRadius] = 26.
        rowHeight: 52, cornerRadius: 26,
        // ios26-refs 06: a header-less first card 29.7 under the inline bar (26.0, iPhone 16's 59-pt
        // inset); 07 and 04: a first header's cap 14.3 under the list's top, its baseline 14 above
        // the card: 14.3 + 12 (Body's cap at Large) + 14 = 40.33; 02 and 04: 56.7–57 from card to card
        // with a header between at Medium, so an empty footer of 17 and a header of 40.33 (57.33 at
        // Large); 07: a footer's cap 10.7 under the last row (2 lower than iOS 18's 8.7 in the same
        // harness: 9), and the next header's cap 43 under the last row through a one-line footer, which
        // leaves 2 under the footer's text.
        groupedTopSpacing: 28, groupedFirstHeaderHeight: 40.33, groupedHeaderHeight: 40.33, groupedEmptyHeaderHeight: 18,
        groupedHeaderBaselineToCard: 14, groupedEmptyFooterHeight: 17, groupedFooterPadding: (9, 2),
        // Headers are EmphasizedBody (Body's size, semibold; UIKit 26.1 defaultHeaderFontForTableViewStyle):
        // Body's leading, 22 at Large.
        groupedHeaderLineHeight: 22,
        // ios26-refs 01, cashapp's switch test: 63 × 28, the thumb a 37 × 24 capsule inset 2.
        switchSize: (63, 28), switchThumbSize: (37, 24),
        // UIKit 26.1's defaultCellLayoutMarginsForTableStyle: 15.
        cellVerticalMargin: 15,
        // ios26-refs 04/05 (390 wide) and 07/08 (402): 16 from the screen, content 16 in (SwiftUI;
        // UIKit's inset-grouped card was not measured).
        // UIKit 26.1: shouldUppercaseHeaderFooterTextForTableStyle:isHeader: is NO under Solarium.
        cardInset: 16, backButtonShowsTitle: false, uppercasesGroupedHeaders: false,
        // ios26-refs 01: the first card 16 under the large title's baseline, where its row ends.
        groupedTopSpacingUnderLargeTitle: 0,
        glass: .iOS26
    )

    /// The layout margin on a screen `width` points wide.
    public func margin(forWidth width: Double) -> Double {
        width >= regularMarginWidth ? margin : narrowMargin
    }
}

/// The glass design's floating bars: what only iOS 26 draws (IOS26-METRICS §2–3, measured).
public struct GlassBarMetrics: Sendable {
    /// Bar buttons' and the title's row at the top of the navigation bar.
    public var itemRowHeight: Double
    /// A bar button's glass: a circle this wide for a symbol, a capsule this tall for text.
    public var buttonSize: Double
    /// A text button's padding inside its capsule, each side.
    public var textButtonPadding: Double
    /// The outermost buttons' inset from the screen's edges, and the large title's.
    public var barInset: Double
    /// The large title's baseline under the top of its row.
    public var largeTitleBaseline: Double
    /// The floating tab bar's capsule height.
    public var tabBarHeight: Double
    /// The capsule's inset from the screen's sides and bottom.
    public var tabBarInset: Double
    /// A tab's cell (and the selected tab's pill): its height and its inset from the capsule's edge.
    public var tabItemHeight: Double
    /// The tab cells' inset inside the capsule.
    public var tabItemInset: Double
    /// A separator's thickness (a device pixel before).
    public var separatorThickness: Double
    /// The safe area's bottom inset the content gets over a tab bar (34 + 49 on a Face ID iPhone).
    public var contentBottomInsetOverTabBar: Double
    /// Whether an iPhone's search field sits at the bottom of the screen (in the toolbar), not
    /// under the title, when the screen has no tab bar.
    public var searchFieldAtBottom: Bool

    /// iOS 26.
    public static let iOS26 = GlassBarMetrics(
        // ios26-refs 12, 02: the 44-pt row centred 22 under the safe area's inset, 10 left under it.
        itemRowHeight: 44,
        // cashapp 26.2: the back button's frame 44 × 44 at x 16; ios26-refs 02: "Reset" 41.3 wide in a
        // 76.5-pt capsule (26.4), 17.5 a side; right edges 15.3–16.3 from the screen's (02, 06).
        buttonSize: 44, textButtonPadding: 17.5, barInset: 16,
        // ios26-refs 01 and 03: baseline 90 under the 62-pt inset, 36 under the 54-pt bar.
        largeTitleBaseline: 36,
        // ios26-refs 11: the capsule at x 21…409 on 430, y 93.67…155.67; 12: its bottom 21 over the
        // screen's; 10: 54-pt cells 4 in from the capsule.
        tabBarHeight: 62, tabBarInset: 21, tabItemHeight: 54, tabItemInset: 4,
        // Every iOS 26 render in ios26-refs, both harnesses: 3 px at @3x.
        separatorThickness: 1,
        // code-payments/code-ios-app PR 640 (a runtime probe): 83 on iPhone 17.
        contentBottomInsetOverTabBar: 83,
        // Apple: searchBarPlacementAllowsToolbarIntegration, true by default, puts it among the
        // bottom toolbar's items on iPhone.
        searchFieldAtBottom: true
    )
}
