import Screens

/// Whether the screen's search controller is presented (`UISearchController.isActive`): the
/// title and bar buttons have slid away, the field sits under the status bar with Cancel, and the
/// keyboard is up. Screens without a search bar ignore it.
public enum SearchMode: String, CaseIterable, Sendable {
    case inactive, active
}

extension SearchMode: VariantSetting {
    /// `search=active`: the search controller presented, the keyboard up.
    public static let parameter = VariantParameter(
        "search", label: BuiltInStrings.searchMode, \Variant.search,
        titles: { $0 == .inactive ? BuiltInStrings.searchInactive : BuiltInStrings.searchActive }, naming: .whenSeveral)
}
