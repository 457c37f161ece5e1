import Screens

/// Light or dark appearance; absent, the browser's `prefers-color-scheme` decides.
public enum Theme: String, CaseIterable, Sendable {
    case light, dark
}

extension Theme: VariantSetting {
    /// The `theme` value that follows the browser's `prefers-color-scheme`.
    public static let system = "system"

    /// `theme=dark`, or `system` (no theme: the browser's); always named in shots, which are light or dark.
    public static let parameter = VariantParameter(
        name: "theme", label: BuiltInStrings.theme, standard: system, runStandard: Theme.light.rawValue,
        offered: { _ in [.init(system, BuiltInStrings.themeSystem), .init("light", BuiltInStrings.themeLight), .init("dark", BuiltInStrings.themeDark)] },
        read: { $0.theme?.rawValue ?? system },
        write: { variant, value in
            if value == system {
                variant.theme = nil
                return true
            }
            guard let theme = Theme(rawValue: value) else { return false }
            variant.theme = theme
            return true
        },
        validValues: allCases.map(\.rawValue) + [system], naming: .always,
        option: VariantOption("--themes", "T,…", values: allCases.map(\.rawValue), allowsAll: false, help: "Appearances: light, dark"))
}
