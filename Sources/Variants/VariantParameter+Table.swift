import Screens

extension VariantParameter {
    /// Every setting, in the order links write them (and the pickers show them). Adding a setting
    /// is its file and one entry here (and in ``fileNameOrder`` when runs name it).
    public static let all: [VariantParameter] = [
        SystemDesign.parameter, Device.parameter, Theme.parameter, ColorContrast.parameter, Transparency.parameter,
        BoldText.parameter, Variant.languageParameter, Direction.parameter, Motion.parameter, Orientation.parameter, TextSize.parameter,
        Scroll.parameter, SearchMode.parameter, Zoom.parameter, AccessibilityView.parameter,
    ]

    /// The settings a shot's file name and a site's folder carry, in the order they say them
    /// (`inbox--empty--iphone-15--dark--de--AX5--ios26--high-contrast`), which baselines were
    /// first named in; a run iterates its shots in the same order.
    public static let fileNameOrder: [VariantParameter] = [
        Device.parameter, Theme.parameter, Variant.languageParameter, TextSize.parameter, Orientation.parameter,
        Scroll.parameter, SearchMode.parameter, SystemDesign.parameter, ColorContrast.parameter, Transparency.parameter,
        BoldText.parameter, AccessibilityView.parameter,
    ]
}
