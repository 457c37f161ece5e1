import Dispatch
import FoundationEssentials
import Glibc
import Guarded
import JSON

/// Headless Chromium driven over the DevTools protocol on a pipe, one browser process per page:
/// tabs of one process share its compositor and took twice as long in parallel as processes of
/// their own. Each page changes only what a shot needs (device metrics when they change, the
/// document: written in place once the page has loaded one from the same server).
///
/// With Chromium's headless shell (`chromium-headless-shell`) a page draws only when told to
/// (`HeadlessExperimental.beginFrame`), and the frame it draws is the screenshot: no waiting for
/// the next of 60 frames a second, twice, per shot. The full browser has no such control and
/// captures the next frame it draws (`Page.captureScreenshot`); the pixels are the same.
final class ChromiumBrowser: Browser {
    let engine = Engine.chromium
    private let locator: EngineLocator
    private let scale: Int
    /// Started and not yet stopped; the first pages' are started at once, to fail early without Chromium.
    private let processes: Locked<[ChromiumProcess]>
    /// Started for a page that has not been opened yet.
    private let unused: Locked<[ChromiumProcess]>

    /// Starts a process for each of the first `pages` pages, in parallel: a start is mostly waiting.
    init(locator: EngineLocator, scale: Int, pages: Int) throws(BrowserUnavailable) {
        self.locator = locator
        self.scale = scale
        let outcomes = Locked([Result<ChromiumProcess, BrowserUnavailable>?](repeating: nil, count: max(1, pages)))
        DispatchQueue.concurrentPerform(iterations: max(1, pages)) { index in
            let outcome = Result { () throws(BrowserUnavailable) -> ChromiumProcess in try ChromiumProcess(locator: locator, scale: scale) }
            outcomes.withLock { $0[index] = outcome }
        }
        var started: [ChromiumProcess] = [], failure: BrowserUnavailable?
        for outcome in outcomes.withLock({ $0 }) {
            switch outcome {
            case let .success(process)?: started.append(process)
            case let .failure(error)?: failure = failure ?? error
            case nil: break
            }
        }
        if let failure {
            for process in started { process.stop() }
            throw failure
        }
        processes = Locked(started)
        unused = Locked(started)
    }

    func openPage() throws -> any BrowserPage {
        let process: ChromiumProcess
        if let first = unused.withLock({ $0.popLast() }) {
            process = first
        } else {
            process = try ChromiumProcess(locator: locator, scale: scale)
            processes.withLock { $0.append(process) }
        }
        return try process.openPage()
    }

    func stop() {
        for process in processes.withLock({ $0 }) { process.stop() }
    }
}

/// One Chromium process and its pipe.
final class ChromiumProcess: Sendable {
    private let process: ChildProcess
    private let pipe: DevToolsPipe
    private let profile: String
    /// Whether pages draw only on `beginFrame` (the headless shell).
    private let controlsFrames: Bool

    /// The flags that make rendering the same on every run and machine: sRGB, no hinting, no
    /// subpixel positioning or LCD text, no scrollbars; and nothing that reaches the network.
    static let renderingFlags = [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
        "--force-color-profile=srgb", "--font-render-hinting=none", "--disable-font-subpixel-positioning", "--disable-lcd-text",
        "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
        "--disable-component-update", "--mute-audio", "--disable-sync", "--disable-default-apps",
        // Every page draws at full speed, whether or not it is in front.
        "--disable-renderer-backgrounding", "--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows",
    ]

