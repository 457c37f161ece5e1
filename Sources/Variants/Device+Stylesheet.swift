import Screens

extension Device {
    /// Every device's geometry as the custom properties `style.css` reads, on the `<body>` that
    /// draws it (`data-device`, and `data-orientation="landscape"` when turned): its size, safe
    /// areas, status bar, corners and home indicator, and an iPhone's compact bars in landscape.
    /// A landscape rule's two attributes outweigh a portrait one's wherever it stands, and a rule of
    /// the style sheet that refines one (iOS 26's status bar) follows it, as before.
    public static var stylesheet: String {
        allCases.flatMap { device in
            Orientation.allCases.map { orientation in
                let selector = orientation == .portrait ? "body[data-device=\"\(device.rawValue)\"]"
                    : "body[data-orientation=\"\(orientation.rawValue)\"][data-device=\"\(device.rawValue)\"]"
                let declarations = device.declarations(orientation).map { "\($0): \($1);" }.joined(separator: " ")
                return selector + " { " + declarations + " }\n"
            }
        }.joined()
    }

    /// The custom properties of this device held so, in the order the style sheet wrote them.
    func declarations(_ orientation: Orientation) -> [(String, String)] {
        func px(_ value: Double) -> String { ListMetrics.css(value) + "px" }
        // Fluid fills the window.
        let frame = size == nil ? nil : frameSize(orientation)
        var declarations: [(String, String)] = [
            ("--device-width", frame.map { px(Double($0.width)) } ?? "100vw"),
            ("--device-height", frame.map { px(Double($0.height)) } ?? "100vh"),
            ("--safe-top", px(Double(safeTop(orientation)))),
            ("--safe-bottom", px(Double(safeBottom(orientation)))),
            ("--safe-inline", px(Double(safeInline(orientation)))),
            ("--status-height", px(statusBarHeight(orientation))),
            ("--device-radius", px(Double(cornerRadius))),
            ("--status-font", px(Double(statusBarFontSize))),
            ("--home-indicator", hasHomeIndicator ? "block" : "none"),
        ]
        if let islandTop { declarations.append(("--island-top", px(Double(islandTop)))) }
        if hasCompactHeight(orientation) {
            declarations += [("--navbar-height", "var(--m-navbar-compact)"), ("--tabbar-height", "var(--m-tabbar-docked-compact)")]
        }
        return declarations
    }
}
