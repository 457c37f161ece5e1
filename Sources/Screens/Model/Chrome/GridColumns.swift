/// How many cells a grid puts on a line.
public enum GridColumns: Sendable, Equatable {
    /// The same count at every width.
    case fixed(Int)
    /// One count in a compact width (iPhones), another in a regular one (iPad, large iPhones in landscape).
    case sizeClass(compact: Int, regular: Int)
    /// As many as fit, each at least `minimumWidth` CSS px wide.
    case auto(minimumWidth: Double)

    /// `"columns": "auto"`: cells at least this wide.
    public static let defaultMinimumWidth = 100.0

    /// The default: three per line.
    public static let standard = GridColumns.fixed(3)
}
