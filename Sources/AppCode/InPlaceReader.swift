/// An empty view built in place, where the list would be: `if items.isEmpty { Text("No Items") }`
/// (a row, an `.overlay`, a `Section`'s content), or a stack of an `Image` and `Text`s there — the
/// texts and picture of the block's first view; a view the block calls that another reader already
/// finds (`ContentUnavailableView`, the app's own type) is left to it.
enum InPlaceReader {
    static func placeholders(_ tokens: [Token], file: String, reading: Reading, skipping wrappers: Set<String>) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        for index in tokens.indices where tokens[index].is("if") {
            // The condition: up to the block, naming `isEmpty` (not negated) and not `else`-chained into an `if let`.
            var open = index + 1
            var mentions = false, negated = false
            while open < tokens.count, !tokens[open].is("{"), open < index + 24 {
                if tokens[open].is("isEmpty") {
                    mentions = true
                    if open >= 2, tokens[open - 2].is("!") || (open >= 3 && tokens[index + 1].is("!")) { negated = true }
                }
                if tokens[open].is("(") { open = scanner.matching(from: open) }
                open += 1
            }
            guard mentions, !negated, open < tokens.count, tokens[open].is("{") else { continue }
            let close = scanner.matching(from: open)
            let block = CallScanner(Array(tokens[(open + 1)..<min(close, tokens.count)]))
            guard let first = block.tokens.first, first.isIdentifier else { continue }
            if first.is("ContentUnavailableView") || wrappers.contains(first.text) { continue }
            let texts = block.calls(named: { $0 == "Text" }, trailing: false)
            let images = block.calls(named: { $0 == "Image" }, trailing: false)
            guard ["Text", "VStack", "HStack", "Label", "Group"].contains(first.text), let title = texts.first else { continue }
            var placeholder = FoundPlaceholder(file: file, line: first.line, kind: "inline:\(first.text)", owner: Owner.name(tokens, index), api: nil)
            if texts.count > 1 { placeholder.detail = reading.text(.call(texts[1].call), swiftUI: true) }
            if let image = images.first { placeholder.picture = reading.picture(.call(image.call), symbol: false) }
            if first.is("Label"), let label = block.calls(named: { $0 == "Label" }, trailing: false).first {
                if let symbol = label.call.argument("systemImage") { placeholder.picture = reading.picture(symbol, symbol: true) }
                found += Alternatives.expand(placeholder, titles: label.call.argument(nil).map { reading.alternatives($0) } ?? [], reading: reading, swiftUI: true)
                continue
            }
            // `if x.isEmpty { Text(subtitle) }` in a row shows a value, not an empty state: a bare local name is data.
            if case let .member(path)? = title.call.argument(nil), path.count == 1 { continue }
            found += Alternatives.expand(placeholder, titles: [.call(title.call)], reading: reading, swiftUI: true)
        }
        return found
    }
}
