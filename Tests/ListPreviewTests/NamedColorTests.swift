@testable import Fixtures
import Foundation
import HTTP
import JSON
@testable import ListPreview
@testable import Screens
import Testing

/// UIKit's colours by name, checked against Apple's published values (IOS-METRICS.md), with
/// alphas, unknown names refused with a suggestion, and the demo's overlay written as a name.
@Suite struct NamedColorTests {
    private func resolved(_ name: String) throws -> ThemedColor {
        try NamedColor.resolve(name).get()
    }

    @Test(arguments: [
        ("systemRed", "#ff3b30", "#ff453a"), ("systemBlue", "#007aff", "#0a84ff"), ("systemGreen", "#34c759", "#30d158"),
        ("systemGray6", "#f2f2f7", "#1c1c1e"), ("label", "#000000", "#ffffff"), ("secondaryLabel", "#3c3c4399", "#ebebf599"),
        ("systemGroupedBackground", "#f2f2f7", "#000000"), ("separator", "#3c3c434a", "#54545899"),
    ])
    func semanticColoursHaveTheirPublishedValues(name: String, light: String, dark: String) throws {
        let color = try resolved(name)
        #expect(color.light.css == light && color.dark?.css == dark, "\(name)")
    }

    /// Apple's published table (HIG, Color, iOS system colors, the "Accessible" columns of the iOS 18
    /// palette): every tint and gray with Increase Contrast, light and dark.
    @Test(arguments: [
        ("systemRed", "#d70015", "#ff6961"), ("systemOrange", "#c93400", "#ffb340"), ("systemYellow", "#b25000", "#ffd426"),
        ("systemGreen", "#248a3d", "#30db5b"), ("systemMint", "#0c817b", "#66d4cf"), ("systemTeal", "#008299", "#5de6ff"),
        ("systemCyan", "#0071a4", "#70d7ff"), ("systemBlue", "#0040dd", "#409cff"), ("systemIndigo", "#3634a3", "#7d7aff"),
        ("systemPurple", "#8944ab", "#da8fff"), ("systemPink", "#d30f45", "#ff6482"), ("systemBrown", "#7f6545", "#b59469"),
        ("systemGray", "#6c6c70", "#aeaeb2"), ("systemGray2", "#8e8e93", "#7c7c80"), ("systemGray3", "#aeaeb2", "#545456"),
        ("systemGray4", "#bcbcc0", "#444446"), ("systemGray5", "#d8d8dc", "#363638"), ("systemGray6", "#ebebf0", "#242426"),
    ])
    func increasedContrastHasApplesPublishedValues(name: String, light: String, dark: String) throws {
        let color = try resolved(name)
        #expect(color.color(ThemedColor.Traits(dark: false, highContrast: true)).css == light, "\(name)")
        #expect(color.color(ThemedColor.Traits(dark: true, highContrast: true)).css == dark, "\(name)")
        #expect(color.css(pad: false, highContrast: true) == "light-dark(\(light), \(dark))", "\(name)")
        // Off, the default values stay; on iPad the same.
        #expect(color.css(pad: true, highContrast: false) == color.css, "\(name)")
    }

    @Test func labelsSeparatorsAndBackgroundsWithIncreaseContrast() throws {
        // label and systemBackground do not change; the others as UIKit draws them (see NamedColor.increasedContrast).
        #expect(try resolved("label").css(pad: false, highContrast: true) == "light-dark(#000000, #ffffff)")
        #expect(try resolved("systemBackground").css(pad: false, highContrast: true) == "light-dark(#ffffff, #000000)")
        #expect(try resolved("secondaryLabel").css(pad: false, highContrast: true) == "light-dark(#3c3c43ad, #ebebf5ad)")
        #expect(try resolved("systemGroupedBackground").css(pad: false, highContrast: true) == "light-dark(#ebebf0, #000000)")
        // An alpha multiplies the increased-contrast value too.
        #expect(try resolved("systemRed@0.5").css(pad: false, highContrast: true) == "light-dark(#d7001580, #ff696180)")
    }

    /// The fills Apple's HIG does not tabulate, as Flutter's CupertinoColors gives them (8-bit
    /// alphas): light, dark, and with Increase Contrast light and dark.
    @Test(arguments: [
        ("secondarySystemFill", "#78788028", "#78788051", "#7878803d", "#78788066"),
        ("tertiarySystemFill", "#7676801e", "#7676803d", "#76768033", "#76768051"),
        ("quaternarySystemFill", "#74748014", "#7676802d", "#74748028", "#76768042"),
    ])
    func fillsHaveFluttersValues(name: String, light: String, dark: String, lightHigh: String, darkHigh: String) throws {
        let color = try resolved(name)
        let values = [(false, false), (true, false), (false, true), (true, true)].map { dark, high in
            color.color(ThemedColor.Traits(dark: dark, highContrast: high)).css
        }
        #expect(values == [light, dark, lightHigh, darkHigh], "\(name)")
    }

