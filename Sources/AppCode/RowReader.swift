/// A row of the list that stands for its empty state: an item made with a text — by a case or
/// function named for it (`Item.emptyStatePlaceholder(LString.titleThisGroupIsEmpty)`), or given a
/// text named for it (`.bottomHeader(text: L10n.Scene.Search.EmptyState.noResults)`). The text
/// must be one the code gives (a variable's is data); SwiftUI's views are the other readers'.
enum RowReader {
    static let views: Set<String> = ["Text", "Label", "Button", "Section", "Image", "ContentUnavailableView", "NSLocalizedString", "String", "setTitle"]

    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading,
                             wrappers: [String: WrapperReader.Wrapper]) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        for (call, at) in scanner.calls(named: { !views.contains($0) }, trailing: false) where !scopes.isPreview(at) {
            guard wrappers[call.name] == nil, !(at > 0 && (tokens[at - 1].is("case") || (at > 1 && tokens[at - 2].is("case")))) else { continue }
            // A text's accessor (`L10n.emptyStateDescription(L10n.actionPin)`) is a text, not a row.
            if reading.text(.call(call)).computed == nil { continue }
            let named = WrapperReader.soundsLikePlaceholder(call.name)
            let argument = call.arguments.first { argument in
                guard argument.label == nil || ["text", "title", "message"].contains(argument.label ?? "") else { return false }
                return named || UIKitViewReader.soundsLikePlaceholder(argument.value)
            }
            // A text the app declares once (`LString.titleFolderIsEmpty`), not a variable or a view.
            guard let argument, case let .member(path) = argument.value, path.count >= 2, path[0].first?.isUppercase == true else { continue }
            let text = reading.text(argument.value)
            guard text.computed == nil else { continue }
            var placeholder = FoundPlaceholder(file: file, line: call.line, kind: "row \(call.name)", owner: scopes.owner(at: at), api: nil)
            placeholder.title = text
            found.append(placeholder.settled())
        }
        return found
    }
}
