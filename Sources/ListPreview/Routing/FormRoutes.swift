import HTTP
import Screens

/// The routes the page's forms post to (post/redirect/get): state actions, adding and deleting rows.
enum FormRoutes {
    /// `POST /screens/{id}/{show|clear|network|error|loading|reload}`, then 303 to the screen.
    static let action: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let context = try input.context()
        let name = input.parameters["action"] ?? ""
        guard let action = ScreenAction(rawValue: name) else {
            let valid = ScreenAction.allCases.map(\.rawValue).joined(separator: ", ")
            throw HTTPError(.notFound, "“\(name)” is not an action; the actions are \(valid).")
        }
        _ = try input.request.form()
        try input.apply(.action(action), to: screen)
        return .response(.seeOther(context.link(screen.path)))
    }

    /// `POST /screens/{id}/rows` with `title`: adds a row at the end, as the article's editable table does.
    static let addRow: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let context = try input.context()
        let title = (try input.request.form()["title"] ?? "").trimmingWhitespace()
        guard !title.isEmpty else { throw HTTPError(.badRequest, "A new row needs a title.") }
        guard title.count <= 500 else { throw HTTPError(.badRequest, "A row title can be at most 500 characters long.") }
        try input.apply(.addRow(title: title), to: screen)
        return .response(.seeOther(context.link(screen.path)))
    }

    /// `POST /screens/{id}/rows/{row}/delete`: removes the row; deleting a row already gone is fine.
    static let deleteRow: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let context = try input.context()
        guard let id = Int(input.parameters["row"] ?? "") else {
            throw HTTPError(.notFound, "“\(input.parameters["row"] ?? "")” is not a row number.")
        }
        _ = try input.request.form()
        try input.apply(.deleteRow(id: id), to: screen)
        return .response(.seeOther(context.link(screen.path)))
    }
}
