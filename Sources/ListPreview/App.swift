import HTML
import HTTP

/// The application: screens, their shared state and the static files, answering requests as
/// plain values. Every route is a function from a ``RouteInput`` to a ``Response``.
public final class App: Sendable {
    /// The state of every screen.
    public let store: ScreenStore
    /// The files under `/public/`.
    public let assets: Assets
    private let router: Router<Route>

    /// An app serving `screens` (the demo by default) and `assets`.
    public init(screens: [Screen] = [.demo], assets: Assets) {
        self.store = ScreenStore(screens: screens)
        self.assets = assets
        var router = Router<Route>()
        router.add(.get, "/", Routes.index)
        router.add(.get, "/screens/:id", Routes.screen)
        router.add(.post, "/screens/:id/:action", Routes.action)
        router.add(.get, "/public/*file", Routes.asset)
        self.router = router
    }

    /// The response to `request`; never throws, since every failure is itself a response.
    public func respond(to request: Request) -> Response {
        var context = PageContext(request: request, query: FormData())
        do throws(HTTPError) {
            let segments = try request.pathSegments()
            let query = try request.query()
            context = PageContext(request: request, query: query)
            switch router.match(request.method, segments) {
            case let .found(route, parameters):
                return try route(RouteInput(app: self, request: request, parameters: parameters,
                                            query: query, context: context))
            case let .methodNotAllowed(allowed):
                let list = allowed.map(\.rawValue).joined(separator: ", ")
                throw HTTPError(.methodNotAllowed, "\(request.method) is not allowed here; use \(list).",
                                headers: ["Allow": list])
            case .notFound:
                throw HTTPError(.notFound, "Nothing is at \(request.rawPath).")
            }
        } catch {
            var response = Response.html(ErrorPage.render(error, context: context), status: error.status, context: context)
            for field in error.headers { response.headers.set(field.name, field.value) }
            return response
        }
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
}

extension Response {
    /// An HTML page in the context's language; pages change with state, so caches must revalidate.
    static func html(_ page: Node, status: Status = .ok, context: PageContext) -> Response {
        Response(status: status, headers: [
            "Content-Type": "text/html; charset=utf-8",
            "Content-Language": context.language.rawValue,
            "Vary": "Accept-Language",
            "Cache-Control": "no-cache",
        ], body: page.renderDocument())
    }
}
