/// What an SF Symbol name draws: a stand-in glyph of the table, or one composed from others the way
/// SF Symbols' names compose (`doc.badge.plus`, `icloud.slash`, `star.circle.fill`), or, for a name
/// nothing stands in for, a neutral dashed square.
indirect enum SymbolDrawing: Sendable {
    /// A glyph of the table, in its line or filled form.
    case glyph(StandInGlyph, StandInForm)
    /// A drawing inside a circle, a rounded square or a rounded rectangle: outlined, or a filled
    /// shape with the drawing cut out of it.
    case enclosed(SymbolDrawing, Enclosure, filled: Bool)
    /// A drawing crossed by a diagonal slash, cut apart around it.
    case slashed(SymbolDrawing)
    /// A drawing with a smaller one in its bottom-trailing corner, cut apart around it.
    case badged(SymbolDrawing, badge: SymbolDrawing)
    /// What no stand-in draws: a dashed square, as Xcode's previews show a missing image.
    case unknown

    /// The shapes `enclosed` draws around a drawing.
    enum Enclosure: Sendable {
        case circle, square, rectangle
    }

    /// The drawing an SF `.fill` name asks for: filled glyphs and enclosures, the rest as they are.
    var filled: SymbolDrawing {
        switch self {
        case let .glyph(glyph, _): .glyph(glyph, .fill)
        case let .enclosed(inner, enclosure, _): .enclosed(inner, enclosure, filled: true)
        case let .slashed(inner): .slashed(inner.filled)
        case let .badged(inner, badge): .badged(inner.filled, badge: badge.filled)
        case .unknown: .unknown
        }
    }

    /// Whether it is made of other drawings (and so draws masks of its own).
    var isComposed: Bool {
        switch self {
        case .glyph, .unknown: false
        case .enclosed, .slashed, .badged: true
        }
    }
}

extension SymbolDrawing {
    /// What `name` draws, read as SF Symbols' names are built, from the right: a name of the table;
    /// `X.fill`; `X.badge.Y` (`Y` a badge); `X.trianglebadge.exclamationmark`; `X.circle`,
    /// `X.square`, `X.rectangle`; `X.slash`. `nil` when neither the table nor these rules know it.
    static func resolve(_ name: Substring) -> SymbolDrawing? {
        if let entry = StandInTable.entries[String(name)], let glyph = StandInTable.glyphs[entry.glyph] {
            return .glyph(glyph, entry.form)
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1, let last = parts.last else { return nil }
        let base = name.dropLast(last.count + 1)
        if last == "fill" { return resolve(base)?.filled }
        // `X.trianglebadge.exclamationmark`: the warning triangle as the badge.
        if last == "exclamationmark", parts.count > 2, parts[parts.count - 2] == "trianglebadge",
           let inner = resolve(base.dropLast("trianglebadge".count + 1)), let badge = resolve("exclamationmark.triangle.fill") {
            return .badged(inner, badge: badge)
        }
        if let index = parts.lastIndex(of: "badge"), index > 0, index < parts.count - 1,
           let inner = resolve(Substring(parts[..<index].joined(separator: "."))),
           let badge = resolve(Substring(parts[(index + 1)...].joined(separator: "."))) {
            return .badged(inner, badge: badge)
        }
        guard let inner = resolve(base) else { return nil }
        switch last {
        case "circle": return .enclosed(inner, .circle, filled: false)
        case "square": return .enclosed(inner, .square, filled: false)
        case "rectangle": return .enclosed(inner, .rectangle, filled: false)
        case "slash": return .slashed(inner)
        default: return nil
        }
    }
}

/// The generated table as dictionaries, built once: its `switch`es are read through, name by name.
enum StandInTable {
    static let entries: [String: StandInEntry] = Dictionary(
        uniqueKeysWithValues: StandIns.systemNames.compactMap { name in StandIns.entry(forSystemName: name).map { (name, $0) } })
    static let glyphs: [String: StandInGlyph] = Dictionary(
        uniqueKeysWithValues: Set(entries.values.map(\.glyph)).compactMap { name in StandIns.glyph(named: name).map { (name, $0) } })
}
