import HTML

/// How big a symbol is drawn.
public enum SymbolSize: Sendable, Equatable {
    /// The whole 256-unit grid, in a box the style sheet sizes (bar buttons, tab items).
    case box
    /// At a point size, as UIKit draws `UIImage(systemName:)` with a `pointSize` configuration:
    /// the element is the drawing's ink box, as an image view takes a symbol image's size.
    case points(Double)

    /// Points per unit of the stand-in's grid at `pointSize`, medium scale.
    ///
    /// Calibrated on one real render: `magnifyingglass` at UIKit's placeholder size, 48 pt, has an
    /// ink box of 46 × 46.3 pt (iOS 17–18 renders, issue 58); Phosphor's magnifying glass fills its
    /// 208-unit live area, so the 256-unit grid is 57 pt, 1.1875 times the point size.
    public static func unit(pointSize: Double, scale: SymbolScale) -> Double {
        pointSize * scale.factor * gridPerPoint / 256
    }

    /// The grid's side over the point size (see ``unit(pointSize:scale:)``).
    public static let gridPerPoint = 57.0 / 48
}

extension SystemSymbol {
    /// The symbol as an inline SVG, drawn in `currentColor` (the tint, the label's colour: SF
    /// Symbols are templates), hidden from assistive technology (its button or placeholder has the
    /// words). `place` makes the ids of a composed symbol's masks unique in the page. `flattened`:
    /// painted as one shape (see ``SymbolSVG/flattened(_:id:)``), for a translucent colour.
    public func svg(weight: SymbolWeight = .regular, scale: SymbolScale = .medium, size: SymbolSize = .box,
                    classes: String = "", place: String, flattened: Bool = false, hierarchical: Bool = false) -> Node {
        let drawing = self.drawing
        // SF Symbols keep the stroke of the point size at every scale: in the grid's units it thins as the scale grows.
        let stroke = weight.strokeUnits / (size == .box ? 1 : scale.factor)
        var attributes: [Attribute] = [.class(classes.isEmpty ? "lp-sf" : "lp-sf " + classes)]
        switch size {
        case .box:
            attributes.append(Attribute("viewBox", "0 0 256 256"))
        case let .points(pointSize):
            let box = drawing.bounds(stroke: stroke)
            let unit = SymbolSize.unit(pointSize: pointSize, scale: scale)
            attributes += [Attribute("viewBox", [box.minX, box.minY, box.width, box.height].map(Self.number).joined(separator: " ")),
                           Attribute("width", Self.number(box.width * unit)), Attribute("height", Self.number(box.height * unit))]
        }
        attributes += [Attribute("aria-hidden", "true"), Attribute("data-symbol", name), Attribute("style", "--sf-w:\(Self.number(stroke))px")]
        var masks = SymbolMasks(prefix: "lp-sf-" + place)
        var body = drawing.nodes(stroke: stroke, hierarchical: hierarchical, masks: &masks)
        if flattened {
            let (mask, paint) = SymbolSVG.flattened(body, id: "lp-sf-" + place + "-ink")
            masks.append(mask)
            body = [paint]
        }
        return .el("svg", attributes, masks.definitions.isEmpty ? body : [.el("defs", [], masks.definitions)] + body)
    }

    /// A number as SVG writes it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// What the symbols' SVG shares.
package enum SymbolSVG {
    /// `body` drawn as one shape: a mask of it in white, and a rectangle in `currentColor` through
    /// it. A translucent colour (secondaryLabel, #3C3C43 at 60%) then covers each pixel once, as
    /// UIKit draws a symbol image, where strokes crossing one another would otherwise darken.
    package static func flattened(_ body: [Node], id: String) -> (mask: Node, paint: Node) {
        let area: [Attribute] = [Attribute("x", "-512"), Attribute("y", "-512"), Attribute("width", "4096"), Attribute("height", "4096")]
        let mask = Node.el("mask", [.id(id), Attribute("maskUnits", "userSpaceOnUse")] + area,
                           [.el("g", [Attribute("style", "color:#fff")], body)])
        let paint = Node.el("rect", area + [.class("lp-sf-ink"), Attribute("mask", "url(#\(id))")])
        return (mask, paint)
    }
}

/// The masks a composed symbol cuts its parts with, numbered in the order drawn.
struct SymbolMasks {
    let prefix: String
    private(set) var definitions: [Node] = []

