import HTTP
import Screens
import Strings

/// One page of a site: the URL the server answers for it, and its file from the site's root.
struct SitePage: Sendable, Equatable {
    let url: String
    let file: String
}

/// Every page of a site and where it goes, and the one rule that says which page a link names:
/// a URL's route, screen, state and variant, whatever the order of its parameters. A link the
/// rule does not find in the plan (another text size, a search, a direction) is not offered.
///
/// In each variant's folder (`iphone-15--dark--en/`): `index.html`, `gallery.html`,
/// `gallery--SCREEN.html`, `SCREEN.html` (the screen as the fixtures start it),
/// `SCREEN--STATE.html` (each state's preview), and the same two under `embed/` (the device alone,
/// for the gallery's and the index's frames). The site's own `index.html` is the index of screens of
/// the first variant on the default device, iPhone 15 (also for one screen, where the server's `/` is
/// that screen's page): the door to every screen, the gallery and the report.
struct SitePlan: Sendable {
    /// Every page, in a stable order; the root's `index.html` first.
    let pages: [SitePage]
    /// Each page's file by its ``key(of:)``.
    private let files: [String: String]
    /// The one screen's id when there is one (then `/` is that screen's page, as the server answers).
    private let onlyScreen: String?

    /// The plan for `screens` (each with its reachable states among `options.states`) in every variant.
    init(_ options: SiteOptions, screens: [Screen], languages: [LanguageTag]) {
        onlyScreen = screens.count == 1 ? screens[0].id : nil
        let variants = options.variants(languages: languages, design: screens.first?.defaultDesign ?? .standard)
        var pages: [SitePage] = []
        // The root index opens on the server's default device (iPhone 15) where the site has it, as
        // `serve` does, not on whichever device comes first.
        if let home = variants.first(where: { $0.variant.variant.device == .standard }) ?? variants.first {
            pages.append(SitePage(url: SitePath.url(SitePath.allScreens, home.variant.parameters), file: "index.html"))
        }
        for (variant, folder) in variants {
            let parameters = variant.parameters
            func page(_ path: String, _ extra: [(String, String)], _ file: String) {
                pages.append(SitePage(url: SitePath.url(path, parameters + extra), file: folder + "/" + file))
            }
            page(SitePath.allScreens, [], "index.html")
            page(SitePath.gallery, [], "gallery.html")
            for screen in screens {
                page(SitePath.gallery, [("screen", screen.id)], "gallery--\(screen.id).html")
            }
            for screen in screens {
                let path = SitePath.screen(screen.id)
                let states = screen.reachableStates.filter(options.states.contains)
                for embedded in [false, true] {
                    let embed: [(String, String)] = embedded ? [("embed", "1")] : []
                    let prefix = embedded ? "embed/" : ""
                    page(path, embed, prefix + screen.id + ".html")
                    for state in states {
                        page(path, [("state", state.rawValue)] + embed, prefix + "\(screen.id)--\(state.rawValue).html")
                    }
                }
            }
        }
        var files: [String: String] = [:]
        for page in pages.dropFirst() {
            if let key = Self.key(of: page.url, onlyScreen: onlyScreen) { files[key] = page.file }
        }
        self.pages = pages
        self.files = files
    }

    /// The file of the page at `url`, from the site's root, or `nil` when the site does not have it.
    func file(of url: String) -> String? {
        Self.key(of: url, onlyScreen: onlyScreen).flatMap { files[$0] }
    }

    /// What names a page whatever the order of its URL's parameters: `screen inbox?device=…&embed=1&…`,
    /// or `nil` for a URL no site page answers (a parameter given twice, or one a site does not spread).
    static func key(of url: String, onlyScreen: String?) -> String? {
        let request = Request(method: .get, target: url)
        guard let segments = try? request.pathSegments(), let query = try? request.query() else { return nil }
        let route: String
        var allowed = SiteVariant.parameterNames
        switch segments {
        case []:
            route = onlyScreen.map { "screen " + $0 } ?? "index"
            if onlyScreen != nil { allowed.formUnion(["state", "embed"]) }
        case ["screens"]:
            route = "index"
        case ["gallery"]:
            route = "gallery"
            allowed.insert("screen")
        case let path where path.count == 2 && path[0] == "screens":
            route = "screen " + path[1]
            allowed.formUnion(["state", "embed"])
        default:
            return nil
        }
        var values: [String: String] = [:]
        for (name, value) in query.pairs {
            guard allowed.contains(name), values[name] == nil else { return nil }
            values[name] = value
        }
        if let embed = values["embed"], embed != "1" { return nil }
        // A setting named only when on (Bold Text) names the same page off as unsaid.
        for parameter in SiteOptions.parameters where parameter.naming == .whenNotDefault && values[parameter.name] == parameter.standard {
            values[parameter.name] = nil
        }
        return route + "?" + values.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: "&")
    }
}
