import HTML
import HTTP

/// The page for a failed request: the status, a heading in the page's language and the reason.
public enum ErrorPage {
    /// The page for `error`.
    public static func render(_ error: HTTPError, context: PageContext) -> Node {
        let heading = context.text(headline(for: error.status))
        return Document.page(title: heading, context: context, bodyClass: "lp-body lp-error-body", [
            .el("main", [.class("lp-error")], [
                .el("p", [.class("lp-error-status")], text: String(error.status.code)),
                .el("h1", text: heading),
                .el("p", [.class("lp-error-message"), .lang("en")], text: error.message),
                .el("p", [], [.el("a", [.href(context.link("/"))], text: context.text(BuiltInStrings.backToScreens))]),
            ]),
        ])
    }

    private static func headline(for status: Status) -> LocalizedText {
        switch status.code {
        case 404: BuiltInStrings.notFound
        case 405: BuiltInStrings.methodNotAllowed
        case 500...: BuiltInStrings.serverError
        default: BuiltInStrings.badRequest
        }
    }
}
