/// The index down a list's trailing edge (`sectionIndexTitles`), as Contacts shows it.
public struct SectionIndex: Sendable, Equatable {
    /// The titles, top to bottom.
    public var titles: [String]

    /// An index from its titles.
    public init(titles: [String]) {
        self.titles = titles
    }

    /// Contacts' index: A to Z, then #.
    public static let alphabet = SectionIndex(titles: (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"])
    /// The most titles an index takes.
    public static let mostTitles = 40
    /// The longest title, in characters.
    public static let longestTitle = 3
}
