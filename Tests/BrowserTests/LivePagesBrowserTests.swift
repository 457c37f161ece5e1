import Browser
import Foundation
import Glibc
import HTTPServer
import JSON
import ListPreview
import Screens
import Store
import Synchronization
import TestSupport
import Testing

/// Live pages in Debian's headless Chromium: an open page follows every change — another
/// browser's click, the API, an edited fixtures file or image under `--watch` — within a second,
/// without a click; with JavaScript off nothing breaks and nothing polls; a hidden tab lets go.
@Suite(.serialized) struct LivePagesBrowserTests {
    @Test func aChangeInOneBrowserShowsInAnotherWithinASecond() async throws {
        let live = try ObservedLiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { a in
            try await TestBrowser.with(width: 900, height: 1000) { b in
                try await a.navigate(to: live.url("/screens/demo?os=18"))
                try await b.navigate(to: live.url("/screens/demo?os=18"))
                #expect(try await b.count("#empty-state") == 1)
                #expect(try await b.count(".lp-row") == 0)
                // Both pages are waiting on the server: what follows is the long poll's doing.
                try await b.waitUntil { live.server.parkedConnections == 2 }

                // A presses Show Data; B, left alone, reloads with the six rows.
                try await b.markPage()
                var start = ContinuousClock.now
                try await a.click(a.findElement(css: "#show-data"))
                _ = try await b.elapsed(since: start) { $0.rows == 6 && !$0.placeholder }
                // Measured by the clocks that matter, not WebDriver's round trips: from the change
                // reaching the server to B's new page having loaded.
                let shown = try await b.page().shownAt - live.lastArrival("/screens/demo/show")
                #expect(shown < 1000, "B showed the rows \(shown) ms after the change")
                #expect(try await b.page().marked == false)
                #expect(try await b.currentURL() == live.url("/screens/demo?os=18"))
                try await a.waitUntil { (try? await a.page())?.rows == 6 }
                try await b.waitUntil { live.server.parkedConnections == 2 }

                // A presses Clear Data; B shows the placeholder again.
                start = ContinuousClock.now
                try await a.click(a.findElement(css: "#clear-data"))
                _ = try await b.elapsed(since: start) { $0.rows == 0 && $0.placeholder }
                let cleared = try await b.page().shownAt - live.lastArrival("/screens/demo/clear")
                #expect(cleared < 1000, "B showed the placeholder \(cleared) ms after the change")
                try await a.waitUntil { (try? await a.page())?.placeholder == true }
                try await b.waitUntil { live.server.parkedConnections == 2 }

                // A change through the API shows in B too.
                start = ContinuousClock.now
                #expect(try live.setState("network").status == 200)
                _ = try await b.elapsed(since: start) { $0.state == "network" }
                let forced = try await b.page().shownAt - live.lastArrival("/api/screens/demo/state")
                #expect(forced < 1000, "B showed the network error \(forced) ms after the API call")
                #expect(try await b.count("#empty-state") == 1)
                report("change in another browser: show \(shown) ms, clear \(cleared) ms, API \(forced) ms")
            }
        }
    }

    @Test func anEditedFixturesFileShowsWithinASecondUnderWatch() async throws {
        let directory = FileManager.default.temporaryDirectory.path + "/listpreview-live-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/img", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = directory + "/screens.json"
        let image = directory + "/img/dot.svg"
        func screens(title: String) -> String {
            #"{"screens": [{"id": "inbox", "title": "\#(title)", "sections": [{"rows": ["#
                + #"{"title": "Hello", "detail": "from Ann", "image": "img/dot.svg"}, "Second row"]}]}]}"#
        }
        func square(_ side: Int, _ colour: String) -> String {
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(side)" height="\#(side)"><rect width="\#(side)" height="\#(side)" fill="\#(colour)"/></svg>"#
        }
        try write(screens(title: "Before"), to: fixtures)
        try write(square(10, "red"), to: image)

        let server = try ServerProcess.start(["serve", "--port", "0", "--watch", "--fixtures", fixtures])
        defer { _ = server.stop(signal: SIGTERM) }
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: "http://127.0.0.1:\(server.port)/screens/inbox?os=18")
            try await browser.waitUntil { (try? await browser.page())?.imageWidth == 10 }
            var page = try await browser.page()
            #expect(page.title == "Before" && page.rows == 2 && !page.warning)

            // The fixtures file is saved with another title.
            try await browser.markPage()
            var written = wallClock()
            try write(screens(title: "After"), to: fixtures)
            var start = ContinuousClock.now
            _ = try await browser.elapsed(since: start) { $0.title == "After" }
            let retitled = try await browser.page().shownAt - written
            #expect(retitled < 1000, "the new title showed \(retitled) ms after the file was written")
            page = try await browser.page()
            #expect(!page.marked && page.rows == 2 && !page.warning)

