import FoundationEssentials

/// Why the browser cannot be used; the program exits 69 with this line.
public struct BrowserUnavailable: Error, Sendable, CustomStringConvertible {
    /// One line saying what is missing and how to install it.
    public let description: String
}

/// Finds Chromium and chromedriver: `--chromium PATH`, then `LISTPREVIEW_CHROMIUM`, then the usual
/// names on `PATH`; chromedriver through `LISTPREVIEW_CHROMEDRIVER`, then `PATH`.
public struct BrowserLocator: Sendable {
    /// The Chromium executable.
    public let chromium: String
    /// The chromedriver executable.
    public let chromedriver: String

    private static let installHint = "install them with `sudo apt-get install chromium chromium-driver` (or run `make test`, which does)"

    /// Locates both programs, or explains what is missing.
    public init(chromium explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(BrowserUnavailable) {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        if let given = explicit ?? environment["LISTPREVIEW_CHROMIUM"] {
            guard let found = Self.executable(given, path: path) else {
                throw BrowserUnavailable(description: "Chromium not found or not runnable at \(given); \(Self.installHint)")
            }
            chromium = found
        } else {
            guard let found = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
                .lazy.compactMap({ Self.executable($0, path: path) }).first else {
                throw BrowserUnavailable(description: "Chromium is not installed (no chromium on PATH); \(Self.installHint)")
            }
            chromium = found
        }
        guard let driver = Self.executable(environment["LISTPREVIEW_CHROMEDRIVER"] ?? "chromedriver", path: path) else {
            throw BrowserUnavailable(description: "chromedriver is not installed (no chromedriver on PATH); \(Self.installHint)")
        }
        chromedriver = driver
    }

    /// `name` itself when it contains a `/`, else the first runnable match on `path`.
    private static func executable(_ name: String, path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
