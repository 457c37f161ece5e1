import Screens

/// The layout direction.
public enum Direction: String, CaseIterable, Sendable {
    case ltr, rtl
}

extension Direction: VariantSetting {
    /// `dir=rtl`; unless chosen, a page follows its language's script.
    public static let parameter = VariantParameter("dir", label: BuiltInStrings.direction, \Variant.direction,
                                            titles: { LocalizedText(verbatim: $0.rawValue.uppercased()) })
}
