import HTTP

/// What every page needs to know about the request it answers: the language and which query
/// parameters to carry over to links and form actions.
public struct PageContext: Sendable {
    /// The language the page is written in.
    public var language: Language
    /// Whether the language came from `?lang=`, in which case links keep it.
    public var languageFromQuery: Bool

    /// A context from its parts.
    public init(language: Language, languageFromQuery: Bool) {
        self.language = language
        self.languageFromQuery = languageFromQuery
    }

    /// The context for a request: `?lang=`, then `Accept-Language`.
    public init(request: Request, query: FormData) {
        let requested = query["lang"]
        let language = Language.negotiate(queryValue: requested, acceptLanguage: request.headers["Accept-Language"])
        self.init(language: language, languageFromQuery: requested.flatMap(Language.matching(tag:)) != nil)
    }

    /// `path` with `parameters` and the ones that must survive navigation (`lang`), percent-encoded.
    public func link(_ path: String, _ parameters: [(String, String)] = []) -> String {
        let all = (languageFromQuery ? [("lang", language.rawValue)] : []) + parameters
        guard !all.isEmpty else { return path }
        return path + "?" + all.map { PercentDecoding.encode($0.0) + "=" + PercentDecoding.encode($0.1) }.joined(separator: "&")
    }

    /// The string for this page's language.
    public func text(_ text: LocalizedText) -> String {
        text.resolved(for: language)
    }
}
