import Browser
import Foundation
import Guarded
import HTTP
import HTTPServer
import JSON
import ListPreview
import Screens
import Store
import Synchronization
import TestSupport
import Testing

/// Live pages in Debian's headless Chromium: an open page follows every change — another
/// browser's click, the API, an edited fixtures file or image under `--watch` — without a click,
/// because the request it holds at the server is answered by the change itself (not by asking again
/// now and then); with JavaScript off nothing breaks and nothing polls; a hidden tab lets go.
///
/// How soon a change shows is measured and printed, never asserted: it is the machine's speed.
@Suite(.serialized) struct LivePagesBrowserTests {
    @Test func aChangeInOneBrowserShowsInAnotherThroughItsHeldRequest() async throws {
        let live = try ObservedLiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { a in
            try await TestBrowser.with(width: 900, height: 1000) { b in
                try await a.navigate(to: live.url("/screens/demo?os=18"))
                try await b.navigate(to: live.url("/screens/demo?os=18"))
                #expect(try await b.count("#empty-state") == 1)
                #expect(try await b.count(".lp-row") == 0)
                // Both pages are waiting on the server: what follows is the long poll's doing.
                try await b.waitUntil { live.server.parkedConnections == 2 }
                #expect(live.requests(to: SitePath.changes) == 2)

                // A presses Show Data; B, left alone, reloads with the six rows.
                try await b.markPage()
                var answered = live.answers.count
                try await a.click(a.findElement(css: "#show-data"))
                _ = try await b.shows { $0.rows == 6 && !$0.placeholder }
                live.expectAnsweredByTheChange(since: answered)
                // Measured by the clocks that matter, not WebDriver's round trips: from the change
                // reaching the server to B's new page having loaded.
                let shown = try await b.page().shownAt - live.lastArrival("/screens/demo/show")
                #expect(try await b.page().marked == false)
                #expect(try await b.currentURL() == live.url("/screens/demo?os=18"))
                try await a.waitUntil { (try? await a.page())?.rows == 6 }
                // Each new page asks once and waits (A's old question, dropped as it left, let go).
                try await b.waitUntil { live.requests(to: SitePath.changes) >= 4 && live.server.parkedConnections == 2 }
                #expect(live.requests(to: SitePath.changes) == 4, "one question for each new page, none asked again")

                // A presses Clear Data; B shows the placeholder again.
                answered = live.answers.count
                try await a.click(a.findElement(css: "#clear-data"))
                _ = try await b.shows { $0.rows == 0 && $0.placeholder }
                live.expectAnsweredByTheChange(since: answered)
                let cleared = try await b.page().shownAt - live.lastArrival("/screens/demo/clear")
                try await a.waitUntil { (try? await a.page())?.placeholder == true }
                try await b.waitUntil { live.requests(to: SitePath.changes) >= 6 && live.server.parkedConnections == 2 }
                #expect(live.requests(to: SitePath.changes) == 6)

                // A change through the API shows in B too.
                answered = live.answers.count
                #expect(try live.setState("network").status == 200)
                _ = try await b.shows { $0.state == "network" }
                live.expectAnsweredByTheChange(since: answered)
                let forced = try await b.page().shownAt - live.lastArrival("/api/screens/demo/state")
                #expect(try await b.count("#empty-state") == 1)
                report("change in another browser: show \(Int(shown)) ms, clear \(Int(cleared)) ms, API \(Int(forced)) ms")
            }
        }
    }