    init(prefix: String) { self.prefix = prefix }

    /// Adds a mask made elsewhere.
    mutating func append(_ mask: Node) { definitions.append(mask) }

    /// A mask that keeps the grid but for `cut` (drawn in black), and its `url(#…)`.
    mutating func add(cutting cut: [Node]) -> String {
        let id = prefix + "-" + String(definitions.count)
        definitions.append(.el("mask", [.id(id), Attribute("maskUnits", "userSpaceOnUse"), Attribute("x", "-64"), Attribute("y", "-64"),
                                        Attribute("width", "384"), Attribute("height", "384")],
                               [.el("rect", [Attribute("x", "-64"), Attribute("y", "-64"), Attribute("width", "384"), Attribute("height", "384"),
                                             Attribute("fill", "#fff"), Attribute("stroke", "none")]),
                                .el("g", [Attribute("class", "lp-sf-cut")], cut)]))
        return "url(#\(id))"
    }
}

extension SymbolDrawing {
    /// The drawing's elements in the 256-unit grid, its line parts stroked `stroke` units wide;
    /// `hierarchical`: the secondary layers dimmer — the stand-in's own second layer (Phosphor's
    /// duotone shape) under a line glyph, and an enclosure under what it encloses.
    func nodes(stroke: Double, hierarchical: Bool = false, masks: inout SymbolMasks) -> [Node] {
        switch self {
        case let .glyph(glyph, .line):
            let duotone = !glyph.duotone.isEmpty && hierarchical ? [Node.el("g", [.class("lp-sf-duo")], [.rawPart(StandIns.glyphTable, glyph.duotone)])] : []
            return duotone + [.el("g", [], [.rawPart(StandIns.glyphTable, glyph.line)])]
        case let .glyph(glyph, .fill):
            return [.el("g", [.class("lp-sf-fill")], [.rawPart(StandIns.glyphTable, glyph.fill)])]
        case .unknown:
            return [.el("rect", [.class("lp-sf-unknown"), Attribute("x", "40"), Attribute("y", "40"), Attribute("width", "176"),
                                 Attribute("height", "176"), Attribute("rx", "28")])]
        case let .enclosed(inner, enclosure, filled):
            let shape = enclosure.shape(filled: filled, secondary: hierarchical)
            let scaled = Self.placed(inner, at: enclosure.innerBox, stroke: stroke, masks: &masks)
            // Hierarchical: a dimmer shape under the drawing (`plus.circle.fill`'s light disc, its plus solid).
            guard filled, !hierarchical else { return [shape] + scaled }
            let mask = masks.add(cutting: scaled)
            return [.el("g", [Attribute("mask", mask)], [shape])]
        case let .slashed(inner):
            let cut = Node.el("line", [Attribute("x1", "40"), Attribute("y1", "32"), Attribute("x2", "216"), Attribute("y2", "224"),
                                       Attribute("style", "stroke-width:\(SystemSymbol.number(stroke * 3))px")])
            let mask = masks.add(cutting: [cut])
            return [.el("g", [Attribute("mask", mask)], inner.nodes(stroke: stroke, hierarchical: hierarchical, masks: &masks)),
                    .el("line", [Attribute("x1", "40"), Attribute("y1", "32"), Attribute("x2", "216"), Attribute("y2", "224")])]
        case let .badged(inner, badge):
            // The badge in the bottom-trailing quarter, its ring cut out of what is under it.
            let cut = Node.el("circle", [.class("lp-sf-cut-fill"), Attribute("cx", "192"), Attribute("cy", "192"), Attribute("r", "76")])
            let mask = masks.add(cutting: [cut])
            return [.el("g", [Attribute("mask", mask)], inner.nodes(stroke: stroke, hierarchical: hierarchical, masks: &masks))]
                + Self.placed(badge, at: Box(minX: 128, minY: 128, maxX: 256, maxY: 256), stroke: stroke, masks: &masks)
        }
    }

