// A small W3C WebDriver client that drives headless Chromium through chromedriver.
//
// Each `WebDriverSession` launches its own chromedriver on a free port and its own
// Chromium with a fresh temporary profile, so sessions are independent and can run
// in parallel (at most one per CPU core starts at a time). Prefer `WebDriverSession.with(width:height:_:)`,
// which always cleans up.
// Linux only: it spawns processes and speaks HTTP through Glibc.

import Foundation
import Glibc

/// An error reported by chromedriver, or a failure to start or reach it.
struct WebDriverError: Error, CustomStringConvertible {
    /// The W3C error code (e.g. `no such element`), or `setup`, `transport`, `protocol` or `timeout`.
    let error: String
    /// The explanation from chromedriver or from this client.
    let message: String
    /// The command that failed, e.g. `POST /element`; empty when not tied to a command.
    let command: String

    /// Creates an error; `command` names the failed WebDriver command, if any.
    init(error: String, message: String, command: String = "") {
        self.error = error
        self.message = message
        self.command = command
    }

    /// A one-line summary such as `WebDriver POST /element failed: no such element: …`.
    var description: String {
        let prefix = command.isEmpty ? "WebDriver" : "WebDriver \(command) failed"
        return "\(prefix): \(error): \(message)"
    }
}

/// A JSON value exchanged with WebDriver, used for script arguments and results.
enum WebDriverValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([WebDriverValue])
    case object([String: WebDriverValue])

    /// The value that represents `element` in script arguments.
    init(_ element: WebElement) {
        self = .object([WebElement.key: .string(element.id)])
    }

    /// Decodes any JSON value.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([WebDriverValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: WebDriverValue].self))
        }
    }

    /// Encodes the value as plain JSON.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value as compact JSON text.
    var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "<unencodable>"
    }

    /// The number, if this is a number.
    var double: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The number as an `Int`, if this is a number without a fractional part.
    var int: Int? {
        guard let value = double, value.rounded() == value, abs(value) < 0x1p53 else { return nil }
        return Int(value)
    }

    /// The string, if this is a string.
    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The Boolean, if this is a Boolean.
    var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The elements, if this is an array.
    var array: [WebDriverValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The members, if this is an object.
    var object: [String: WebDriverValue]? {
        if case .object(let value) = self { value } else { nil }
    }

    /// Whether this is JSON `null` (JavaScript `null` or `undefined`).
    var isNull: Bool { self == .null }

    /// The element reference, if this is a W3C web element object.
    var element: WebElement? {
        object?[WebElement.key]?.string.map(WebElement.init(id:))
    }

    /// The member named `key`, if this is an object that has it.
    subscript(key: String) -> WebDriverValue? { object?[key] }

    /// The element at `index`, if this is an array that long.
    subscript(index: Int) -> WebDriverValue? {
        guard let array, array.indices.contains(index) else { return nil }
        return array[index]
    }
}

