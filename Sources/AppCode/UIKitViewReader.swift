/// UIKit views an app fills in place as an empty state — a label's `text`, a button's
/// `setTitle(_:for:)`, an image view's `image` (or an image view shown with `isHidden = false` or
/// `addArrangedSubview`) — where the code says the view is an empty state's: in a function or
/// property named for one (`showEmptyView`, `let emptyStatusLabel = { … }()`), on a view so named
/// (`emptyStateView.infoLabel.text = …`), or given a text so named
/// (`L10n.Scene.Search.EmptyState.noResults`, `LString.titleFolderIsEmpty`). What one `case` of a
/// `switch`, or else one function or property, sets is one placeholder: its first text the title,
/// the next the detail.
enum UIKitViewReader {
    /// One placeholder being gathered.
    private struct Group {
        var line: Int
        var owner: String?
        var texts: [(line: Int, text: FoundText)] = []
        var buttons: [FoundText] = []
        var picture: FoundPicture?
        var hidden = false
    }

    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var groups: [Int: Group] = [:]
        var order: [Int] = []
        var memo = NameMemo()
        func add(_ index: Int, _ change: (inout Group) -> Void) {
            let key = scopes.group(at: index)
            if groups[key] == nil {
                groups[key] = Group(line: tokens[index].line, owner: scopes.owner(at: index))
                order.append(key)
            }
            change(&groups[key]!)
        }
        for index in tokens.indices where index > 0 && tokens[index - 1].is(".") && tokens[index].isIdentifier && !scopes.isPreview(index) {
            let name = tokens[index].text
            guard ["text", "image", "isHidden", "setTitle", "addArrangedSubview", "addSubview"].contains(name), index + 1 < tokens.count else { continue }
            let receiver = Self.receiver(tokens, before: index - 1)
            let context = receiver.contains { memo.soundsLikePlaceholder($0) }
                || scopes.declarationNames(at: index).contains { memo.soundsLikePlaceholder($0) }
            switch name {
            case "text", "image", "isHidden":
                guard tokens[index + 1].is("="), let value = scanner.expressionToLineEnd(from: index + 2) else { continue }
                if name == "text" {
                    guard context || memo.textSoundsLikePlaceholder(value) else { continue }
                    let text = reading.text(value)
                    add(index) { $0.texts.append((tokens[index].line, text)) }
                } else if name == "image", context {
                    let picture = reading.picture(value, symbol: false)
                    add(index) { $0.picture = $0.picture ?? picture }
                } else if name == "isHidden", context, let view = receiver.last, let picture = reading.picture(shownBy: view) {
                    let hidden = value == .member(["true"])
                    add(index) { group in
                        if hidden { group.hidden = true } else { group.picture = picture }
                    }
                }
            case "setTitle":
                guard context, tokens[index + 1].is("("), let (call, _) = scanner.call(at: index), let value = call.argument(nil) else { continue }
                let title = reading.text(value)
                add(index) { $0.buttons.append(title) }
            default:
                guard context, tokens[index + 1].is("("), let (call, _) = scanner.call(at: index),
                      case let .member(path)? = call.argument(nil), path.count <= 2, let view = path.last,
                      let picture = reading.picture(shownBy: view) else { continue }
                add(index) { $0.picture = $0.picture ?? picture }
            }
        }
        return order.compactMap { key -> FoundPlaceholder? in
            guard let group = groups[key], !group.texts.isEmpty || !group.buttons.isEmpty else { return nil }
            var placeholder = FoundPlaceholder(file: file, line: group.texts.first?.line ?? group.line, kind: "UIKit views", owner: group.owner, api: nil)
            placeholder.title = group.texts.first?.text
            placeholder.detail = group.texts.dropFirst().first?.text
            placeholder.picture = group.hidden ? nil : group.picture
            placeholder.buttons = group.buttons
            return placeholder.settled()
        }
    }

    /// The names before `.property`: `self.emptyStateView.infoLabel` → `["self", "emptyStateView", "infoLabel"]`.
    static func receiver(_ tokens: [Token], before dot: Int) -> [String] {
        var names: [String] = []
        var index = dot - 1
        while index >= 0 {
            if tokens[index].is("?") || tokens[index].is("!") { index -= 1; continue }
            guard tokens[index].isIdentifier else { break }
            names.insert(tokens[index].text, at: 0)
            guard index >= 1, tokens[index - 1].is(".") else { break }
            index -= 2
        }
        return names
    }
}