    init(locator: EngineLocator, scale: Int) throws(BrowserUnavailable) {
        controlsFrames = locator.isHeadlessShell
        do {
            profile = try makeTemporaryDirectory(prefix: "listpreview-chromium")
        } catch {
            throw BrowserUnavailable(description: error.description)
        }
        // Descriptor 3 is what Chromium reads, 4 what it writes.
        var commands: [Int32] = [-1, -1], replies: [Int32] = [-1, -1]
        guard Glibc.pipe(&commands) == 0, Glibc.pipe(&replies) == 0 else {
            removeDirectory(profile)
            throw BrowserUnavailable(description: "pipe: \(errnoDescription())")
        }
        for end in commands + replies { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A browser that dies must not take this process with it through SIGPIPE on the next write.
        signal(SIGPIPE, SIG_IGN)
        do {
            process = try ChildProcess(executable: locator.browser,
                                       arguments: Self.renderingFlags + ["--remote-debugging-pipe", "--user-data-dir=\(profile)"]
                                           // Frames on demand; everything drawn in one go (no checkerboard, no threaded animation).
                                           + (controlsFrames ? ["--deterministic-mode"] : [])
                                           // Layout in device pixels in every build: with the scale only emulated
                                           // (Emulation.setDeviceMetricsOverride), the full browser snaps lengths to
                                           // whole CSS px, and a hairline drew 3 device pixels at @3x.
                                           + ["--force-device-scale-factor=\(scale)"]
                                           + ["about:blank"],
                                       descriptors: [commands[0], replies[1]])
        } catch {
            for end in commands + replies { close(end) }
            removeDirectory(profile)
            throw BrowserUnavailable(description: "Chromium did not start: \(error)")
        }
        close(commands[0])
        close(replies[1])
        pipe = DevToolsPipe(toBrowser: commands[1], fromBrowser: replies[0])
        do {
            try pipe.send("Browser.getVersion", timeoutSeconds: 60)
        } catch {
            stop()
            throw BrowserUnavailable(description: "Chromium (\(locator.browser)) did not answer: \(error)")
        }
    }

    func openPage() throws -> ChromiumPage {
        let target = try pipe.send("Target.createTarget", [(key: "url", value: "about:blank"),
                                                           (key: "enableBeginFrameControl", value: .bool(controlsFrames))])
        guard case let .string(targetID)? = target["targetId"] else { throw BrowserCommandFailure("Target.createTarget: no targetId") }
        let attached = try pipe.send("Target.attachToTarget", [(key: "targetId", value: .string(targetID)), (key: "flatten", value: true)])
        guard case let .string(session)? = attached["sessionId"] else { throw BrowserCommandFailure("Target.attachToTarget: no sessionId") }
        return ChromiumPage(pipe: pipe, target: targetID, session: session, controlsFrames: controlsFrames)
    }

    /// Ends the browser and all its processes at once: nothing in its profile is kept, and asking it
    /// to close (`Browser.close`) and waiting for it to exit took up to a third of a second.
    func stop() {
        process.stop(graceSeconds: 0)
        removeDirectory(profile)
    }
}

/// One Chromium tab, attached over its browser's pipe with a session id of its own.
final class ChromiumPage: BrowserPage {
    private let pipe: DevToolsPipe
    private let target: String
    private let session: String
    private let controlsFrames: Bool
    /// The device metrics set last, so that a run of shots on one device sets them once.
    private let metrics = Locked<(width: Int, height: Int, scale: Int)?>(nil)
    /// The origin of the document shown, once it has loaded whole: what ``show(_:from:width:height:scale:)`` writes into.
    private let shownOrigin = Locked<String?>(nil)

    init(pipe: DevToolsPipe, target: String, session: String, controlsFrames: Bool) {
        self.pipe = pipe
        self.target = target
        self.session = session
        self.controlsFrames = controlsFrames
    }

    func load(_ url: String, width: Int, height: Int, scale: Int) throws {
        try setMetrics(width: width, height: height, scale: scale)
        shownOrigin.withLock { $0 = nil }
        let navigation = try send("Page.navigate", [(key: "url", value: .string(url))])
        if case let .string(error)? = navigation["errorText"] { throw BrowserCommandFailure("Page.navigate \(url): \(error)") }
        // The reply to Page.navigate may come before the new document runs script: until it is the
        // one evaluated, the check answers false (or fails as the old context goes), and is asked
        // again. No frame is awaited: the screenshot draws one.
        let quoted = String(decoding: JSONWriter.encodeString(url), as: UTF8.self)
        for _ in 0..<5000 {
            if (try? evaluateExpression("location.href === \(quoted) && \(BrowserLauncher.loadedPromise)")) == .bool(true) {
                shownOrigin.withLock { $0 = Self.origin(of: url) }
                return
            }
            usleep(2000)
        }
        throw BrowserCommandFailure("\(url) did not finish loading within 10 s")
    }

