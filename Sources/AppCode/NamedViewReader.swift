/// A view declared by its name — `var emptyState: some View { … }`, `func noResultsView() -> some
/// View { … }` — and a type whose name says it is an empty state and whose `body` shows texts of its
/// own (Element X's `KnockRequestsListEmptyStateView`): each a placeholder of what it shows
/// (``ViewContent``), or of the general views it calls (`TitleAndIcon(…)`, with the block's other
/// buttons). A block that calls `ContentUnavailableView` or the app's own empty-state type is left
/// to their readers; a type whose texts come from its callers is a wrapper, its calls the placeholders.
enum NamedViewReader {
    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading,
                             wrappers: [String: WrapperReader.Wrapper]) -> [FoundPlaceholder] {
        var found: [FoundPlaceholder] = []
        var covered: [Range<Int>] = []
        let all = scopes.scopes
        for (id, scope) in all.enumerated() where !scope.isPreview {
            guard let keyword = scope.keyword, let name = scope.name, WrapperReader.soundsLikePlaceholder(name),
                  !covered.contains(where: { $0.contains(scope.open) }) else { continue }
            var body = (scope.open + 1)..<scope.close
            var owner = scopes.owner(at: scope.open)
            var kind = "view \(name)"
            if ["struct", "class"].contains(keyword) {
                // The type's own `body`, when its texts are its own.
                guard wrappers[name] == nil,
                      let view = all.firstIndex(where: { $0.parent == id && $0.keyword == "var" && $0.name == "body" }) else { continue }
                body = (all[view].open + 1)..<all[view].close
                owner = name
                kind = name
            } else if !["var", "func"].contains(keyword) {
                continue
            }
            let reading = reading.near(owner)
            let block = Array(tokens[body.clamped(to: 0..<tokens.count)])
            if block.contains(where: { $0.is("ContentUnavailableView") || $0.is("UIContentUnavailableConfiguration") || wrappers[$0.text]?.contextual == false }) {
                continue
            }
            let general = WrapperReader.contextualCalls(block, file: file, owner: owner, wrappers: wrappers, reading: reading)
            if !general.placeholders.isEmpty {
                found += general.placeholders
                covered.append(scope.open..<scope.close)
                continue
            }
            let content = ViewContent(block, reading: reading)
            guard !content.titles.isEmpty else { continue }
            let base = FoundPlaceholder(file: file, line: scope.line, kind: kind, owner: owner, api: nil)
            found += content.placeholders(base, reading: reading)
            covered.append(scope.open..<scope.close)
        }
        return found
    }
}
