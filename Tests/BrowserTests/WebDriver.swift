// What only the tests need on top of the Browser module: an async face on its blocking WebDriver
// session (each call runs on a Dispatch thread, so parallel tests never block Swift concurrency's
// threads), a gate on how many browser sessions live at once, and JSON accessors for script results.

import Browser
import Dispatch
import Foundation
import JSON
import Synchronization
import TestSupport

/// A WebDriver session in Chromium (chromedriver), WebKitGTK or Firefox, for one test.
final class TestBrowser: Sendable {
    let session: WebDriverSession
    /// Whether the test changed the browser beyond its pages (raw DevTools commands: script off,
    /// focus emulation), so the session must not serve another test.
    private let changed = Mutex(false)

    private init(session: WebDriverSession) { self.session = session }

    /// Runs `body` with a session whose viewport is `width × height` CSS px: a Chromium session of
    /// that size another test has finished with when one is free (on a blank page, its cookies
    /// cleared), else a new one. Starting Chromium and chromedriver cost about a processor-second
    /// each time, and the browser suites asked for sixty; a session a test changed beyond its pages,
    /// or one whose test failed, is ended rather than reused.
    ///
    /// Only a few sessions live at once (``SessionGate``); a test waits for its turn before its
    /// session is found, and a session it opens inside its own (another engine, another size) does
    /// not wait again.
    static func with<Result>(
        engine: Engine = .chromium, width: Int, height: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: (TestBrowser) async throws -> Result
    ) async throws -> Result {
        if SessionGate.isHeld { return try await session(engine: engine, width: width, height: height, body) }
        await SessionGate.shared.enter()
        do {
            let result = try await SessionGate.$isHeld.withValue(true) {
                try await session(engine: engine, width: width, height: height, body)
            }
            await SessionGate.shared.leave()
            return result
        } catch {
            await SessionGate.shared.leave()
            throw error
        }
    }

    private static func session<Result>(
        engine: Engine, width: Int, height: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: (TestBrowser) async throws -> Result
    ) async throws -> Result {
        let session: WebDriverSession
        if engine == .chromium, let reused = try? await SessionPool.shared.take(width: width, height: height) {
            session = reused
        } else {
            // Chromium's headless shell, as `snapshot` photographs with: the full browser cost half again as much.
            session = try await offload { try WebDriverSession.start(EngineLocator(engine, headlessShell: engine == .chromium), width: width, height: height) }
        }
        let browser = TestBrowser(session: session)
        let result: Result
        do {
            result = try await body(browser)
        } catch {
            try? await offload { session.end() }
            throw error
        }
        if engine == .chromium, !browser.changed.withLock({ $0 }) {
            await SessionPool.shared.give(session, width: width, height: height)
        } else {
            try await offload { session.end() }
        }
        return result
    }

    /// Runs `call` on the session off Swift concurrency's threads.
    func run<T: Sendable>(_ call: @escaping @Sendable (WebDriverSession) throws -> T) async throws -> T {
        let session = session
        return try await offload { try call(session) }
    }

    func navigate(to url: String) async throws { try await run { try $0.navigate(to: url) } }
    func currentURL() async throws -> String { try await run { try $0.currentURL() } }
    func title() async throws -> String { try await run { try $0.title() } }
    func pageSource() async throws -> String { try await run { try $0.pageSource() } }
    func findElement(css selector: String) async throws -> WebElement { try await run { try $0.findElement(css: selector) } }
    func findElements(css selector: String) async throws -> [WebElement] { try await run { try $0.findElements(css: selector) } }
    func click(_ element: WebElement) async throws { try await run { try $0.click(element) } }
    func text(of element: WebElement) async throws -> String { try await run { try $0.text(of: element) } }
    func attribute(_ name: String, of element: WebElement) async throws -> String? { try await run { try $0.attribute(name, of: element) } }
    func property(_ name: String, of element: WebElement) async throws -> JSONValue { try await run { try $0.property(name, of: element) } }
    func rect(of element: WebElement) async throws -> ElementRect { try await run { try $0.rect(of: element) } }
    func deleteAllCookies() async throws { try await run { try $0.deleteAllCookies() } }
    func screenshot() async throws -> Data { Data(try await run { try $0.screenshot() }) }

    @discardableResult
    func executeScript(_ script: String, args: [JSONValue] = []) async throws -> JSONValue {
        try await run { try $0.executeScript(script, args: args) }
    }

    /// Sends a raw WebDriver command under the session (`POST`, `/window/minimize`); the session
    /// then serves no other test.
    @discardableResult
    func send(_ method: String, _ path: String, _ parameters: [(key: String, value: JSONValue)] = []) async throws -> JSONValue {
        changed.withLock { $0 = true }
        let parameters = parameters
        return try await run { try $0.send(method, path, parameters) }
    }

