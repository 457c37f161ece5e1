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

extension SectionIndex {
    /// How the index folds when the list is too short for every title, as UIKit's does: it keeps
    /// the first and the last title and every `step`-th between, with a “•” between two kept titles
    /// standing for the ones left out (Contacts in landscape: `A • G • M • S • Y • #`). Steps grow
    /// 1, 3, 6, 12… (each keeps a subset of the one before, so a smaller list only ever drops more);
    /// a step of 2 would save nothing, as each dropped title would cost a dot.
    public struct Folding: Sendable, Equatable {
        /// For each title, the fewest entries (titles and dots) the index may show with it kept:
        /// it shows while there is room for that many, else it is dropped.
        public var titleNeeds: [Int]
        /// For the gap after each title but the last: the fewest entries the index may show with a
        /// dot there, or `nil` when it never has one; a dot shows only while some title is dropped.
        public var dotNeeds: [Int?]
        /// The entries with every title shown (and no dot).
        public var whole: Int
    }

    /// The steps tried, smallest first, until only the first and the last title are left.
    static func steps(count: Int) -> [Int] {
        var steps = [1]
        var step = 3
        while step < count - 1 {
            steps.append(step)
            step *= 2
        }
        return steps
    }

    /// Titles then dots shown at `step`: the first, every `step`-th, and the last, one dot between
    /// each two kept titles that are not neighbours.
    static func entries(count: Int, step: Int) -> Int {
        guard step > 1, count > 2 else { return count }
        let kept = Array(Set(Array(stride(from: 0, to: count, by: step)) + [count - 1])).sorted()
        return kept.count + zip(kept, kept.dropFirst()).filter { $1 > $0 + 1 }.count
    }

    /// The folding of these titles.
    public var folding: Folding {
        let count = titles.count
        let steps = Self.steps(count: count)
        let entries = steps.map { Self.entries(count: count, step: $0) }
        /// The largest step that keeps title `index`.
        func largestStep(keeping index: Int) -> Int {
            if index == 0 || index == count - 1 { return steps.count - 1 }
            return steps.indices.last { index % steps[$0] == 0 } ?? 0
        }
        let titleNeeds = titles.indices.map { entries[largestStep(keeping: $0)] }
        let dotNeeds: [Int?] = titles.indices.dropLast().map { index in
            let largest = largestStep(keeping: index)
            // A dot after a kept title, at any step above 1 up to the largest that keeps it, unless
            // the next kept title is its neighbour (the last one, one after it).
            guard largest > 0, index + 1 < count - 1 else { return nil }
            return entries[largest]
        }
        return Folding(titleNeeds: titleNeeds, dotNeeds: dotNeeds, whole: count)
    }
}
