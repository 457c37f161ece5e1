import Browser
import Fixtures
import Foundation
import HTTPServer
import ListPreview
import Screens
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
                try await browser.navigate(to: "http://127.0.0.1:\(server.port)/screens/named?theme=\(theme)&motion=off")
                #expect(try await browser.style(".lp-empty-image--tinted", "background-color") == red, "\(theme)")
                // The demo's [[UIColor lightGrayColor] colorWithAlphaComponent:0.6], in both appearances.
                #expect(try await browser.style("#empty-state", "background-color") == "rgba(170, 170, 170, 0.6)", "\(theme)")
            }
        }
    }
}
