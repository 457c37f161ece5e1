import Browser
import Foundation
import JSON
import ListPreview
import TestSupport
import Testing

/// Where SF Pro is missing, Latin text is Inter drawn to SF Pro's widths and line (the style
/// sheet's "ListPreview Text", #44): a row's text and the bar's title as wide and on the same
/// baselines as UIKit draws them, and the title's semibold Inter's own.
@Suite(.serialized) struct TextFaceBrowserTests {
    /// UIKit's 17-pt "Hello World" in a plain 44-pt row, measured in cashapp/AccessibilitySnapshot's
    /// `SnapshotTests.HitTargetTests/testTableHitTarget_18_5_402x874@3x.png` (iOS 18.5, iPhone 16 Pro):
    /// its ink is 255 px wide at @3x, and the foot of its H 85 px below the row's top.
    static let helloWorldInkWidth = 85.0
    static let helloWorldBaseline = 85.0 / 3
    /// UIKit's inline title "Second" (17-pt semibold) in the same suite's
    /// `testNavBarBackButtonTraitsWithTitles_18_5_402x874@3x.png`: the foot of its S 85 px below the bar's top.
    static let secondBaseline = 85.0 / 3

    static let fixtures = #"""
        {"screens": [{"id": "rows", "title": "Second", "navigationItems": {"left": [{"symbol": "back", "title": "First"}]},
                      "sections": [{"rows": [{"title": "Hello World", "accessory": "switch"}]}]}]}
        """#

    @Test func latinTextHasUIKitsWidthAndBaseline() async throws {
        let live = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(width: 500, height: 900) { browser in
            try await browser.navigate(to: live.url("/screens/rows?os=18&embed=1&motion=off&state=data&device=iphone-16-pro"))
            // The page's load event may come before its web font has: wait for the font, not for time.
            try await browser.executeScript("return document.fonts.ready.then(() => true)")
            // The face the platform drew the row's text with, not the one the style sheet asked for.
            let fonts = try await browser.platformFonts(css: ".lp-row-title")
            #expect(fonts.map(\.family) == ["Inter"], "\(fonts)")
            // The ink's width from the glyphs' outlines, on a canvas in the title's own font at ten
            // times its size (a canvas rounds the ink's box to whole pixels); each baseline where a
            // zero-height inline block sits on it.
            let measured = try await browser.executeScript("""
                const baseline = (element) => {
                  const probe = document.createElement('span');
                  probe.style.cssText = 'display: inline-block; width: 0; height: 0; vertical-align: baseline';
                  element.append(probe);
                  const y = probe.getBoundingClientRect().top;
                  probe.remove();
                  return y;
                };
                const title = document.querySelector('.lp-row-title');
                const style = getComputedStyle(title);
                const context = document.createElement('canvas').getContext('2d');
                context.font = `${style.fontWeight} ${parseFloat(style.fontSize) * 10}px ${style.fontFamily}`;
                const ink = context.measureText(title.textContent);
                return {ink: (ink.actualBoundingBoxLeft + ink.actualBoundingBoxRight) / 10,
                        row: baseline(title) - document.querySelector('.lp-row').getBoundingClientRect().top,
                        bar: baseline(document.querySelector('#navbar .lp-title')) - document.querySelector('#navbar').getBoundingClientRect().top};
                """)
            let ink = try #require(measured["ink"]?.double)
            let row = try #require(measured["row"]?.double)
            let bar = try #require(measured["bar"]?.double)
            #expect(near(ink, Self.helloWorldInkWidth), "\"Hello World\" is \(ink) pt of ink wide, UIKit's \(Self.helloWorldInkWidth)")
            #expect(near(row, Self.helloWorldBaseline), "the row's baseline is \(row) pt below its top, UIKit's \(Self.helloWorldBaseline)")
            #expect(near(bar, Self.secondBaseline), "the title's baseline is \(bar) pt below the bar's top, UIKit's \(Self.secondBaseline)")
        }
    }

    /// The bar's semibold title is Inter's own semibold: a bolder copy of the regular face, as a
    /// browser synthesizes where a face lacks the weight, keeps the regular's advances.
    @Test func semiboldIsTheFontsOwn() async throws {
        let live = try LiveApp(fixtures: Self.fixtures)
        try await TestBrowser.with(width: 500, height: 900) { browser in
            try await browser.navigate(to: live.url("/screens/rows?os=18&embed=1&motion=off&state=data&device=iphone-16-pro"))
            #expect(try await browser.style("#navbar .lp-title", "font-weight") == "600")
            try await browser.executeScript("return document.fonts.ready.then(() => true)")
            let fonts = try await browser.platformFonts(css: "#navbar .lp-title")
            #expect(fonts.map(\.family) == ["Inter"], "\(fonts)")
            let widths = try await browser.executeScript("""
                const style = getComputedStyle(document.querySelector('#navbar .lp-title'));
                const context = document.createElement('canvas').getContext('2d');
                const width = (weight) => { context.font = `${weight} ${style.fontSize} ${style.fontFamily}`; return context.measureText('Second').width; };
                return [width(400), width(600)];
                """).array?.compactMap(\.double) ?? []
            try #require(widths.count == 2)
            #expect(widths[1] > widths[0] * 1.015, "semibold \"Second\" is \(widths[1]) px wide, regular \(widths[0])")
        }
    }
}