/// Literal syntax for script arguments and expected results, e.g. `["a", 1, nil]`.
extension WebDriverValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// Creates `null`.
    init(nilLiteral: ()) { self = .null }
    /// Creates a Boolean.
    init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates a number.
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// Creates a number.
    init(floatLiteral value: Double) { self = .number(value) }
    /// Creates a string.
    init(stringLiteral value: String) { self = .string(value) }
    /// Creates an array.
    init(arrayLiteral elements: WebDriverValue...) { self = .array(elements) }
    /// Creates an object.
    init(dictionaryLiteral elements: (String, WebDriverValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// A reference to a DOM element in a session.
struct WebElement: Sendable, Hashable {
    /// The W3C key under which element references are exchanged.
    static let key = "element-6066-11e4-a52e-4f735466cecf"
    /// The opaque element id assigned by the browser.
    let id: String
}

/// An element's position and size in CSS pixels, relative to the top-left of the document.
struct ElementRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    var x: Double
    /// The top edge.
    var y: Double
    /// The width.
    var width: Double
    /// The height.
    var height: Double

    /// A summary such as `(x: 10, y: 20, width: 100, height: 50)`.
    var description: String { "(x: \(x), y: \(y), width: \(width), height: \(height))" }
}

/// A running chromedriver process listening on a free localhost port.
final class ChromeDriver: Sendable {
    /// The localhost port chromedriver listens on.
    let port: Int
    /// The Chromium binary that sessions launch.
    let chromiumPath: String
    /// A private directory for chromedriver's output and Chromium profiles, removed by `quit()`.
    let temporaryDirectory: String
    /// Timeout for a single WebDriver command, in seconds.
    let requestTimeout: TimeInterval = 30

    private let process: ChildProcess
    private let hasQuit = Locked(false)

    private init(process: ChildProcess, port: Int, chromiumPath: String, temporaryDirectory: String) {
        self.process = process
        self.port = port
        self.chromiumPath = chromiumPath
        self.temporaryDirectory = temporaryDirectory
    }

    deinit { quit() }

    /// Starts chromedriver (`LISTPREVIEW_CHROMEDRIVER` or PATH) and waits until `GET /status` reports ready.
    /// With `--port=0` chromedriver binds the IPv4 port of the number it picked for IPv6, which
    /// another process may hold; it then exits, and a new try picks another port.
    static func launch(timeout: Duration = .seconds(20)) async throws -> ChromeDriver {
        for _ in 1..<3 {
            do {
                return try await launchOnce(timeout: timeout)
            } catch let error as WebDriverError where error.message.contains("port not available") {
                continue
            }
        }
        return try await launchOnce(timeout: timeout)
    }

    private static func launchOnce(timeout: Duration) async throws -> ChromeDriver {
        let driverPath = try locateExecutable(environment: "LISTPREVIEW_CHROMEDRIVER", name: "chromedriver")
        let chromiumPath = try locateExecutable(environment: "LISTPREVIEW_CHROMIUM", name: "chromium")
        let directory = try makeTemporaryDirectory(prefix: "listpreview-webdriver")
        let logPath = directory + "/chromedriver.log"
        let process: ChildProcess
        do {
            process = try ChildProcess(launching: driverPath, arguments: ["--port=0"], outputPath: logPath)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }

        // With --port=0, chromedriver prints "ChromeDriver was started successfully on port N." once listening.
        let deadline = ContinuousClock.now + timeout
        var port: Int?
        while port == nil {
            let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            if let range = output.range(of: "started successfully on port "),
                let end = output[range.upperBound...].firstIndex(where: { !$0.isNumber })
            {
                port = Int(output[range.upperBound..<end])
            } else if process.exitReason != nil || ContinuousClock.now >= deadline {
                let reason = process.exitReason ?? "did not report its port within \(timeout)"
                process.terminateGroup()
                try? FileManager.default.removeItem(atPath: directory)
                throw WebDriverError(error: "setup", message: "\(driverPath) \(reason); output:\n\(output)")
            } else {
                try await Task.sleep(for: .milliseconds(20))
            }
        }

        let driver = ChromeDriver(
            process: process, port: port!, chromiumPath: chromiumPath, temporaryDirectory: directory)
        var status = "no reply"
        repeat {
            do {
                let value = try await driver.send("GET", "/status")
                if value["ready"]?.bool == true { return driver }
                status = "\(value)"
            } catch {
                status = "\(error)"
            }
            try await Task.sleep(for: .milliseconds(50))
        } while ContinuousClock.now < deadline
        let output = driver.output
        driver.quit()
        throw WebDriverError(
            error: "setup",
            message: "chromedriver not ready within \(timeout), last status: \(status); output:\n\(output)")
    }

    /// Everything chromedriver has printed so far, for failure messages.
    var output: String {
        (try? String(contentsOfFile: temporaryDirectory + "/chromedriver.log", encoding: .utf8)) ?? ""
    }

    /// Stops chromedriver and any browser it left running, then removes `temporaryDirectory`; safe to call repeatedly.
    func quit() {
        let alreadyQuit = hasQuit.withLock { value in
            defer { value = true }
            return value
        }
        guard !alreadyQuit else { return }
        process.terminateGroup()
        // A browser killed a moment ago may still be finishing a write into its profile; retry briefly.
        for _ in 0..<50 {
            try? FileManager.default.removeItem(atPath: temporaryDirectory)
            guard FileManager.default.fileExists(atPath: temporaryDirectory) else { return }
            usleep(20_000)
        }
    }

    /// Sends one WebDriver command and returns the reply's `value`, throwing `WebDriverError` on failure.
    func send(
        _ method: String, _ path: String, _ body: WebDriverValue? = nil, command: String? = nil,
        timeout: TimeInterval? = nil
    ) async throws -> WebDriverValue {
        let command = command ?? "\(method) \(path)"
        let payload = method == "POST" ? try JSONEncoder().encode(body ?? [:]) : nil
        let port = self.port
        let timeout = timeout ?? requestTimeout
        func exchange() async throws -> HTTPReply {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(with: Result {
                        try httpExchange(port: port, method: method, path: path, body: payload, timeout: timeout)
                    })
                }
            }
        }
        let reply: HTTPReply
        do {
            do {
                reply = try await exchange()
            } catch let failure as HTTPFailure where failure.closedWithoutReply && method == "GET" {
                // chromedriver very occasionally drops a connection unanswered; a read is safe to repeat.
                reply = try await exchange()
            }
        } catch let failure as HTTPFailure {
            let state = process.exitReason.map { " (chromedriver \($0); output:\n\(output))" } ?? ""
            throw WebDriverError(error: "transport", message: failure.message + state, command: command)
        }
        guard let json = try? JSONDecoder().decode(WebDriverValue.self, from: reply.body), let value = json["value"]
        else {
            let text = String(decoding: reply.body, as: UTF8.self)
            throw WebDriverError(
                error: "protocol", message: "HTTP \(reply.status), not a WebDriver reply: \(text)", command: command)
        }
        if let error = value["error"]?.string {
            throw WebDriverError(error: error, message: value["message"]?.string ?? "", command: command)
        }
        guard (200..<300).contains(reply.status) else {
            throw WebDriverError(error: "protocol", message: "HTTP \(reply.status): \(value)", command: command)
        }
        return value
    }

    private static func locateExecutable(environment variable: String, name: String) throws -> String {
        let hint = "run `make test`, which installs the chromium and chromium-driver packages"
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            guard fileManager.isExecutableFile(atPath: path) else {
                throw WebDriverError(error: "setup", message: "\(variable)=\(path) is not an executable file; \(hint)")
            }
            return path
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in searchPath.split(separator: ":") {
            let path = "\(directory)/\(name)"
            if fileManager.isExecutableFile(atPath: path) { return path }
        }
        throw WebDriverError(error: "setup", message: "\(name) not found on PATH (or set \(variable)); \(hint)")
    }
}

