import Browser
import Foundation
import HTTPServer
import ListPreview
import Screens
import Store
import TestSupport
import Testing

/// Every page ListPreview draws around the device — panel, pickers, gallery, index, error
/// and sign-in pages — passes axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules (and its best
/// practices) in Chromium, in light and in dark, and shows where the keyboard is. The simulated
/// device (`#device`) is the designer's design, not ours: it is left out, and so are the button
/// samples of `/buttons` (`.lp-buttons-sample`: iOS's own buttons, systemBlue's 4.0:1 on white
/// included), and nothing else is.
@Suite(.serialized) struct AccessibilityBrowserTests {
    /// One page to check: what it is, the server, the path (without theme and motion) and an
    /// element that shows it is that page; it is opened without cookies, unless it keeps the
    /// choices the page before it saved.
    private struct Page {
        var name: String
        var app: LiveApp
        var path: String
        var shows: String
        var keepsCookies = false
    }

    @Test func toolPagesHaveNoViolationsOutsideTheDevice() async throws {
        let axe = try AxeCore.source()
        let demo = try LiveApp()
        let examples = try LiveApp(examples: true)
        // Shared on the network: read-only, with the warning line; and one that asks for its token.
        let shared = try LiveApp(app: App(store: ScreenStore(screens: [.demo]), assets: Assets.builtIn, readOnly: true,
                                          warning: "listpreview: warning: listening on 0.0.0.0, beyond this machine"))
        let locked = try LiveApp(app: App(store: ScreenStore(screens: [.demo]), assets: Assets.builtIn,
                                          access: AccessPolicy(token: try AccessToken("accessibility-test-token-0123456789"))))
        let pages = [
            Page(name: "demo screen", app: demo, path: "/screens/demo", shows: "#panel-show"),
            Page(name: "fixtures screen", app: examples, path: "/screens/inbox", shows: "#new-row"),
            Page(name: "a state's preview", app: examples, path: "/screens/settings?state=network", shows: "#preview-notice"),
            Page(name: "the empty preview", app: examples, path: "/screens/inbox?state=empty", shows: "#preview-notice"),
            Page(name: "Fluid device", app: examples, path: "/screens/inbox?device=fluid", shows: "body[data-device=fluid] #to-panel"),
            Page(name: "index", app: examples, path: "/screens", shows: ".lp-index-list"),
            Page(name: "gallery", app: examples, path: "/gallery?screen=inbox", shows: ".lp-gallery-frame iframe"),
            Page(name: "SF Symbols", app: examples, path: "/symbols", shows: ".lp-symbols-grid [data-name=tray] svg"),
            Page(name: "button styles", app: examples, path: "/buttons", shows: ".lp-buttons-table [data-style=glassProminent] .lp-btn"),
            Page(name: "404 page", app: examples, path: "/screens/nope", shows: ".lp-error-message"),
            Page(name: "read-only screen with a warning", app: shared, path: "/screens/demo", shows: "#warning ~ * #read-only"),
            Page(name: "401 sign-in page", app: locked, path: "/screens/demo", shows: ".lp-sign-in #lp-token"),
            // The pickers' language names in their own languages, "Pseudo" in English. The next page's
            // URL says no language, so the saved choice (a cookie) shows its note above the pickers.
            Page(name: "Chinese interface", app: examples, path: "/screens/inbox?lang=zh-Hans", shows: "html[lang=zh-Hans] a[lang=en]"),
            Page(name: "saved-choice note", app: examples, path: "/screens/inbox", shows: "#saved-choice", keepsCookies: true),
        ]
        var report: [String] = []
        try await TestBrowser.with(width: 1280, height: 900) { browser in
            try await browser.emulateFocus()
            for theme in ["light", "dark"] {
                for (number, page) in pages.enumerated() {
                    let separator = page.path.contains("?") ? "&" : "?"
                    let url = page.app.url(page.path + separator + "theme=\(theme)&motion=off")
                    try await browser.navigate(to: url)
                    #expect(try await browser.count(page.shows) > 0, "\(page.name): \(url) has no \(page.shows)")
                    let found = try await AxeCore.run(axe, in: browser)
                    report += found.map { "\(page.name), \(theme) (\(url)): \($0)" }
                    report += try await unfocusable(browser).map { "\(page.name), \(theme) (\(url)): \($0)" }
                    // Every server here is 127.0.0.1, and cookies ignore the port: a device or
                    // language this page saved would otherwise change the next.
                    if !(pages.indices.contains(number + 1) && pages[number + 1].keepsCookies) {
                        try await browser.deleteAllCookies()
                    }
                }
            }
        }
        if !report.isEmpty {
            Issue.record(Comment(rawValue: "\(report.count) problems outside #device:\n" + report.joined(separator: "\n")))
        }
    }