            // The image the rows use is saved with other content: the page reloads and shows it.
            try await browser.waitUntil { (try? await browser.page())?.imageWidth == 10 }
            try await browser.markPage()
            written = wallClock()
            try write(square(40, "blue"), to: image)
            start = ContinuousClock.now
            _ = try await browser.elapsed(since: start) { !$0.marked && $0.imageWidth == 40 }
            let redrawn = try await browser.page().shownAt - written
            #expect(redrawn < 1000, "the new image showed \(redrawn) ms after it was written")

            // A broken save: the page says why, and keeps the last good rows.
            try await browser.markPage()
            written = wallClock()
            try write(#"{"screens": [}"#, to: fixtures)
            start = ContinuousClock.now
            _ = try await browser.elapsed(since: start) { $0.warning }
            let warned = try await browser.page().shownAt - written
            #expect(warned < 1000, "the warning showed \(warned) ms after the broken file was written")
            page = try await browser.page()
            #expect(!page.marked && page.rows == 2 && page.title == "After" && page.imageWidth == 40)
            let warning = try await browser.text(of: browser.findElement(css: "#warning"))
            #expect(warning.contains("does not load") && warning.contains("screens.json"), "\(warning)")
            report("under --watch: title \(retitled) ms, image \(redrawn) ms, warning \(warned) ms")
        }
    }

    @Test func withJavaScriptOffNothingBreaks() async throws {
        let live = try ObservedLiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.disableJavaScript()
            try await browser.navigate(to: live.url("/screens/demo?os=18"))
            #expect(try await browser.count("#empty-state") == 1)
            #expect(try await browser.count(".lp-row") == 0)

            // Every control is a form: POST, 303, GET.
            try await browser.click("#show-data")
            #expect(try await browser.currentURL() == live.url("/screens/demo?os=18"))
            #expect(try await browser.count(".lp-row") == 6)
            #expect(try await browser.count("#empty-state") == 0)
            try await browser.click("#clear-data")
            #expect(try await browser.count(".lp-row") == 0)
            #expect(try await browser.count("#empty-state") == 1)
            try await browser.click("#reload")
            #expect(try await browser.count(".lp-row") == 6)
            #expect(try await browser.count("#empty-state") == 0)

            // A change elsewhere leaves this page as it is until it is loaded again. A live page
            // follows within a second (see above); this one is given one and a half.
            try await browser.markPage()
            #expect(try live.setState("network").status == 200)
            try await Task.sleep(for: .milliseconds(1500))
            let page = try await browser.page()
            #expect(page.marked && page.state == "data" && page.rows == 6)

            // The script was never run, so nothing ever asked for changes.
            #expect(live.requests(to: "/public/live.js") == 0)
            #expect(live.requests(to: "/api/changes") == 0)
            #expect(live.server.parkedConnections == 0)

            try await browser.navigate(to: live.url("/screens/demo?os=18"))
            #expect(try await browser.page().state == "network")
            #expect(live.requests(to: "/api/changes") == 0)
        }
    }

    @Test func hiddenTabsReleaseTheirConnection() async throws {
        let live = try ObservedLiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/demo?os=18"))
            try await browser.waitUntil { live.server.parkedConnections == 1 }
            #expect(live.requests(to: "/api/changes") == 1)

            // Minimized, the page is hidden: it drops its request, and the browser closes that
            // connection (the server's end is left half-closed).
            try await browser.minimize()
            try await browser.waitUntil { (try? await browser.page())?.hidden == true }
            // The browser let go of its request; the server notices the hang-up and lets go too.
            try await browser.waitUntil(timeout: .seconds(2)) { live.server.parkedConnections == 0 }

            // A change while hidden answers that request; the hidden page does not ask again…
            try await browser.markPage()
            #expect(try live.setState("network").status == 200)
            try await browser.waitUntil { live.server.parkedConnections == 0 }
            try await Task.sleep(for: .milliseconds(1500))
            #expect(live.requests(to: "/api/changes") == 1)
            var page = try await browser.page()
            #expect(page.marked && page.state == "empty")

            // …until it is shown again: then it learns of the change at once, reloads, and waits again.
            let start = ContinuousClock.now
            try await browser.restore(width: 900, height: 1000)
            let caughtUp = try await browser.elapsed(since: start) { !$0.marked && $0.state == "network" }
            #expect(caughtUp < .seconds(1), "the shown page caught up \(caughtUp) after it was shown")
            try await browser.waitUntil { live.server.parkedConnections == 1 }
            page = try await browser.page()
            #expect(page.state == "network" && !page.hidden)
            report("hidden tab: caught up \(caughtUp) after being shown")
        }
    }
}

/// The demo behind the real server on an ephemeral port, as ``LiveApp`` has it, counting the
/// requests for each path so a test can tell what the page asked for.
private final class ObservedLiveApp {
    let server: HTTPServer
    let app: App
    private let log = RequestLog()

