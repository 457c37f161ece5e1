/// What a shot shows, for a report: its screen, its state, and the rest of its variant.
public struct ShotLabels: Sendable, Equatable {
    /// The screen's id.
    public var screen: String
    /// The state (`empty`, `data`…), when known.
    public var state: String?
    /// The rest of the variant, in file-name order: device, theme, language, then text size,
    /// orientation… when the run had several, the design (`ios26`, always) and the engine when it had several.
    public var variant: [String]

    /// Labels read from a file name as `snapshot` writes them, `NAME--STATE--DEVICE--THEME--LANG@2x.png`,
    /// when no manifest describes it; a name of another form is its own screen.
    public init(fileName: String) {
        var stem = fileName.hasSuffix(".png") ? String(fileName.dropLast(4)) : fileName
        if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].allSatisfy({ $0.isNumber || $0 == "x" }) {
            stem = String(stem[..<at])
        }
        let parts = stem.components(separatedBy: "--")
        screen = parts[0]
        state = parts.count > 1 ? parts[1] : nil
        variant = Array(parts.dropFirst(2))
    }

    /// Labels from their parts.
    public init(screen: String, state: String?, variant: [String]) {
        self.screen = screen
        self.state = state
        self.variant = variant
    }

    /// The state and the variant, as a test case's name: `empty · iphone-15 · dark · en`.
    public var caseName: String {
        ([state].compactMap { $0 } + variant).joined(separator: " · ")
    }
}