    /// Every colour UIColor documents (UI element colors; standard colors, adaptable and fixed)
    /// is drawn, none refused.
    @Test func everyDocumentedUIKitColourResolves() throws {
        let documented = [
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "lightText", "darkText", "link",
            "separator", "opaqueSeparator", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
            "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "groupTableViewBackground", "tint",
            "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
            "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
            "systemGray5", "systemGray6", "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray",
            "magenta", "orange", "purple", "red", "white", "yellow",
        ]
        for name in documented { #expect((try? resolved(name)) != nil, "\(name)") }
        #expect(Set(NamedColor.names) == Set(documented) && NamedColor.names.count == documented.count, "one row each")
    }

    /// UIColor.h: `lightTextColor; // 1.0 white, alpha 0.6`, `darkTextColor; // 0.0 white, alpha 1.0`,
    /// the same in both appearances; and the names that stand for another colour.
    @Test func textColoursAndNamesStandingForAnother() throws {
        #expect(try resolved("lightText").light.css == "#ffffff99" && resolved("lightText").dark == nil)
        #expect(try resolved("darkText").light.css == "#000000" && resolved("darkText").dark == nil)
        for (name, original) in [("placeholderText", "tertiaryLabel"), ("groupTableViewBackground", "systemGroupedBackground"), ("tint", "systemBlue")] {
            for high in [false, true] {
                #expect(try resolved(name).css(pad: false, highContrast: high) == resolved(original).css(pad: false, highContrast: high), "\(name)")
            }
            #expect(NamedColor.table.first { $0.name == name }?.source == .sameAs(original))
        }
        // A device's placeholderText; Flutter's alphas are one step lower (76, 96 of 255), the same as its tertiaryLabel.
        #expect(try resolved("placeholderText").css == "light-dark(#3c3c434d, #ebebf54d)")
    }

    @Test func fixedColoursAreTheSameInBothAppearances() throws {
        for (name, hex) in [("red", "#ff0000"), ("purple", "#800080"), ("lightGray", "#aaaaaa"), ("orange", "#ff8000"), ("brown", "#996633")] {
            let color = try resolved(name)
            #expect(color.light.css == hex && color.dark == nil, "\(name): one value for both appearances")
        }
        #expect(try resolved("clear").light.alpha == 0)
    }

    @Test func anAlphaMultipliesTheColoursOwn() throws {
        // The demo's [[UIColor lightGrayColor] colorWithAlphaComponent:0.6].
        #expect(try resolved("lightGray@0.6").light.css == "#aaaaaa99")
        #expect(try resolved("secondaryLabel@0.5").light.css == "#3c3c434d")
        #expect(try resolved("white@1").light.css == "#ffffff")
        #expect(Screen.demo.emptyState(.empty).background == (try resolved("lightGray@0.6")))
        for bad in ["lightGray@1.5", "lightGray@-1", "lightGray@", "lightGray@0.6.1", "lightGray@1e-1"] {
            #expect(NamedColor.resolve(bad) == .failure(.badAlpha), "\(bad)")
        }
    }

    @Test func anUnknownNameSuggestsTheNearest() {
        #expect(NamedColor.resolve("systemRedd") == .failure(.unknown(suggestion: "systemRed")))
        #expect(NamedColor.resolve("lightgrey") == .failure(.unknown(suggestion: "lightGray")))
        #expect(NamedColor.resolve("chartreuse") == .failure(.unknown(suggestion: nil)))
    }

    @Test func fixturesAcceptNamesAndExplainUnknownOnes() throws {
        let decoder = FixtureDecoder(publicFiles: [])
        let good = #"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"imageTint": "systemRed", "background": "lightGray@0.6"}}}]}"#
        var warnings: [JSONIssue] = []
        let screens = try decoder.decode(Array(good.utf8), file: "a.json", warnings: &warnings)
        #expect(screens[0].emptyState(.empty).imageTint?.css == "light-dark(#ff3b30, #ff453a)")
        #expect(warnings.isEmpty, "a name carries both appearances: no warning")
        let bad = #"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"imageTint": "systemRedd"}}}]}"#
        #expect(throws: FixtureError.self) { try decoder.decode(Array(bad.utf8), file: "a.json") }
        do {
            _ = try decoder.decode(Array(bad.utf8), file: "a.json")
        } catch {
            #expect("\(error)".contains(#"screens[0].emptyStates.empty.imageTint (a): "systemRedd" is not a UIKit colour name; did you mean "systemRed"?"#))
        }
    }

    /// The API reports a named colour as what it resolves to in each appearance.
    @Test func theAPIReportsNamedColoursResolvedPerAppearance() throws {
        let json = #"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"imageTint": "systemRed", "background": "lightGray@0.6"}}}]}"#
        let screens = try FixtureDecoder(publicFiles: []).decode(Array(json.utf8), file: "a.json")
        let app = App(screens: screens, assets: Assets.builtIn)
        let body = String(decoding: app.respond(to: Request(method: .get, target: "/api/screens/a")).body, as: UTF8.self)
        #expect(body.contains(#""imageTint": {"#) && body.contains(##""light": "#ff3b30""##) && body.contains(##""dark": "#ff453a""##))
        #expect(body.contains(##""background": "#aaaaaa99""##))
    }
}
