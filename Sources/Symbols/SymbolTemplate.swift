import HTML

/// An app's own symbol: the SVG template of a catalog's `.symbolset`, as SF Symbols exports it
/// (`<g id="Symbols">` holding one group per master, `Regular-M`, `Ultralight-S`, `Black-S`…, each
/// with its paths; `<g id="Guides">` with each scale's `Baseline-S`, `Capline-S`…), drawn at the
/// weight and scale asked for from the nearest master, as UIKit does from the compiled symbol.
public struct SymbolTemplate: Sendable, Hashable {
    /// One master: a weight at a scale, its paths and where they sit in the template.
    public struct Master: Sendable, Hashable {
        public let weight: SymbolWeight
        public let scale: SymbolScale
        /// The paths, as the file writes them (reaching the page only as attribute values).
        public let paths: [Path]
        /// The master group's translation: the paths are drawn moved by it.
        public let offsetX, offsetY: Double
        /// The ink box of the paths, moved by the offset: in the template's own coordinates.
        public let minX, minY, maxX, maxY: Double
    }

    /// One path: its `d`, and how far a transform of its own (or a group inside the master) moves it.
    public struct Path: Sendable, Hashable {
        public let d: String
        public let dx, dy: Double
        /// Its layer in hierarchical rendering: 0 primary, 1 secondary, 2 tertiary (the file's
        /// `hierarchical-N:secondary` class).
        public var layer = 0
    }

    /// The masters the file draws.
    public let masters: [Master]
    /// The point size the template is drawn at (SF Symbols writes 100).
    public let pointSize: Double

    /// The master nearest to `weight` at `scale` (the scale's own first, the weight nearest), and
    /// how much larger to draw it when only another scale has masters (SF Symbols 3's templates
    /// carry only Ultralight-S, Regular-S and Black-S, the rest interpolated by Xcode).
    public func master(weight: SymbolWeight, scale: SymbolScale) -> (master: Master, factor: Double)? {
        let sameScale = masters.filter { $0.scale == scale }
        let pool = sameScale.isEmpty ? masters : sameScale
        guard let nearest = pool.min(by: { abs($0.weight.rawValue - weight.rawValue) < abs($1.weight.rawValue - weight.rawValue) }) else { return nil }
        return (nearest, scale.factor / nearest.scale.factor)
    }

    /// Why a template cannot be drawn.
    public struct Problem: Error, Sendable, Equatable {
        public let reason: String
    }

    /// Reads a template's text.
    public static func parse(_ text: String) -> Result<SymbolTemplate, Problem> {
        var masters: [Master] = []
        var pointSize = 100.0
        if let range = text.firstRange(of: "point size: ") {
            let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            pointSize = Double(digits).flatMap { $0 > 0 ? $0 : nil } ?? 100
        }
        // The open groups, innermost last: their ids and translations.
        var groups: [(id: String, x: Double, y: Double)] = []
        var inSymbols: Int?
        var current: (weight: SymbolWeight, scale: SymbolScale, x: Double, y: Double, depth: Int, paths: [Path], box: SymbolDrawing.Box?)?
        for tag in XMLTags(text) {
            switch tag.kind {
            case .open where tag.name == "g", .selfClosing where tag.name == "g":
                let (x, y) = translation(tag.attributes["transform"])
                let id = tag.attributes["id"] ?? ""
                if tag.kind == .selfClosing { continue }
                groups.append((id, x, y))
                if id == "Symbols" { inSymbols = groups.count }
                if inSymbols != nil, current == nil, let parsed = masterName(id) {
                    let offset = groups.reduce((0.0, 0.0)) { ($0.0 + $1.x, $0.1 + $1.y) }
                    current = (parsed.weight, parsed.scale, offset.0, offset.1, groups.count, [], nil)
                }
            case .close where tag.name == "g":
                if let master = current, master.depth == groups.count {
                    if let box = master.box, !master.paths.isEmpty {
                        masters.append(Master(weight: master.weight, scale: master.scale, paths: master.paths, offsetX: master.x, offsetY: master.y,
                                              minX: box.minX + master.x, minY: box.minY + master.y, maxX: box.maxX + master.x, maxY: box.maxY + master.y))
                    }
                    current = nil
                }
                if inSymbols == groups.count { inSymbols = nil }
                if !groups.isEmpty { groups.removeLast() }
            case .open where tag.name == "path", .selfClosing where tag.name == "path":
                guard var master = current, let d = tag.attributes["d"], let box = PathBounds.of(d) else { continue }
                // A path moved by a transform of its own, or by groups inside the master, is moved as drawn.
                let inner = groups.dropFirst(master.depth).reduce((0.0, 0.0)) { ($0.0 + $1.x, $0.1 + $1.y) }
                let own = translation(tag.attributes["transform"])
                let (dx, dy) = (inner.0 + own.0, inner.1 + own.1)
                let moved = SymbolDrawing.Box(minX: box.minX + dx, minY: box.minY + dy, maxX: box.maxX + dx, maxY: box.maxY + dy)
                var path = Path(d: d, dx: dx, dy: dy)
                if let classes = tag.attributes["class"] {
                    if classes.contains(":secondary") { path.layer = 1 } else if classes.contains(":tertiary") { path.layer = 2 }
                }
                master.paths.append(path)
                master.box = master.box.map { $0.union(moved) } ?? moved
                current = master
            default:
                continue
            }
        }
        guard !masters.isEmpty else {
            return .failure(Problem(reason: "has no glyph an SF Symbols template draws (no Regular-M, Regular-S… group of paths under <g id=\"Symbols\">)"))
        }
        return .success(SymbolTemplate(masters: masters, pointSize: pointSize))
    }

