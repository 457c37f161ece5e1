import HTTP

/// The route handlers, one function per route.
enum Routes {
    /// `GET /`: the screen, when there is one.
    static let index: Route = { input throws(HTTPError) in
        guard let screen = input.app.store.screens.first else {
            throw HTTPError(.notFound, "No screen is configured.")
        }
        return try page(for: screen.id, input)
    }

    /// `GET /screens/{id}`.
    static let screen: Route = { input throws(HTTPError) in
        try page(for: input.parameters["id"] ?? "", input)
    }

    /// `POST /screens/{id}/{show|clear|reload}`: changes the shared state, then 303 to the screen.
    static let action: Route = { input throws(HTTPError) in
        let id = input.parameters["id"] ?? ""
        let name = input.parameters["action"] ?? ""
        guard let screen = input.app.store.screen(id: id) else { throw unknownScreen(id, input.app) }
        guard let action = ScreenAction(rawValue: name) else {
            let valid = ScreenAction.allCases.map(\.rawValue).joined(separator: ", ")
            throw HTTPError(.notFound, "“\(name)” is not an action; the actions are \(valid).")
        }
        _ = try input.request.form()
        input.app.store.perform(action, on: screen.id)
        return .seeOther(input.context.link(screen.path))
    }

    /// `GET /public/{file}`: a static file, with an ETag for revalidation.
    static let asset: Route = { input throws(HTTPError) in
        let name = input.parameters["file"] ?? ""
        guard let file = input.app.assets.files[name] else {
            throw HTTPError(.notFound, "There is no file “\(name)” in the public directory.")
        }
        let headers: Headers = ["Content-Type": file.contentType, "ETag": file.etag, "Cache-Control": "no-cache"]
        if input.request.isFresh(etag: file.etag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: file.body)
    }

    private static func page(for id: String, _ input: RouteInput) throws(HTTPError) -> Response {
        guard let screen = input.app.store.screen(id: id), let state = input.app.store.state(of: id) else {
            throw unknownScreen(id, input.app)
        }
        return .html(ScreenPage.render(screen, state: state, context: input.context), context: input.context)
    }

    private static func unknownScreen(_ id: String, _ app: App) -> HTTPError {
        let ids = app.store.screens.map(\.id).joined(separator: ", ")
        return HTTPError(.notFound, "There is no screen “\(id)”; the screens are: \(ids).")
    }
}
