import FoundationEssentials
import Glibc
import Guarded
import JSON

/// A W3C WebDriver command as both transports name it: an HTTP method and path under the session
/// (chromedriver, WebKitWebDriver), or a Marionette command name (Firefox).
struct WebDriverCommand {
    var method: String
    var path: String
    var marionette: String
    var parameters: [(key: String, value: JSONValue)] = []
    /// Parameters only Marionette takes (it has no path to carry an element id).
    var marionetteOnly: [(key: String, value: JSONValue)] = []
}

/// How commands reach a browser.
protocol WebDriverTransport: Sendable {
    /// Sends `command` and returns its `value`.
    func execute(_ command: WebDriverCommand) throws(BrowserCommandFailure) -> JSONValue
    /// Ends the session and stops what was started for it.
    func end()
}

/// An element found in the page, by its WebDriver reference.
public struct WebElement: Sendable, Hashable {
    /// The reference.
    public let id: String
    /// The key under which WebDriver passes element references.
    static let key = "element-6066-11e4-a52e-4f735466cecf"

    init?(_ value: JSONValue) {
        guard case let .string(id)? = value[Self.key] else { return nil }
        self.id = id
    }

    var json: JSONValue { .object([(key: Self.key, value: .string(id))]) }
}

/// An element's box in CSS px, relative to the document.
public struct ElementRect: Sendable, Hashable, CustomStringConvertible {
    public let x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A WebDriver session in any of the three engines: Chromium through chromedriver, WebKitGTK
/// through WebKitWebDriver, Firefox over Marionette. Every call blocks until the browser answers.
public final class WebDriverSession: Sendable {
    /// The engine.
    public let engine: Engine
    private let transport: any WebDriverTransport
    private let ended = Locked(false)

    init(engine: Engine, transport: any WebDriverTransport) {
        self.engine = engine
        self.transport = transport
    }

    deinit { end() }

    /// Starts `locator`'s engine with a viewport of `width × height` CSS px at scale 1.
    public static func start(_ locator: EngineLocator, width: Int, height: Int) throws -> WebDriverSession {
        let session: WebDriverSession
        switch locator.engine {
        case .chromium: session = try ChromeDriverSession.start(locator, width: width, height: height)
        case .webkit: session = WebDriverSession(engine: .webkit, transport: try WebKitDriver.start(locator, scale: 1, display: nil))
        case .firefox: session = WebDriverSession(engine: .firefox, transport: try MarionetteTransport.start(locator, scale: 1))
        }
        if locator.engine != .chromium {
            do {
                try session.setViewport(width: width, height: height)
            } catch {
                session.end()
                throw error
            }
        }
        return session
    }

    /// Sends a raw command (`POST`, `/goog/cdp/execute`, …) to an HTTP WebDriver server.
    @discardableResult
    public func send(_ method: String, _ path: String, _ parameters: [(key: String, value: JSONValue)] = []) throws -> JSONValue {
        try transport.execute(WebDriverCommand(method: method, path: path, marionette: "", parameters: parameters))
    }

    /// Loads `url` and waits until it has loaded.
    public func navigate(to url: String) throws {
        try run("POST", "/url", "WebDriver:Navigate", [(key: "url", value: .string(url))])
    }

    /// The URL of the current page.
    public func currentURL() throws -> String { try string("GET", "/url", "WebDriver:GetCurrentURL") }

    /// The title of the current page.
    public func title() throws -> String { try string("GET", "/title", "WebDriver:GetTitle") }

    /// The serialized DOM of the current page.
    public func pageSource() throws -> String { try string("GET", "/source", "WebDriver:GetPageSource") }

    /// The first element matching the CSS `selector`; throws `no such element` when there is none.
    public func findElement(css selector: String) throws -> WebElement {
        let value = try run("POST", "/element", "WebDriver:FindElement", [(key: "using", value: "css selector"), (key: "value", value: .string(selector))])
        guard let element = WebElement(value) else { throw unexpected(value, "find \(selector)") }
        return element
    }

    /// Every element matching the CSS `selector`, in document order.
    public func findElements(css selector: String) throws -> [WebElement] {
        let value = try run("POST", "/elements", "WebDriver:FindElements", [(key: "using", value: "css selector"), (key: "value", value: .string(selector))])
        guard case let .array(items) = value else { throw unexpected(value, "find all \(selector)") }
        let elements = items.compactMap(WebElement.init)
        guard elements.count == items.count else { throw unexpected(value, "find all \(selector)") }
        return elements
    }

    /// Clicks the centre of `element` after scrolling it into view.
    public func click(_ element: WebElement) throws {
        try run("POST", "/element/\(element.id)/click", "WebDriver:ElementClick", element: element)
    }

    /// The rendered, visible text of `element`.
    public func text(of element: WebElement) throws -> String {
        try string("GET", "/element/\(element.id)/text", "WebDriver:GetElementText", element: element)
    }

