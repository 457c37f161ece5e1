import HTML
import HTTP
import ScreenEdits
import Screens
import Variants
import Strings

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
    /// For a page of a static site, how it links: relative paths, and only to pages the site has.
    public var site: SiteLinks?
    /// With `a11y=voiceover`, each VoiceOver element's number by its key (``VoiceOverElement/key``).
    var voiceOverNumbers: [String: Int] = [:]
    /// In the interface's context, the variant of the device's content it was made from (its
    /// language and pseudo-localization), for what the panel quotes from the screen.
    public var content: Variant?
    /// The languages the page's screens are given in: what its language picker offers.
    public var languages: [LanguageTag] = Language.allCases.map(\.tag)
    /// Choices taken from the pickers' cookies, not the URL, that make the page differ from what
    /// the URL alone shows, with the value the URL alone would give: a shared link says so.
    public var savedChoices: [(name: String, saved: String, plain: String)] = []
    /// The design the page's screen keeps whatever is asked (its fixtures' `"os"`), which the
    /// picker shows as fixed; `nil` when the variant's design is drawn.
    public var pinnedDesign: SystemDesign?
    /// The designer's edits the URL carries (`edit.empty.title=…`), drawn over the screen and kept in every link.
    public var edits = ScreenEdits()
    /// What the Controls section needs beyond the screen: the app's pictures and colours, and whether it may save.
    public var controls: ControlsSetting?
    /// Whether the Controls section is open (`controls=1`, or edits in the URL): closed, it is one
    /// link, and a page weighs what it did before the section (its form is 9 KB of a 21-KB page).
    public var controlsOpen = false

    /// A context from its parts.
    public init(variant: Variant, kept: [(String, String)] = []) {
        self.variant = variant
        self.kept = kept
    }

    /// The context for the tool's own interface around the device — the panel, pickers, page
    /// headings: direction and pseudo-localization are settings of the device's content, so the
    /// interface stays left-to-right and in a real language.
    public var interface: PageContext {
        var context = self
        context.content = content ?? variant
        context.variant.pseudo = false
        context.variant.direction = .ltr
        context.variant.language = interfaceLanguage.tag
        return context
    }

    /// The language of the tool's own texts: English, Simplified or Traditional Chinese, whichever
    /// is nearest the page's language, else English.
    public var interfaceLanguage: Language {
        Language.matching(tag: variant.language.description) ?? .english
    }

    /// The cookie that remembers a picker choice of `name`.
    static func cookieName(_ name: String) -> String { "lp-" + name }

    /// The context for a request. Each parameter comes from the URL, else from the cookie the
    /// pickers set, else its default. The language is one of `languages` (the screens'): the URL's
    /// or the cookie's best match, else `Accept-Language`'s, else English; the direction, unless
    /// chosen, follows the language's script; the design, unless chosen, is `design` (the fixtures'
    /// default). An invalid value in the URL is a 400 that lists the valid ones; an invalid cookie
    /// is ignored.
    ///
    /// An embedded page (`embed=1`: gallery frames, snapshots) ignores the cookies: it shows exactly
    /// what its URL says.
    public init(request: Request, query: FormData, languages: [LanguageTag] = Language.allCases.map(\.tag),
                design: SystemDesign = .standard) throws(HTTPError) {
        var variant = Variant()
        variant.os = design
        var kept: [(String, String)] = []
        let source = Source(request)
        let embedded = query["embed"] == "1"
        let cookies = Cookies(parsing: embedded ? "" : source.cookie ?? "")
        let negotiated = LanguageTag.negotiate(acceptLanguage: source.acceptLanguage, among: languages)
        var fromCookies: [String] = []
        var languageChosen = false
        var directionChosen = false
        var spread: [String] = []
        let edits: ScreenEdits
        // The language a `lang` value stands for among the screens', if any (pseudo stands for itself).
        func chooseLanguage(_ value: String) -> Bool {
            var candidate = variant
            guard Variant.languageParameter.apply(value, to: &candidate) else { return false }
            if !candidate.pseudo {
                guard let match = candidate.language.bestMatch(among: languages) else { return false }
                candidate.language = match
            }
            variant = candidate
            return true
        }
        for parameter in VariantParameter.all {
            let name = parameter.name
            if let value = query[name] {
                if value == Variant.allValue, parameter.spreadable {
                    spread.append(name)
                    kept.append((name, value))
                    continue
                }
                if name == "lang" ? chooseLanguage(value) : parameter.apply(value, to: &variant) {
                    kept.append((name, parameter.value(in: variant)))
                    languageChosen = languageChosen || name == "lang"
                    directionChosen = directionChosen || name == "dir"
                    continue
                }
                // An unsupported language falls back to negotiation, as Accept-Language would.
                if name != "lang" {
                    let valid = parameter.validValues.joined(separator: ", ")
                    throw HTTPError(.badRequest, "“\(value)” is not a valid \(name); use one of: \(valid).")
                }
            }
            if let value = cookies[Self.cookieName(name)], name == "lang" ? chooseLanguage(value) : parameter.apply(value, to: &variant) {
                languageChosen = languageChosen || name == "lang"
                directionChosen = directionChosen || name == "dir"
                fromCookies.append(name)
            }
        }
        if !languageChosen { variant.language = negotiated }
        if !directionChosen { variant.direction = Self.naturalDirection(of: variant) }
        if embedded {
            variant.embed = true
            kept.append(("embed", "1"))
        }
        let controlsAsked = query["controls"] == "1"
        if controlsAsked { kept.append(("controls", "1")) }
        do {
            edits = try ScreenEdits(query: query)
        } catch {
            throw HTTPError(.badRequest, error.message)
        }
        self.init(variant: variant, kept: kept + edits.parameters)
        self.edits = edits
        controlsOpen = controlsAsked || !edits.isEmpty
        self.spread = spread
        self.languages = languages
        // What the URL alone would show: the defaults, and the negotiated language.
        var plain = Variant(language: negotiated)
        plain.os = design
        plain.direction = Self.naturalDirection(of: plain)
        plain.embed = embedded
        savedChoices = fromCookies.compactMap { name in
            guard let saved = variant.value(of: name), let alone = plain.value(of: name), saved != alone else { return nil }
            return (name, saved, alone)
        }
    }

    /// This context for a page of `screen`: in the design the screen keeps, whatever the URL, a
    /// cookie or the fixtures' default asked for (the one place a screen's `"os"` is applied: its
    /// page, its gallery frames, its snapshots, its site pages and its audit passes are all this page).
    public func pinned(to screen: Screen) -> PageContext {
        guard let design = screen.pinnedDesign else { return self }
        var context = self
        context.variant.os = design
        context.pinnedDesign = design
        // A saved design does not make this page differ from its URL's: the screen keeps its own.
        context.savedChoices.removeAll { $0.name == "os" }
        return context
    }

    /// Right to left for a language written so (Arabic, Hebrew, Persian, Urdu…), else left to right.
    static func naturalDirection(of variant: Variant) -> Direction {
        !variant.pseudo && variant.language.isRightToLeft ? .rtl : .ltr
    }

    /// The context for a request, ignoring parameters it cannot use (for error pages).
    public static func lenient(_ request: Request) -> PageContext {
        let query = (try? request.query()) ?? FormData()
        if let context = try? PageContext(request: request, query: query) { return context }
        return PageContext(variant: Variant(language: LanguageTag.negotiate(
            acceptLanguage: Source(request).acceptLanguage, among: Language.allCases.map(\.tag))))
    }

    /// The language of the page's texts.
    public var language: LanguageTag { variant.language }

    /// The `lang` attribute: the language's tag, or `en-XA` for pseudo-localization.
    public var languageTag: String { variant.pseudo ? "en-XA" : language.description }

    /// `path` with the kept parameters and `parameters`, percent-encoded.
    public func link(_ path: String, _ parameters: [(String, String)] = []) -> String {
        SitePath.url(path, kept + parameters)
    }

    /// The `href` of a page: `path` with the kept parameters and `parameters`; in a static site,
    /// the relative link to its file, or `nil` when the site does not have that page (the caller
    /// then offers no link).
    public func href(_ path: String, _ parameters: [(String, String)] = []) -> String? {
        href(url: link(path, parameters))
    }

    /// The `href` of the page at `url` (a path and query): `url` itself, or in a static site the
    /// relative link to its file, `nil` when the site does not have it.
    public func href(url: String) -> String? {
        guard let site else { return url }
        return site.href(url)
    }

    /// Where a file the server sends (`/public/style.css`, `/assets/img/box.svg`) is: its path, or
    /// in a static site, which holds every such file, the relative link to its copy.
    public func file(_ url: String) -> String {
        guard let site, url.hasPrefix("/") else { return url }
        return site.relative(to: String(url.dropFirst()))
    }

    /// Where the picture a CSS mask draws is (a placeholder's tinted picture, a template image):
    /// ``file(_:)``, or in a static site the file itself as a `data:` URL. Chromium and WebKit
    /// load a mask only from the page's own origin, and a `file://` page has none.
    public func mask(_ url: String) -> String {
        site?.dataURL(url) ?? file(url)
    }

    /// A link to this same page with other parameters, as short as it can be: `?lang=de` (the
    /// browser keeps the path), or `path` itself when there are none. The pickers' thirty-odd links
    /// are a third of a page; this keeps each one the path's length shorter. In a static site, the
    /// file of that page, or `nil` when the site lacks it.
    func samePage(_ path: String, _ parameters: [(String, String)]) -> String? {
        if site != nil { return href(url: SitePath.url(path, parameters)) }
        guard !parameters.isEmpty else { return path }
        return String(SitePath.url(path, parameters).dropFirst(path.utf8.count))
    }


    /// The attribute that numbers the element `key` in the VoiceOver view (`data-vo="3"`), or none.
    func voiceOverMark(_ key: String) -> [Attribute] {
        guard !voiceOverNumbers.isEmpty, let number = voiceOverNumbers[key] else { return [] }
        return [Attribute("data-vo", String(number))]
    }

    /// The string for this page's language (pseudo-localized when asked).
    public func text(_ text: LocalizedText) -> String {
        let resolved = text.resolved(for: language)
        return variant.pseudo ? PseudoLocalization.transform(resolved) : resolved
    }

    /// `Set-Cookie` values remembering each variant parameter chosen in the URL for a year; none
    /// for an embedded page, which neither reads nor sets them (before, each frame of a
    /// `textSize=all` gallery saved its size, and every screen then opened at the last one, AX5).
    public var cookiesToSet: [String] {
        guard !variant.embed else { return [] }
        return kept.filter { Variant.parameterNames.contains($0.0) && !spread.contains($0.0) }.map { name, value in
            "\(Self.cookieName(name))=\(value); Path=/; Max-Age=31536000; SameSite=Lax"
        }
    }
}

extension PageContext {
    /// Everything in a request that a page can depend on besides the screens' state: the target
    /// (path and query) and the headers named in ``varyingHeaders``. A context is parsed from it,
    /// and the page memo keys on it, so the two cannot disagree about what makes a page differ.
    package struct Source: Hashable, Sendable {
        package let target: String
        package let acceptLanguage: String?
        /// Every `Cookie` field, joined as one.
        package let cookie: String?

        package init(_ request: Request) {
            target = request.target
            acceptLanguage = request.headers[Self.languageField]
            cookie = request.headers.combined(Self.cookieField, separator: "; ")
        }

        static let languageField = "Accept-Language"
        static let cookieField = "Cookie"
    }

    /// The headers ``Source`` reads, which every page names in `Vary`.
    static let varyingHeaders = Source.languageField + ", " + Source.cookieField
}
