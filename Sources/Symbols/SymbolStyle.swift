/// How a picture asks for its symbol to be drawn, as an app configures one (UIKit's
/// `UIImage.SymbolConfiguration(pointSize:weight:scale:)` and `hierarchicalColor`, SwiftUI's
/// `.font(.system(size:weight:))`, `.imageScale` and `.symbolRenderingMode(.hierarchical)`): what
/// it leaves out is the place's own (a placeholder's 48 pt, a row's body size, regular, medium).
public struct SymbolStyle: Sendable, Hashable {
    public var weight: SymbolWeight?
    public var scale: SymbolScale?
    /// The point size, before Dynamic Type scales it.
    public var pointSize: Double?
    /// Hierarchical rendering: the secondary layers dimmer than the primary.
    public var hierarchical: Bool

    public init(weight: SymbolWeight? = nil, scale: SymbolScale? = nil, pointSize: Double? = nil, hierarchical: Bool = false) {
        self.weight = weight
        self.scale = scale
        self.pointSize = pointSize
        self.hierarchical = hierarchical
    }

    /// Nothing asked for: the place's own.
    public static let plain = SymbolStyle()

    public var isPlain: Bool { self == .plain }

    /// The point sizes a fixture may give.
    public static let pointSizes: ClosedRange<Double> = 1...400

    /// What SF Symbols' hierarchical rendering dims a layer to: secondary and tertiary. Inferred from
    /// how SwiftUI's hierarchical styles draw (`.secondary`, `.tertiary`), not measured.
    public static let secondaryOpacity = 0.5, tertiaryOpacity = 0.25

    /// `weight=light&scale=large&pointSize=60&rendering=hierarchical`: how the state file keeps it.
    public var query: String {
        var parts: [String] = []
        if let weight { parts.append("weight=" + weight.name) }
        if let scale { parts.append("scale=" + scale.rawValue) }
        if let pointSize { parts.append("pointSize=" + SystemSymbol.number(pointSize)) }
        if hierarchical { parts.append("rendering=hierarchical") }
        return parts.joined(separator: "&")
    }

    /// The style `query` wrote; what it cannot read is left as the place's own.
    public init(query: Substring) {
        self.init()
        for part in query.split(separator: "&") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { continue }
            switch pair[0] {
            case "weight": weight = SymbolWeight.named(pair[1])
            case "scale": scale = SymbolScale(rawValue: pair[1])
            case "pointSize": pointSize = Double(pair[1])
            case "rendering": hierarchical = pair[1] == "hierarchical"
            default: continue
            }
        }
    }
}

extension SymbolWeight {
    /// The weight named as UIKit and SwiftUI spell it (`ultraLight` and `ultralight` both).
    public static func named(_ name: String) -> SymbolWeight? {
        allCases.first { $0.name == name.lowercased() }
    }
}
