import Browser
import Foundation
import Screens
import TestSupport
import Testing

/// The placeholders are `UIContentUnavailableConfiguration`'s, whose defaults Apple does not
/// document: UIKit's own constants (iOS 18.0–18.2 and 26.1 system frameworks, as published) give a
/// 48-pt symbol scaled with Dynamic Type in secondaryLabel, the title in Title 2 bold, the secondary
/// text in Subheadline, paddings image→text 15, text→secondary text 3, text→button 20,
/// button→secondary button 15, layout margins 16 above and below and 32 either side (16 from AX1)
/// added to the view's; `.loading()` a 32-pt indicator 8 above Subheadline text. Measured in
/// Chromium from the elements' boxes: a `.small` plain button's frame is 28 pt tall (UIKit 18.2's
/// corner radius of 14 at `.small` is half of it), and it takes taps 44 pt around its centre.
@Suite(.serialized) struct PlaceholderMetricsBrowserTests {
    static let fixtures = #"""
        {"screens": [{"id": "inbox", "title": "Inbox", "style": "plain", "sections": [{"rows": ["One"]}], "emptyStates": {
          "empty": {"image": "states/empty.svg", "title": "No Messages", "detail": "New mail shows up here.",
                    "button": "Refresh", "secondaryButton": "Compose", "tap": "button"},
          "loading": {"title": "Loading..."}}}]}
        """#

    @Test func theEmptyPlaceholderIsSpacedAsUIKitsConfiguration() async throws {
        let metrics = PlaceholderAPI.uiKit.metrics(.iOS18)
        #expect(metrics.imageSize == 48 && metrics.imageToText == 15 && metrics.textToSecondaryText == 3)
        #expect(metrics.textToButton == 20 && metrics.buttonToSecondaryButton == 15)
        #expect(metrics.verticalMargin == (16, 16) && metrics.horizontalInset == .layoutMargins(adding: 32, accessibility: 16))
        #expect(metrics.loadingIndicatorSize == 32 && metrics.loadingImageToText == 8)
        let live = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/inbox?os=18&state=empty&device=iphone-16-pro&embed=1&motion=off&theme=light"))
            let image = try await browser.rect(".lp-empty-image")
            let title = try await browser.rect(".lp-empty-label")
            let detail = try await browser.rect(".lp-empty-detail")
            let button = try await browser.rect(".lp-empty-button")
            let secondary = try await browser.rect(".lp-empty-secondary")
            #expect(image.width == 48 && image.height == 48, "\(image)")
            #expect(abs(title.y - image.bottom - 15) < 0.5, "image to text: \(title.y - image.bottom)")
            #expect(abs(detail.y - title.bottom - 3) < 0.5, "text to secondary text: \(detail.y - title.bottom)")
            #expect(abs(button.y - detail.bottom - 20) < 0.5, "text to button: \(button.y - detail.bottom)")
            #expect(abs(secondary.y - button.bottom - 15) < 0.5, "button to secondary button: \(secondary.y - button.bottom)")
            #expect(abs(button.height - 28) < 0.1 && abs(secondary.height - 28) < 0.1, "\(button) \(secondary)")
            // Taps 5 pt above and below the frame still land on the button: a 44-pt target.
            #expect(try await browser.hit(button.x + button.width / 2, button.y - 5, isInside: ".lp-empty-button"))
            #expect(try await browser.hit(button.x + button.width / 2, button.bottom + 5, isInside: ".lp-empty-button"))
            #expect(try await browser.style(".lp-empty-label", "font-size") == "22px")
            #expect(try await browser.style(".lp-empty-label", "font-weight") == "700")
            #expect(try await browser.style(".lp-empty-detail", "font-size") == "15px")
            #expect(try await browser.style(".lp-empty-button", "font-size") == "15px")
            #expect(try await browser.style(".lp-empty-button", "background-color") == "rgba(0, 0, 0, 0)", ".plain(): no fill")
            // secondaryLabel: #3C3C43 at 60%.
            #expect(try await browser.style(".lp-empty-image", "background-color") == "rgba(60, 60, 67, 0.6)")
            // 32 either side, added to the 20-pt layout margins; 16 above and below.
            #expect(try await browser.style(".lp-empty-stack", "padding-left") == "52px")
            #expect(try await browser.style(".lp-empty-stack", "padding-top") == "16px")

            // Dynamic Type scales the symbol as the body style (xxxLarge: 23 / 17); AX1 halves the side margins.
            try await browser.navigate(to: live.url("/screens/inbox?os=18&state=empty&device=iphone-16-pro&embed=1&motion=off&textSize=xxxLarge"))
            let scaled = try await browser.rect(".lp-empty-image")
            #expect(abs(scaled.width - 48 * 23 / 17) < 0.1, "\(scaled)")
            try await browser.navigate(to: live.url("/screens/inbox?os=18&state=empty&device=iphone-16-pro&embed=1&motion=off&textSize=AX1"))
            #expect(try await browser.style(".lp-empty-stack", "padding-left") == "36px")

            try await browser.navigate(to: live.url("/screens/inbox?os=18&state=loading&device=iphone-16-pro&embed=1&motion=off&theme=light"))
            let indicator = try await browser.rect(".lp-activity")
            let loading = try await browser.rect(".lp-empty-label")
            #expect(indicator.width == 32 && indicator.height == 32, "\(indicator)")
            #expect(abs(loading.y - indicator.bottom - 8) < 0.5, "indicator to text: \(loading.y - indicator.bottom)")
            #expect(try await browser.style(".lp-empty-label", "font-size") == "15px")
            #expect(try await browser.style(".lp-empty-label", "color") == "rgba(60, 60, 67, 0.6)")
        }
    }

    /// The demo screen of the original articles keeps its own look: the label alone, 20 apart.
    @Test func theDemoKeepsItsOwnLook() async throws {
        let live = try LiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/demo?os=18&state=empty&embed=1&motion=off&theme=light"))
            #expect(try await browser.style(".lp-empty-label", "margin-top") == "20px")
            #expect(try await browser.style(".lp-empty-label", "font-size") == "17px")
        }
    }
}
