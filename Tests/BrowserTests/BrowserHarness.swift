import Browser
import Fixtures
import Foundation
import HTTPServer
import JSON
import ListPreview
import Screens
import Store
import Synchronization
import TestSupport
import Testing

/// The real app behind the real server on an ephemeral port, for one browser test.
final class LiveApp {
    let server: HTTPServer
    let app: App

    /// The demo, or the screens of the example fixtures, on the wall clock or `clock`.
    convenience init(examples: Bool = false, clock: (@Sendable () -> Int64)? = nil) throws {
        let assets = Assets.builtIn
        let screens = examples
            ? try FixtureDecoder(publicFiles: Set(assets.files.keys)).load(file: Repository.root + "/Examples/screens.json")
            : [Screen.demo]
        try self.init(app: App(store: ScreenStore(screens: screens, clock: clock ?? ScreenStore.wallClock), assets: assets))
    }

    /// The screens of a fixtures file given as text.
    convenience init(fixtures: String) throws {
        let assets = Assets.builtIn
        let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).decode(Array(fixtures.utf8), file: "test.json")
        try self.init(app: App(store: ScreenStore(screens: screens), assets: assets))
    }

    /// `app` (read-only, with a token or a warning, …) behind the real server.
    init(app: App) throws {
        self.app = app
        server = try HTTPServer.start(ServerConfiguration(port: 0), replying: app.reply(to:))
    }

    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(server.port)\(path)" }

    deinit { server.stop() }
}

extension ElementRect {
    /// The centre point.
    var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
    /// The bottom edge.
    var bottom: Double { y + height }
    /// The right edge.
    var right: Double { x + width }
}

extension TestBrowser {
    /// The rectangle of the first element matching `selector`.
    func rect(_ selector: String) async throws -> ElementRect {
        try await rect(of: findElement(css: selector))
    }

    /// The first element matching `selector` as `getBoundingClientRect` gives it, to a 64th of a
    /// point (WebDriver's element rect rounds width and height to whole points).
    func exactRect(_ selector: String) async throws -> ElementRect {
        let value = try await executeScript("const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]",
                                            args: [.string(selector)])
        guard case let .array(n) = value, n.count == 4, case let .number(x) = n[0], case let .number(y) = n[1],
              case let .number(width) = n[2], case let .number(height) = n[3] else { throw BrowserCommandFailure("no \(selector)") }
        return ElementRect(x: x, y: y, width: width, height: height)
    }

    /// How many elements match `selector`.
    func count(_ selector: String) async throws -> Int {
        try await findElements(css: selector).count
    }

    /// A computed style property of the first element matching `selector`.
    func style(_ selector: String, _ property: String) async throws -> String {
        try await executeScript("return getComputedStyle(document.querySelector(arguments[0])).getPropertyValue(arguments[1])",
                                args: [.string(selector), .string(property)]).string ?? ""
    }

    /// Whether the element drawn at (x, y) is `selector` or inside it: what a tap there would hit.
    func hit(_ x: Double, _ y: Double, isInside selector: String) async throws -> Bool {
        try await executeScript("const e = document.elementFromPoint(arguments[0], arguments[1]); return !!e && !!e.closest(arguments[2])",
                                args: [.number(x), .number(y), .string(selector)]).bool ?? false
    }

    /// Clicks the first element matching `selector` (a form's submit button) and waits until the
    /// next page has replaced this one and finished loading.
    func click(_ selector: String) async throws {
        _ = try await executeScript("window.__listPreviewOldPage = true")
        try await click(findElement(css: selector))
        try await waitUntil {
            try await executeScript("return !window.__listPreviewOldPage && document.readyState === 'complete'").bool == true
        }
    }
}

/// `a` and `b` within `tolerance` CSS px.
func near(_ a: Double, _ b: Double, within tolerance: Double = 1) -> Bool {
    abs(a - b) <= tolerance
}
