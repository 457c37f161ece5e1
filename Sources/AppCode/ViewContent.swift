/// What a block of SwiftUI views shows as an empty state: its first `Text` (or `Label`) is the
/// title, the next `Text` the detail, its first picture — an `Image`, a `Label`'s `systemImage:`, a
/// design system's icon (`BigIcon(icon: \.search)`) — the picture, and its `Button`s the buttons (a
/// button's own texts are its title, never the placeholder's).
struct ViewContent {
    /// The title's alternatives (a property returning one of several texts gives each).
    var titles: [Expression] = []
    /// The line of the title's `Text`.
    var titleLine: Int?
    var detail: FoundText?
    var picture: FoundPicture?
    var buttons: [FoundText] = []

    /// Whether it shows any text: a block of views with none is not an empty state's.
    var hasText: Bool { !titles.isEmpty || detail != nil }

    /// Reads `tokens`, leaving out the calls that start in `skipping` (another reader's).
    init(_ tokens: [Token], reading: Reading, skipping: [Range<Int>] = []) {
        let scanner = CallScanner(tokens)
        var taken = skipping
        for (call, at) in scanner.calls(named: { $0 == "Button" }) where !taken.contains(where: { $0.contains(at) }) {
            let end = scanner.call(at: at)?.1 ?? at + 1
            if let title = Buttons.title(of: call, reading: reading) { buttons.append(title) }
            taken.append(at..<max(end, at + 1))
        }
        for (call, at) in scanner.calls(named: { _ in true }, trailing: false) where !taken.contains(where: { $0.contains(at) }) {
            switch call.name {
            case "Text":
                guard let value = call.argument("verbatim") ?? call.argument(nil) else { continue }
                if titles.isEmpty {
                    titles = reading.alternatives(value)
                    titleLine = call.line
                } else if detail == nil {
                    detail = reading.text(.call(call), swiftUI: true)
                }
            case "Label":
                if titles.isEmpty, let value = call.argument(nil) {
                    titles = reading.alternatives(value)
                    titleLine = call.line
                }
                if picture == nil, let symbol = call.argument("systemImage") { picture = reading.picture(symbol, symbol: true) }
                if picture == nil, let icon = call.argument("icon") ?? call.argument("image") { picture = reading.picture(icon, symbol: false) }
            case "Image", "UIImage":
                if picture == nil { picture = reading.picture(.call(call), symbol: false) }
            default:
                if picture == nil, let icon = call.argument("icon") { picture = reading.picture(icon, symbol: false) }
                if picture == nil, let symbol = call.argument("systemImage") { picture = reading.picture(symbol, symbol: true) }
            }
        }
    }

    /// A placeholder of what it shows, one per alternative title.
    func placeholders(_ base: FoundPlaceholder, reading: Reading) -> [FoundPlaceholder] {
        var placeholder = base
        placeholder.detail = placeholder.detail ?? detail
        placeholder.picture = placeholder.picture ?? picture
        placeholder.buttons += buttons
        return Alternatives.expand(placeholder, titles: titles, reading: reading, swiftUI: true)
    }
}
