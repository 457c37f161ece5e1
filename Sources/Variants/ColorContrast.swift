import Screens

/// Whether Increase Contrast is on (Settings › Accessibility › Display & Text Size): UIKit's
/// system colours take their increased-contrast values, and an asset catalog's colour sets their
/// high-contrast appearances (`UITraitCollection.accessibilityContrast`).
public enum ColorContrast: String, CaseIterable, Sendable {
    case normal, high
}

extension ColorContrast: VariantSetting {
    /// `contrast=high`: `high-contrast` in file names when a run has both.
    public static let parameter = VariantParameter(
        "contrast", label: BuiltInStrings.contrast, \Variant.contrast,
        titles: { $0 == .normal ? BuiltInStrings.settingOff : BuiltInStrings.settingOn }, spreadable: true, naming: .whenSeveral,
        namePart: { $0 + "-contrast" }, captionNamesSetting: true,
        option: VariantOption("--contrasts", "C,…", help: "Increase Contrast: normal, high, or all",
                              meaning: "Increase Contrast off (normal), on (high), or all: with high, UIKit's system colours take their "
                                  + "increased-contrast values and asset catalog colour sets their high-contrast appearances."))
}
