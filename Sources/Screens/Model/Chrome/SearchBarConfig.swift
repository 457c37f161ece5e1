/// A `UISearchBar` above the list.
public struct SearchBarConfig: Sendable, Equatable {
    /// The grey text in the empty field; `nil` for the built-in "Search".
    public var placeholder: LocalizedText?
    /// What the no-results preview shows typed in the field.
    public var noResultsQuery: LocalizedText

    /// A search bar from its parts.
    public init(placeholder: LocalizedText? = nil, noResultsQuery: LocalizedText = BuiltInStrings.sampleQuery) {
        self.placeholder = placeholder
        self.noResultsQuery = noResultsQuery
    }
}
