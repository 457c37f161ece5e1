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

/// The generated table, read once: its lines of tab-separated fields as dictionaries, the glyphs'
/// markup kept as ranges of the table's own bytes.
enum StandInTable {
    static let entries: [String: StandInEntry] = {
        var entries: [String: StandInEntry] = [:]
        lines(StandIns.nameTable) { bytes, fields in
            guard fields.count >= 3 else { return }
            let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
            entries[text(fields[0])] = StandInEntry(glyph: text(fields[1]), form: text(fields[2]) == "fill" ? .fill : .line,
                                                    label: fields.count > 3 ? text(fields[3]) : nil)
        }
        return entries
    }()

    static let glyphs: [String: StandInGlyph] = {
        var glyphs: [String: StandInGlyph] = [:]
        lines(StandIns.glyphTable) { bytes, fields in
            guard fields.count == 5 else { return }
            let box = String(decoding: bytes[fields[4]], as: UTF8.self).split(separator: " ").compactMap { Double($0) }
            guard box.count == 4 else { return }
            glyphs[String(decoding: bytes[fields[0]], as: UTF8.self)] = StandInGlyph(
                line: fields[1], fill: fields[2], duotone: fields[3],
                bounds: StandInGlyph.Bounds(minX: box[0], minY: box[1], maxX: box[2], maxY: box[3]))
        }
        return glyphs
    }()

    /// Every SF name of the table, sorted.
    static let names: [String] = entries.keys.sorted()

    /// Calls `line` with each line's fields, as ranges of `table`'s bytes.
    private static func lines(_ table: StaticString, _ line: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> Void) {
        table.withUTF8Buffer { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var fields: [Range<Int>] = []
                var fieldStart = start
                for index in start...end where index == end || bytes[index] == UInt8(ascii: "\t") {
                    fields.append(fieldStart..<index)
                    fieldStart = index + 1
                }
                if end > start { line(bytes, fields) }
                start = end + 1
            }
        }
    }
}
