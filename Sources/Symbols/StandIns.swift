/// The open-licensed drawings that stand in for Apple's SF Symbols: Phosphor's icons (MIT), chosen for
/// each SF Symbol name by `scripts/symbols/sf-symbols.tsv` and written into `StandIns+Generated.swift`
/// by `scripts/generate-symbols.py`. Apple's glyphs are never shipped nor imitated: a stand-in draws
/// the same concept, in the same place, at the same size and weight.
enum StandIns {}

/// One stand-in drawing, as Phosphor draws it on its 256-unit grid: SVG elements with no style of
/// their own, which the symbol's `<svg>` strokes and fills — each a range of ``StandIns/glyphTable``'s bytes.
struct StandInGlyph: Sendable {
    /// The ink box of the line drawing at the regular stroke (16 units), stroke included.
    struct Bounds: Sendable, Equatable {
        let minX, minY, maxX, maxY: Double
        var width: Double { maxX - minX }
        var height: Double { maxY - minY }
    }

    /// The line drawing (Phosphor's stroke set, regular): stroked elements carry no attribute of
    /// style, filled ones `class="f"`, dots (a filled circle that grows with the stroke) are
    /// zero-length paths with `class="d"`, drawn with a round cap 8 units wider than the stroke.
    let line: Range<Int>
    /// The filled drawing (Phosphor's fill set): filled elements, no stroke.
    let fill: Range<Int>
    /// The duotone's secondary layer (Phosphor's 20% shape), for hierarchical rendering.
    let duotone: Range<Int>
    let bounds: Bounds
}

/// How an SF Symbol name draws its stand-in glyph.
enum StandInForm: Sendable, Equatable {
    /// The line drawing, stroked at the symbol's weight.
    case line
    /// The filled drawing (an SF `.fill` name).
    case fill
}

/// One SF Symbol name of the table: the glyph that stands in for it, in which form, and the label
/// VoiceOver speaks for it where iOS gives one.
struct StandInEntry: Sendable, Equatable {
    let glyph: String
    let form: StandInForm
    let label: String?

    init(glyph: String, form: StandInForm, label: String? = nil) {
        self.glyph = glyph
        self.form = form
        self.label = label
    }
}