/// A WebDriver session in its own headless Chromium whose viewport has a fixed size in CSS pixels.
final class WebDriverSession: Sendable {
    /// The session id assigned by chromedriver.
    let id: String
    /// The chromedriver serving this session; it is quit together with the session.
    let driver: ChromeDriver

    private let isDeleted = Locked(false)

    /// Launches chromedriver and Chromium with a `width` × `height` CSS-pixel viewport at device scale factor 1.
    init(width: Int, height: Int) async throws {
        (driver, id) = try await LaunchGate.shared.withPermit {
            try await Self.launch(width: width, height: height)
        }
    }

    private static func launch(width: Int, height: Int) async throws -> (ChromeDriver, String) {
        let driver = try await ChromeDriver.launch()
        let arguments: [WebDriverValue] = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
            "--user-data-dir=\(driver.temporaryDirectory)/profile",
            "--disk-cache-dir=\(driver.temporaryDirectory)/cache",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update",
        ]
        let capabilities: WebDriverValue = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "pageLoadStrategy": "normal",
                    "timeouts": ["implicit": 0, "pageLoad": 20_000, "script": 20_000],
                    "goog:chromeOptions": [
                        "binary": .string(driver.chromiumPath),
                        "args": .array(arguments),
                        // Without this the first tab is Debian's new-tab page, which loads start.duckduckgo.com
                        // (and stalls the first command for seconds when offline); chromedriver drops URL arguments.
                        "prefs": ["session.restore_on_startup": 4, "session.startup_urls": ["about:blank"]],
                        // --window-size alone gives a smaller viewport (and at least 500 px wide) in
                        // headless=new; device metrics pin the viewport to exactly width × height.
                        "mobileEmulation": [
                            "deviceMetrics": [
                                "width": .number(Double(width)), "height": .number(Double(height)),
                                "pixelRatio": 1, "mobile": false, "touch": false,
                            ]
                        ],
                    ],
                ]
            ]
        ]
        do {
            let reply = try await driver.send("POST", "/session", capabilities, command: "POST /session", timeout: 60)
            guard let id = reply["sessionId"]?.string else {
                throw WebDriverError(error: "protocol", message: "no sessionId in \(reply)", command: "POST /session")
            }
            return (driver, id)
        } catch {
            driver.quit()
            throw error
        }
    }

    /// Runs `body` with a new session and deletes the session afterwards, also when `body` throws.
    static func with<Result>(
        width: Int, height: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: (WebDriverSession) async throws -> Result
    ) async throws -> Result {
        let session = try await WebDriverSession(width: width, height: height)
        let result: Result
        do {
            result = try await body(session)
        } catch {
            try? await session.delete()
            throw error
        }
        try await session.delete()
        return result
    }

    deinit { driver.quit() }

    /// Loads `url` and waits for the page load to complete.
    func navigate(to url: String) async throws {
        _ = try await command("POST", "/url", ["url": .string(url)])
    }

    /// Makes pages behave as if their window had the system's focus, which a headless window never
    /// has: without it nothing matches `:focus` or `:focus-visible` (a Chromium DevTools command).
    func emulateFocus() async throws {
        _ = try await command("POST", "/goog/cdp/execute",
                              ["cmd": "Emulation.setFocusEmulationEnabled", "params": ["enabled": true]])
    }

    /// Deletes every cookie visible to the current page (those of its host, whatever the port).
    func deleteAllCookies() async throws {
        _ = try await command("DELETE", "/cookie")
    }

    /// The URL of the current page.
    func currentURL() async throws -> String {
        try await stringCommand("GET", "/url")
    }

    /// The title of the current page.
    func title() async throws -> String {
        try await stringCommand("GET", "/title")
    }

    /// The serialized DOM of the current page.
    func pageSource() async throws -> String {
        try await stringCommand("GET", "/source")
    }

    /// The first element matching the CSS `selector`; throws `no such element` if there is none.
    func findElement(css selector: String) async throws -> WebElement {
        let value = try await command("POST", "/element", ["using": "css selector", "value": .string(selector)])
        guard let element = value.element else { throw unexpected(value, "POST /element") }
        return element
    }

    /// All elements matching the CSS `selector`, in document order.
    func findElements(css selector: String) async throws -> [WebElement] {
        let value = try await command("POST", "/elements", ["using": "css selector", "value": .string(selector)])
        guard let elements = value.array?.compactMap(\.element), elements.count == value.array?.count else {
            throw unexpected(value, "POST /elements")
        }
        return elements
    }

    /// Clicks the centre of `element` after scrolling it into view; links and forms: `clickAndWaitForNavigation`.
    func click(_ element: WebElement) async throws {
        _ = try await command("POST", "/element/\(element.id)/click")
    }

    /// Clicks `element` and waits until the new page it navigates to has loaded, e.g. for a form submit.
    ///
    /// A plain `click` may return before a navigation it triggers has started, so this marks the current
    /// document and polls until a different, fully loaded document is showing.
    func clickAndWaitForNavigation(_ element: WebElement, timeout: Duration = .seconds(20)) async throws {
        let marker = WebDriverValue.string(UUID().uuidString)
        try await executeScript("window.__webDriverNavigationMarker = arguments[0]", args: [marker])
        try await click(element)
        try await waitUntil(timeout: timeout) {
            let state = try? await executeScript(
                "return [window.__webDriverNavigationMarker ?? null, document.readyState]")
            return state?[0] != marker && state?[1] == "complete"
        }
    }

    /// The rendered, visible text of `element`.
    func text(of element: WebElement) async throws -> String {
        try await stringCommand("GET", "/element/\(element.id)/text")
    }

    /// The value of the HTML attribute `name` of `element`, or `nil` if it is absent.
    func attribute(_ name: String, of element: WebElement) async throws -> String? {
        try await command("GET", "/element/\(element.id)/attribute/\(name)").string
    }

    /// The value of the DOM property `name` of `element` (e.g. `value`, `checked`).
    func property(_ name: String, of element: WebElement) async throws -> WebDriverValue {
        try await command("GET", "/element/\(element.id)/property/\(name)")
    }

    /// The position and size of `element` in CSS pixels relative to the document.
    func rect(of element: WebElement) async throws -> ElementRect {
        let value = try await command("GET", "/element/\(element.id)/rect")
        guard let x = value["x"]?.double, let y = value["y"]?.double, let width = value["width"]?.double,
            let height = value["height"]?.double
        else { throw unexpected(value, "GET /element/rect") }
        return ElementRect(x: x, y: y, width: width, height: height)
    }

    /// Runs `script` as a function body (use `return` and `arguments[i]`) and returns its JSON result.
    @discardableResult
    func executeScript(_ script: String, args: [WebDriverValue] = []) async throws -> WebDriverValue {
        try await command("POST", "/execute/sync", ["script": .string(script), "args": .array(args)])
    }

    /// A PNG screenshot of the viewport, `width` × `height` pixels.
    func screenshot() async throws -> Data {
        let base64 = try await stringCommand("GET", "/screenshot")
        guard let png = Data(base64Encoded: base64) else {
            throw WebDriverError(error: "protocol", message: "screenshot is not base64", command: "GET /screenshot")
        }
        return png
    }

    /// Polls `condition` every 50 ms until it returns true; throws `timeout` if it does not within `timeout`.
    func waitUntil(
        timeout: Duration = .seconds(10), isolation: isolated (any Actor)? = #isolation,
        _ condition: () async throws -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + timeout
        while try await !condition() {
            guard ContinuousClock.now < deadline else {
                throw WebDriverError(error: "timeout", message: "condition not met within \(timeout)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Ends the session (closing Chromium), quits chromedriver and removes the profile; safe to call repeatedly.
    func delete() async throws {
        let alreadyDeleted = isDeleted.withLock { value in
            defer { value = true }
            return value
        }
        guard !alreadyDeleted else { return }
        defer { driver.quit() }
        _ = try await driver.send("DELETE", "/session/\(id)", command: "DELETE /session")
    }

    private func command(_ method: String, _ path: String, _ body: WebDriverValue? = nil) async throws
        -> WebDriverValue
    {
        try await driver.send(method, "/session/\(id)\(path)", body, command: "\(method) \(path)")
    }

    private func stringCommand(_ method: String, _ path: String) async throws -> String {
        let value = try await command(method, path)
        guard let string = value.string else { throw unexpected(value, "\(method) \(path)") }
        return string
    }

    private func unexpected(_ value: WebDriverValue, _ command: String) -> WebDriverError {
        WebDriverError(error: "protocol", message: "unexpected reply \(value)", command: command)
    }
}

/// Lets only as many sessions start at once as there are CPU cores; Chromium start-up is CPU-heavy.
private actor LaunchGate {
    /// The gate shared by all sessions in this process.
    static let shared = LaunchGate(permits: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private var permits: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A gate that admits `permits` callers at a time.
    init(permits: Int) { self.permits = permits }

    /// Waits for a permit, runs `body` and hands the permit on.
    func withPermit<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        if permits > 0 {
            permits -= 1
        } else {
            await withCheckedContinuation { waiters.append($0) }
        }
        defer {
            if waiters.isEmpty { permits += 1 } else { waiters.removeFirst().resume() }
        }
        return try await body()
    }
}

/// A value protected by a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps `value`.
    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// A child process that leads its own process group and starts with an empty signal mask.
///
/// Foundation's `Process` on Linux passes on the spawning thread's signal mask, and Swift concurrency
/// threads block SIGTERM, so chromedriver started that way could not be terminated gracefully
/// (swift-corelibs-foundation#4772). Chromium inherits chromedriver's process group, which lets
/// `terminateGroup()` also stop a browser whose session was never deleted.
private final class ChildProcess: Sendable {
    /// The process id, which is also the process group id.
    let pid: pid_t
    private let isReaped = Locked(false)

    /// Spawns `path` with `arguments`, stdin from /dev/null and stdout and stderr written to `outputPath`.
    init(launching path: String, arguments: [String], outputPath: String) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Keep the test process's other descriptors out of the child. Swift's Glibc module hides
        // posix_spawn_file_actions_addclosefrom_np (glibc 2.34+, _GNU_SOURCE only), so look it up.
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw WebDriverError(error: "setup", message: "cannot start \(path): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    /// How the process ended (e.g. `exited with status 1`), or `nil` while it runs.
    ///
    /// An exited process stays unreaped (a zombie keeping its pid and process group) until `terminateGroup()`.
    var exitReason: String? {
        isReaped.withLock { isReaped in
            if isReaped { return "was terminated" }
            var info = siginfo_t()
            guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else {
                return errno == ECHILD ? "was reaped by someone else" : nil
            }
            guard info.si_signo == SIGCHLD else { return nil }
            let status = info._sifields._sigchld.si_status
            return info.si_code == CLD_EXITED ? "exited with status \(status)" : "was killed by signal \(status)"
        }
    }

    /// Sends SIGTERM (SIGKILL after 5 s), then SIGKILLs the rest of the process group and reaps the process.
    func terminateGroup() {
        guard !isReaped.withLock({ $0 }) else { return }
        kill(pid, SIGTERM)
        waitForExit(polls: 250)
        if exitReason == nil {
            kill(pid, SIGKILL)
            waitForExit(polls: 250)
        }
        // The unreaped process keeps its pid (and thus the group id) from being reused until waitpid below.
        kill(-pid, SIGKILL)
        isReaped.withLock { isReaped in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            isReaped = true
        }
    }

    private func waitForExit(polls: Int) {
        var remaining = polls
        while exitReason == nil, remaining > 0 {
            usleep(20_000)
            remaining -= 1
        }
    }
}

/// A failed HTTP exchange with chromedriver.
private struct HTTPFailure: Error {
    /// What went wrong, including the address.
    let message: String
    /// Whether chromedriver closed the connection before sending anything.
    var closedWithoutReply = false
}

/// The status code and body of an HTTP response.
private struct HTTPReply: Sendable {
    /// The HTTP status code.
    let status: Int
    /// The body after the headers.
    let body: Data
}

/// Performs one blocking HTTP/1.1 exchange with 127.0.0.1:`port`, throwing `HTTPFailure`.
///
/// URLSession on Linux rejects chromedriver's replies because they have no space after the header colons
/// (`Content-Length:250`; fixed in swift-corelibs-foundation#5527), so this speaks HTTP on a socket.
private func httpExchange(port: Int, method: String, path: String, body: Data?, timeout: TimeInterval) throws
    -> HTTPReply
{
    let deadline = Date(timeIntervalSinceNow: timeout)
    func failure(_ operation: String, timedOut: Bool = false) -> HTTPFailure {
        let reason = timedOut || errno == EAGAIN ? "timed out after \(timeout) s" : String(cString: strerror(errno))
        return HTTPFailure(message: "\(operation) 127.0.0.1:\(port): \(reason)")
    }

    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw failure("cannot open a socket for") }
    defer { close(socket) }
    var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { throw failure("cannot connect to") }

    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if let body {
        head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
    }
    let request = [UInt8]((head + "\r\n").utf8) + [UInt8](body ?? Data())
    var sent = 0
    while sent < request.count {
        let count = request[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw failure("cannot send to") }
        sent += count
    }

    // Read until the Content-Length is satisfied, or until chromedriver closes the connection.
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var bodyStart: Int?
    var contentLength: Int?
    var status = 0
    while bodyStart == nil || contentLength.map({ response.count < bodyStart! + $0 }) ?? true {
        guard Date() < deadline else { throw failure("no reply from", timedOut: true) }
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { throw failure("no reply from") }
        if count == 0 { break }
        response.append(contentsOf: buffer[0..<count])
        if bodyStart == nil, let separator = response.range(of: Data("\r\n\r\n".utf8)) {
            bodyStart = separator.upperBound
            let head = String(decoding: response[..<separator.lowerBound], as: UTF8.self)
            let lines = head.components(separatedBy: "\r\n")
            status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
            for line in lines.dropFirst() {
                let field = line.split(separator: ":", maxSplits: 1)
                if field.count == 2, field[0].lowercased() == "content-length" {
                    contentLength = Int(field[1].trimmingCharacters(in: .whitespaces))
                }
            }
        }
    }
    guard let bodyStart else {
        throw HTTPFailure(
            message: "127.0.0.1:\(port) closed the connection without a reply", closedWithoutReply: response.isEmpty)
    }
    return HTTPReply(status: status, body: Data(response[bodyStart...]))
}

/// Creates a new empty directory under the temporary directory and returns its path.
private func makeTemporaryDirectory(prefix: String) throws -> String {
    var template = Array("\(FileManager.default.temporaryDirectory.path)/\(prefix)-XXXXXX".utf8CString)
    guard let result = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        throw WebDriverError(error: "setup", message: "mkdtemp failed: \(String(cString: strerror(errno)))")
    }
    return String(cString: result)
}
