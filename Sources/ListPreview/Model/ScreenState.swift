/// What a screen shows right now; shared by every client.
public struct ScreenState: Sendable, Equatable {
    /// The rows currently in the data source.
    public var sections: [ListSection]
    /// Increases by one on every change, so caches and tests can tell states apart.
    public var version: Int

    /// A state from its parts.
    public init(sections: [ListSection], version: Int = 0) {
        self.sections = sections
        self.version = version
    }

    /// The state a screen opens in.
    public init(initialFor screen: Screen) {
        self.init(sections: screen.startsEmpty ? screen.emptySections : screen.sections)
    }

    /// Whether the empty-state overlay shows: no row in any section.
    public var isEmpty: Bool { sections.isEmptyList }
}
