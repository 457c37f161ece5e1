extension SystemDesign {
    /// How a file name, a site's folder, an audit's finding and a JUnit case name the design:
    /// `ios26`, `ios18` (a bare `26` would read as a count).
    public var label: String { "ios" + rawValue }
}