    /// Makes pages behave as if their window had the system's focus, which a headless window never
    /// has: without it nothing matches `:focus` or `:focus-visible` (a Chromium DevTools command).
    func emulateFocus() async throws {
        try await devTools("Emulation.setFocusEmulationEnabled", [(key: "enabled", value: true)])
    }

    /// Turns script off for this tab, as DevTools' “Disable JavaScript” does, before the first page loads.
    func disableJavaScript() async throws {
        try await devTools("Emulation.setScriptExecutionDisabled", [(key: "value", value: true)])
    }

    /// Runs a Chromium DevTools command in this tab and returns its result.
    @discardableResult
    func devTools(_ command: String, _ parameters: [(key: String, value: JSONValue)] = []) async throws -> JSONValue {
        try await send("POST", "/goog/cdp/execute", [(key: "cmd", value: .string(command)), (key: "params", value: .object(parameters))])
    }

    /// DevTools' node id of the first element matching `selector` (the DOM domain enabled).
    private func domNode(css selector: String) async throws -> JSONValue {
        try await devTools("DOM.enable")
        let root = try await devTools("DOM.getDocument", [(key: "depth", value: .number(0))])
        guard let document = root["root"]?["nodeId"] else { throw BrowserCommandFailure("no document node") }
        let found = try await devTools("DOM.querySelector", [(key: "nodeId", value: document), (key: "selector", value: .string(selector))])
        guard let node = found["nodeId"], node.int != 0 else { throw BrowserCommandFailure("no element matches \(selector)") }
        return node
    }

    /// The faces the platform drew the text directly inside the first element matching `selector`
    /// with, and how many glyphs each drew (`CSS.getPlatformFontsForNode`): what the font matcher
    /// found on this machine, not what the style sheet asked for.
    func platformFonts(css selector: String) async throws -> [(family: String, glyphs: Int, custom: Bool)] {
        let node = try await domNode(css: selector)
        try await devTools("CSS.enable")
        let fonts = try await devTools("CSS.getPlatformFontsForNode", [(key: "nodeId", value: node)])
        return (fonts["fonts"]?.array ?? []).compactMap { font in
            guard let family = font["familyName"]?.string, let glyphs = font["glyphCount"]?.int else { return nil }
            return (family, glyphs, font["isCustomFont"]?.bool ?? false)
        }
    }

    /// The accessibility tree Chromium built for the first element matching `selector`, as
    /// assistive technology gets it (`Accessibility.getFullAXTree`): the nodes it does not ignore,
    /// in tree order, each with its depth below the element.
    func accessibilityTree(css selector: String) async throws -> [AccessibilityNode] {
        try await devTools("Accessibility.enable")
        let node = try await domNode(css: selector)
        let described = try await devTools("DOM.describeNode", [(key: "nodeId", value: node)])
        guard let backend = described["node"]?["backendNodeId"]?.int else { throw BrowserCommandFailure("no backend node for \(selector)") }
        let tree = try await devTools("Accessibility.getFullAXTree")
        var byID: [String: JSONValue] = [:]
        for node in tree["nodes"]?.array ?? [] { if let id = node["nodeId"]?.string { byID[id] = node } }
        guard let top = byID.values.first(where: { $0["backendDOMNodeId"]?.int == backend }) else {
            throw BrowserCommandFailure("\(selector) has no accessibility node")
        }
        var nodes: [AccessibilityNode] = []
        func visit(_ node: JSONValue, depth: Int) {
            var next = depth
            if node["ignored"]?.bool != true {
                var properties: [String: String] = [:]
                for property in node["properties"]?.array ?? [] {
                    guard let name = property["name"]?.string, let value = property["value"]?["value"] else { continue }
                    properties[name] = value.string ?? value.bool.map { String($0) } ?? value.double.map { String(Int($0)) } ?? ""
                }
                if let description = node["description"]?["value"]?.string, !description.isEmpty { properties["description"] = description }
                nodes.append(AccessibilityNode(role: node["role"]?["value"]?.string ?? "", name: node["name"]?["value"]?.string ?? "",
                                               value: node["value"]?["value"]?.string ?? "", properties: properties, depth: depth))
                next = depth + 1
            }
            for child in node["childIds"]?.array ?? [] { if let id = child.string, let found = byID[id] { visit(found, depth: next) } }
        }
        visit(top, depth: 0)
        return nodes
    }

    /// Clicks `element` and waits until the page it navigates to has replaced this one and loaded.
    func clickAndWaitForNavigation(_ element: WebElement) async throws {
        let marker = JSONValue.string(UUID().uuidString)
        try await executeScript("window.__webDriverNavigationMarker = arguments[0]", args: [marker])
        try await click(element)
        try await waitUntil {
            let state = try? await executeScript("return [window.__webDriverNavigationMarker ?? null, document.readyState]")
            return state?[0] != marker && state?[1] == "complete"
        }
    }

