/// The placeholders a list can show instead of rows (DZNEmptyDataSet's data source, and Apple's
/// `UIContentUnavailableConfiguration.empty()`, `.loading()`, `.search()`).
public enum EmptyStateKind: String, CaseIterable, Sendable {
    /// No data.
    case empty
    /// The network is unavailable (`HPErrorTypeUnavailableNetwork` in the HPEmptyDataSet article).
    case network
    /// Loading failed for another reason.
    case error
    /// Loading, with a spinner and no tap (an MBProgressHUD-style spinner).
    case loading
    /// A search found nothing.
    case search
}

/// What a screen shows at one moment: its rows, or one of the placeholders, or nothing.
public enum DisplayState: String, CaseIterable, Sendable {
    /// Rows.
    case data
    /// The empty placeholder.
    case empty
    /// The network-error placeholder.
    case network
    /// The error placeholder.
    case error
    /// The loading placeholder.
    case loading
    /// The no-results placeholder.
    case search
    /// An empty list without a placeholder (`autoEmptyState: false`).
    case blank

    /// The placeholder drawn in this state, if any.
    public var overlay: EmptyStateKind? {
        EmptyStateKind(rawValue: rawValue)
    }

    /// The states a `?state=` preview may ask for.
    public static let previewable: [DisplayState] = [.data, .empty, .network, .error, .loading, .search]
}

/// Which part of the placeholder reloads when tapped.
public enum TapTarget: String, CaseIterable, Sendable {
    /// The whole placeholder is one button, as DZNEmptyDataSet's tappable view is.
    case view
    /// Only its button.
    case button
    /// Nothing.
    case none
}

/// How the placeholder's texts are aligned.
public enum TextAlignment: String, CaseIterable, Sendable {
    /// Centred, the default.
    case center
    /// Leading, following the language's direction.
    case natural
}

/// How rows are laid out.
public enum ListStyle: String, CaseIterable, Sendable {
    /// `UITableView.Style.plain`.
    case plain
    /// `UITableView.Style.grouped`: sections edge to edge on the grouped background, with headers
    /// and footers (the look of Settings before iOS 13). ListPreview 0.5 drew `grouped` inset.
    case grouped
    /// `UITableView.Style.insetGrouped`: sections as rounded groups inset by the layout margins.
    case insetGrouped

    /// Whether sections sit on the grouped background (`grouped`, `insetGrouped`).
    public var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// A `UICollectionView` grid.
    case grid
}
