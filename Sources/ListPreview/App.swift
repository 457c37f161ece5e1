import FoundationEssentials
import HTML
import HTTP
import Pages
import ScreenEdits
import Screens
import Store

/// The application: screens, their shared state and the static files, answering requests as
/// plain values. A request goes through ``respond(to:)``: admission (``AccessPolicy``), the page
/// memo, the route (``RouteTable``), then one last step for every response (``finish(_:for:)``).
public final class App: Sendable {
    /// The state of every screen.
    public let store: ScreenStore
    /// The files under `/public/`.
    public let assets: Assets
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
    let fingerprint: String
    /// Rendered screen pages, by everything they depend on.
    let pages = PageCache()
    /// Where long pages are drawn, off the server's event loops.
    let longPages = LongPages()
    /// Routes a layer above adds (the review page), answered after admission.
    let addition: (any AppExtension)?
    /// What the Controls section may name and where its saves go.
    public let editing: EditsSetup
    private let router = RouteTable.make()

    /// An app serving the screens of `store` and `assets`; `readOnly` refuses every change.
    /// `fingerprint` identifies where the screens came from (e.g. a hash of the fixtures file).
    public init(store: ScreenStore, assets: Assets, readOnly: Bool = false, access: AccessPolicy = AccessPolicy(),
                warning: String? = nil, fingerprint: String = "", addition: (any AppExtension)? = nil, editing: EditsSetup? = nil) {
        self.store = store
        self.editing = editing ?? EditsSetup(resources: EditResources(assets: assets))
        self.addition = addition
        self.assets = assets
        self.readOnly = readOnly
        self.access = access.serving(assets)
        self.warning = warning
        self.fingerprint = fingerprint
        let inputs = [fingerprint, assets.fingerprint, warning ?? "", readOnly ? "read-only" : ""].joined(separator: "\n")
        self.edition = String(Assets.etag(of: Array(inputs.utf8)).dropFirst().dropLast().prefix(8))
        store.changes.newest = edition
    }

    /// This app serving `store` and what `loaded` read (a reload of its sources), with its mode and
    /// access as they are and no warning.
    public func reloaded(_ loaded: LoadedSource, store: ScreenStore) -> App {
        App(store: store, assets: loaded.assets, readOnly: readOnly, access: access, fingerprint: loaded.fingerprint, addition: addition,
            editing: EditsSetup(resources: loaded.editResources, file: loaded.fixturesText, saved: editing.saved))
    }

    /// This app as it is, with `warning` at the top of every page (its sources no longer load).
    public func showing(warning: String) -> App {
        App(store: store, assets: assets, readOnly: readOnly, access: access, warning: warning, fingerprint: fingerprint, addition: addition,
            editing: editing)
    }

    /// An app serving `screens` (the demo by default), in memory only.
    public convenience init(screens: [Screen] = [.demo], assets: Assets) {
        self.init(store: ScreenStore(screens: screens), assets: assets)
    }

    /// The reply to `request`: a long poll for changes is held until there is one (see ``LiveRoutes``),
    /// everything else is answered at once as by ``respond(to:)``.
    public func reply(to request: Request) -> Reply {
        if request.method == .get, request.rawPath == SitePath.changes, admission(of: request) == nil,
           let deferred = LiveRoutes.wait(request, store: store) {
            return .later(deferred.map { self.finish(.response($0), for: request) })
        }
        switch admitted(request) {
        case let .done(response):
            return .now(response)
        case let .answer(answer):
            // A long page the memo does not hold is drawn off the event loops.
            if case let .page(key, rows, render) = answer, rows > LongPages.rowsDrawnOnTheLoop, !pages.holds(key) {
                let drawn = longPages.reply(for: key, drawing: render,
                                            finish: { page in self.finish(.page(key, rows: rows, render: { page }), for: request) },
                                            unavailable: { self.errorResponse($0, for: request) })
                return drawn ?? .now(errorResponse(HTTPError(.serviceUnavailable, "\(LongPages.queueLimit) long pages are being drawn "
                    + "already; try again in a moment, or ask for fewer rows (?rows=).", headers: ["Retry-After": "5"]), for: request))
            }
            return .now(finish(answer, for: request))
        }
    }

