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
            let named = WrapperReader.soundsLikePlaceholder(call.name)
            let argument = call.arguments.first { argument in
                guard argument.label == nil || ["text", "title", "message"].contains(argument.label ?? "") else { return false }
                return named || UIKitViewReader.soundsLikePlaceholder(argument.value)
            }
            guard let argument, case .member = argument.value else { continue }
            let text = reading.text(argument.value)
            guard text.computed == nil else { continue }
            var placeholder = FoundPlaceholder(file: file, line: call.line, kind: "row \(call.name)", owner: scopes.owner(at: at), api: nil)
            placeholder.title = text
            found.append(placeholder.settled())
        }
        return found
    }
}