    /// Waits until `condition` holds, asking every 50 ms (``eventually(deadline:interval:_:)``);
    /// throws when it still does not at the hang detector.
    func waitUntil(_ condition: () async throws -> Bool) async throws {
        guard try await eventually(interval: .milliseconds(50), condition) else {
            throw BrowserCommandFailure("condition not met within \(hangDetector), the hang detector")
        }
    }
}

/// A node of Chromium's accessibility tree: its role (`button`, `heading`, `StaticText`…), its
/// computed name, its value (a field's text), its properties (`checked`, `selected`, `level`…) and its depth in the subtree asked for.
struct AccessibilityNode: Sendable, CustomStringConvertible {
    let role: String
    let name: String
    let value: String
    let properties: [String: String]
    let depth: Int
    var description: String {
        String(repeating: "  ", count: depth) + "\(role) \"\(name)\"" + (properties.isEmpty ? "" : " \(properties.sorted { $0.key < $1.key })")
    }
}

/// Runs a blocking call on a Dispatch thread and awaits it.
private func offload<T: Sendable>(_ call: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try call() }) }
    }
}

/// Chromium sessions tests have finished with, by viewport size, ready for the next test that asks
/// for that size (chromedriver's device metrics, which pin the viewport, are set once per session:
/// it applies them again on every page); the four used last are kept, and those left when the test
/// process exits are ended then.
private actor SessionPool {
    static let shared = SessionPool()
    private struct Idle: Sendable {
        let width: Int, height: Int
        let session: WebDriverSession
    }
    private static let idle = Mutex<[Idle]>([])
    private static let capacity = 4

    init() {
        atexit { for idle in SessionPool.idle.withLock({ sessions in defer { sessions = [] }; return sessions }) { idle.session.end() } }
    }

    /// An idle session of `width × height` made ready for a new test, or `nil` when none is idle
    /// (or the one taken could not be made ready: it is ended).
    func take(width: Int, height: Int) async throws -> WebDriverSession? {
        let found = Self.idle.withLock { sessions -> WebDriverSession? in
            guard let index = sessions.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
            return sessions.remove(at: index).session
        }
        guard let session = found else { return nil }
        do {
            try await offload {
                try session.navigate(to: "about:blank")
                // Cookies ignore the port, and every test's server is 127.0.0.1.
                try session.send("POST", "/goog/cdp/execute", [(key: "cmd", value: "Network.clearBrowserCookies"), (key: "params", value: .object([]))])
            }
            return session
        } catch {
            try? await offload { session.end() }
            return nil
        }
    }

    /// Keeps `session` for the next test of its size, ending the one kept longest when four are.
    func give(_ session: WebDriverSession, width: Int, height: Int) async {
        let evicted = Self.idle.withLock { sessions -> WebDriverSession? in
            sessions.append(Idle(width: width, height: height, session: session))
            return sessions.count > Self.capacity ? sessions.removeFirst().session : nil
        }
        if let evicted { try? await offload { evicted.end() } }
    }
}

/// Lets a browser session live for every other core (one on two cores). Every browser test starts at
/// once, and without a gate a page waited for the processor behind thirty others and each browser
/// served few tests (the pool keeps four): on two cores the browser suites took 301
/// processor-seconds (159 s) ungated, against 232 one suite at a time; gated, 214 (113 s) with three
/// sessions, 199 (107 s) with two, 185 (122 s) with one — and `make test` runs other suites and its
/// background builds on the cores the browsers leave. It also bounds how many start at once (starting
/// one is CPU-heavy), which a gate of its own did before.
private actor SessionGate {
    static let shared = SessionGate(permits: max(1, ProcessInfo.processInfo.activeProcessorCount / 2))
    /// Set for the task of a test inside its turn, and its child tasks.
    @TaskLocal static var isHeld = false
    private var permits: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(permits: Int) { self.permits = permits }

    func enter() async {
        if permits > 0 { permits -= 1 } else { await withCheckedContinuation { waiters.append($0) } }
    }

    func leave() {
        if waiters.isEmpty { permits += 1 } else { waiters.removeFirst().resume() }
    }
}

/// Reading script results.
extension JSONValue {
    var string: String? { if case let .string(value) = self { value } else { nil } }
    var bool: Bool? { if case let .bool(value) = self { value } else { nil } }
    var double: Double? { if case let .number(value) = self { value } else { nil } }
    var int: Int? { double.map { Int($0) } }
    var array: [JSONValue]? { if case let .array(value) = self { value } else { nil } }
    subscript(index: Int) -> JSONValue? { array.flatMap { $0.indices.contains(index) ? $0[index] : nil } }
}
