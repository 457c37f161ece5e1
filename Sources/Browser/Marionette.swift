import FoundationEssentials
import Glibc
import Guarded
import JSON

/// Firefox's own remote protocol, Marionette: `LENGTH:JSON` messages over TCP, a command being
/// `[0, id, "WebDriver:Name", parameters]` and its reply `[1, id, error, result]`. Debian packages
/// no geckodriver; Marionette is built into firefox-esr.
final class MarionetteTransport: WebDriverTransport {
    private let connection: LoopbackConnection
    private let process: ChildProcess
    private let profile: String
    /// The next message id, and the bytes read past the last message; one command at a time.
    private let state = Locked((nextID: 1, buffered: [UInt8]()))

    private init(connection: LoopbackConnection, process: ChildProcess, profile: String) {
        self.connection = connection
        self.process = process
        self.profile = profile
    }

    /// The preferences of a fresh profile: Marionette on a port of its choosing (written to the
    /// profile's `MarionetteActivePort`), `scale` device pixels per CSS px, and nothing that opens
    /// a first-run page or reaches the network.
    private static func preferences(scale: Int) -> String {
        let preferences: [(String, String)] = [
            ("marionette.port", "0"), ("layout.css.devPixelsPerPx", "\"\(scale).0\""),
            ("browser.shell.checkDefaultBrowser", "false"), ("browser.startup.page", "0"),
            ("browser.startup.homepage_override.mstone", "\"ignore\""), ("startup.homepage_welcome_url", "\"about:blank\""),
            ("datareporting.policy.dataSubmissionEnabled", "false"), ("toolkit.telemetry.reportingpolicy.firstRun", "false"),
            ("app.update.disabledForTesting", "true"), ("browser.safebrowsing.update.enabled", "false"),
            ("network.captive-portal-service.enabled", "false"), ("network.connectivity-service.enabled", "false"),
            ("extensions.update.enabled", "false"), ("browser.newtabpage.enabled", "false"),
            ("ui.prefersReducedMotion", "1"), ("layout.testing.overlay-scrollbars.always-visible", "false"),
            ("gfx.webrender.software", "true"),
        ]
        return preferences.map { "user_pref(\"\($0.0)\", \($0.1));\n" }.joined()
    }

    /// Starts headless Firefox with a fresh profile and opens a session whose window has no bars,
    /// so that the window rect is the viewport.
    ///
    /// On a machine busy with other browsers a first session sometimes never answers (Marionette's
    /// `WebDriver:NewSession` silent for a minute); a second Firefox with a fresh profile is tried
    /// before giving up, as chromedriver's start is.
    static func start(_ locator: EngineLocator, scale: Int) throws -> MarionetteTransport {
        do {
            return try startOnce(locator, scale: scale)
        } catch {
            return try startOnce(locator, scale: scale)
        }
    }

    private static func startOnce(_ locator: EngineLocator, scale: Int) throws -> MarionetteTransport {
        let profile = try makeTemporaryDirectory(prefix: "listpreview-firefox")
        let process: ChildProcess
        do {
            try Data(preferences(scale: scale).utf8).write(to: URL(fileURLWithPath: profile + "/user.js"))
            process = try ChildProcess(executable: locator.browser,
                                       arguments: ["--marionette", "--headless", "--remote-allow-system-access", "--no-remote",
                                                   "--profile", profile, "about:blank"],
                                       environment: ["MOZ_HEADLESS": "1", "MOZ_CRASHREPORTER_DISABLE": "1"])
        } catch {
            removeDirectory(profile)
            throw BrowserUnavailable(description: "Firefox did not start: \(error)")
        }
        let fail = { (reason: String) -> BrowserUnavailable in
            process.stop()
            removeDirectory(profile)
            return BrowserUnavailable(description: "Firefox (\(locator.browser)) \(reason)")
        }
        var port: Int?
        for _ in 0..<1200 where port == nil {
            if let text = try? String(contentsOfFile: profile + "/MarionetteActivePort", encoding: .utf8) {
                port = Int(text.filter(\.isNumber))
            } else if let reason = process.exitReason {
                throw fail(reason)
            } else {
                usleep(25_000)
            }
        }
        guard let port else { throw fail("did not open Marionette within 30 s") }
        let transport: MarionetteTransport
        do {
            transport = MarionetteTransport(connection: try LoopbackConnection(port: port, timeoutSeconds: 60), process: process, profile: profile)
            _ = try transport.readMessage()  // {"applicationType": "gecko", "marionetteProtocol": 3}
            try transport.call("WebDriver:NewSession", [(key: "capabilities", value: .object([
                (key: "pageLoadStrategy", value: "normal"),
                (key: "timeouts", value: .object([(key: "implicit", value: 0), (key: "pageLoad", value: 20_000), (key: "script", value: 20_000)])),
            ]))])
            // The browser window's bars and its 500-px minimum width would sit between window and viewport.
            try transport.call("Marionette:SetContext", [(key: "value", value: "chrome")])
            try transport.call("WebDriver:ExecuteScript", [(key: "script", value: """
                document.getElementById('navigator-toolbox').hidden = true;
                document.documentElement.style.setProperty('min-width', '0px', 'important');
                document.documentElement.style.setProperty('min-height', '0px', 'important');
                """), (key: "args", value: .array([]))])
            try transport.call("Marionette:SetContext", [(key: "value", value: "content")])
        } catch {
            throw fail("did not open a session: \(error)")
        }
        return transport
    }

