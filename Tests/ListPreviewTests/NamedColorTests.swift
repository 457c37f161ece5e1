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
            #expect("\(error)".contains(#"screens[0].emptyStates.empty.imageTint: "systemRedd" is not a UIKit colour name; did you mean "systemRed"?"#))
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
