/// CarPlay's list templates' empty view: `template.emptyViewTitleVariants = [L10n.empty]` and
/// `emptyViewSubtitleVariants`, each assignment a placeholder (its first variant, the longest, is
/// what a car's screen shows first).
enum CarPlayReader {
    static let properties = ["emptyViewTitleVariants": "title", "emptyViewSubtitleVariants": "detail"]

    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        for index in tokens.indices where index > 0 && tokens[index].isIdentifier && tokens[index - 1].is(".") {
            guard let role = properties[tokens[index].text], index + 2 < tokens.count,
                  tokens[index + 1].is("="), tokens[index + 2].is("[") else { continue }
            let close = scanner.matching(from: index + 2)
            var end = index + 3
            while end < close, !tokens[end].is(",") {
                if !tokens[end].isString, ["(", "[", "{"].contains(tokens[end].text) { end = scanner.matching(from: end) }
                end += 1
            }
            let first = scanner.expression(index + 3, min(end, close))
            let line = tokens[index - 2 >= 0 ? index - 2 : index].line
            // A title and a subtitle set together are one placeholder.
            if let last = found.indices.last, found[last].file == file, abs(found[last].line - line) <= 2 {
                if role == "title" { found[last].title = reading.text(first) } else { found[last].detail = reading.text(first) }
                continue
            }
            var placeholder = FoundPlaceholder(file: file, line: line, kind: "CPListTemplate.\(tokens[index].text)", owner: scopes.owner(at: index), api: nil)
            if role == "title" { placeholder.title = reading.text(first) } else { placeholder.detail = reading.text(first) }
            found.append(placeholder)
        }
        return found.map { $0.settled() }
    }
}
