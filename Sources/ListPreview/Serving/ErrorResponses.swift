import HTTP
import Pages

/// An error as the client expects it: JSON under `/api/` (for scripts), an HTML page elsewhere
/// (for people), with the error's own headers (`Allow`, `Retry-After`…).
enum ErrorResponses {
    /// The response for `error` raised answering `request`; `warning` is the app's, shown on the page.
    static func response(_ error: HTTPError, for request: Request, warning: String?) -> Response {
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
        return response
    }
}
