import Screens

/// What the page draws over the screen for assistive technology: nothing, or what VoiceOver
/// visits, numbered in its order, with what it says beside the device.
public enum AccessibilityView: String, CaseIterable, Sendable {
    case off, voiceover
}

extension AccessibilityView: VariantSetting {
    /// `a11y=voiceover`: a shot in the VoiceOver view says `voiceover`, one without says nothing.
    public static let parameter = VariantParameter("a11y", label: BuiltInStrings.accessibilityView, \Variant.accessibility,
                                            titles: { $0 == .off ? BuiltInStrings.settingOff : BuiltInStrings.voiceOver },
                                            naming: .whenNotDefault)
}
