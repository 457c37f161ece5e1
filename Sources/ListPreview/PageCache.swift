import HTTP
import Guarded

/// Finished page responses, so each distinct page is rendered once per state change.
///
/// A key names everything a page depends on: the screen and its state version, the variant
/// (language, device, theme…), the parameters kept in its links, the preview, search and row window.
/// A state change moves the version, so stale pages are never found again; the cache is bounded.
final class PageCache: Sendable {
    /// What a rendered screen page depends on.
    struct Key: Hashable, Sendable {
        let screen: String
        let version: Int
        let variant: Variant
        let kept: [String]
        let preview: DisplayState?
        let query: String
        let rowLimit: Int
    }

    /// Everything in a request that a page can depend on, besides the state.
    struct RequestKey: Hashable, Sendable {
        let target: String
        let acceptLanguage: String?
        let cookie: String?

        init(_ request: Request) {
            target = request.target
            acceptLanguage = request.headers["Accept-Language"]
            cookie = request.headers["Cookie"]
        }
    }

    private let pages = Locked<[Key: Response]>([:])
    /// Which page each request led to, so a repeated request skips parsing, routing and the
    /// page key; cleared with `pages`, so it never holds pages the cache has let go.
    private let requests = Locked<[RequestKey: Remembered]>([:])
    private let capacity: Int
    /// Pages larger than this (a list drawn with many rows) are rendered each time rather than held.
    static let largestCachedPage = 1 << 20

    /// A page a request led to, and the screen state it shows.
    private struct Remembered: Sendable {
        let screen: String
        let version: Int
        let page: Response
    }

    /// A cache holding at most `capacity` pages.
    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The cached page for `key`, or the one `render` makes (then cached).
    func page(for key: Key, render: () -> Response) -> Response {
        if let page = pages.withLock({ $0[key] }) { return page }
        var page = render()
        guard page.body.count <= Self.largestCachedPage else { return page }
        page.reuse = ReuseToken()
        let full = pages.withLock { pages in
            let full = pages.count >= capacity
            if full { pages.removeAll(keepingCapacity: true) }
            pages[key] = page
            return full
        }
        if full { requests.withLock { $0.removeAll(keepingCapacity: true) } }
        return page
    }

    /// Notes that `request` led to `page`, the cached page for `key`.
    func remember(_ request: RequestKey, leadsTo key: Key, page: Response) {
        requests.withLock { requests in
            if requests.count >= capacity * 4 { requests.removeAll(keepingCapacity: true) }
            requests[request] = Remembered(screen: key.screen, version: key.version, page: page)
        }
    }

    /// The cached page a repeated request leads to, if `currentVersion` says its state is unchanged.
    func page(for request: RequestKey, currentVersion: (String) -> Int?) -> Response? {
        guard let remembered = requests.withLock({ $0[request] }),
              currentVersion(remembered.screen) == remembered.version else { return nil }
        return remembered.page
    }
}
