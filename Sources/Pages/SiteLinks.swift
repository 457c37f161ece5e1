/// How the pages of a static site (`listpreview build`) link to each other and to their files:
/// by relative paths, so the site opens from `file://`, from a host's root or from any sub-path;
/// and only to pages the site has, so it never holds a dead link.
///
/// A page drawn with ``PageContext/site`` set asks it for every link (``PageContext/href(_:_:)``)
/// and file (``PageContext/file(_:)``); without it, pages link as the server answers.
public struct SiteLinks: Sendable {
    /// This page's file, from the site's root: `iphone-15--light--en/inbox--empty.html`.
    public let page: String
    /// The file of a page URL (`/screens/inbox?state=empty&…`), from the site's root, or `nil`
    /// when the site does not have that page.
    public let pageFile: @Sendable (String) -> String?
    /// The screenshot of an embedded page URL, from the site's root, when the site has one.
    public let screenshot: @Sendable (String) -> String?
    /// The review report the site includes (`report/report.html`, from the site's root), if any.
    public let report: String?
    /// A file the server sends (`/public/states/network.svg`) as a `data:` URL, or `nil` when the
    /// site lacks it: what a page draws through a CSS mask, which a `file://` page cannot load.
    public let dataURL: @Sendable (String) -> String?

    /// Links for the page in `page`.
    public init(page: String, pageFile: @escaping @Sendable (String) -> String?,
                screenshot: @escaping @Sendable (String) -> String? = { _ in nil }, report: String? = nil,
                dataURL: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.page = page
        self.pageFile = pageFile
        self.screenshot = screenshot
        self.report = report
        self.dataURL = dataURL
    }

    /// The relative link from this page to the page at `url`, or `nil` when the site lacks it.
    public func href(_ url: String) -> String? {
        pageFile(url).map(relative(to:))
    }

    /// The relative link from this page to `file`, a path from the site's root (percent-encoded,
    /// as in a URL): `../public/style.css`.
    public func relative(to file: String) -> String {
        Self.relative(from: page, to: file)
    }

    /// The path from the folder of `page` to `file`, both from the site's root.
    public static func relative(from page: String, to file: String) -> String {
        let from = page.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let to = file.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        return String(repeating: "../", count: from.count - common) + to.dropFirst(common).joined(separator: "/")
    }
}