    init() throws {
        let app = App(store: ScreenStore(screens: [Screen.demo], clock: ScreenStore.wallClock), assets: Assets.builtIn)
        self.app = app
        server = try HTTPServer.start(ServerConfiguration(port: 0), replying: { [log] request in
            log.record(String(request.rawPath))
            return app.reply(to: request)
        })
    }

    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(server.port)\(path)" }

    /// How many requests for `path` (without query) arrived so far.
    func requests(to path: String) -> Int { log.count(path) }

    /// When the last request for `path` arrived, in milliseconds since 1970.
    func lastArrival(_ path: String) -> Double { log.lastArrival(path) }

    /// `POST /api/screens/demo/state {"state": state}` over a real socket, as a script would.
    func setState(_ state: String) throws -> LoopbackResponse {
        try LoopbackConnection.request(port: server.port, "POST", "/api/screens/demo/state",
                                      headers: [("Content-Type", "application/json")], body: Array(#"{"state":"\#(state)"}"#.utf8))
    }

    deinit { server.stop() }
}

/// Requests counted by path, with the wall-clock time of the last one.
private final class RequestLog: Sendable {
    private let counts = Mutex<[String: (count: Int, last: Double)]>([:])
    func record(_ path: String) {
        let now = wallClock()
        counts.withLock { $0[path] = (($0[path]?.count ?? 0) + 1, now) }
    }
    func count(_ path: String) -> Int { counts.withLock { $0[path]?.count ?? 0 } }
    func lastArrival(_ path: String) -> Double { counts.withLock { $0[path]?.last ?? 0 } }
}

/// Milliseconds since 1970, the clock a page's `performance.timeOrigin` counts from.
private func wallClock() -> Double {
    Date().timeIntervalSince1970 * 1000
}

/// What a page shows, read in one round trip.
private struct LivePage: Sendable {
    var rows = 0
    var placeholder = false
    var state = ""
    var title = ""
    var warning = false
    /// Whether the page marked by `markPage()` is still the one showing (it has not reloaded).
    var marked = false
    var hidden = false
    /// The first row image's natural width once it has loaded, else 0.
    var imageWidth = 0
    /// When this document had loaded (DOMContentLoaded done), in milliseconds since 1970.
    var shownAt = 0.0
}

private extension TestBrowser {
    /// What the page shows now.
    func page() async throws -> LivePage {
        let value = try await executeScript("""
            const image = document.querySelector('.lp-row-image');
            return [document.querySelectorAll('.lp-row').length, !!document.getElementById('empty-state'),
                    document.getElementById('device')?.dataset.state ?? '', document.querySelector('.lp-title')?.textContent ?? '',
                    !!document.getElementById('warning'), window.__livePagesMark === true, document.hidden,
                    image && image.complete ? image.naturalWidth : 0, document.readyState,
                    performance.timeOrigin + (performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0)]
            """)
        guard value[8]?.string == "complete" else { throw BrowserCommandFailure("the page is loading") }
        return LivePage(rows: value[0]?.int ?? -1, placeholder: value[1]?.bool ?? false, state: value[2]?.string ?? "",
                        title: value[3]?.string ?? "", warning: value[4]?.bool ?? false, marked: value[5]?.bool ?? false,
                        hidden: value[6]?.bool ?? false, imageWidth: value[7]?.int ?? 0, shownAt: value[9]?.double ?? 0)
    }

    /// Marks the document now showing, so `page().marked` tells whether it has been replaced since.
    func markPage() async throws {
        try await executeScript("window.__livePagesMark = true")
    }

    /// Polls the page as fast as the browser answers until `condition` holds, and returns how long
    /// after `start` that was; a page being replaced counts as not yet.
    func elapsed(
        since start: ContinuousClock.Instant, timeout: Duration = .seconds(10), isolation: isolated (any Actor)? = #isolation,
        until condition: (LivePage) -> Bool
    ) async throws -> Duration {
        while true {
            if let page = try? await page(), condition(page) { return ContinuousClock.now - start }
            guard ContinuousClock.now - start < timeout else {
                throw BrowserCommandFailure("the page did not change within \(timeout): \(String(describing: try? await page()))")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Minimizes the window, which hides its page (`document.hidden`), as a background tab is.
    func minimize() async throws {
        try await send("POST", "/window/minimize")
    }

    /// Brings a minimized window back at `width` × `height`, showing its page again.
    func restore(width: Int, height: Int) async throws {
        try await send("POST", "/window/rect", [(key: "width", value: .number(Double(width))), (key: "height", value: .number(Double(height)))])
    }
}

/// Writes `text` to `path` as an editor saving it would: all at once (a new file renamed into place).
private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
}

/// Prints a measurement when `LISTPREVIEW_TIMINGS` is set.
private func report(_ line: String) {
    if ProcessInfo.processInfo.environment["LISTPREVIEW_TIMINGS"] != nil { print("live pages: \(line)") }
}