    /// The HTML attribute `name` of `element`, or `nil` when it is absent.
    public func attribute(_ name: String, of element: WebElement) throws -> String? {
        let value = try run("GET", "/element/\(element.id)/attribute/\(name)", "WebDriver:GetElementAttribute", [(key: "name", value: .string(name))],
                            element: element)
        return if case let .string(text) = value { text } else { nil }
    }

    /// The DOM property `name` of `element` (`value`, `checked`).
    public func property(_ name: String, of element: WebElement) throws -> JSONValue {
        try run("GET", "/element/\(element.id)/property/\(name)", "WebDriver:GetElementProperty", [(key: "name", value: .string(name))], element: element)
    }

    /// The box of `element` in CSS px, relative to the document.
    public func rect(of element: WebElement) throws -> ElementRect {
        let value = try run("GET", "/element/\(element.id)/rect", "WebDriver:GetElementRect", element: element)
        guard case let .number(x)? = value["x"], case let .number(y)? = value["y"], case let .number(width)? = value["width"],
              case let .number(height)? = value["height"] else { throw unexpected(value, "element rect") }
        return ElementRect(x: x, y: y, width: width, height: height)
    }

    /// Runs `script` as a function body (`return`, `arguments[i]`) and returns its result.
    @discardableResult
    public func executeScript(_ script: String, args: [JSONValue] = []) throws -> JSONValue {
        try run("POST", "/execute/sync", "WebDriver:ExecuteScript", [(key: "script", value: .string(script)), (key: "args", value: .array(args))])
    }

    /// Runs `script`, which ends by calling `arguments[arguments.length - 1]` with its result.
    @discardableResult
    public func executeAsyncScript(_ script: String, args: [JSONValue] = []) throws -> JSONValue {
        try run("POST", "/execute/async", "WebDriver:ExecuteAsyncScript", [(key: "script", value: .string(script)), (key: "args", value: .array(args))])
    }

    /// Deletes every cookie visible to the current page.
    public func deleteAllCookies() throws { try run("DELETE", "/cookie", "WebDriver:DeleteAllCookies") }

    /// A PNG of the viewport.
    public func screenshot() throws -> [UInt8] {
        let value = try run("GET", "/screenshot", "WebDriver:TakeScreenshot", marionetteOnly: [(key: "full", value: false), (key: "hash", value: false)])
        guard case let .string(base64) = value, let png = Data(base64Encoded: base64) else { throw unexpected(value, "screenshot") }
        return Array(png)
    }

    /// Resizes the window so that the page's viewport is `width × height` CSS px: the window rect
    /// includes the browser's own bars, whose size is measured and added. A window manager-less X
    /// display resizes a moment after it is asked, so the viewport is watched until it settles.
    public func setViewport(width: Int, height: Int) throws {
        var outer = (width: width, height: height)
        for _ in 0..<4 {
            try run("POST", "/window/rect", "WebDriver:SetWindowRect",
                    [(key: "width", value: .number(Double(outer.width))), (key: "height", value: .number(Double(outer.height)))])
            var inner = (width: -1, height: -1)
            for _ in 0..<40 {
                let sizes = try executeScript("return [innerWidth, innerHeight]")
                guard case let .array(pair) = sizes, pair.count == 2, case let .number(innerWidth) = pair[0], case let .number(innerHeight) = pair[1]
                else { throw unexpected(sizes, "viewport size") }
                let now = (width: Int(innerWidth), height: Int(innerHeight))
                if now == (width, height) { return }
                if now == inner { break }  // settled, but not at the size asked for
                inner = now
                usleep(50_000)
            }
            outer = (outer.width + width - inner.width, outer.height + height - inner.height)
        }
        throw BrowserCommandFailure("\(engine) cannot make its viewport \(width)×\(height)")
    }

    /// Ends the session and stops the browser and driver started for it; safe to call more than once.
    public func end() {
        let alreadyEnded = ended.withLock { ended in
            defer { ended = true }
            return ended
        }
        guard !alreadyEnded else { return }
        transport.end()
    }

    @discardableResult
    private func run(_ method: String, _ path: String, _ marionette: String, _ parameters: [(key: String, value: JSONValue)] = [],
                     element: WebElement? = nil, marionetteOnly: [(key: String, value: JSONValue)] = []) throws -> JSONValue {
        let id = element.map { [(key: "id", value: JSONValue.string($0.id))] } ?? []
        return try transport.execute(WebDriverCommand(method: method, path: path, marionette: marionette, parameters: parameters,
                                                      marionetteOnly: id + marionetteOnly))
    }

    private func string(_ method: String, _ path: String, _ marionette: String, element: WebElement? = nil) throws -> String {
        let value = try run(method, path, marionette, element: element)
        guard case let .string(text) = value else { throw unexpected(value, marionette) }
        return text
    }

    private func unexpected(_ value: JSONValue, _ command: String) -> BrowserCommandFailure {
        BrowserCommandFailure("\(command): unexpected reply \(value.summary)")
    }
}
