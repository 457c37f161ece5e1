import Guarded
import JSON
import PNG

/// A page in a browser that allows one session per process (WebKitWebDriver, Firefox): the page
/// is that session, sized by its window, and closing it stops the browser.
///
/// WebKitGTK's MiniBrowser cannot be narrower than its toolbar (447 px), its element screenshots
/// come back black, and a resized window is photographed at its old size for a while; so its page
/// keeps one window larger than any device and photographs the top `width × height` of it, cut out
/// and encoded again: at the left, or at the right for a right-to-left page, whose content starts
/// there. That is the whole device for ListPreview's embedded pages, which draw the device at its
/// own size whatever the viewport.
final class WebDriverPage: BrowserPage {
    private let session: WebDriverSession
    private let scale: Int
    private let window: (width: Int, height: Int)?
    /// The viewport asked for last: the window's size, or the part of the window photographed.
    private let viewport = Locked<(width: Int, height: Int)?>(nil)
    /// Whether the page loaded last is right to left (its content then starts at the window's right).
    private let rightToLeft = Locked(false)

    init(session: WebDriverSession, scale: Int, window: (width: Int, height: Int)? = nil) {
        self.session = session
        self.scale = scale
        self.window = window
    }

    func load(_ url: String, width: Int, height: Int, scale: Int) throws {
        guard scale == self.scale else { throw BrowserCommandFailure("\(session.engine) was started at @\(self.scale)x, not @\(scale)x") }
        let previous = viewport.withLock { viewport in defer { viewport = (width, height) }; return viewport }
        if let window {
            guard width <= window.width, height <= window.height else {
                throw BrowserCommandFailure("\(session.engine) draws at most \(window.width)×\(window.height), not \(width)×\(height)")
            }
            if previous == nil { try session.setViewport(width: window.width, height: window.height) }
        } else if previous.map({ $0 != (width, height) }) ?? true {
            try session.setViewport(width: width, height: height)
        }
        try session.navigate(to: url)
        try session.executeAsyncScript("const done = arguments[arguments.length - 1]; \(BrowserLauncher.drawnPromise).then(done);")
        if window != nil {
            try session.executeAsyncScript("const done = arguments[arguments.length - 1]; \(BrowserLauncher.repaintedPromise).then(done);")
            let direction = try session.executeScript("return getComputedStyle(document.documentElement).direction")
            rightToLeft.withLock { $0 = direction == .string("rtl") }
        }
    }

    func evaluate(_ script: String) throws -> JSONValue {
        try session.executeScript(script)
    }

    func screenshot() throws -> [UInt8] {
        let png = try session.screenshot()
        guard window != nil, let size = viewport.withLock({ $0 }) else { return png }
        let image = try PNGImage(decoding: png)
        guard image.width >= size.width * scale, image.height >= size.height * scale else {
            throw BrowserCommandFailure("\(session.engine) gave a \(image.width)×\(image.height) screenshot, too small for \(size.width)×\(size.height) @\(scale)x")
        }
        let width = size.width * scale
        let x = rightToLeft.withLock { $0 } ? image.width - width : 0
        return image.cropped(x: x, width: width, height: size.height * scale).encoded()
    }

    func close() {
        session.end()
    }
}

/// WebKitGTK: one virtual display for the run, a WebKitWebDriver and MiniBrowser per page.
final class WebKitBrowser: Browser {
    let engine = Engine.webkit
    /// The window every page keeps: an iPad held either way fits.
    static let window = (width: 1200, height: 1200)
    private let locator: EngineLocator
    private let scale: Int
    private let display: ChildProcess
    private let screen: String

    init(locator: EngineLocator, scale: Int) throws {
        guard let xvfb = locator.display else { throw BrowserUnavailable(description: "Xvfb is not installed") }
        (display, screen) = try VirtualDisplay.start(xvfb)
        self.locator = locator
        self.scale = scale
    }

    func openPage() throws -> any BrowserPage {
        WebDriverPage(session: WebDriverSession(engine: .webkit, transport: try WebKitDriver.start(locator, scale: scale, display: screen)),
                      scale: scale, window: WebKitBrowser.window)
    }

    func stop() {
        display.stop()
    }
}

/// Firefox: a headless firefox-esr with a fresh profile per page.
final class FirefoxBrowser: Browser {
    let engine = Engine.firefox
    private let locator: EngineLocator
    private let scale: Int

    init(locator: EngineLocator, scale: Int) {
        self.locator = locator
        self.scale = scale
    }

    func openPage() throws -> any BrowserPage {
        WebDriverPage(session: WebDriverSession(engine: .firefox, transport: try MarionetteTransport.start(locator, scale: scale)), scale: scale)
    }

    func stop() {}
}
