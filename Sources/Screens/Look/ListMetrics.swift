/// The numbers a list screen is drawn with in one design of iOS: margins, bars, section spacing,
/// cells and the content-unavailable placeholder, each with where it comes from. The style sheet
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
    /// `UIContentUnavailableConfiguration`'s values.
    public var placeholder: PlaceholderMetrics

    /// iOS 16–18, as real UIKit renders measure it (`uikit-refs`: swift-snapshot-testing,
    /// AccessibilitySnapshot and Home Assistant's recorded references, iOS 17.5–18.5, at @3x).
    public static let iOS18 = ListMetrics(
        // uikit-refs 05 (375 wide), 07 (402), 11 (390): separator and text inset, the card's inset and
        // its content inset, the switch's trailing gap are all 20; 16 at 320 wide.
        margin: 20, narrowMargin: 16, regularMarginWidth: 375,
        // Apple HIG "Navigation bars"; uikit-refs 10: the bar 56.33…100.33 on iPhone 16 Pro.
        navigationBarHeight: 44, compactNavigationBarHeight: 32, largeTitleHeight: 52,
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
        // uikit-refs 07: 51 × 31.
        switchSize: (51, 31),
        placeholder: .iOS18
    )

    /// The layout margin on a screen `width` points wide.
    public func margin(forWidth width: Double) -> Double {
        width >= regularMarginWidth ? margin : narrowMargin
    }
}

/// `UIContentUnavailableConfiguration`'s defaults, which Apple does not document: UIKit's own
/// constants (`_UIContentUnavailableConstants`, iOS 18.0–18.2 and 26.1 system frameworks as published).
public struct PlaceholderMetrics: Sendable {
    /// The image's point size at the default text size (`UIFontMetrics.default.scaledValue(for: 48)`).
    public var imageSize: Double
    /// Image to text.
    public var imageToText: Double
    /// Text to secondary text.
    public var textToSecondaryText: Double
    /// Text (or secondary text) to the button.
    public var textToButton: Double
    /// Button to secondary button.
    public var buttonToSecondaryButton: Double
    /// The configuration's layout margins, top and bottom.
    public var verticalMargin: Double
    /// The configuration's layout margins, leading and trailing, below the accessibility sizes…
    public var horizontalMargin: Double
    /// … and from AX1 on.
    public var accessibilityHorizontalMargin: Double
    /// `.loading()`'s activity indicator (at least this wide).
    public var loadingIndicatorSize: Double
    /// `.loading()`: indicator to text.
    public var loadingImageToText: Double

    /// iOS 18's (and 26.1's: unchanged).
    public static let iOS18 = PlaceholderMetrics(
        imageSize: 48, imageToText: 15, textToSecondaryText: 3, textToButton: 20, buttonToSecondaryButton: 15,
        verticalMargin: 16, horizontalMargin: 32, accessibilityHorizontalMargin: 16,
        loadingIndicatorSize: 32, loadingImageToText: 8
    )
}
