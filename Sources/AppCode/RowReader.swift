/// A row of the list that stands for its empty state: an item made with a text — by a case or
/// function named for it (`Item.emptyStatePlaceholder(LString.titleThisGroupIsEmpty)`), or given a
/// text named for it (`.bottomHeader(text: L10n.Scene.Search.EmptyState.noResults)`). The text
/// must be one the code gives (a variable's is data); SwiftUI's views are the other readers'.
enum RowReader {
    /// The most argument tokens looked through for a name.
    static let argumentLimit = 200

    static let views: Set<String> = ["Text", "Label", "Button", "Section", "Image", "ContentUnavailableView", "NSLocalizedString", "String", "setTitle"]

    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading,
                             wrappers: [String: WrapperReader.Wrapper]) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        var memo = NameMemo()
        for at in tokens.indices where at + 1 < tokens.count && tokens[at].isIdentifier && tokens[at + 1].is("(") {
            // Cheap first: the call's name, or a name in its arguments, says empty state.
            let named = memo.soundsLikePlaceholder(tokens[at].text)
            let close = min(scanner.matching(from: at + 1), at + 1 + argumentLimit)
            guard named || tokens[(at + 2)..<max(at + 2, close)].contains(where: { $0.isIdentifier && memo.soundsLikePlaceholder($0.text) }),
                  !views.contains(tokens[at].text), wrappers[tokens[at].text] == nil, !scopes.isPreview(at),
                  !(at > 0 && (tokens[at - 1].is("case") || (at > 1 && tokens[at - 2].is("case")) || ["func", "init"].contains(tokens[at - 1].text))),
                  // A view's modifier (`).accessibilityIdentifier(Ids.emptyView)`) is not a row.
                  !(at > 1 && tokens[at - 1].is(".") && (tokens[at - 2].is(")") || tokens[at - 2].is("}"))),
                  let (call, _) = scanner.call(at: at),
                  // An item's case: `.bottomHeader(text:)`, `Item.emptyStatePlaceholder(…)` — not a type's
                  // initializer (`Announcement(…)`) or a function's call (`errorView(message:)`).
                  call.callee.count >= 2, call.name.first?.isLowercase == true else { continue }
            let argument = call.arguments.first { argument in
                guard argument.label == nil || ["text", "title", "message"].contains(argument.label ?? "") else { return false }
                return named || memo.textSoundsLikePlaceholder(argument.value)
            }
            // A text the app declares once (`LString.titleFolderIsEmpty`), not a variable or a view.
            guard let argument, case let .member(path) = argument.value, path.count >= 2, path[0].first?.isUppercase == true,
                  // A text's accessor (`L10n.emptyStateDescription(L10n.actionPin)`) is a text, not a row.
                  reading.text(.call(call)).computed != nil else { continue }
            let text = reading.near(scopes.owner(at: at)).text(argument.value)
            guard text.computed == nil else { continue }
            var placeholder = FoundPlaceholder(file: file, line: call.line, kind: "row \(call.name)", owner: scopes.owner(at: at), api: nil)
            placeholder.title = text
            found.append(placeholder.settled())
        }
        return found
    }
}
