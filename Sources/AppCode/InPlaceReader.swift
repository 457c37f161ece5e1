/// An empty view built in place, where the list would be: `if items.isEmpty { Text("No Items") }`
/// (a row, an `.overlay`, a `Section`'s content), or a stack of an `Image` and `Text`s there, or a
/// general view (`TitleAndIcon(…)`) called there — the texts, picture and buttons of the block
/// (``ViewContent``); a view the block calls that another reader already finds
/// (`ContentUnavailableView`, the app's own empty-state type) is left to it.
enum InPlaceReader {
    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading, wrappers: [String: WrapperReader.Wrapper]) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        for index in tokens.indices where tokens[index].is("if") {
            // The condition: up to the block, naming `isEmpty` (not negated) and not `else`-chained into an `if let`.
            var open = index + 1
            var mentions = false, negated = false
            while open < tokens.count, !tokens[open].is("{"), open < index + 24 {
                if tokens[open].is("isEmpty") {
                    mentions = true
                    // `!items.isEmpty`, `!model.items?.isEmpty`: the `!` before the chain.
                    var start = open
                    while start >= 2, tokens[start - 1].is(".") || tokens[start - 1].is("?") {
                        start -= tokens[start - 1].is("?") ? 1 : 2
                        if start > 0, tokens[start].is(".") { start -= 1 }
                    }
                    if start >= 1, tokens[start - 1].is("!") { negated = true }
                }
                if tokens[open].is("(") { open = scanner.matching(from: open) }
                open += 1
            }
            guard mentions, !negated, open < tokens.count, tokens[open].is("{") else { continue }
            let close = scanner.matching(from: open)
            let block = Array(tokens[(open + 1)..<min(close, tokens.count)])
            guard let first = block.first, first.isIdentifier else { continue }
            let owner = scopes.owner(at: index)
            let reading = reading.near(owner)
            let general = WrapperReader.contextualCalls(block, file: file, owner: owner, wrappers: wrappers, reading: reading)
            if !general.placeholders.isEmpty {
                found += general.placeholders
                continue
            }
            // A `ContentUnavailableView` or the app's own empty-state type in the block is another reader's.
            if block.contains(where: { $0.is("ContentUnavailableView") || wrappers[$0.text]?.contextual == false }) { continue }
            let content = ViewContent(block, reading: reading)
            // `Text(" ")` keeps a row's height: no empty state's.
            guard !content.titles.isEmpty, !content.titles.allSatisfy({ $0.literal?.allSatisfy(\.isWhitespace) == true }) else { continue }
            // `if x.isEmpty { Text(subtitle) }` in a row shows a value, not an empty state: a bare
            // local name (not a property the app declares) is data.
            if content.titles.count == 1, case let .member(path) = content.titles[0], path.count == 1, reading.definitions.value(path) == nil { continue }
            // A row is declared by its text; a stack by its first view.
            let line = content.picture == nil ? content.titleLine ?? first.line : first.line
            let base = FoundPlaceholder(file: file, line: line, kind: "inline:\(first.text)", owner: owner, api: nil)
            found += content.placeholders(base, reading: reading)
        }
        return found
    }
}