    func execute(_ command: WebDriverCommand) throws(BrowserCommandFailure) -> JSONValue {
        guard !command.marionette.isEmpty else { throw BrowserCommandFailure("\(command.method) \(command.path) has no Marionette equivalent") }
        return try call(command.marionette, command.parameters + command.marionetteOnly)
    }

    func end() {
        _ = try? call("Marionette:Quit", [(key: "flags", value: .array(["eForceQuit"]))])
        if !process.waitForExit(seconds: 5) { process.stop() } else { process.stop(graceSeconds: 0) }
        removeDirectory(profile)
    }

    /// Sends one command and returns its result, unwrapped from `{"value": …}` as WebDriver does.
    @discardableResult
    private func call(_ name: String, _ parameters: [(key: String, value: JSONValue)]) throws(BrowserCommandFailure) -> JSONValue {
        let id = state.withLock { state in defer { state.nextID += 1 }; return state.nextID }
        let message = JSONWriter.encode(.array([0, .number(Double(id)), .string(name), .object(parameters)]))
        var reply = JSONValue.null
        do {
            try connection.send(Array("\(message.count):".utf8) + message)
            repeat {
                reply = try readMessage()
            } while Self.id(of: reply) != id
        } catch {
            let exit = process.exitReason.map { " (Firefox \($0))" } ?? ""
            throw BrowserCommandFailure("\(name): \(error)\(exit)")
        }
        guard case let .array(parts) = reply, parts.count == 4 else { throw BrowserCommandFailure("\(name): not a Marionette reply") }
        if case let .string(code)? = parts[2]["error"] {
            let text = if case let .string(text)? = parts[2]["message"] { text } else { "" }
            throw BrowserCommandFailure("\(name): \(code): \(text.split(separator: "\n").first ?? "")", code: code)
        }
        if case let .object(members) = parts[3], members.count == 1, members[0].key == "value" { return members[0].value }
        return parts[3]
    }

    private static func id(of reply: JSONValue) -> Int? {
        guard case let .array(parts) = reply, parts.count == 4, case let .number(id) = parts[1] else { return nil }
        return Int(id)
    }

    /// The next `LENGTH:JSON` message.
    private func readMessage() throws -> JSONValue {
        var buffered = state.withLock { $0.buffered }
        func fill() throws {
            let chunk = try connection.read(upTo: 1 << 16)
            guard !chunk.isEmpty else { throw BrowserCommandFailure("Marionette closed the connection") }
            buffered += chunk
        }
        var colon = buffered.firstIndex(of: UInt8(ascii: ":"))
        while colon == nil { try fill(); colon = buffered.firstIndex(of: UInt8(ascii: ":")) }
        guard let colon, let length = Int(String(decoding: buffered[..<colon], as: UTF8.self)) else {
            throw BrowserCommandFailure("Marionette: a message without its length")
        }
        while buffered.count < colon + 1 + length { try fill() }
        let message = try JSONParser.parse(Array(buffered[(colon + 1)..<(colon + 1 + length)]))
        state.withLock { $0.buffered = Array(buffered[(colon + 1 + length)...]) }
        return message
    }
}
