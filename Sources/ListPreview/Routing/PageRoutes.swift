import FoundationEssentials
import HTTP
import Pages
import ScreenEdits
import Screens
import Variants

/// The routes that answer with pages: the screens, their index and the gallery.
enum PageRoutes {
    /// `GET /`: the screen when there is one, else the index of screens.
    static let index: Route = { input throws(HTTPError) in
        let screens = input.store.screens
        if screens.count == 1 { return try page(screens[0], input) }
        return try allScreens(input)
    }

    /// `GET /screens`: the index of screens and their states, however many there are — where every
    /// page's "All screens" link leads.
    static let allScreens: Route = { input throws(HTTPError) in
        let screens = input.store.screens
        var context = try input.context()
        context.live = input.liveURL(screens)
        return .response(.html(IndexPage.render(screens, rowCount: { input.store.state(of: $0.id)?.sections.rowCount ?? 0 }, context: context), context: context))
    }

    /// `GET /gallery[?screen=ID][&state=S]`: every state of every screen, or of one; or one state.
    static let gallery: Route = { input throws(HTTPError) in
        var screens = input.store.screens
        let only = input.query["screen"]
        if let only { screens = [try input.screen(id: only)] }
        var state: DisplayState?
        if input.query["state"] != nil {
            guard let screen = screens.first, screens.count == 1 else {
                throw HTTPError(.badRequest, "“state” narrows the gallery of one screen: add screen=ID.")
            }
            state = try previewState(input.query, of: screen)
        }
        var context = try input.context()
        context.live = input.liveURL(screens)
        return .response(.html(GalleryPage.render(screens, only: only, state: state, context: context), context: context))
    }

    /// `GET /symbols`: every SF Symbol name the previews draw, beside its stand-in.
    static let symbols: Route = { input throws(HTTPError) in
        let context = try input.context()
        return .response(.html(SymbolsPage.render(context: context), context: context))
    }

    /// `GET /buttons`: every button style, size and design a placeholder's button may be drawn in.
    static let buttons: Route = { input throws(HTTPError) in
        let context = try input.context()
        return .response(.html(ButtonsPage.render(context: context), context: context))
    }

    /// `GET /screens/{id}[?state=…][&q=…]`.
    static let screen: Route = { input throws(HTTPError) in
        try page(input.screen(), input)
    }

    private static func page(_ fixtures: Screen, _ input: RouteInput) throws(HTTPError) -> Answer {
        var context = try input.context().pinned(to: fixtures)
        if let shorter = withoutIdleEdits(fixtures, context: context, input: input) { return .response(.seeOther(shorter)) }
        let screen = try edited(fixtures, context: context, input: input)
        if let name = context.spread.first {
            throw HTTPError(.badRequest, "“\(name)=\(Variant.allValue)” shows every value side by side, which only the gallery does: "
                + "/gallery?screen=\(screen.id)&\(name)=\(Variant.allValue). A screen page shows one; use one of: "
                + Variant.validValues(of: name).joined(separator: ", ") + ".")
        }
        let preview = try previewState(input.query, of: screen)
        guard var current = input.store.state(of: screen.id) else { throw HTTPError(.notFound, "No screen “\(screen.id)”.") }
        // `edit.screen.rows`: the list as it is now (or as the fixtures fill it), repeated to that many rows.
        if let rows = context.edits.rows, !current.sections.isEmptyList { current.sections = current.sections.repeated(toRows: rows) }
        let state = current
        let query = input.query["q"].map { $0.trimmingWhitespace() } ?? ""
        let limit = try rowLimit(input.query)
        context.languages = screen.languages
        context.live = LiveRoutes.url([(screen.id, state)], edition: input.edition)
        let render: @Sendable () -> Response = { [context] in
            let view = ScreenView(screen: screen, state: state, query: query, preview: preview,
                                  now: input.store.currentTime, rowLimit: limit)
            var response = Response.html(ScreenPage.render(view, context: context), context: context)
            response.headers.set("ETag", Assets.etag(of: response.body))
            if let seconds = view.refreshSeconds { response.headers.set("Refresh", String(seconds)) }
            return response
        }
        // A reload in progress changes the page with time, so that page is never kept.
        guard state.pendingReload == nil else { return .response(render()) }
        let rows = min(limit, state.sections.reduce(0) { $0 + $1.rows.count })
        return .page(PageCache.Key(screen: screen.id, version: state.version, context: context, preview: preview,
                                   query: query, rowLimit: limit), rows: rows, render: render)
    }

    /// The URL without the edits that leave their field as `screen` has it (and without the form's
    /// `fixtures` hash), when it has any: a Controls form sent whole is sent on to the short URL.
    private static func withoutIdleEdits(_ screen: Screen, context: PageContext, input: RouteInput) -> String? {
        guard input.site == nil, input.editing != nil else { return nil }
        let changing = context.edits.changing(screen, language: context.variant.language)
        guard changing != context.edits || input.query["fixtures"] != nil else { return nil }
        let others = input.query.pairs.filter { !$0.name.hasPrefix(ScreenEdits.prefix) && $0.name != "fixtures" }
        return SitePath.url(screen.path, others.map { ($0.name, $0.value) } + changing.parameters)
    }

    /// `screen` with the URL's edits drawn over it; a value the app cannot draw (an unknown
    /// image or colour) is a 400 saying so.
    private static func edited(_ screen: Screen, context: PageContext, input: RouteInput) throws(HTTPError) -> Screen {
        guard !context.edits.isEmpty, let editing = input.editing else { return screen }
        do {
            return try context.edits.applied(to: screen, language: context.variant.language, resources: editing.resources)
        } catch {
            throw HTTPError(.badRequest, error.message)
        }
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
