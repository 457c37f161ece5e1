@testable import Fixtures
import JSON
@testable import Screens
import Strings
import Testing
import Variants

/// Which API draws a placeholder (`drawnBy`), read at the file's, a screen's and a placeholder's
/// level; each API's table against its source (UIKit's published constants, DZNEmptyDataSet's code,
/// SwiftUI's renders) and the style sheet it becomes; buttons by the style and size their API names.
@Suite struct PlaceholderAPITests {
    private let decoder = FixtureDecoder(publicFiles: ["states/empty.svg", "states/network.svg", "states/error.svg", "states/search.svg"])

    private func decode(_ json: String) throws -> (screens: [Screen], warnings: [String]) {
        var warnings: [JSONIssue] = []
        let screens = try decoder.decode(Array(json.utf8), file: "f.json", warnings: &warnings)
        return (screens, warnings.map(\.description))
    }

    private func problems(_ json: String) -> [String] {
        do {
            _ = try decode(json)
            return []
        } catch let error as FixtureError {
            guard case let .invalid(_, issues) = error else { return [error.description] }
            return issues.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func theAPIIsTheNearestOneNamed() throws {
        let (screens, warnings) = try decode(#"""
            {"drawnBy": "swiftui", "screens": [
              {"id": "a", "sections": [], "emptyStates": {"empty": {"title": "A"}, "error": {"title": "B", "drawnBy": "dzn"}}},
              {"id": "b", "drawnBy": "uikit", "sections": [], "emptyStates": {"empty": {"title": "C"}}},
              {"id": "c", "sections": [], "emptyStates": {"network": {"title": "D", "spacing": 8}}}]}
            """#)
        #expect(warnings.isEmpty)
        let (a, b, c) = (screens[0], screens[1], screens[2])
        #expect(a.emptyState(.empty).api == .swiftUI && a.emptyState(.error).api == .dzn)
        // The built-in placeholders a screen leaves out are drawn by its API too.
        #expect(a.emptyState(.search).api == .swiftUI && b.emptyState(.network).api == .uiKit)
        #expect(b.emptyState(.empty).api == .uiKit)
        #expect(c.emptyState(.network).api == .swiftUI, "the file's API over the one-spacing default")
        let plain = try decode(#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"title": "A"}, "network": {"title": "B", "spacing": 8}}}]}"#).screens[0]
        #expect(plain.emptyState(.empty).api == .uiKit, "UIKit's configuration by default")
        #expect(plain.emptyState(.network).api == .dzn, "a one spacing alone is DZNEmptyDataSet's spaceHeight")
        #expect(Screen.demo.emptyState(.empty).api == .dzn)
    }

    @Test func aWrongAPIIsRejectedWithItsPath() {
        #expect(problems(#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"drawnBy": "swift"}}}]}"#)
            .contains { $0.contains("screens[0].emptyStates.empty.drawnBy") && $0.contains("swiftui") })
        #expect(problems(#"{"drawnBy": "UIKit", "screens": [{"id": "a", "sections": []}]}"#).contains { $0.hasPrefix("drawnBy") })
        #expect(problems(#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"button": {"style": "filled"}}}}]}"#)
            .contains { $0.contains("emptyStates.empty.button") && $0.contains("title") }, "a styled button needs its title")
        #expect(problems(#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"button": {"title": "Go", "size": "huge"}}}}]}"#)
            .contains { $0.contains("emptyStates.empty.button.size") && $0.contains("large") })
    }

    @Test func aButtonTakesTheStyleAndSizeItsAPINames() throws {
        let (screens, warnings) = try decode(#"""
            {"screens": [{"id": "a", "drawnBy": "swiftui", "sections": [], "emptyStates": {
              "empty": {"title": "A", "button": {"title": "Browse", "style": "borderedProminent", "size": "large"},
                        "secondaryButton": {"title": {"en": "Later", "de": "Später"}, "style": "filled"}},
              "error": {"title": "B", "button": {"en": "Retry", "fr": "Réessayer"}}}}]}
            """#)
        let config = screens[0].emptyState(.empty)
        #expect(config.button?.resolved(for: LanguageTag("en")!) == "Browse" && config.secondaryButton?.resolved(for: LanguageTag("de")!) == "Später")
        #expect(config.buttonStyling == ButtonStyling(style: .borderedProminent, size: .large))
        #expect(config.buttonLook(design: .iOS18) == ButtonLook(style: .borderedProminent, size: .large))
        // What the fixture leaves out is the API's: ContentUnavailableView's actions are small.
        #expect(config.buttonLook(secondary: true, design: .iOS18) == ButtonLook(style: .filled, size: .small))
        // A language object stays a text.
        #expect(screens[0].emptyState(.error).button?.resolved(for: LanguageTag("fr")!) == "Réessayer" && screens[0].emptyState(.error).buttonStyling.isEmpty)
        // UIKit's `.filled()` is not SwiftUI's: a warning naming SwiftUI's styles.
        #expect(warnings == ["screens[0].emptyStates.empty.secondaryButton.style (a): \"filled\" is not one of SwiftUI (ContentUnavailableView)'s button styles "
            + "(automatic, borderless, bordered, borderedProminent, plain, glass, glassProminent); it is drawn as its nearest"])
    }

    /// UIKit's numbers are its published constants (`_UIContentUnavailableConstants`, 18.2 and 26.1).
    @Test func uiKitsTableIsItsConstants() {
        let m = PlaceholderAPI.uiKit.metrics(.iOS18)
        #expect(m.imageSize == 48 && m.imageToText == 15 && m.textToSecondaryText == 3 && m.textToButton == 20 && m.buttonToSecondaryButton == 15)
        #expect(m.verticalMargin == (16, 16) && m.horizontalInset == .layoutMargins(adding: 32, accessibility: 16))
        #expect(m.loadingIndicatorSize == 32 && m.loadingImageToText == 8)
        #expect(m.title == PlaceholderFont(.textStyle(.title2), weight: 700) && m.detail == PlaceholderFont(.textStyle(.subheadline), weight: 400))
        #expect(m.button == ButtonLook(style: .plain, size: .small) && !m.dropsImageWhenCramped)
        #expect(PlaceholderAPI.uiKit.metrics(.iOS26).stylesheet == m.stylesheet, "26.1's constants are 18.2's")
    }

    /// DZNEmptyDataSet 1.8's `UIScrollView+EmptyDataSet.m`: `systemFontOfSize:27` and `:17`,
    /// `colorWithWhite:0.6`, `verticalSpace` 11, `roundf(width / 16.0)` from the sides.
    @Test func dznsTableIsItsSource() {
        let m = PlaceholderMetrics.dzn
        #expect([m.imageToText, m.textToSecondaryText, m.textToButton, m.buttonToSecondaryButton] == [11, 11, 11, 11])
        #expect(m.title == PlaceholderFont(.points(27), weight: 400) && m.detail == PlaceholderFont(.points(17), weight: 400))
        #expect(m.titleInk == .gray60 && m.detailInk == .gray60 && m.horizontalInset == .fractionOfWidth(1.0 / 16))
        #expect(m.verticalMargin == (0, 0) && !m.centresInSafeArea && !m.dropsImageWhenCramped)
        #expect(m.stylesheet.contains("--m-ph-inline: round(calc(var(--device-width) / 16), 1px);"))
        #expect(m.stylesheet.contains("--m-ph-title-size: 27px;") && m.stylesheet.contains("--m-ph-title-color: #999;"))
    }

    /// SwiftUI's figures, measured on martinomamic/RSSReader's iOS 18.4 renders (393 × 852 @3x),
    /// are reached by the table with the text face's baselines: Title 2's 22.0 into its 28-pt line,
    /// Subheadline's 15.46 into its 20 (Inter's ascender 0.96875 and descender 0.2421875 of the size,
    /// half the leading above).
    @Test func swiftUIsTableReachesTheMeasuredFigures() {
        let m = PlaceholderAPI.swiftUI.metrics(.iOS18)
        let ascent = 0.96875, descent = 0.2421875
        func baseline(_ size: Double, line: Double) -> Double { (line - size * (ascent + descent)) / 2 + size * ascent }
        let title = baseline(22, line: 28), detail = baseline(15, line: 20)
        #expect(abs(m.imageToText + title - 39.33) < 0.05, "picture to title baseline")
        #expect(abs((28 - title) + m.textToSecondaryText + detail - 22.67) < 0.05, "title to description baseline")
        #expect(abs((20 - detail) + m.textToButton - 23.67) < 0.05, "description's last baseline to the button")
        #expect(m.verticalMargin.top == 3.67 && m.bottomMarginWithoutButtons == m.textToButton && m.centresInSafeArea && m.dropsImageWhenCramped)
        #expect(m.button == ButtonLook(style: .automatic, size: .small))
    }

    /// Every API's table reaches the style sheet on the placeholder it draws; a design whose table
    /// is another's writes nothing more.
    @Test func theStyleSheetHasEveryAPIsTable() {
        let css = PlaceholderMetrics.stylesheets
        for api in PlaceholderAPI.allCases { #expect(css.contains(".lp-empty[data-api=\"\(api.rawValue)\"] { --m-ph-image: 48px;"), "\(api)") }
        #expect(!css.contains(":root[data-os=\"26\"] .lp-empty[data-api=\"uikit\"]"))
        #expect(StyleSheetPrelude.text.contains(css))
        // The text styles the tables name are the style sheet's sizes, their leading UIKit's at Large.
        for style in TextStyleName.allCases {
            let sized = TextSize.Style(rawValue: style.rawValue)!
            #expect("\(sized.property)" == "--type-\(style.rawValue.lowercased())")
            #expect(PlaceholderFont.largePoints(style) == Double(TextSize.large.points(sized)))
        }
    }

    /// UIKit 18.2's and 26.1's `.dynamic` corner radii (published), the sizes' heights, and which
    /// styles paint what in each design.
    @Test func buttonStylesDrawAsTheirAPI() {
        func look(_ style: ButtonStyleName, _ size: ControlSize, _ api: PlaceholderAPI = .uiKit, _ design: SystemDesign = .iOS18) -> ButtonAppearance {
            ButtonAppearance.of(ButtonLook(style: style, size: size), api: api, design: design)
        }
        #expect(look(.filled, .medium).shape == .rounded(5.95) && look(.filled, .large).shape == .rounded(8.75) && look(.filled, .small).shape == .capsule)
        #expect([ControlSize.mini, .small, .medium, .large].map { look(.filled, $0, .uiKit, .iOS26).shape } == [.capsule, .capsule, .capsule, .capsule])
        #expect(look(.filled, .medium).height == 34 && look(.filled, .large).height == 50 && look(.filled, .small).height == 28)
        #expect(look(.filled, .medium).font == .body && look(.filled, .small).font == .subheadline)
        #expect(look(.filled, .small).fill == .filled && look(.filled, .small).ink == .onTint)
        #expect(look(.gray, .medium).ink == .tint && look(.gray, .medium, .uiKit, .iOS26).ink == .label, "26's gray() titles are in label")
        #expect(look(.plain, .small, .swiftUI).ink == .label && look(.plain, .small, .uiKit).ink == .tint, "SwiftUI's .plain is unstyled")
        #expect(look(.glass, .regular, .swiftUI, .iOS26).fill == .glass && look(.glass, .regular, .swiftUI, .iOS18).fill == .gray)
        #expect(look(.prominentGlass, .large, .uiKit, .iOS26).fill == .prominentGlass)
        // SwiftUI's: a `.bordered` action in ContentUnavailableView a 28-pt capsule (iOS 18.4), regular 34 with ≈ 6 corners.
        #expect(look(.bordered, .small, .swiftUI).height == 28 && look(.bordered, .small, .swiftUI).shape == .capsule)
        #expect(look(.bordered, .regular, .swiftUI).shape == .rounded(5.95) && look(.bordered, .large, .swiftUI).height == 50.33)
        // Every style each API names is drawn.
        for api in [PlaceholderAPI.swiftUI, .uiKit] {
            for style in api.buttonStyles { for size in api.controlSizes { #expect(look(style, size, api).height >= 20) } }
        }
    }
}
