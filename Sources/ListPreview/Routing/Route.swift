import HTTP
import Pages
import Screens
import Store

/// A route's handler.
typealias Route = @Sendable (RouteInput) throws(HTTPError) -> Answer

/// What a route answers; ``App`` finishes it (policy headers, memo, revalidation) the same way for all.
enum Answer {
    /// This response.
    case response(Response)
    /// A screen page, kept in the page memo under its key: `render` runs only when the memo does not
    /// hold it, off the event loops when the page draws many `rows` (``LongPages``).
    case page(PageCache.Key, rows: Int, render: @Sendable () -> Response)
}

/// Everything a route handler gets: the parts of the app routes use, and the parsed request.
struct RouteInput {
    /// The state of every screen.
    let store: ScreenStore
    /// The built-in files and the user's images.
    let assets: Assets
    /// The app's edition, which pages name in their live token (see ``LiveRoutes``).
    let edition: String
    let request: Request
    /// The path's captured segments, by name.
    let parameters: [String: String]
    let query: FormData
    /// Whether the server refuses changes, so pages offer none.
    let readOnly: Bool
    /// A problem every page shows at its top.
    let warning: String?
    /// For a page of a static site, how it links (see ``SiteLinks``).
    var site: SiteLinks? = nil
    /// What the Controls section may name and where its saves go.
    var editing: EditsSetup? = nil

    /// The page's variant and the parameters its links keep, from the URL, the pickers' cookies and
    /// `Accept-Language`; a bad value is a 400 listing the valid ones. Only routes that draw a page
    /// or send the browser to one ask: a file or the API never sees the variant.
    func context() throws(HTTPError) -> PageContext {
        var context = try PageContext(request: request, query: query, languages: store.languages,
                                      design: store.screens.first?.defaultDesign ?? .standard)
        context.readOnly = readOnly
        context.warning = warning
        context.site = site
        if let editing {
            // Saved only where the server may write and a file was loaded.
            context.controls = ControlsSetting(resources: editing.resources, saveFile: readOnly ? nil : editing.file?.name,
                                               fileHash: editing.file?.hash ?? "")
        }
        return context
    }

    /// The screen named by the `id` parameter, or a 404 listing the screens.
    func screen() throws(HTTPError) -> Screen {
        try screen(id: parameters["id"] ?? "")
    }

    /// The screen `id`, or a 404 listing the screens.
    func screen(id: String) throws(HTTPError) -> Screen {
        guard let screen = store.screen(id: id) else {
            let ids = store.screens.map(\.id).joined(separator: ", ")
            throw HTTPError(.notFound, "There is no screen “\(id)”; the screens are: \(ids).")
        }
        return screen
    }

    /// The live URL of a page showing `screens` as they are now (see ``LiveRoutes``).
    func liveURL(_ screens: [Screen]) -> String {
        LiveRoutes.url(screens.map { ($0.id, store.state(of: $0.id)) }, edition: edition)
    }

    /// Applies a change, turning a failed save into `507 Insufficient Storage`.
    @discardableResult
    func apply(_ change: ScreenChange, to screen: Screen) throws(HTTPError) -> ScreenState {
        do {
            guard let state = try store.apply(change, to: screen.id) else { throw HTTPError(.notFound, "No screen “\(screen.id)”.") }
            return state
        } catch StateFileError.reloading {
            throw HTTPError(.serviceUnavailable, "The screens are being reloaded from the fixtures file; try again.",
                            headers: ["Retry-After": "1"])
        } catch let StateFileError.tooManyRows(rows, limit) {
            throw HTTPError(.contentTooLarge, "A screen changed through the API or a form may have at most \(limit) rows, and this "
                            + "change would leave “\(screen.id)” with \(rows). Delete rows first, or declare a longer list in the fixtures file.")
        } catch let error as StateFileError {
            StandardError.print("listpreview: \(error)")
            throw HTTPError(.insufficientStorage, "The change was not saved, so it was not made: \(error).")
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(.internalServerError, "The change failed.")
        }
    }
}
