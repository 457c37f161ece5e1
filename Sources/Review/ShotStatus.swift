/// What a shot is next to its baseline.
public enum ShotStatus: String, Sendable, CaseIterable, Comparable {
    /// It differs from its baseline (perhaps by less than it may, see ``ShotReview/fails``).
    case changed
    /// No baseline has its name.
    case new
    /// A baseline that no shot produced.
    case missing
    /// Its baseline looks the same: the same bytes, the same pixels, or differences under the threshold.
    case unchanged
    /// Not photographed again: its inputs are those its baseline was made from, so the baseline is it.
    case reused

    /// Changes first, as a report lists them.
    public static func < (lhs: ShotStatus, rhs: ShotStatus) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
