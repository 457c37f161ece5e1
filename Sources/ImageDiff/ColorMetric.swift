/// How the colour distance between two pixels is measured, both as pixelmatch measures it.
public enum ColorMetric: String, Sendable, CaseIterable {
    /// pixelmatch 7's: the YIQ distance (Kotsarenko and Ramos, 2010), what PyPI's pixelmatch-fast counts.
    case yiq
    /// pixelmatch's main branch since July 2026: the HyAB distance in OKLab with toe-corrected
    /// lightness, which tells dark colours apart that YIQ scores as equal (its issue #127).
    case oklab
}