    /// `Regular-M` → regular, medium.
    static func masterName(_ id: String) -> (weight: SymbolWeight, scale: SymbolScale)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let weight = SymbolWeight.allCases.first(where: { $0.name.lowercased() == parts[0].lowercased() }) else { return nil }
        switch parts[1] {
        case "S": return (weight, .small)
        case "M": return (weight, .medium)
        case "L": return (weight, .large)
        default: return nil
        }
    }

    /// The translation of `translate(x[,| ]y)` or `matrix(1 0 0 1 x y)`; zero for anything else.
    static func translation(_ transform: String?) -> (Double, Double) {
        guard let transform else { return (0, 0) }
        func numbers(after name: String) -> [Double]? {
            guard let start = transform.firstRange(of: name + "(")?.upperBound, let end = transform[start...].firstIndex(of: ")") else { return nil }
            return PathBounds.numbers(in: transform[start..<end])
        }
        if let values = numbers(after: "translate"), let x = values.first { return (x, values.count > 1 ? values[1] : 0) }
        if let values = numbers(after: "matrix"), values.count == 6 { return (values[4], values[5]) }
        return (0, 0)
    }
}

extension SymbolTemplate {
    /// The symbol as an inline SVG filled in `currentColor` (it is a template, as SF Symbols are),
    /// from the master nearest `weight` and `scale`: in a box the style sheet sizes, or at a point
    /// size as its ink box. The paths reach the page as attribute values, escaped.
    /// `flattened` (with `id`, unique in the page): painted as one shape, for a translucent colour.
    public func svg(weight: SymbolWeight = .regular, scale: SymbolScale = .medium, size: SymbolSize = .box, classes: String = "",
                    flattened id: String? = nil, hierarchical: Bool = false) -> Node {
        guard let (master, factor) = master(weight: weight, scale: scale) else { return .empty }
        let width = master.maxX - master.minX, height = master.maxY - master.minY
        var attributes: [Attribute] = [.class(classes.isEmpty ? "lp-sf lp-sf-custom" : "lp-sf lp-sf-custom " + classes)]
        switch size {
        case .box:
            // Centred in a square as the stand-ins fill theirs: the ink 208 units of 256.
            let side = max(width, height) * 256 / 208
            let (cx, cy) = ((master.minX + master.maxX) / 2, (master.minY + master.maxY) / 2)
            attributes.append(Attribute("viewBox", [cx - side / 2, cy - side / 2, side, side].map(SystemSymbol.number).joined(separator: " ")))
        case let .points(pointSize):
            let unit = factor * pointSize / self.pointSize
            attributes += [Attribute("viewBox", [master.minX, master.minY, width, height].map(SystemSymbol.number).joined(separator: " ")),
                           Attribute("width", SystemSymbol.number(width * unit)), Attribute("height", SystemSymbol.number(height * unit))]
        }
        attributes.append(Attribute("aria-hidden", "true"))
        let offset = "translate(\(SystemSymbol.number(master.offsetX)) \(SystemSymbol.number(master.offsetY)))"
        let body = Node.el("g", [.class("lp-sf-fill"), Attribute("transform", offset)], master.paths.map { path in
            let moved = path.dx == 0 && path.dy == 0 ? [] : [Attribute("transform", "translate(\(SystemSymbol.number(path.dx)) \(SystemSymbol.number(path.dy)))")]
            let layer: [Attribute] = !hierarchical || path.layer == 0 ? [] : [.class(path.layer == 1 ? "lp-sf-secondary" : "lp-sf-tertiary")]
            return .el("path", [Attribute("d", path.d)] + moved + layer)
        })
        guard let id else { return .el("svg", attributes, [body]) }
        let (mask, paint) = SymbolSVG.flattened([body], id: id)
        return .el("svg", attributes, [.el("defs", [], [mask]), paint])
    }
}
