import HTTP

/// What every page needs to know about the request it answers: its variant (language, device,
/// theme…) and which query parameters links and forms must carry over.
public struct PageContext: Sendable {
    /// How the page looks.
    public var variant: Variant
    /// Variant parameters given in the URL, kept in every link and form action of the page.
    public var kept: [(String, String)]
    /// Whether the server refuses changes, so the page offers none.
    public var readOnly = false
    /// Parameters asked for as ``Variant/allValue`` (`textSize=all`): every value side by side,
    /// which the gallery draws and every other page refuses.
    public var spread: [String] = []
    /// A problem to show at the top of the page.
    public var warning: String?
    /// Where the page's script asks whether what it shows has changed (`nil`: it does not ask).
    public var live: String?
    /// Choices taken from the pickers' cookies, not the URL, that make the page differ from what
    /// the URL alone shows, with the value the URL alone would give: a shared link says so (#12.10).
    public var savedChoices: [(name: String, saved: String, plain: String)] = []

    /// A context from its parts.
    public init(variant: Variant, kept: [(String, String)] = []) {
        self.variant = variant
        self.kept = kept
    }

    /// The context for the tool's own interface around the device — the panel, pickers, page
    /// headings: direction and pseudo-localization are settings of the device's content, so the
    /// interface stays left-to-right and in a real language (#12.9).
    public var interface: PageContext {
        var context = self
        context.variant.pseudo = false
        context.variant.direction = .ltr
        return context
    }

    /// The cookie that remembers a picker choice of `name`.
    static func cookieName(_ name: String) -> String { "lp-" + name }

    /// The context for a request. Each parameter comes from the URL, else from the cookie the
    /// pickers set, else its default (the language then follows `Accept-Language`). An invalid
    /// value in the URL is a 400 that lists the valid ones; an invalid cookie is ignored.
    ///
    /// An embedded page (`embed=1`: gallery frames, snapshots) ignores the cookies: it shows exactly
    /// what its URL says.
    public init(request: Request, query: FormData) throws(HTTPError) {
        var variant = Variant()
        var kept: [(String, String)] = []
        let embedded = query["embed"] == "1"
        let cookies = embedded ? Cookies(parsing: "") : request.cookies
        let negotiated = Language.negotiate(queryValue: nil, acceptLanguage: request.headers["Accept-Language"])
        var fromCookies: [String] = []
        var languageChosen = false
        var spread: [String] = []
        for name in Variant.parameterNames {
            if let value = query[name] {
                if value == Variant.allValue, Variant.spreadable.contains(name) {
                    spread.append(name)
                    kept.append((name, value))
                    continue
                }
                if variant.apply(name, value) {
                    kept.append((name, variant.value(of: name) ?? value))
                    languageChosen = languageChosen || name == "lang"
                    continue
                }
                // An unsupported language falls back to negotiation, as Accept-Language would.
                if name != "lang" {
                    let valid = Variant.validValues(of: name).joined(separator: ", ")
                    throw HTTPError(.badRequest, "“\(value)” is not a valid \(name); use one of: \(valid).")
                }
            }
            if let value = cookies[Self.cookieName(name)], variant.apply(name, value) {
                languageChosen = languageChosen || name == "lang"
                fromCookies.append(name)
            }
        }
        if !languageChosen { variant.language = negotiated }
        if embedded {
            variant.embed = true
            kept.append(("embed", "1"))
        }
        self.init(variant: variant, kept: kept)
        self.spread = spread
        // What the URL alone would show: the defaults, and the negotiated language.
        var plain = Variant(language: negotiated)
        plain.embed = embedded
        savedChoices = fromCookies.compactMap { name in
            guard let saved = variant.value(of: name), let alone = plain.value(of: name), saved != alone else { return nil }
            return (name, saved, alone)
        }
    }

    /// The context for a request, ignoring parameters it cannot use (for error pages).
    public static func lenient(_ request: Request) -> PageContext {
        let query = (try? request.query()) ?? FormData()
        if let context = try? PageContext(request: request, query: query) { return context }
        return PageContext(variant: Variant(language: Language.negotiate(
            queryValue: query["lang"], acceptLanguage: request.headers["Accept-Language"])))
    }

    /// The language of the page's texts.
    public var language: Language { variant.language }

    /// The `lang` attribute: the language's tag, or `en-XA` for pseudo-localization.
    public var languageTag: String { variant.pseudo ? "en-XA" : language.rawValue }

    /// `path` with the kept parameters and `parameters`, percent-encoded.
    public func link(_ path: String, _ parameters: [(String, String)] = []) -> String {
        Self.url(path, kept + parameters)
    }

    /// `path?name=value&…`, percent-encoded.
    static func url(_ path: String, _ parameters: [(String, String)]) -> String {
        guard !parameters.isEmpty else { return path }
        return path + "?" + parameters.map { PercentDecoding.encode($0.0) + "=" + PercentDecoding.encode($0.1) }
            .joined(separator: "&")
    }

    /// The string for this page's language (pseudo-localized when asked).
    public func text(_ text: LocalizedText) -> String {
        let resolved = text.resolved(for: language)
        return variant.pseudo ? PseudoLocalization.transform(resolved) : resolved
    }

    /// `Set-Cookie` values remembering each variant parameter chosen in the URL for a year.
    public var cookiesToSet: [String] {
        kept.filter { Variant.parameterNames.contains($0.0) && !spread.contains($0.0) }.map { name, value in
            "\(Self.cookieName(name))=\(value); Path=/; Max-Age=31536000; SameSite=Lax"
        }
    }
}
