import JSON

/// One tab of a running browser, as `snapshot` and the layout audit use it: load a page at a
/// viewport, measure it, photograph it. Calls on one page come from one thread at a time.
public protocol BrowserPage: AnyObject, Sendable {
    /// Loads `url` in a viewport of exactly `width × height` CSS px at `scale` device pixels per
    /// CSS px, then waits until it has loaded with its web fonts and decoded images, so that the next screenshot
    /// shows it whole.
    func load(_ url: String, width: Int, height: Int, scale: Int) throws
    /// Shows `html`, the page `url` answers with (no script in it), as ``load(_:width:height:scale:)``
    /// would, where the engine can do it faster without loading `url` again.
    func show(_ html: [UInt8], from url: String, width: Int, height: Int, scale: Int) throws
    /// The value that `script`, a function body ending in `return`, gives in the page.
    func evaluate(_ script: String) throws -> JSONValue
    /// A PNG of the viewport: exactly `width × scale` by `height × scale` pixels.
    func screenshot() throws -> [UInt8]
    /// Closes the tab (and whatever was started for it alone).
    func close()
}

extension BrowserPage {
    /// Loads `url`: engines driven over WebDriver navigate for every page.
    public func show(_ html: [UInt8], from url: String, width: Int, height: Int, scale: Int) throws {
        try load(url, width: width, height: height, scale: scale)
    }
}

/// A running browser engine that opens pages; ``BrowserLauncher/launch(_:scale:)`` starts one.
public protocol Browser: AnyObject, Sendable {
    /// The engine.
    var engine: Engine { get }
    /// A new tab, independent of the others; any thread may open one.
    func openPage() throws -> any BrowserPage
    /// Stops every process the browser started. Safe to call more than once.
    func stop()
}

/// Starts browsers.
public enum BrowserLauncher {
    /// Starts `locator`'s engine for pages at `scale` device pixels per CSS px, ready for `pages`
    /// pages at once (Chromium starts a process for each, all together); throws
    /// ``BrowserUnavailable`` when it cannot run here.
    public static func launch(_ locator: EngineLocator, scale: Int, pages: Int = 1) throws -> any Browser {
        switch locator.engine {
        case .chromium: try ChromiumBrowser(locator: locator, scale: scale, pages: pages)
        case .webkit: try WebKitBrowser(locator: locator, scale: scale)
        case .firefox: FirefoxBrowser(locator: locator, scale: scale)
        }
    }

    /// The script that resolves once the page has loaded (`load`), its web fonts too and its images
    /// are decoded (an engine may decode them after `load`: WebKit under load drew rows still decoding),
    /// the pictures style sheets paint too (masks and backgrounds: a placeholder's tinted image, the
    /// status bar's icons), which `document.images` does not list: one shot in a run under load drew
    /// a placeholder without its picture.
    static let loadedPromise = promise(then: "done(true)")

    /// The same, then two frames drawn: for engines whose screenshot does not draw a frame itself.
    static let drawnPromise = promise(then: "requestAnimationFrame(() => requestAnimationFrame(() => done(true)))")

    /// Hides the page for two frames and shows it again, then waits two more: every tile is painted
    /// afresh, once. WebKit keeps what it painted and repaints only what changed, and a late partial
    /// repaint drew the antialiased right edge of the avatars a second time (one column, 15 pixels a
    /// shot, in about one run of three); after this, what it shows no longer depends on what it did
    /// before.
    static let repaintedPromise = "new Promise(done => { const root = document.documentElement, shown = root.style.visibility; "
        + "const frames = (count, then) => count ? requestAnimationFrame(() => frames(count - 1, then)) : then(); "
        + "root.style.visibility = 'hidden'; frames(2, () => { root.style.visibility = shown; frames(2, () => done(true)); }); })"

    private static func promise(then finish: String) -> String {
        "new Promise(done => { const styledImages = () => { const urls = new Set(); "
            + "for (const element of document.querySelectorAll('*')) { const style = getComputedStyle(element); "
            + "for (const value of [style.maskImage, style.webkitMaskImage, style.backgroundImage]) "
            + "for (const match of (value || '').matchAll(/url\\(\"?([^\")]+)\"?\\)/g)) urls.add(match[1]); } return urls; }; "
            + "const drawn = () => document.fonts.ready"
            + ".then(() => Promise.all(Array.from(document.images, image => image.decode().catch(() => null))"
            + ".concat(Array.from(styledImages(), url => { const image = new Image(); image.src = url; return image.decode().catch(() => null); }))))"
            + ".then(() => \(finish)); "
            + "if (document.readyState === 'complete') drawn(); else addEventListener('load', drawn, { once: true }); })"
    }
}
