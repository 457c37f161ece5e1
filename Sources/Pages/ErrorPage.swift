import HTML
import HTTP
import Screens

/// The page for a failed request: the status, a heading in the page's language and the reason.
public enum ErrorPage {
    /// The page for `error`; a `401` page has the form that signs in with the token and then goes to `next`.
    public static func render(_ error: HTTPError, context full: PageContext, next: String = "/") -> Node {
        // Only the tool's interface here: never mirrored or pseudo-localized.
        var context = full.interface
        context.variant.embed = false
        let heading = context.text(headline(for: error.status))
        return Document.page(title: heading, context: context, bodyClass: "lp-body lp-error-body", [
            .el("main", [.class("lp-error")], [
                .el("p", [.class("lp-error-status")], text: String(error.status.code)),
                .el("h1", text: heading),
                .el("p", [.class("lp-error-message"), .lang("en"), Attribute("dir", "auto")], text: error.message),
                error.status == .unauthorized ? signInForm(next: next, context: context)
                    : .el("p", [], [.el("a", [.href(context.link("/screens"))], text: context.text(BuiltInStrings.backToScreens))]),
            ]),
        ])
    }

    /// A form posting the token to ``SitePath/signIn``; it works without script.
    private static func signInForm(next: String, context: PageContext) -> Node {
        .el("form", [.class("lp-sign-in"), .method("post"), .action(SitePath.signIn)], [
            .el("label", [Attribute("for", "lp-token")], text: context.text(BuiltInStrings.tokenLabel)),
            .el("input", [.id("lp-token"), .name("token"), .type("password"), Attribute(flag: "required"),
                          Attribute("autocomplete", "current-password")]),
            .el("input", [.type("hidden"), .name("next"), .value(next)]),
            .el("button", [.type("submit")], text: context.text(BuiltInStrings.tokenSubmit)),
        ])
    }

    private static func headline(for status: Status) -> LocalizedText {
        switch status.code {
        case 401: BuiltInStrings.tokenNeeded
        case 403: BuiltInStrings.forbidden
        case 404: BuiltInStrings.notFound
        case 405: BuiltInStrings.methodNotAllowed
        case 429: BuiltInStrings.tooManyAttempts
        case 500...: BuiltInStrings.serverError
        default: BuiltInStrings.badRequest
        }
    }
}