    @Test func anEditedFixturesFileShowsUnderWatch() async throws {
        let directory = try temporaryDirectory("live")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/img", withIntermediateDirectories: true)
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

        let live = try ObservedLiveApp(watching: fixtures)
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/inbox?os=18"))
            try await browser.waitUntil { (try? await browser.page())?.imageWidth == 10 }
            var page = try await browser.page()
            #expect(page.title == "Before" && page.rows == 2 && !page.warning)
            try await browser.waitUntil { live.server.parkedConnections == 1 }

            // The fixtures file is saved with another title.
            try await browser.markPage()
            var answered = live.answers.count
            var written = wallClock()
            try write(screens(title: "After"), to: fixtures)
            _ = try await browser.shows { $0.title == "After" }
            live.expectAnsweredByTheChange(since: answered)
            let retitled = try await browser.page().shownAt - written
            page = try await browser.page()
            #expect(!page.marked && page.rows == 2 && !page.warning)

            // The image the rows use is saved with other content: the page reloads and shows it.
            try await browser.waitUntil { (try? await browser.page())?.imageWidth == 10 }
            try await browser.waitUntil { live.server.parkedConnections == 1 }
            try await browser.markPage()
            answered = live.answers.count
            written = wallClock()
            try write(square(40, "blue"), to: image)
            _ = try await browser.shows { !$0.marked && $0.imageWidth == 40 }
            live.expectAnsweredByTheChange(since: answered)
            let redrawn = try await browser.page().shownAt - written

            // A broken save: the page says why, and keeps the last good rows.
            try await browser.waitUntil { live.server.parkedConnections == 1 }
            try await browser.markPage()
            answered = live.answers.count
            written = wallClock()
            try write(#"{"screens": [}"#, to: fixtures)
            _ = try await browser.shows { $0.warning }
            live.expectAnsweredByTheChange(since: answered)
            let warned = try await browser.page().shownAt - written
            page = try await browser.page()
            #expect(!page.marked && page.rows == 2 && page.title == "After" && page.imageWidth == 40)
            let warning = try await browser.text(of: browser.findElement(css: "#warning"))
            #expect(warning.contains("does not load") && warning.contains("screens.json"), "\(warning)")
            try await browser.waitUntil { live.server.parkedConnections == 1 }
            #expect(live.requests(to: SitePath.changes) == 4, "one question for each page, none asked again")
            report("under --watch: title \(Int(retitled)) ms, image \(Int(redrawn)) ms, warning \(Int(warned)) ms")
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

            // A change elsewhere leaves this page as it is until it is loaded again: nothing on it
            // could replace it — the script never ran, so nothing asked for changes, and the page
            // has no refresh of its own (only a page showing a reload under way has one).
            try await browser.markPage()
            #expect(try live.setState("network").status == 200)
            #expect(try await browser.count("meta[http-equiv=refresh]") == 0)
            #expect(live.requests(to: "/public/live.js") == 0)
            #expect(live.requests(to: SitePath.changes) == 0)
            #expect(live.server.parkedConnections == 0)
            let page = try await browser.page()
            #expect(page.marked && page.state == "data" && page.rows == 6)

            try await browser.navigate(to: live.url("/screens/demo?os=18"))
            #expect(try await browser.page().state == "network")
            #expect(live.requests(to: SitePath.changes) == 0)
        }
    }

    @Test func hiddenTabsReleaseTheirConnection() async throws {
        let live = try ObservedLiveApp()
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/demo?os=18"))
            try await browser.waitUntil { live.server.parkedConnections == 1 }
            #expect(live.requests(to: SitePath.changes) == 1)

            // Minimized, the page is hidden: it drops its request, and the browser closes that
            // connection (the server's end is left half-closed).
            try await browser.minimize()
            try await browser.waitUntil { (try? await browser.page())?.hidden == true }
            // The browser let go of its request; the server notices the hang-up and lets go too.
            try await browser.waitUntil { live.server.parkedConnections == 0 }

            // A change while hidden reaches nobody; the hidden page does not ask again, however
            // long it stays hidden (the slower the machine, the longer a span this covers)…
            try await browser.markPage()
            #expect(try live.setState("network").status == 200)
            var page = try await browser.page()
            #expect(page.marked && page.state == "empty" && page.hidden)
            #expect(live.requests(to: SitePath.changes) == 1)

            // …until it is shown again: then it asks at once, learns of the change by its outdated
            // token (answered at once, not held), reloads, and waits again.
            let answered = live.answers.count
            let start = ContinuousClock.now
            try await browser.restore(width: 900, height: 1000)
            _ = try await browser.shows { !$0.marked && $0.state == "network" }
            let caughtUp = ContinuousClock.now - start
            try await browser.waitUntil { live.server.parkedConnections == 1 }
            #expect(live.answers.dropFirst(answered).filter { !$0.held } == [LongPollAnswer(held: false, woken: false, changed: true)],
                    "\(live.answers.dropFirst(answered))")
            #expect(live.requests(to: SitePath.changes) == 3, "the shown page's question and its new page's")
            page = try await browser.page()
            #expect(page.state == "network" && !page.hidden)
            report("hidden tab: caught up \(caughtUp.components.seconds * 1000 + caughtUp.components.attoseconds / 1_000_000_000_000_000) ms after being shown")
        }
    }
}

/// The demo (or the screens of a fixtures file under `--watch`) behind the real server on an
/// ephemeral port, counting the requests for each path so a test can tell what the page asked
/// for, and keeping every answer to `/api/changes`: whether it was held, whether the change woke it.
///
/// A held question's 25 s are no part of what these tests show (`LongPollTests` asserts them): held
/// here until its event, so that a page asks once, however slow the machine.
private final class ObservedLiveApp {
    let server: HTTPServer
    private let log = RequestLog()
    private let watcher: FixtureWatcher?

    /// The demo, in memory.
    convenience init() throws {
        try self.init(current: Locked(App(store: ScreenStore(screens: [Screen.demo], clock: ScreenStore.wallClock), assets: Assets.builtIn)),
                      watcher: { _ in nil })
    }

    /// The screens of `fixtures` (its images beside it), loaded again whenever they change, as
    /// `listpreview serve --watch --fixtures FILE` assembles them.
    convenience init(watching fixtures: String) throws {
        var source = AppSource()
        source.fixtures = fixtures
        // Stamped before loading, the images as loaded, as `serve` does.
        let stamp = FixtureWatcher.stamp(of: fixtures)
        var lookedUp: [String] = []
        let app = try AppLoader.makeApp(AppLoader.load(source, lookedUp: &lookedUp), stateFile: nil)
        var stamps = FixtureWatcher.stamps(of: lookedUp)
        stamps[fixtures] = stamp
        try self.init(current: Locked(app), watcher: { FixtureWatcher(source: source, current: $0, initial: stamps) })
    }