    /// The response to `request`; never throws, since every failure is itself a response.
    public func respond(to request: Request) -> Response {
        switch admitted(request) {
        case let .done(response): response
        case let .answer(answer): finish(answer, for: request)
        }
    }

    /// A request admitted and answered as far as the memo and the route: a finished response, or
    /// the route's answer still to be finished.
    private enum Admitted {
        case done(Response)
        case answer(Answer)
    }

    private func admitted(_ request: Request) -> Admitted {
        if let refusal = admission(of: request) { return .done(finish(.response(refusal), for: request)) }
        if let addition, addition.handles(request) { return .done(finish(.response(answer(request, by: addition)), for: request)) }
        // A repeated page request whose screen has not changed: the page as it was finished, at once.
        if let page = pages.page(answering: request, versions: store.cachableVersion(of:)) { return .done(page.revalidated(by: request)) }
        return .answer(answer(request))
    }

    /// The page at `target` (a path and query) as this app answers a `GET` for it, drawn for a static
    /// site: its links and files as `links` writes them. Neither the access check nor the page memo
    /// takes part; the app should be read-only, as a site cannot change anything.
    public func sitePage(_ target: String, links: SiteLinks) -> Response {
        let request = Request(method: .get, target: target)
        switch answer(request, site: links) {
        case let .response(response): return response
        case let .page(_, _, render): return render()
        }
    }

    /// An error as the client expects it (see ``ErrorResponses``), e.g. for a body the server refused.
    public func errorResponse(_ error: HTTPError, for request: Request) -> Response {
        finish(.response(ErrorResponses.response(error, for: request, warning: warning)), for: request)
    }

    /// The last step of every response: the policy headers (``ResponsePolicy``); a screen page is
    /// taken from the memo or made, finished and kept there; then `304` when the client has it.
    private func finish(_ answer: Answer, for request: Request) -> Response {
        let response = switch answer {
        case let .response(response): ResponsePolicy.apply(to: response)
        case let .page(key, _, render): pages.page(for: key, answering: request) { ResponsePolicy.apply(to: render()) }
        }
        return response.revalidated(by: request)
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
            return response
        case let .refuse(error):
            return ErrorResponses.response(error, for: request, warning: warning)
        }
    }

    /// The extension's answer to an admitted request: a change passes ``ChangePolicy`` first.
    private func answer(_ request: Request, by addition: any AppExtension) -> Response {
        do throws(HTTPError) {
            if request.method != .get && request.method != .head { try ChangePolicy.check(request, readOnly: readOnly) }
            let token = access.token.flatMap { request.connection == nil ? nil : $0 }
            let caller = Caller(carriesToken: token != nil, label: token?.label)
            if let response = try addition.respond(to: request, caller: caller) { return response }
            throw HTTPError(.notFound, "Nothing is at \(request.rawPath).")
        } catch {
            return ErrorResponses.response(error, for: request, warning: warning)
        }
    }

    /// The route's answer to an admitted request, or the error it raised.
    private func answer(_ request: Request, site: SiteLinks? = nil) -> Answer {
        do throws(HTTPError) {
            if request.method != .get && request.method != .head { try ChangePolicy.check(request, readOnly: readOnly) }
            let segments = try request.pathSegments()
            let query = try request.query()
            switch router.match(request.method, segments) {
            case let .found(route, parameters):
                return try route(RouteInput(store: store, assets: assets, edition: edition, request: request,
                                            parameters: parameters, query: query, readOnly: readOnly, warning: warning, site: site,
                                            editing: editing))
            case let .methodNotAllowed(allowed):
                let list = allowed.map(\.rawValue).joined(separator: ", ")
                throw HTTPError(.methodNotAllowed, "\(request.method) is not allowed here; use \(list).", headers: ["Allow": list])
            case .notFound:
                throw HTTPError(.notFound, "Nothing is at \(request.rawPath).")
            }
        } catch {
            return .response(ErrorResponses.response(error, for: request, warning: warning))
        }
    }
}
