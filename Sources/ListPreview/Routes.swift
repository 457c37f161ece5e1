import FoundationEssentials
import HTTP

/// The page routes, one function per route.
enum Routes {
    /// `GET /`: the screen when there is one, else the index of screens.
    static let index: Route = { input throws(HTTPError) in
        let screens = input.app.store.screens
        if screens.count == 1 { return try page(screens[0], input) }
        return try allScreens(input)
    }

    /// `GET /screens`: the index of screens and their states, however many there are — where every
    /// page's "All screens" link leads.
    static let allScreens: Route = { input throws(HTTPError) in
        let screens = input.app.store.screens
        var context = input.context
        context.live = LiveRoutes.url(screens.map { ($0.id, input.app.store.state(of: $0.id)) }, app: input.app)
        return .html(IndexPage.render(screens, store: input.app.store, context: context), context: context)
    }

    /// `GET /gallery[?screen=ID][&state=S]`: every state of every screen, or of one; or one state.
    static let gallery: Route = { input throws(HTTPError) in
        var screens = input.app.store.screens
        let only = input.query["screen"]
        if let only {
            guard let screen = input.app.store.screen(id: only) else {
                let ids = screens.map(\.id).joined(separator: ", ")
                throw HTTPError(.notFound, "There is no screen “\(only)”; the screens are: \(ids).")
            }
            screens = [screen]
        }
        var state: DisplayState?
        if input.query["state"] != nil {
            guard let screen = screens.first, screens.count == 1 else {
                throw HTTPError(.badRequest, "“state” narrows the gallery of one screen: add screen=ID.")
            }
            state = try previewState(input.query, of: screen)
        }
        var context = input.context
        context.live = LiveRoutes.url(screens.map { ($0.id, input.app.store.state(of: $0.id)) }, app: input.app)
        return .html(GalleryPage.render(screens, only: only, state: state, context: context), context: context)
    }

    /// `GET /screens/{id}[?state=…][&q=…]`.
    static let screen: Route = { input throws(HTTPError) in
        try page(input.screen(), input)
    }

