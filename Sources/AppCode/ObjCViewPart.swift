/// What a method of Objective-C sets on a view's subviews, as an empty view's code does: a label's
/// text (`view.titleLabel.text = …`, `self.label.attributedText = …`, `[label setText:…]`), an image
/// view's image (`imageView.image = …`, `[imageView setImage:…]`) and a button's title
/// (`[button setTitle:… forState:UIControlStateNormal]`, `[view configureButtonWithTitle:…]`), each
/// with the path of what it is set on; and the parts of a placeholder they make.
struct ObjCViewPart: Sendable {
    /// What is set.
    enum Property: Sendable {
        /// A label's `text` or `attributedText`; an image view's `image`; a button's title.
        case text, image, buttonTitle
    }

    /// What it is set on: `["view", "titleLabel"]`, `["self", "imageView"]`, `["imageView"]`.
    var receiver: [String]
    var property: Property
    /// The value's tokens.
    var value: Range<Int>
    /// The line it is set on.
    var line: Int
    /// The method it is set in, for the value's local variables.
    var code: ObjCReading.Code

    /// The parts a method's body sets, in the order of their lines.
    static func all(in code: ObjCReading.Code) -> [ObjCViewPart] {
        let tokens = code.tokens
        var parts: [ObjCViewPart] = []
        // `a.b.text = …;`
        for index in code.scope where index >= code.scope.lowerBound + 3 && tokens[index].is("=") && tokens[index - 2].is(".") {
            let property: Property
            switch tokens[index - 1].text {
            case "text", "attributedText": property = .text
            case "image": property = .image
            default: continue
            }
            let receiver = path(endingAt: index - 3, in: code)
            guard !receiver.isEmpty else { continue }
            let end = ObjCReading.statementEnd(from: index + 1, to: code.scope.upperBound, in: tokens)
            parts.append(ObjCViewPart(receiver: receiver, property: property, value: (index + 1)..<end, line: tokens[index].line, code: code))
        }
        // `[label setText:…]`, `[button setTitle:… forState:…]`, `[view configureButtonWithTitle:…]`.
        for message in ObjCMessage.all(in: code.scope, of: tokens) {
            guard let first = message.pieces.first, let argument = first.argument else { continue }
            let property: Property
            switch message.selector {
            case "setText:", "setAttributedText:": property = .text
            case "setImage:": property = .image
            case "setTitle:forState:", "setAttributedTitle:forState:":
                guard let state = message.argument("forState"), !state.contains(where: { ["Highlighted", "Selected", "Disabled", "Focused"].contains(where: tokens[$0].text.contains) }) else { continue }
                property = .buttonTitle
            default:
                let name = first.name.lowercased()
                guard name.contains("button"), name.contains("title") else { continue }
                property = .buttonTitle
            }
            var receiver = path(endingAt: message.receiver.upperBound - 1, in: code)
            if receiver.count * 2 - 1 != message.receiver.count { receiver = [code.tokens.tokens[message.receiver].map(\.text).joined()] }
            parts.append(ObjCViewPart(receiver: receiver, property: property, value: argument, line: message.line, code: code))
        }
        return parts.sorted { ($0.line, $0.value.lowerBound) < ($1.line, $1.value.lowerBound) }
    }

    /// `a.b.c` (or `a->b`) ending at `end`: its names, or none.
    private static func path(endingAt end: Int, in code: ObjCReading.Code) -> [String] {
        let tokens = code.tokens
        var names: [String] = []
        var index = end
        while index >= code.scope.lowerBound, index < tokens.count, tokens[index].isIdentifier {
            names.insert(tokens[index].text, at: 0)
            guard index - 2 >= code.scope.lowerBound, tokens[index - 1].is(".") || tokens[index - 1].is("->") else { break }
            index -= 2
        }
        return names
    }

    /// The placeholder `parts` make, or `nil` when they give nothing the code does not compute:
    /// an image view's first image is the picture; a label named for a title, a detail (`subtitle`,
    /// `message`, `description`…) or a button takes that part, and the others fill the title, then
    /// the detail, in order.
    static func placeholder(_ parts: [ObjCViewPart], file: String, line: Int, kind: String, owner: String, reading: ObjCReading) -> FoundPlaceholder? {
        var placeholder = FoundPlaceholder(file: file, line: line, kind: kind, owner: owner, api: nil)
        var unnamed: [FoundText] = []
        for part in parts {
            let path = part.receiver.joined(separator: ".").lowercased()
            let last = part.receiver.last?.lowercased() ?? ""
            switch part.property {
            case .image:
                if path.contains("button") || placeholder.picture != nil { continue }
                placeholder.picture = reading.picture(part.value, in: part.code)
            case .buttonTitle:
                if let text = reading.text(part.value, in: part.code) { placeholder.buttons.append(text) }
            case .text:
                guard let text = reading.text(part.value, in: part.code) else { continue }
                if path.contains("button") {
                    placeholder.buttons.append(text)
                } else if ["subtitle", "detail", "message", "description", "body", "secondary"].contains(where: last.contains) {
                    placeholder.detail = placeholder.detail ?? text
                } else if ["title", "headline", "heading"].contains(where: last.contains) {
                    placeholder.title = placeholder.title ?? text
                } else {
                    unnamed.append(text)
                }
            }
        }
        for text in unnamed {
            if placeholder.title == nil { placeholder.title = text } else if placeholder.detail == nil { placeholder.detail = text }
        }
        let fixed = [placeholder.title, placeholder.detail].contains { $0?.isFixed == true } || placeholder.picture?.isFixed == true
            || placeholder.buttons.contains(where: \.isFixed)
        return fixed ? placeholder.settled() : nil
    }
}
