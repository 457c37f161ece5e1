import Screens

/// How the device is held.
public enum Orientation: String, CaseIterable, Sendable {
    case portrait, landscape
}

extension Orientation: VariantSetting {
    /// `orientation=landscape`; the gallery spreads it, `--orientations` lists it.
    public static let parameter = VariantParameter(
        "orientation", label: BuiltInStrings.orientation, \Variant.orientation,
        titles: { $0 == .portrait ? BuiltInStrings.portrait : BuiltInStrings.landscape }, spreadable: true, naming: .whenSeveral,
        option: VariantOption("--orientations", "O,…", runs: [.snapshot, .site], help: "portrait, landscape, or all; landscape swaps the device's sides"))
}