    /// Writes `html` into the document already shown when it came from `url`'s origin (the first
    /// shot of a page navigates): a navigation costs a new document, view and compositor, and every
    /// SVG picture parsed again, which was half of Chromium's processor time a shot; writing the
    /// document in place keeps the pictures and the style sheet parsed. Only script-free pages
    /// are shown this way (a snapshot's embedded pages), and what they draw depends on their
    /// bytes alone, not on the address they were asked for.
    func show(_ html: [UInt8], from url: String, width: Int, height: Int, scale: Int) throws {
        guard let origin = Self.origin(of: url), shownOrigin.withLock({ $0 }) == origin else {
            return try load(url, width: width, height: height, scale: scale)
        }
        try setMetrics(width: width, height: height, scale: scale)
        // Until the document is whole again, a failure leaves it half written: the next page navigates.
        shownOrigin.withLock { $0 = nil }
        let source = String(decoding: JSONWriter.encodeString(String(decoding: html, as: UTF8.self)), as: UTF8.self)
        let written = try evaluateExpression("document.open(); document.write(\(source)); document.close(); \(BrowserLauncher.loadedPromise)")
        guard written == .bool(true) else { throw BrowserCommandFailure("\(url) did not finish loading") }
        shownOrigin.withLock { $0 = origin }
    }

    /// `http://127.0.0.1:8080` of `http://127.0.0.1:8080/screens/inbox?…`.
    static func origin(of url: String) -> String? {
        guard let scheme = url.firstRange(of: "://") else { return nil }
        let rest = url[scheme.upperBound...]
        return String(url[..<(rest.firstIndex(of: "/") ?? url.endIndex)])
    }

    private func setMetrics(width: Int, height: Int, scale: Int) throws {
        guard metrics.withLock({ $0.map { $0 != (width, height, scale) } ?? true }) else { return }
        try send("Emulation.setDeviceMetricsOverride", [
            (key: "width", value: .number(Double(width))), (key: "height", value: .number(Double(height))),
            (key: "deviceScaleFactor", value: .number(Double(scale))), (key: "mobile", value: false),
        ])
        metrics.withLock { $0 = (width, height, scale) }
    }

    func evaluate(_ script: String) throws -> JSONValue {
        try evaluateExpression("(() => {\n\(script)\n})()")
    }

    func screenshot() throws -> [UInt8] {
        guard let size = metrics.withLock({ $0 }) else { throw BrowserCommandFailure("screenshot before load") }
        let base64: String
        if controlsFrames {
            // A frame without changes comes back without a picture; the new document's first frames
            // may be such (it is still being committed), so ask again.
            var frame = JSONValue.null
            for _ in 0..<50 {
                frame = try send("HeadlessExperimental.beginFrame", [
                    (key: "screenshot", value: .object([(key: "format", value: "png"), (key: "optimizeForSpeed", value: true)])),
                ])
                if frame["screenshotData"] != nil { break }
            }
            guard case let .string(data)? = frame["screenshotData"] else { throw BrowserCommandFailure("HeadlessExperimental.beginFrame: no picture") }
            base64 = data
        } else {
            // A clip of the exact viewport: nothing but the page's pixels, no resizing.
            let reply = try send("Page.captureScreenshot", [
                (key: "format", value: "png"), (key: "captureBeyondViewport", value: false), (key: "optimizeForSpeed", value: true),
                (key: "clip", value: .object([(key: "x", value: 0), (key: "y", value: 0), (key: "width", value: .number(Double(size.width))),
                                              (key: "height", value: .number(Double(size.height))), (key: "scale", value: 1)])),
            ])
            guard case let .string(data)? = reply["data"] else { throw BrowserCommandFailure("Page.captureScreenshot: no picture") }
            base64 = data
        }
        guard let png = Data(base64Encoded: base64) else { throw BrowserCommandFailure("the screenshot is not base64") }
        return Array(png)
    }

    func close() {
        _ = try? pipe.send("Target.closeTarget", [(key: "targetId", value: .string(target))], timeoutSeconds: 10)
    }

    private func evaluateExpression(_ expression: String) throws -> JSONValue {
        let reply = try send("Runtime.evaluate", [
            (key: "expression", value: .string(expression)), (key: "awaitPromise", value: true), (key: "returnByValue", value: true),
        ])
        if let exception = reply["exceptionDetails"] {
            let text = exception["exception"]?["description"] ?? exception["text"] ?? .null
            throw BrowserCommandFailure("script failed: \(text.summary)")
        }
        return reply["result"]?["value"] ?? .null
    }

    @discardableResult
    private func send(_ method: String, _ parameters: [(key: String, value: JSONValue)]) throws -> JSONValue {
        try pipe.send(method, parameters, session: session)
    }
}
