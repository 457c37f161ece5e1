import Screens

/// Whether animations run; `off` makes screenshots deterministic.
public enum Motion: String, CaseIterable, Sendable {
    case on, off
}

extension Motion: VariantSetting {
    /// `motion=off`; shots are always taken without.
    public static let parameter = VariantParameter("motion", label: BuiltInStrings.motion, \Variant.motion,
                                            titles: { $0 == .on ? BuiltInStrings.motionOn : BuiltInStrings.motionOff })
}
