import FoundationEssentials
import Glibc
import JSON

/// W3C WebDriver over HTTP to a driver process this transport owns (chromedriver or
/// WebKitWebDriver): one session, ended together with the driver and its browser.
final class HTTPWebDriver: WebDriverTransport {
    private let port: Int
    private let session: String
    private let driver: ChildProcess
    /// Stopped and removed after the driver: a virtual display, a profile directory.
    private let display: ChildProcess?
    private let directory: String?

    private init(port: Int, session: String, driver: ChildProcess, display: ChildProcess?, directory: String?) {
        self.port = port
        self.session = session
        self.driver = driver
        self.display = display
        self.directory = directory
    }

    /// Waits until the driver on `port` is ready, opens a session with `capabilities` and owns
    /// `driver` (and `display` and `directory`) from then on, also when opening fails.
    static func open(port: Int, capabilities: JSONValue, driver: ChildProcess, name: String, display: ChildProcess? = nil,
                     directory: String? = nil) throws -> HTTPWebDriver {
        let cleanUp = {
            driver.stop()
            display?.stop()
            if let directory { removeDirectory(directory) }
        }
        var ready = false
        for _ in 0..<400 where !ready {
            if let reply = try? LoopbackConnection.request(port: port, "GET", "/status", timeoutSeconds: 5), reply.status == 200 {
                ready = true
            } else if let reason = driver.exitReason {
                cleanUp()
                throw BrowserUnavailable(description: "\(name) \(reason)")
            } else {
                usleep(25_000)
            }
        }
        guard ready else {
            cleanUp()
            throw BrowserUnavailable(description: "\(name) did not answer on port \(port) within 10 s")
        }
        do {
            let value = try call(port: port, "POST", "/session",
                                 JSONWriter.encode(.object([(key: "capabilities", value: .object([(key: "alwaysMatch", value: capabilities)]))])),
                                 timeoutSeconds: 120)
            guard case let .string(session)? = value["sessionId"] else { throw BrowserCommandFailure("POST /session: no session id") }
            return HTTPWebDriver(port: port, session: session, driver: driver, display: display, directory: directory)
        } catch {
            cleanUp()
            throw BrowserUnavailable(description: "\(name) could not open a browser: \(error)")
        }
    }

    func execute(_ command: WebDriverCommand) throws(BrowserCommandFailure) -> JSONValue {
        let body = command.method == "POST" ? JSONWriter.encode(.object(command.parameters)) : nil
        do {
            return try Self.call(port: port, command.method, "/session/\(session)\(command.path)", body, timeoutSeconds: 60)
        } catch {
            guard error.code == nil, let reason = driver.exitReason else { throw error }
            throw BrowserCommandFailure("\(error) (the driver \(reason))")
        }
    }

    func end() {
        _ = try? LoopbackConnection.request(port: port, "DELETE", "/session/\(session)", timeoutSeconds: 10)
        driver.stop()
        display?.stop()
        if let directory { removeDirectory(directory) }
    }

    /// One request; the reply's `value`, or its error as a ``BrowserCommandFailure``.
    private static func call(port: Int, _ method: String, _ path: String, _ body: [UInt8]?, timeoutSeconds: Int)
        throws(BrowserCommandFailure) -> JSONValue {
        let reply: LoopbackResponse
        do {
            reply = try LoopbackConnection.request(port: port, method, path, headers: body == nil ? [] : [("Content-Type", "application/json; charset=utf-8")],
                                                   body: body ?? [], timeoutSeconds: timeoutSeconds)
        } catch {
            throw BrowserCommandFailure("\(method) \(path): \(error)")
        }
        let value = (try? JSONParser.parse(reply.body))?["value"] ?? .null
        if case let .string(code)? = value["error"] {
            let message = if case let .string(text)? = value["message"] { text } else { "" }
            throw BrowserCommandFailure("\(method) \(path): \(code): \(message.split(separator: "\n").first ?? "")", code: code)
        }
        guard (200..<300).contains(reply.status) else { throw BrowserCommandFailure("\(method) \(path): HTTP \(reply.status)") }
        return value
    }
}

/// Chromium through chromedriver, for tests that click and type as WebDriver does.
enum ChromeDriverSession {
    static func start(_ locator: EngineLocator, width: Int, height: Int) throws -> WebDriverSession {
        guard let driverPath = locator.driver else {
            throw BrowserUnavailable(description: "chromedriver is not installed; install it with `sudo apt-get install chromium-driver`")
        }
        // With --port=0 chromedriver picks a free IPv6 port and then binds the same number on IPv4,
        // which another process may hold; it then exits, and another try picks another port.
        for attempt in 1...3 {
            let directory = try makeTemporaryDirectory(prefix: "listpreview-chromedriver")
            let driver = try ChildProcess(executable: driverPath, arguments: ["--port=0"], output: .lines)
            var port: Int?
            // "ChromeDriver was started successfully on port N." once it listens.
            while port == nil, let line = driver.readLine() {
                if line.contains("started successfully"), let last = line.split(separator: " ").last { port = Int(last.filter { $0 != "." }) }
            }
            driver.drainOutput()
            guard let port else {
                driver.stop()
                removeDirectory(directory)
                if attempt < 3 { continue }
                throw BrowserUnavailable(description: "\(driverPath) did not start")
            }
            // The headless shell keeps no profile of its own, and with one named chromedriver finds no
            // page to drive: it is given none, and chromedriver's temporary one is removed with it.
            let arguments = ChromiumProcess.renderingFlags + ["--force-device-scale-factor=1", "--window-size=\(width),\(height)"]
                + (locator.isHeadlessShell ? [] : ["--user-data-dir=\(directory)/profile"])
            let capabilities: JSONValue = .object([
                (key: "browserName", value: "chrome"),
                (key: "pageLoadStrategy", value: "normal"),
                (key: "timeouts", value: .object([(key: "implicit", value: 0), (key: "pageLoad", value: 20_000), (key: "script", value: 20_000)])),
                (key: "goog:chromeOptions", value: .object([
                    (key: "binary", value: .string(locator.browser)),
                    (key: "args", value: .array(arguments.map(JSONValue.string))),
                    // Debian's Chromium opens a start page on the network; open nothing instead.
                    (key: "prefs", value: .object([
                        (key: "session.restore_on_startup", value: 4), (key: "session.startup_urls", value: .array(["about:blank"])),
                    ])),
                    // --window-size alone gives a smaller viewport (at least 500 px wide) in headless=new;
                    // device metrics pin the viewport to exactly width × height.
                    (key: "mobileEmulation", value: .object([(key: "deviceMetrics", value: .object([
                        (key: "width", value: .number(Double(width))), (key: "height", value: .number(Double(height))),
                        (key: "pixelRatio", value: 1), (key: "mobile", value: false), (key: "touch", value: false),
                    ]))])),
                ])),
            ])
            let transport = try HTTPWebDriver.open(port: port, capabilities: capabilities, driver: driver, name: "chromedriver",
                                                   directory: directory)
            return WebDriverSession(engine: .chromium, transport: transport)
        }
        throw BrowserUnavailable(description: "\(driverPath) did not start")
    }
}