    /// `drawing` shrunk into `box` of the grid, its stroke as wide on screen as the rest's.
    private static func placed(_ drawing: SymbolDrawing, at box: Box, stroke: Double, masks: inout SymbolMasks) -> [Node] {
        let factor = box.width / 256
        let transform = "translate(\(SystemSymbol.number(box.minX)) \(SystemSymbol.number(box.minY))) scale(\(SystemSymbol.number(factor)))"
        return [.el("g", [Attribute("transform", transform), Attribute("style", "--sf-w:\(SystemSymbol.number(stroke / factor))px")],
                    drawing.nodes(stroke: stroke / factor, masks: &masks))]
    }

    /// A box of the grid.
    struct Box: Equatable {
        var minX, minY, maxX, maxY: Double
        var width: Double { maxX - minX }
        var height: Double { maxY - minY }

        func union(_ other: Box) -> Box {
            Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }
    }

    /// The ink box in the grid, its strokes `stroke` units wide (the glyphs' own are measured at 16).
    func bounds(stroke: Double) -> Box {
        let grow = (stroke - 16) / 2
        switch self {
        case let .glyph(glyph, form):
            let box = Box(minX: glyph.bounds.minX, minY: glyph.bounds.minY, maxX: glyph.bounds.maxX, maxY: glyph.bounds.maxY)
            return form == .fill ? box : Box(minX: box.minX - grow, minY: box.minY - grow, maxX: box.maxX + grow, maxY: box.maxY + grow)
        case .unknown:
            return Box(minX: 40 - stroke / 2, minY: 40 - stroke / 2, maxX: 216 + stroke / 2, maxY: 216 + stroke / 2)
        case let .enclosed(_, enclosure, _):
            let outer = enclosure.outerBox
            return Box(minX: outer.minX - stroke / 2, minY: outer.minY - stroke / 2, maxX: outer.maxX + stroke / 2, maxY: outer.maxY + stroke / 2)
        case let .slashed(inner):
            return inner.bounds(stroke: stroke).union(Box(minX: 40 - stroke / 2, minY: 32 - stroke / 2, maxX: 216 + stroke / 2, maxY: 224 + stroke / 2))
        case let .badged(inner, _):
            return inner.bounds(stroke: stroke).union(Box(minX: 128, minY: 128, maxX: 248, maxY: 248))
        }
    }
}

extension SymbolDrawing.Enclosure {
    /// The shape's path in the grid (its stroke outside this box is the stroke's half).
    var outerBox: SymbolDrawing.Box {
        switch self {
        case .circle, .square: SymbolDrawing.Box(minX: 24, minY: 24, maxX: 232, maxY: 232)
        case .rectangle: SymbolDrawing.Box(minX: 16, minY: 52, maxX: 240, maxY: 204)
        }
    }

    /// Where the enclosed drawing goes: about half the shape, as SF Symbols draw `plus.circle`.
    var innerBox: SymbolDrawing.Box {
        switch self {
        case .circle, .square: SymbolDrawing.Box(minX: 68, minY: 68, maxX: 188, maxY: 188)
        case .rectangle: SymbolDrawing.Box(minX: 76, minY: 76, maxX: 180, maxY: 180)
        }
    }

    func shape(filled: Bool, secondary: Bool = false) -> Node {
        let classes = (filled ? ["lp-sf-solid"] : []) + (secondary ? ["lp-sf-secondary"] : [])
        let style: [Attribute] = classes.isEmpty ? [] : [.class(classes.joined(separator: " "))]
        switch self {
        case .circle:
            return .el("circle", [Attribute("cx", "128"), Attribute("cy", "128"), Attribute("r", "104")] + style)
        case .square:
            return .el("rect", [Attribute("x", "24"), Attribute("y", "24"), Attribute("width", "208"), Attribute("height", "208"), Attribute("rx", "44")] + style)
        case .rectangle:
            return .el("rect", [Attribute("x", "16"), Attribute("y", "52"), Attribute("width", "224"), Attribute("height", "152"), Attribute("rx", "32")] + style)
        }
    }
}
