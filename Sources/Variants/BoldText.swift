import Screens

/// Whether Bold Text is on (Settings › Accessibility › Display & Text Size): every system text is
/// drawn heavier, bar buttons and symbols included (``LegibilityWeight``).
public enum BoldText: String, CaseIterable, Sendable, VariantSetting {
    case off, on

    /// `boldText=on`: a shot with it says `bold-text`, one without says nothing, so a baseline folder
    /// holds both; the gallery spreads it, `--bold-text` asks for it.
    public static let parameter = VariantParameter(
        "boldText", label: BuiltInStrings.boldText, \Variant.boldText,
        titles: { $0 == .off ? BuiltInStrings.settingOff : BuiltInStrings.settingOn }, spreadable: true, naming: .whenNotDefault,
        namePart: { _ in "bold-text" }, captionNamesSetting: true,
        option: VariantOption("--bold-text", "B,…", help: "Bold Text: off, on, or all",
                              meaning: "Bold Text off, on, or all: with on, every system text is drawn heavier (regular as semibold, "
                                  + "semibold as heavy…), bar buttons and symbols included."))
}
