import Browser
import Fixtures
import Foundation
import HTTPServer
import JSON
import ListPreview
import Screens
import Variants
import Store
import TestSupport
import Testing

/// In Chromium: a colour given by its UIKit name takes its published value in each appearance.
@Suite(.serialized) struct NamedColorBrowserTests {
    @Test func systemRedResolvesPerAppearance() async throws {
        let fixtures = #"""
            {"screens": [{"id": "named", "title": "Named", "sections": [],
              "emptyStates": {"empty": {"image": "states/empty.svg", "imageTint": "systemRed", "title": "Nothing",
                                        "background": "lightGray@0.6"}}}]}
            """#
        let assets = Assets.builtIn
        let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).decode(Array(fixtures.utf8), file: "named.json")
        let app = App(store: ScreenStore(screens: screens), assets: assets)
        let server = try HTTPServer.start(ServerConfiguration(port: 0), replying: app.reply(to:))
        defer { server.stop() }
        try await TestBrowser.with(width: 600, height: 900) { browser in
            for (theme, red) in [("light", "rgb(255, 59, 48)"), ("dark", "rgb(255, 69, 58)")] {
                try await browser.navigate(to: "http://127.0.0.1:\(server.port)/screens/named?os=18&theme=\(theme)&motion=off")
                #expect(try await browser.style(".lp-empty-image--tinted", "background-color") == red, "\(theme)")
                // The demo's [[UIColor lightGrayColor] colorWithAlphaComponent:0.6], in both appearances.
                #expect(try await browser.style("#empty-state", "background-color") == "rgba(170, 170, 170, 0.6)", "\(theme)")
            }
        }
    }

    /// `?contrast=high`: the style sheet's system colours are NamedColor's increased-contrast
    /// values (the two are kept in step here), a named tint and an asset catalog's colour set take
    /// theirs, and without the parameter nothing changes.
    @Test func increaseContrastTakesTheIncreasedContrastValues() async throws {
        var source = AppSource()
        source.fixtures = Repository.root + "/Tests/Projects/Brand/screens.json"
        let brand = try LiveApp(app: AppLoader.makeApp(source))
        let named = try LiveApp(fixtures: #"{"screens": [{"id": "named", "title": "Named", "tint": "systemPink", "style": "insetGrouped", "sections": [{"rows": ["A"]}]}]}"#)
        // The style sheet's custom properties and the system colour each stands for.
        let properties: [(property: String, name: String)] = [
            ("--secondary-label", "secondaryLabel"), ("--tertiary-label", "tertiaryLabel"), ("--separator", "separator"),
            ("--grouped-background", "systemGroupedBackground"), ("--cell-background", "secondarySystemGroupedBackground"),
            ("--destructive", "systemRed"), ("--gray", "systemGray"), ("--switch-on", "systemGreen"),
        ]
        /// Whether the computed `rgb(…)`/`rgba(…)` is `color` (alphas to a hundredth: Chromium prints its 8-bit steps).
        func matches(_ drawn: String?, _ color: Color) -> Bool {
            let numbers = (drawn ?? "").split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
            guard numbers.count >= 3 else { return false }
            let alpha = numbers.count == 4 ? numbers[3] : 1
            return numbers[0] == Double(color.red) && numbers[1] == Double(color.green) && numbers[2] == Double(color.blue)
                && abs(alpha - Double(color.alpha) / 255) < 0.01
        }
        try await TestBrowser.with(width: 600, height: 900) { browser in
            for theme in [Theme.light, .dark] {
                for contrast in ColorContrast.allCases {
                    let high = contrast == .high
                    try await browser.navigate(to: named.url("/screens/named?os=18&state=data&embed=1&motion=off&theme=\(theme.rawValue)&contrast=\(contrast.rawValue)"))
                    let resolved = try await browser.executeScript("""
                        const probe = document.createElement('span');
                        document.querySelector('.lp-list-area').append(probe);
                        return arguments[0].map((property) => { probe.style.color = 'var(' + property + ')'; return getComputedStyle(probe).color; })
                          .concat([(() => { probe.style.color = 'var(--accent)'; return getComputedStyle(probe).color; })()]);
                        """, args: [.array(properties.map { .string($0.property) })])
                    for (index, entry) in properties.enumerated() {
                        let expected = NamedColor.system(entry.name, dark: theme == .dark, highContrast: high)!
                        #expect(matches(resolved[index]?.string, expected), "\(theme) \(contrast) \(entry.property): drawn \(resolved[index] ?? .null), \(entry.name) is \(expected.css)")
                    }
                    let pink = NamedColor.system("systemPink", dark: theme == .dark, highContrast: high)!
                    #expect(matches(resolved[properties.count]?.string, pink), "\(theme) \(contrast): the screen's tint systemPink")
                }
                // A colour set's high-contrast appearance.
                try await browser.navigate(to: brand.url("/screens/brand?os=18&state=data&embed=1&motion=off&theme=\(theme.rawValue)&contrast=high"))
                let accent = try await browser.executeScript("""
                    const probe = document.createElement('span'); document.querySelector('.lp-list-area').append(probe);
                    probe.style.color = 'var(--accent)'; return getComputedStyle(probe).color;
                    """).string
                #expect(accent == (theme == .dark ? "rgb(125, 122, 255)" : "rgb(54, 52, 163)"), "\(theme): AccentColor's high-contrast appearance, \(accent ?? "?")")
            }
        }
    }
}
