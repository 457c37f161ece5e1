import HTTP
import Guarded

/// The page memo: finished page responses, so each distinct page is rendered once per state change.
///
/// A page is found two ways. A ``Key`` names everything a page depends on: the screen and its
/// state version, the variant (language, device, theme…), the parameters kept in its links, the
/// preview, search and row window. A repeated request — the same ``PageContext/Source`` — is led
/// straight to the page it led to before, skipping parsing and routing, while its screen's state
/// is unchanged. A state change moves the version, so stale pages are never found again; the memo
/// is bounded. Pages are kept as they were finished and marked ``Response/shared()``, so the
/// server may prepare each one once.
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

        /// The key of `screen`'s page at state `version`, as `context` shows it.
        init(screen: String, version: Int, context: PageContext, preview: DisplayState?, query: String, rowLimit: Int) {
            self.screen = screen
            self.version = version
            self.variant = context.variant
            self.kept = context.kept.map { $0.0 + "=" + $0.1 }
            self.preview = preview
            self.query = query
            self.rowLimit = rowLimit
        }
    }

    private let pages = Locked<[Key: Response]>([:])
    /// Which page each request led to; cleared with `pages`, so it never holds pages the memo has let go.
    private let requests = Locked<[PageContext.Source: Remembered]>([:])
    private let capacity: Int
    /// Pages larger than this (a list drawn with many rows) are rendered each time rather than held.
    static let largestCachedPage = 1 << 20

    /// A page a request led to, and the screen state it shows.
    private struct Remembered: Sendable {
        let screen: String
        let version: Int
        let page: Response
    }

    /// Whether a request may be answered from the memo, and so is remembered: only reads.
    private static func answers(_ request: Request) -> Bool {
        request.method == .get || request.method == .head
    }

    /// A memo holding at most `capacity` pages.
    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The page `request` (a GET or HEAD: the memo answers nothing else) led to before, if
    /// `currentVersion` says its screen's state is unchanged.
    func page(answering request: Request, versions currentVersion: (String) -> Int?) -> Response? {
        // Another method to a page's target is the route's to answer (405, or the change policy's 403).
        guard Self.answers(request),
              let remembered = requests.withLock({ $0[PageContext.Source(request)] }),
              currentVersion(remembered.screen) == remembered.version else { return nil }
        return remembered.page
    }

    /// The page for `key`: the one held, or the finished page `make` returns, then held (unless it
    /// is too large), and `request` remembered as leading to it.
    func page(for key: Key, answering request: Request, make: () -> Response) -> Response {
        let page: Response
        if let held = pages.withLock({ $0[key] }) {
            page = held
        } else {
            let made = make()
            guard made.body.count <= Self.largestCachedPage else { return made }
            page = made.shared()
            let full = pages.withLock { pages in
                let full = pages.count >= capacity
                if full { pages.removeAll(keepingCapacity: true) }
                pages[key] = page
                return full
            }
            if full { requests.withLock { $0.removeAll(keepingCapacity: true) } }
        }
        guard Self.answers(request) else { return page }
        requests.withLock { requests in
            if requests.count >= capacity * 4 { requests.removeAll(keepingCapacity: true) }
            requests[PageContext.Source(request)] = Remembered(screen: key.screen, version: key.version, page: page)
        }
        return page
    }
}