    /// Every control outside the device that the keyboard reaches, focused: those that show no
    /// outline (or ring) or stay off screen, each named by its tag, id or class and text.
    private func unfocusable(_ browser: TestBrowser) async throws -> [String] {
        let result = try await browser.executeScript("""
            // Folded parts (the panel's findings in Apple's colours) are checked opened.
            for (const details of document.querySelectorAll('details')) if (!details.closest('#device')) details.open = true;
            const controls = [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]')]
              .filter(e => !e.closest('#device') && e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0);
            const problems = [];
            for (const e of controls) {
              e.focus({focusVisible: true});
              e.scrollIntoView({block: 'nearest', inline: 'nearest'});
              const style = getComputedStyle(e);
              const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
              const r = e.getBoundingClientRect();
              const onScreen = r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
              if (document.activeElement !== e || !ring || !onScreen) {
                const name = e.tagName.toLowerCase() + (e.id ? '#' + e.id : e.className ? '.' + String(e.className).split(' ')[0] : '');
                problems.push(`focus: ${name} "${(e.textContent || e.value || '').trim().slice(0, 40)}"` +
                  (document.activeElement !== e ? ' takes no focus' : !ring ? ' shows no focus ring' : ' is off screen when focused'));
              }
            }
            document.activeElement?.blur();
            return problems;
            """)
        return result.array?.compactMap(\.string) ?? ["focus check returned \(result)"]
    }
}

/// axe-core, from the `axe.min.js` that `make test` installs into `.build/tools`.
enum AxeCore {
    /// The rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices.
    static let tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

    /// The script's text: `$LISTPREVIEW_AXE`, else the one in `.build/tools`' site-packages.
    static func source() throws -> String {
        let install = "run `scripts/install-deps.sh test` (or `make test`), which installs axe-core (axe-playwright-python) into .build/tools"
        if let path = ProcessInfo.processInfo.environment["LISTPREVIEW_AXE"], !path.isEmpty {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw AxeError(message: "LISTPREVIEW_AXE=\(path) cannot be read; \(install)")
            }
            return text
        }
        let tools = Repository.root + "/.build/tools"
        let libraries = (try? FileManager.default.contentsOfDirectory(atPath: tools + "/lib")) ?? []
        for python in libraries.sorted() where python.hasPrefix("python3") {
            let path = "\(tools)/lib/\(python)/site-packages/axe_playwright_python/axe.min.js"
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
        }
        throw AxeError(message: "axe.min.js is missing from \(tools)/lib/python3*/site-packages/axe_playwright_python: \(install)")
    }

    /// Runs axe over the page in `browser`, leaving out `#device`, `/buttons`' samples and the gallery frames' documents
    /// (embedded devices); each violation, or result axe could not decide, as `id (impact): help`
    /// and a line for every element with what is wrong with it.
    static func run(_ source: String, in browser: TestBrowser) async throws -> [String] {
        let tagList = tags.map { "'\($0)'" }.joined(separator: ", ")
        // The script is a function body: axe's bundle defines window.axe, and the returned promise
        // is awaited by WebDriver. The page's CSP does not apply to scripts WebDriver runs.
        let result = try await browser.executeScript(source + """

            ;
            return axe.run({exclude: [['#device'], ['.lp-buttons-sample']]}, {
              runOnly: {type: 'tag', values: [\(tagList)]}, iframes: false, resultTypes: ['violations', 'incomplete']
            }).then(r => ({
              version: axe.version, passes: r.passes.length,
              // What axe could not decide (a contrast over a picture, say) fails too, but for
              // frame-tested: the gallery's frames are embedded devices, left out on purpose.
              violations: r.violations.concat(r.incomplete.filter(v => v.id !== 'frame-tested').map(v => ({...v, impact: 'needs review'})))
                .map(v => `${v.id} (${v.impact}): ${v.help}` + v.nodes.map(n =>
                  `\\n    at ${n.target.join(' ')}: ${(n.failureSummary || '').replace(/\\s+/g, ' ')}`).join(''))
            }));
            """)
        guard let version = result["version"]?.string, version.hasPrefix("4."), (result["passes"]?.int ?? 0) > 0,
            let violations = result["violations"]?.array
        else { throw AxeError(message: "axe did not run as expected: \(result)") }
        return violations.compactMap(\.string)
    }
}

/// axe-core is missing or did not run.
struct AxeError: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    let message: String
    /// The message.
    var description: String { message }
}
