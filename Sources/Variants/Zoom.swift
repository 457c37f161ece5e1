import Screens

/// How large the page draws the device: scaled down to `fit` the window (never up), or at its
/// `actual` size, one CSS px a point (`zoom=100`). Embedded pages are always actual size.
public enum Zoom: String, CaseIterable, Sendable {
    case fit
    case actual = "100"
}

extension Zoom: VariantSetting {
    /// `zoom=100`: the page's own size, no axis of a run.
    public static let parameter = VariantParameter("zoom", label: BuiltInStrings.zoom, \Variant.zoom,
                                            titles: { $0 == .fit ? BuiltInStrings.zoomFit : LocalizedText(verbatim: "100%") })
}
