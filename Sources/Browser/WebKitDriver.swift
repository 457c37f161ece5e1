import FoundationEssentials
import JSON

/// An X display of its own for WebKitGTK, which draws only into a window: `Xvfb` on the first free
/// display number, which it reports itself (`-displayfd`), listening on no TCP port.
enum VirtualDisplay {
    /// Starts Xvfb; the display number is `:N`. The screen fits an iPad held either way at @3x.
    static func start(_ xvfb: String) throws -> (process: ChildProcess, display: String) {
        let process = try ChildProcess(executable: xvfb, arguments: ["-displayfd", "1", "-screen", "0", "4200x4200x24", "-nolisten", "tcp",
                                                                     "-nolisten", "unix", "-noreset"],
                                       output: .lines)
        guard let line = process.readLine(), let number = Int(line.filter(\.isNumber)) else {
            process.stop()
            throw BrowserUnavailable(description: "Xvfb (\(xvfb)) did not start a display")
        }
        process.drainOutput()
        return (process, ":\(number)")
    }
}

/// WebKitGTK's MiniBrowser through WebKitWebDriver, one session per driver (it allows no more).
enum WebKitDriver {
    /// Starts a driver and its browser at `scale` on `display`, or on a display of its own when nil.
    static func start(_ locator: EngineLocator, scale: Int, display: String?) throws -> HTTPWebDriver {
        guard let driverPath = locator.driver, let xvfb = locator.display else {
            throw BrowserUnavailable(description: "WebKitWebDriver is not installed")
        }
        var ownDisplay: ChildProcess?
        let screen: String
        if let display {
            screen = display
        } else {
            let started = try VirtualDisplay.start(xvfb)
            ownDisplay = started.process
            screen = started.display
        }
        let port: Int
        let driver: ChildProcess
        do {
            port = try freeLoopbackPort()
            // GDK_SCALE is the device pixel ratio. WEBKIT_SKIA_ENABLE_CPU_RENDERING: Skia paints on
            // the processor, not through OpenGL (on a machine without a GPU, Mesa's llvmpipe), whose
            // pictures of the same page differed from run to run on a busy machine (the edges of the
            // examples' SVG avatars, 40–130 pixels, in 7 runs of 20 with every core busy; 0 of 16
            // this way, and no slower).
            driver = try ChildProcess(executable: driverPath, arguments: ["--port=\(port)"],
                                      environment: ["DISPLAY": screen, "GDK_SCALE": String(scale), "GDK_DPI_SCALE": "1", "NO_AT_BRIDGE": "1",
                                                    "WEBKIT_SKIA_ENABLE_CPU_RENDERING": "1"])
        } catch {
            ownDisplay?.stop()
            throw BrowserUnavailable(description: "WebKitWebDriver did not start: \(error)")
        }
        let capabilities: JSONValue = .object([
            (key: "pageLoadStrategy", value: "normal"),
            (key: "webkitgtk:browserOptions", value: .object([
                (key: "binary", value: .string(locator.browser)), (key: "args", value: .array(["--automation"])),
            ])),
        ])
        return try HTTPWebDriver.open(port: port, capabilities: capabilities, driver: driver, name: "WebKitWebDriver", display: ownDisplay)
    }
}
