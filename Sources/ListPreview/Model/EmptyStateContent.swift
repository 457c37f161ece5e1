/// What the placeholder over an empty list shows, like DZNEmptyDataSet's data source.
public struct EmptyStateContent: Sendable, Equatable {
    /// A file in `Public/`, drawn 100×100 CSS px.
    public var image: String
    /// The label under the image.
    public var title: LocalizedText

    /// A placeholder from its parts.
    public init(image: String, title: LocalizedText) {
        self.image = image
        self.title = title
    }
}
