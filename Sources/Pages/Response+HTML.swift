import HTML
import HTTP
import Screens
import Variants

extension Response {
    /// An HTML page in the context's language; pages change with state, so caches must revalidate.
    /// Variant parameters chosen in the URL are remembered in cookies.
    package static func html(_ page: Node, status: Status = .ok, context: PageContext) -> Response {
        var headers: Headers = [
            "Content-Type": "text/html; charset=utf-8",
            "Content-Language": context.languageTag,
            "Vary": PageContext.varyingHeaders,
            "Cache-Control": "no-cache",
        ]
        for cookie in context.cookiesToSet { headers.add("Set-Cookie", cookie) }
        return Response(status: status, headers: headers, body: page.renderDocument())
    }
}
