import FoundationEssentials
import HTML
import HTTP

/// The application: screens, their shared state and the static files, answering requests as
/// plain values. Every route is a function from a ``RouteInput`` to a ``Response``.
public final class App: Sendable {
    /// The state of every screen.
    public let store: ScreenStore
    /// The files under `/public/`.
    public let assets: Assets
    /// Rendered screen pages, by everything they depend on.
    let pageCache = PageCache()
    /// Whether every route that changes state is refused (`--read-only`).
    public let readOnly: Bool
    /// Which names requests may use and the token they must carry, checked before anything else.
    public let access: AccessPolicy
    /// A problem every page shows at its top, e.g. a fixtures file that no longer loads.
    public let warning: String?
    /// What this app serves, as a short hash of its inputs (the fixtures and files it was made
    /// from, its warning and mode): pages name it in their live token, so a page of another app —
    /// reloaded fixtures, a restarted server with other files — knows it is outdated, while the
    /// same inputs give the same pages in every process (`render` prints what `GET` sends).
    let edition: String
    /// Where the screens came from, as given (kept for an app that replaces this one with a warning).
    public let fingerprint: String
    private let router: Router<Route>

    /// An app serving the screens of `store` and `assets`; `readOnly` refuses every change.
    /// `fingerprint` identifies where the screens came from (e.g. a hash of the fixtures file).
    public init(store: ScreenStore, assets: Assets, readOnly: Bool = false, access: AccessPolicy = AccessPolicy(),
                warning: String? = nil, fingerprint: String = "") {
        self.store = store
        self.assets = assets
        self.readOnly = readOnly
        self.access = access
        self.warning = warning
        self.fingerprint = fingerprint
        let inputs = [fingerprint, assets.fingerprint, warning ?? "", readOnly ? "read-only" : ""].joined(separator: "\n")
        self.edition = String(Assets.etag(of: Array(inputs.utf8)).dropFirst().dropLast().prefix(8))
        store.changes.newest = edition
        var router = Router<Route>()
        router.add(.get, "/", Routes.index)
        router.add(.get, "/screens", Routes.allScreens)
        router.add(.get, "/gallery", Routes.gallery)
        router.add(.get, "/screens/:id", Routes.screen)
        router.add(.post, "/screens/:id/rows", Routes.addRow)
        router.add(.post, "/screens/:id/rows/:row/delete", Routes.deleteRow)
        router.add(.post, "/screens/:id/:action", Routes.action)
        router.add(.get, "/public/*file", Routes.publicFile)
        router.add(.get, "/assets/*file", Routes.userImage)
        router.add(.get, LiveRoutes.path, LiveRoutes.changes)
        router.add(.get, "/api/screens", APIRoutes.list)
        router.add(.get, "/api/screens/:id", APIRoutes.screen)
        router.add(.put, "/api/screens/:id/rows", APIRoutes.replaceRows)
        router.add(.post, "/api/screens/:id/state", APIRoutes.setState)
        self.router = router
    }

    /// An app serving `screens` (the demo by default), in memory only.
    public convenience init(screens: [Screen] = [.demo], assets: Assets) {
        self.init(store: ScreenStore(screens: screens), assets: assets)
    }

    /// The reply to `request`: a long poll for changes is held until there is one (see ``LiveRoutes``),
    /// everything else is answered at once as by ``respond(to:)``.
    public func reply(to request: Request) -> Reply {
        if let refusal = admission(of: request) { return .now(refusal) }
        if request.method == .get, request.rawPath == LiveRoutes.path, let deferred = LiveRoutes.wait(request, app: self) {
            return .later(deferred)
        }
        return .now(answer(request))
    }

    /// The response to `request`; never throws, since every failure is itself a response.
    public func respond(to request: Request) -> Response {
        admission(of: request) ?? answer(request)
    }

    /// `nil` when ``access`` admits the request, else the answer instead: a refusal, or the redirect
    /// that keeps a token given in the URL in a cookie.
    private func admission(of request: Request) -> Response? {
        switch access.decide(request) {
        case .admit:
            return nil
        case let .signIn(location, cookie):
            var response = Response.seeOther(location)
            response.headers.add("Set-Cookie", cookie)
            response.headers.set("Cache-Control", "no-store")
            return Self.secured(response)
        case let .refuse(error):
            return errorResponse(error, for: request)
        }
    }