    private init(current: Locked<App>, watcher: (Locked<App>) -> FixtureWatcher?) throws {
        server = try HTTPServer.start(ServerConfiguration(port: 0), replying: { [log] request in
            let path = String(request.rawPath)
            log.record(path)
            let reply = current.withLock { $0 }.reply(to: request)
            return path == SitePath.changes ? log.observe(reply) : reply
        })
        self.watcher = watcher(current)
    }

    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(server.port)\(path)" }

    /// How many requests for `path` (without query) arrived so far.
    func requests(to path: String) -> Int { log.count(path) }

    /// When the last request for `path` arrived, in milliseconds since 1970.
    func lastArrival(_ path: String) -> Double { log.lastArrival(path) }

    /// Every answer to `/api/changes` so far, in the order they were made.
    var answers: [LongPollAnswer] { log.answers }

    /// Expects that a page learned of the change since answer `index` from a question it held at
    /// the server, answered by the change itself — and that none learned of it by asking after
    /// it, which a page asking now and then would have.
    func expectAnsweredByTheChange(since index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let since = Array(answers.dropFirst(index))
        #expect(since.contains(LongPollAnswer(held: true, woken: true, changed: true)), "\(since)", sourceLocation: sourceLocation)
        #expect(!since.contains { !$0.held && $0.changed }, "\(since)", sourceLocation: sourceLocation)
    }

    /// `POST /api/screens/demo/state {"state": state}` over a real socket, as a script would.
    func setState(_ state: String) throws -> LoopbackResponse {
        try LoopbackConnection.request(port: server.port, "POST", "/api/screens/demo/state",
                                      headers: [("Content-Type", "application/json")], body: Array(#"{"state":"\#(state)"}"#.utf8),
                                      timeoutSeconds: Int(hangDetector.components.seconds))
    }

    deinit {
        watcher?.stop()
        server.stop()
    }
}

/// An answer to `GET /api/changes`.
private struct LongPollAnswer: Equatable, CustomStringConvertible {
    /// Whether the request was held (its token was current) rather than answered at once.
    let held: Bool
    /// Whether a change woke it while it was held.
    let woken: Bool
    /// What it told the page.
    let changed: Bool

    var description: String { "(\(held ? "held" : "at once")\(woken ? ", woken" : ""), changed: \(changed))" }
}

/// Requests counted by path, with the wall-clock time of the last one, and the answers to `/api/changes`.
private final class RequestLog: Sendable {
    private let counts = Mutex<[String: (count: Int, last: Double)]>([:])
    private let answered = Mutex<[LongPollAnswer]>([])

    func record(_ path: String) {
        let now = wallClock()
        counts.withLock { $0[path] = (($0[path]?.count ?? 0) + 1, now) }
    }

    func count(_ path: String) -> Int { counts.withLock { $0[path]?.count ?? 0 } }
    func lastArrival(_ path: String) -> Double { counts.withLock { $0[path]?.last ?? 0 } }
    var answers: [LongPollAnswer] { answered.withLock { $0 } }

    /// `reply`, its answer kept when it is made; a held one is held until its event, however long.
    func observe(_ reply: Reply) -> Reply {
        switch reply {
        case let .now(response):
            keep(LongPollAnswer(held: false, woken: false, changed: Self.changed(response)))
            return reply
        case let .later(deferred):
            let woken = WakeFlag()
            return .later(DeferredResponse(
                timeoutMilliseconds: 3_600_000,
                subscribe: { due in deferred.subscribe { woken.set(); due() } },
                respond: { [self] in
                    let response = deferred.respond()
                    keep(LongPollAnswer(held: true, woken: woken.isSet, changed: Self.changed(response)))
                    return response
                }))
        }
    }

    private func keep(_ answer: LongPollAnswer) { answered.withLock { $0.append(answer) } }

    private static func changed(_ response: Response) -> Bool {
        String(decoding: response.body, as: UTF8.self).contains(#""changed":true"#)
    }
}

/// Set once a held question's subscription fires.
private final class WakeFlag: Sendable {
    private let woken = Atomic(false)
    func set() { woken.store(true, ordering: .relaxed) }
    var isSet: Bool { woken.load(ordering: .relaxed) }
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

    /// The page once it shows what `condition` asks (``eventually(deadline:interval:_:)``: as fast as
    /// the browser answers); a page being replaced counts as not yet. Throws at the hang detector.
    func shows(_ condition: (LivePage) -> Bool) async throws -> LivePage {
        var shown: LivePage?
        _ = await eventually(interval: .milliseconds(10)) {
            if let page = try? await page(), condition(page) { shown = page }
            return shown != nil
        }
        guard let shown else {
            throw BrowserCommandFailure("the page did not change within \(hangDetector): \(String(describing: try? await page()))")
        }
        return shown
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

/// Prints a measurement: how soon a change showed is the machine's speed, so it is reported, never asserted.
private func report(_ line: String) {
    print("live pages: \(line)")
}
