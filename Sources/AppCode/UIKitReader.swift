/// UIKit's `UIContentUnavailableConfiguration.empty()`, `.search()` and `.loading()`, and what the
/// code then sets on the variable holding it — `text`, `secondaryText`, `image`,
/// `button.title`/`secondaryButton.title` (or `button = .filled()` … and its `title`) — up to the end
/// of the block it is in; a configuration a factory builds and returns is read the same way.
enum UIKitReader {
    static func placeholders(_ tokens: [Token], scopes: Scopes, file: String, reading: Reading) -> [FoundPlaceholder] {
        let scanner = CallScanner(tokens)
        var found: [FoundPlaceholder] = []
        let kinds = ["empty", "search", "loading"]
        for (call, at) in scanner.calls(named: { kinds.contains($0) }, trailing: false) {
            let typed = call.callee.count == 2 && call.callee[0] == "UIContentUnavailableConfiguration"
            let implicit = call.callee.count == 2 && call.callee[0] == "" && mentionsConfiguration(tokens, before: at)
            guard typed || implicit else { continue }
            let reading = reading.near(scopes.owner(at: at))
            var placeholder = FoundPlaceholder(file: file, line: call.line, kind: "UIContentUnavailableConfiguration.\(call.name)()",
                                               owner: scopes.owner(at: at), api: "uikit", state: call.name,
                                               // `.search()` shows a magnifying glass until the code sets another picture.
                                               picture: call.name == "search" ? .symbol("magnifyingglass") : nil)
            guard let variable = variable(tokens, before: at) else {
                placeholder.notes.append("the configuration's texts are set elsewhere")
                placeholder.systemTexts = call.name != "empty"
                found.append(placeholder)
                continue
            }
            var titles: [Expression] = []
            for (property, value) in assignments(tokens, to: variable, from: at, scanner: scanner) {
                switch property {
                case ["text"]: titles = reading.alternatives(value)
                case ["secondaryText"]: placeholder.detail = reading.text(value)
                case ["image"]: placeholder.picture = reading.picture(value, symbol: false)
                case ["button", "title"], ["secondaryButton", "title"]: placeholder.buttons.append(reading.text(value))
                case ["button"], ["secondaryButton"]:
                    // `var buttonConfig = UIButton.Configuration.plain(); buttonConfig.title = …; config.button = buttonConfig`.
                    if case let .member(path) = value, path.count == 1,
                       let title = assignments(tokens, to: path[0], from: at, scanner: scanner).first(where: { $0.0 == ["title"] }) {
                        placeholder.buttons.append(reading.text(title.1))
                    }
                default: break
                }
            }
            if call.name != "empty", titles.isEmpty {
                placeholder.systemTexts = true
                placeholder.notes.append("the system's own \(call.name == "search" ? "“No Results”" : "“Loading…”") text")
            }
            found += Alternatives.expand(placeholder, titles: titles, reading: reading, swiftUI: false)
        }
        return found
    }

    /// Whether `UIContentUnavailableConfiguration` is written on the same line before `index`
    /// (`var config: UIContentUnavailableConfiguration = .empty()`, `-> UIContentUnavailableConfiguration`).
    private static func mentionsConfiguration(_ tokens: [Token], before index: Int) -> Bool {
        let line = tokens[index].line
        var position = index - 1
        while position >= 0, tokens[position].line >= line - 1 {
            if tokens[position].is("UIContentUnavailableConfiguration") { return true }
            position -= 1
        }
        return false
    }

    /// The variable a value is given to: `var config = …`, `let c: T = …`, `config = …`.
    static func variable(_ tokens: [Token], before index: Int) -> String? {
        var position = index - 1
        while position >= 0, !tokens[position].is("=") {
            if tokens[position].is(";") || tokens[position].is("{") || tokens[position].is("}") || tokens[position].line < tokens[index].line - 1 { return nil }
            position -= 1
        }
        position -= 1
        // A type annotation: `name: Type =`.
        var name = position
        while name >= 1, !tokens[name].isIdentifier || tokens[name - 1].is(":") || tokens[name - 1].is(".") {
            if tokens[name].is(":") { name -= 1; break }
            name -= 1
        }
        if name >= 0, tokens[name].is(":") { name -= 1 }
        guard name >= 0, tokens[name].isIdentifier, !["return", "let", "var"].contains(tokens[name].text) else { return nil }
        return tokens[name].text
    }

    /// `variable.a.b = value` from `start` to the end of the enclosing block: each property path and value.
    static func assignments(_ tokens: [Token], to variable: String, from start: Int, scanner: CallScanner) -> [([String], Expression)] {
        var result: [([String], Expression)] = []
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if !token.isString {
                if token.is("{") { depth += 1 } else if token.is("}") {
                    depth -= 1
                    if depth < 0 { break }
                }
            }
            if token.is(variable), index + 2 < tokens.count, tokens[index + 1].is("."), !(index > 0 && tokens[index - 1].is(".")) {
                var path: [String] = []
                var position = index + 1
                while position + 1 < tokens.count, tokens[position].is("."), tokens[position + 1].isIdentifier {
                    path.append(tokens[position + 1].text)
                    position += 2
                }
                if position < tokens.count, tokens[position].is("=") {
                    let valueStart = position + 1
                    let end = scanner.lineEnd(from: valueStart)
                    result.append((path, scanner.expression(valueStart, end)))
                    index = end
                    continue
                }
            }
            index += 1
        }
        return result
    }
}