    /// The response to an admitted request.
    private func answer(_ request: Request) -> Response {
        // A repeated page request whose screen has not changed is answered from the cache at once.
        if request.method == .get || request.method == .head,
           let page = pageCache.page(for: PageCache.RequestKey(request), currentVersion: store.cachableVersion(of:)) {
            return Routes.revalidated(page, request)
        }
        do throws(HTTPError) {
            if request.method != .get && request.method != .head { try checkChangeAllowed(request) }
            let segments = try request.pathSegments()
            let query = try request.query()
            var context = try PageContext(request: request, query: query, languages: store.languages)
            context.readOnly = readOnly
            context.warning = warning
            switch router.match(request.method, segments) {
            case let .found(route, parameters):
                let response = try route(RouteInput(app: self, request: request, parameters: parameters, query: query, context: context))
                // Cached pages were secured once, when they were rendered.
                return response.reuse == nil ? Self.secured(response) : response
            case let .methodNotAllowed(allowed):
                let list = allowed.map(\.rawValue).joined(separator: ", ")
                throw HTTPError(.methodNotAllowed, "\(request.method) is not allowed here; use \(list).", headers: ["Allow": list])
            case .notFound:
                throw HTTPError(.notFound, "Nothing is at \(request.rawPath).")
            }
        } catch {
            return errorResponse(error, for: request)
        }
    }

    /// An error as the client expects it: JSON under `/api/`, an HTML page elsewhere.
    public func errorResponse(_ error: HTTPError, for request: Request) -> Response {
        var response: Response
        if request.rawPath == "/api" || request.rawPath.hasPrefix("/api/") {
            response = APIRoutes.error(error, path: String(request.rawPath))
        } else {
            var context = PageContext.lenient(request)
            context.warning = warning
            // After signing in, the 401 page's form returns to the page that was asked for.
            let next = AccessPolicy.returnPath(for: request)
            response = .html(ErrorPage.render(error, context: context, next: next), status: error.status, context: context)
        }
        for field in error.headers { response.headers.set(field.name, field.value) }
        return Self.secured(response)
    }

    /// Refuses changes in read-only mode and from other sites: a page elsewhere must not be able to
    /// clear a designer's screens. Browsers say where a request comes from in `Sec-Fetch-Site` and
    /// `Origin`; scripts (curl) send neither and are let through.
    private func checkChangeAllowed(_ request: Request) throws(HTTPError) {
        if readOnly {
            throw HTTPError(.forbidden, "This server is read-only (--read-only): screens cannot be changed.")
        }
        if let site = request.headers["Sec-Fetch-Site"], site != "same-origin", site != "none" {
            throw HTTPError(.forbidden, "Changes must come from this server's own pages, not from another site (\(site)).")
        }
        if let origin = request.headers["Origin"] {
            let host = request.headers["Host"] ?? ""
            guard !host.isEmpty, origin == "http://" + host || origin == "https://" + host else {
                throw HTTPError(.forbidden, "Changes must come from this server's own pages; “\(origin)” is another origin.")
            }
        }
    }

    /// Only this server's own files: its one script (`live.js`, nothing inline), stylesheet and images.
    static let contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "frame-ancestors 'self'; form-action 'self'; base-uri 'none'; object-src 'none'"

    /// The policy headers every response carries: no script but our own file, no sniffing, framed
    /// only by this server's own pages (the gallery), and no full URLs leaked to other sites.
    static func secured(_ response: Response) -> Response {
        var response = response
        if response.headers["Content-Security-Policy"] == nil {
            response.headers.set("Content-Security-Policy", contentSecurityPolicy)
        }
        response.headers.set("X-Content-Type-Options", "nosniff")
        response.headers.set("Referrer-Policy", "same-origin")
        return response
    }
}

/// A route's handler.
typealias Route = @Sendable (RouteInput) throws(HTTPError) -> Response

/// Everything a route handler gets.
struct RouteInput {
    let app: App
    let request: Request
    let parameters: [String: String]
    let query: FormData
    let context: PageContext

    /// The screen named by the `id` parameter, or a 404 listing the screens.
    func screen() throws(HTTPError) -> Screen {
        let id = parameters["id"] ?? ""
        guard let screen = app.store.screen(id: id) else {
            let ids = app.store.screens.map(\.id).joined(separator: ", ")
            throw HTTPError(.notFound, "There is no screen “\(id)”; the screens are: \(ids).")
        }
        return screen
    }

    /// Applies a change, turning a failed save into `507 Insufficient Storage`.
    @discardableResult
    func apply(_ change: ScreenChange, to screen: Screen) throws(HTTPError) -> ScreenState {
        do {
            guard let state = try app.store.apply(change, to: screen.id) else { throw HTTPError(.notFound, "No screen “\(screen.id)”.") }
            return state
        } catch StateFileError.reloading {
            throw HTTPError(.serviceUnavailable, "The screens are being reloaded from the fixtures file; try again.",
                            headers: ["Retry-After": "1"])
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

extension Response {
    /// An HTML page in the context's language; pages change with state, so caches must revalidate.
    /// Variant parameters chosen in the URL are remembered in cookies.
    static func html(_ page: Node, status: Status = .ok, context: PageContext) -> Response {
        var headers: Headers = [
            "Content-Type": "text/html; charset=utf-8",
            "Content-Language": context.languageTag,
            "Vary": "Accept-Language, Cookie",
            "Cache-Control": "no-cache",
        ]
        for cookie in context.cookiesToSet { headers.add("Set-Cookie", cookie) }
        return Response(status: status, headers: headers, body: page.renderDocument())
    }
}
