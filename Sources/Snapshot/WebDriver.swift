import FoundationEssentials
import HTTPServer
import JSON

/// A WebDriver command that failed: the command and what chromedriver said.
public struct WebDriverFailure: Error, Sendable, CustomStringConvertible {
    /// One line.
    public let description: String
}

/// chromedriver running as a child process on a free loopback port.
public final class ChromeDriver: Sendable {
    /// The port chromedriver listens on.
    public let port: Int
    private let process: ChildProcess

    /// Starts chromedriver and waits until it reports its port.
    ///
    /// With `--port=0` chromedriver picks a free IPv6 port and then binds the same number on IPv4,
    /// which another process may hold; it then exits, and a new try picks another port.
    public init(locator: BrowserLocator) throws {
        for attempt in 1...3 {
            let process: ChildProcess
            do {
                process = try ChildProcess(executable: locator.chromedriver, arguments: ["--port=0"])
            } catch {
                throw BrowserUnavailable(description: error.description)
            }
            // chromedriver prints "ChromeDriver was started successfully on port N." once ready.
            var port: Int?
            while port == nil, let line = process.readLine() {
                if line.contains("started successfully"), let last = line.split(separator: " ").last {
                    port = Int(last.filter { $0 != "." })
                }
            }
            guard let port else {
                process.stop()
                if attempt < 3 { continue }
                throw BrowserUnavailable(description: "\(locator.chromedriver) did not start")
            }
            process.drainOutput()
            self.port = port
            self.process = process
            return
        }
        throw BrowserUnavailable(description: "\(locator.chromedriver) did not start")
    }

    /// Stops chromedriver: SIGTERM, and SIGKILL if it has not ended within five seconds.
    public func stop() {
        process.stop()
    }

    /// Sends a WebDriver command and returns its `value`.
    @discardableResult
    func command(_ method: String, _ path: String, _ body: JSONValue? = nil, timeoutSeconds: Int = 60) throws -> JSONValue {
        let reply: LoopbackClient.Reply
        do {
            reply = try LoopbackClient.send(port: port, method: method, path: path,
                                            body: body.map { JSONEncoder.encode($0) }, timeoutSeconds: timeoutSeconds)
        } catch {
            throw WebDriverFailure(description: "\(method) \(path): \(error)")
        }
        let json = (try? JSONParser.parse(reply.body)) ?? .null
        let value = json["value"] ?? .null
        guard reply.status == 200 else {
            let message = value["message"].flatMap { if case let .string(text) = $0 { text } else { nil } } ?? "status \(reply.status)"
            throw WebDriverFailure(description: "\(method) \(path): \(message.split(separator: "\n").first ?? "")")
        }
        return value
    }
}

/// One headless Chromium session driven over WebDriver.
public final class BrowserSession: Sendable {
    private let driver: ChromeDriver
    private let id: String

    /// Opens a session in headless Chromium with stable rendering settings.
    public init(driver: ChromeDriver, chromium: String) throws {
        let arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                         "--force-color-profile=srgb", "--font-render-hinting=none", "--disable-font-subpixel-positioning", "--disable-lcd-text", "--window-size=1400,1400", "--no-first-run", "--disable-extensions",
                         "--disable-background-networking", "--mute-audio"]
        let capabilities: JSONValue = .object([(key: "capabilities", value: .object([(key: "alwaysMatch", value: .object([
            (key: "browserName", value: .string("chrome")),
            (key: "goog:chromeOptions", value: .object([
                (key: "binary", value: .string(chromium)),
                (key: "args", value: .array(arguments.map { .string($0) })),
                // Debian's Chromium opens a start page on the network; open nothing instead.
                (key: "prefs", value: .object([
                    (key: "session.restore_on_startup", value: .number(4)),
                    (key: "session.startup_urls", value: .array([.string("about:blank")])),
                ])),
            ])),
        ]))]))])
        let value = try driver.command("POST", "/session", capabilities, timeoutSeconds: 120)
        guard case let .string(id)? = value["sessionId"] else {
            throw WebDriverFailure(description: "POST /session: no session id")
        }
        self.driver = driver
        self.id = id
    }

    /// Sets the viewport to `width × height` CSS px at `scale` device pixels per CSS px.
    public func setViewport(width: Int, height: Int, scale: Int) throws {
        try cdp("Emulation.setDeviceMetricsOverride", [
            (key: "width", value: .number(Double(width))), (key: "height", value: .number(Double(height))),
            (key: "deviceScaleFactor", value: .number(Double(scale))), (key: "mobile", value: .bool(false)),
        ])
    }

    /// Loads `url`, then waits for web fonts and two frames, so the page is fully drawn.
    public func load(_ url: String) throws {
        try driver.command("POST", "/session/\(id)/url", .object([(key: "url", value: .string(url))]))
        let script = "const done = arguments[arguments.length - 1];"
            + " document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));"
        try driver.command("POST", "/session/\(id)/execute/async", .object([
            (key: "script", value: .string(script)), (key: "args", value: .array([])),
        ]))
    }

    /// The value `script` (a function body) returns in the page.
    public func evaluate(_ script: String) throws -> JSONValue {
        try driver.command("POST", "/session/\(id)/execute/sync", .object([
            (key: "script", value: .string(script)), (key: "args", value: .array([])),
        ]))
    }

    /// A PNG of the viewport.
    public func screenshot() throws -> [UInt8] {
        guard case let .string(base64) = try driver.command("GET", "/session/\(id)/screenshot"),
              let data = Data(base64Encoded: base64) else {
            throw WebDriverFailure(description: "GET screenshot: not a base64 PNG")
        }
        return Array(data)
    }

    /// Ends the session and closes its Chromium.
    public func close() {
        _ = try? driver.command("DELETE", "/session/\(id)")
    }

    private func cdp(_ command: String, _ parameters: [(key: String, value: JSONValue)]) throws {
        try driver.command("POST", "/session/\(id)/goog/cdp/execute", .object([
            (key: "cmd", value: .string(command)), (key: "params", value: .object(parameters)),
        ]))
    }
}
