import FoundationEssentials

/// A browser engine that can photograph and measure pages.
public enum Engine: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Chromium (Blink), driven over the DevTools protocol on a pipe, or chromedriver in tests.
    case chromium
    /// WebKitGTK's MiniBrowser through WebKitWebDriver on a virtual X display: Safari's engine.
    case webkit
    /// Firefox ESR (Gecko), headless, over its built-in Marionette protocol.
    case firefox

    public var description: String { rawValue }

    /// The Debian packages that provide this engine.
    var packages: String {
        switch self {
        case .chromium: "chromium-headless-shell chromium chromium-driver"
        case .webkit: "webkit2gtk-driver xvfb"
        case .firefox: "firefox-esr"
        }
    }
}

/// Why a browser cannot be used; the program exits 69 with this line.
public struct BrowserUnavailable: Error, Sendable, CustomStringConvertible {
    /// One line saying what is missing and how to install it.
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

/// The programs of one engine, found on this machine. An explicit path comes first, then an
/// environment variable (`LISTPREVIEW_CHROMIUM`, `LISTPREVIEW_CHROMEDRIVER`, `LISTPREVIEW_WEBKIT_DRIVER`,
/// `LISTPREVIEW_MINIBROWSER`, `LISTPREVIEW_FIREFOX`, `LISTPREVIEW_XVFB`), then the usual names on `PATH`.
public struct EngineLocator: Sendable {
    /// The engine.
    public let engine: Engine
    /// The browser: chromium (or its headless shell), MiniBrowser or firefox-esr.
    public let browser: String
    /// The driver: chromedriver or WebKitWebDriver; `nil` for Firefox, which speaks Marionette itself,
    /// and when chromedriver is missing (only WebDriver sessions need it, not snapshots).
    public let driver: String?
    /// Xvfb, for WebKitGTK, which needs an X display.
    public let display: String?

    /// Whether the browser is Chromium's headless shell, which draws frames on demand.
    public var isHeadlessShell: Bool { browser.split(separator: "/").last?.contains("headless-shell") ?? false }

    /// Finds `engine`'s programs, `browser` being an explicit path for the browser itself. With
    /// `headlessShell`, Chromium's headless shell comes first (`LISTPREVIEW_CHROMIUM_SHELL`, then
    /// `chromium-headless-shell` on `PATH`) unless a browser is named: it is what photographs fastest.
    public init(_ engine: Engine, browser explicit: String? = nil, headlessShell: Bool = false,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(BrowserUnavailable) {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let hint = "install it with `sudo apt-get install \(engine.packages)` (or run `make test`, which does)"
        func find(_ variable: String, _ names: [String], what: String, given: String? = nil) throws(BrowserUnavailable) -> String {
            if let given = given ?? environment[variable].flatMap({ $0.isEmpty ? nil : $0 }) {
                guard let found = Self.executable(given, path: path) else {
                    throw BrowserUnavailable(description: "\(what) not found or not runnable at \(given); \(hint)")
                }
                return found
            }
            guard let found = names.lazy.compactMap({ Self.executable($0, path: path) }).first else {
                throw BrowserUnavailable(description: "\(what) is not installed (no \(names[0]) found); \(hint)")
            }
            return found
        }
        self.engine = engine
        switch engine {
        case .chromium:
            let named = explicit ?? environment["LISTPREVIEW_CHROMIUM"].flatMap { $0.isEmpty ? nil : $0 }
            let shell = headlessShell && named == nil
                ? (try? find("LISTPREVIEW_CHROMIUM_SHELL", ["chromium-headless-shell", "chrome-headless-shell"], what: "Chromium's headless shell"))
                : nil
            if let shell {
                browser = shell
            } else {
                browser = try find("LISTPREVIEW_CHROMIUM", ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"],
                                   what: "Chromium", given: explicit)
            }
            driver = try? find("LISTPREVIEW_CHROMEDRIVER", ["chromedriver"], what: "chromedriver")
            display = nil
        case .webkit:
            driver = try find("LISTPREVIEW_WEBKIT_DRIVER", ["WebKitWebDriver"], what: "WebKitWebDriver")
            browser = try find("LISTPREVIEW_MINIBROWSER", Self.miniBrowsers, what: "WebKitGTK's MiniBrowser", given: explicit)
            display = try find("LISTPREVIEW_XVFB", ["Xvfb"], what: "Xvfb")
        case .firefox:
            browser = try find("LISTPREVIEW_FIREFOX", ["firefox-esr", "firefox"], what: "Firefox", given: explicit)
            driver = nil
            display = nil
        }
    }

    /// Where Debian's webkit2gtk-driver puts MiniBrowser, by architecture and API version.
    private static let miniBrowsers: [String] = {
        let triples = ["x86_64-linux-gnu", "aarch64-linux-gnu", "arm-linux-gnueabihf", "i386-linux-gnu", "riscv64-linux-gnu",
                       "powerpc64le-linux-gnu", "s390x-linux-gnu"]
        return ["webkit2gtk-4.1", "webkitgtk-6.0", "webkit2gtk-4.0"].flatMap { version in
            triples.map { "/usr/lib/\($0)/\(version)/MiniBrowser" }
        } + ["MiniBrowser"]
    }()

    /// `name` itself when it contains a `/`, else the first runnable match on `path`.
    private static func executable(_ name: String, path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
