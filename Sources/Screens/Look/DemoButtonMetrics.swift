/// The demo controller's in-screen buttons (seed 000's “显示数据” and “清空数据”, `Screen.toolbar`):
/// `CGRectMake(10, 10 + 64, width / 2 - 20, 30)` and `CGRectMake(width / 2 + 10, …)`, the table view
/// 50 pt lower than the bar. The style sheet reads them as custom properties (``stylesheet``); the
/// contrast audit and the estimate of the rows' room (`ScrollEdge`) read them here.
public struct DemoButtonMetrics: Sendable {
    /// The strip the buttons sit in, under the navigation bar.
    public var barHeight: Double
    /// A button's height.
    public var buttonHeight: Double
    /// The buttons' inset from the screen's edges and from the strip's top.
    public var inset: Double
    /// Between the two buttons.
    public var spacing: Double
    /// The title's size: `UIButton`'s default font, the system font at 15 pt.
    public var fontSize: Double

    /// Seed 000's.
    public static let seed = DemoButtonMetrics(barHeight: 50, buttonHeight: 30, inset: 10, spacing: 20, fontSize: 15)

    /// The table as the custom properties `style.css` reads (`--m-demo-…`, in CSS px): the declarations alone.
    public var stylesheet: String {
        ListMetrics.declarations([("demo-bar", barHeight), ("demo-button", buttonHeight), ("demo-inset", inset),
                                  ("demo-gap", spacing), ("demo-font", fontSize)])
    }
}