    /// `POST /screens/{id}/{show|clear|network|error|loading|reload}`, then 303 to the screen.
    static let action: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let name = input.parameters["action"] ?? ""
        guard let action = ScreenAction(rawValue: name) else {
            let valid = ScreenAction.allCases.map(\.rawValue).joined(separator: ", ")
            throw HTTPError(.notFound, "“\(name)” is not an action; the actions are \(valid).")
        }
        _ = try input.request.form()
        try input.apply(.action(action), to: screen)
        return .seeOther(input.context.link(screen.path))
    }

    /// `POST /screens/{id}/rows` with `title`: seed 004's add.
    static let addRow: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let title = (try input.request.form()["title"] ?? "").trimmingWhitespace()
        guard !title.isEmpty else { throw HTTPError(.badRequest, "A new row needs a title.") }
        guard title.count <= 500 else { throw HTTPError(.badRequest, "A row title can be at most 500 characters long.") }
        try input.apply(.addRow(title: title), to: screen)
        return .seeOther(input.context.link(screen.path))
    }

    /// `POST /screens/{id}/rows/{row}/delete`: seed 004's remove; deleting a row already gone is fine.
    static let deleteRow: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        guard let id = Int(input.parameters["row"] ?? "") else {
            throw HTTPError(.notFound, "“\(input.parameters["row"] ?? "")” is not a row number.")
        }
        _ = try input.request.form()
        try input.apply(.deleteRow(id: id), to: screen)
        return .seeOther(input.context.link(screen.path))
    }

    /// `GET /public/{file}`: a built-in file (or its `--public` replacement), with an ETag for revalidation.
    static let publicFile: Route = { input throws(HTTPError) in
        let name = input.parameters["file"] ?? ""
        guard let file = input.app.assets.files[name] else {
            throw HTTPError(.notFound, "There is no built-in file “\(name)”.")
        }
        return send(file, input.request)
    }

    /// `GET /assets/{file}`: one of the user's images the fixtures name, read when they loaded.
    static let userImage: Route = { input throws(HTTPError) in
        let name = input.parameters["file"] ?? ""
        guard let file = input.app.assets.images[name] else {
            throw HTTPError(.notFound, "There is no image “\(name)” in the fixtures; only the images they name are served.")
        }
        var response = send(file, input.request)
        // Someone else's SVG opened on its own runs nothing and loads nothing.
        response.headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        return response
    }

    /// A file with its type and ETag; `304 Not Modified` when the client has it.
    private static func send(_ file: Assets.File, _ request: Request) -> Response {
        let headers: Headers = ["Content-Type": file.contentType, "ETag": file.etag, "Cache-Control": "no-cache"]
        if request.isFresh(etag: file.etag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: file.body)
    }

    private static func page(_ screen: Screen, _ input: RouteInput) throws(HTTPError) -> Response {
        if let name = input.context.spread.first {
            throw HTTPError(.badRequest, "“\(name)=\(Variant.allValue)” shows every value side by side, which only the gallery does: "
                + "/gallery?screen=\(screen.id)&\(name)=\(Variant.allValue). A screen page shows one; use one of: "
                + Variant.validValues(of: name).joined(separator: ", ") + ".")
        }
        let preview = try previewState(input.query, of: screen)
        guard let state = input.app.store.state(of: screen.id) else { throw HTTPError(.notFound, "No screen “\(screen.id)”.") }
        let query = input.query["q"].map { $0.trimmingWhitespace() } ?? ""
        let limit = try rowLimit(input.query)
        var context = input.context
        context.languages = screen.languages
        context.live = LiveRoutes.url([(screen.id, state)], app: input.app)
        let render = {
            let view = ScreenView(screen: screen, state: state, query: query, preview: preview,
                                  now: input.app.store.currentTime, rowLimit: limit)
            var response = Response.html(ScreenPage.render(view, context: context), context: context)
            response.headers.set("ETag", Assets.etag(of: response.body))
            if let seconds = view.refreshSeconds { response.headers.set("Refresh", String(seconds)) }
            return App.secured(response)
        }
        // A reload in progress changes the page with time, so that page is never cached.
        guard state.pendingReload == nil else { return revalidated(render(), input.request) }
        let key = PageCache.Key(screen: screen.id, version: state.version, variant: input.context.variant,
                                kept: input.context.kept.map { $0.0 + "=" + $0.1 }, preview: preview, query: query, rowLimit: limit)
        let response = input.app.pageCache.page(for: key, render: render)
        if response.reuse != nil { input.app.pageCache.remember(PageCache.RequestKey(input.request), leadsTo: key, page: response) }
        return revalidated(response, input.request)
    }

    /// `304 Not Modified` when the request already has this page (by its ETag), else the page.
    static func revalidated(_ response: Response, _ request: Request) -> Response {
        guard let etag = response.headers["ETag"], request.isFresh(etag: etag) else { return response }
        return Response(status: .notModified, headers: Headers(response.headers.filter { $0.name != "Content-Type" }))
    }

    /// How many rows to draw: `?rows=N` (1…1,000,000), else the default window.
    static func rowLimit(_ query: FormData) throws(HTTPError) -> Int {
        guard let value = query["rows"] else { return ScreenView.defaultRowLimit }
        guard let limit = Int(value), (1...1_000_000).contains(limit) else {
            throw HTTPError(.badRequest, "“\(value)” is not a number of rows; use a whole number from 1 to 1000000.")
        }
        return limit
    }

    /// The `?state=` preview, if any; an unknown value, or a state the screen can never show, is a
    /// 400 listing the ones it can.
    static func previewState(_ query: FormData, of screen: Screen) throws(HTTPError) -> DisplayState? {
        guard let value = query["state"] else { return nil }
        let valid = screen.reachableStates.map(\.rawValue).joined(separator: ", ")
        guard let state = DisplayState(rawValue: value), DisplayState.previewable.contains(state) else {
            throw HTTPError(.badRequest, "“\(value)” is not a state; use one of: \(valid).")
        }
        guard screen.reachableStates.contains(state) else {
            throw HTTPError(.badRequest, "“\(screen.id)” has no search bar, so it never shows “\(value)”; its states are: \(valid).")
        }
        return state
    }
}
