import Screens

/// Where the list is scrolled to, which decides the bars' appearance since iOS 15: at the `top`
/// edge the navigation bar (and a tab bar the content does not reach) is transparent, without a
/// hairline (`scrollEdgeAppearance`); `scrolled`, the large title has collapsed into the inline
/// one, the search bar has hidden, and both bars are in their standard, blurred appearance over
/// the content.
public enum Scroll: String, CaseIterable, Sendable {
    case top, scrolled
}

extension Scroll: VariantSetting {
    /// `scroll=scrolled`; the gallery spreads it, `--scrolls` lists it (snapshot only).
    public static let parameter = VariantParameter(
        "scroll", label: BuiltInStrings.scroll, \Variant.scroll,
        titles: { $0 == .top ? BuiltInStrings.scrollTop : BuiltInStrings.scrolled }, spreadable: true, naming: .whenSeveral)
}
