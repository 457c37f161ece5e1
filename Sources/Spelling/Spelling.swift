/// "Did you mean …?": the nearest of a list of names to a misspelt one, by edit distance, for every
/// message that answers a misspelling (a fixtures key, a choice, a UIKit colour name).
public enum Spelling {
    /// The name in `names` nearest to `text`, ignoring case, when it is at most `maximumEdits` edits
    /// away (the first of equally near ones); `nil` when none is that near.
    public static func nearest(to text: String, in names: some Sequence<String>, maximumEdits: Int) -> String? {
        let target = Array(text.lowercased())
        var best: (name: String, edits: Int)?
        for name in names {
            let edits = distance(Array(name.lowercased()), target)
            if edits <= maximumEdits, edits < best?.edits ?? Int.max { best = (name, edits) }
        }
        return best?.name
    }

    /// The name in `names` nearest to `text` when it is at most a third of `text`'s length away (at
    /// least two edits): how near a misspelt name must be to one of the user's own (a colour set,
    /// a font family, a UIKit colour) to be suggested.
    public static func nearestName(to text: String, in names: some Sequence<String>) -> String? {
        nearest(to: text, in: names, maximumEdits: max(2, text.count / 3))
    }

    /// The Levenshtein distance between two sequences (of characters, say): the fewest insertions,
    /// deletions and substitutions that turn one into the other.
    public static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
