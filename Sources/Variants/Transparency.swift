import Screens

/// Whether Reduce Transparency is on (Settings › Accessibility › Display & Text Size): glass and
/// bar materials are drawn solid.
public enum Transparency: String, CaseIterable, Sendable {
    case normal, reduced
}

extension Transparency: VariantSetting {
    /// `transparency=reduced`: `reduced-transparency` in file names when a run has both.
    public static let parameter = VariantParameter(
        "transparency", label: BuiltInStrings.transparency, \Variant.transparency,
        titles: { $0 == .normal ? BuiltInStrings.settingOff : BuiltInStrings.settingOn }, spreadable: true, naming: .whenSeveral,
        namePart: { $0 + "-transparency" }, captionNamesSetting: true,
        option: VariantOption("--transparency", "T,…", help: "Reduce Transparency: normal, reduced, or all",
                              meaning: "Reduce Transparency off (normal), on (reduced), or all: with reduced, glass and bar materials are drawn solid."))
}
