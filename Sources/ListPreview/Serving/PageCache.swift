import Dispatch
import Guarded
import HTTP
import Pages
import Screens
import Variants

/// The page memo: finished page responses, so each distinct page is rendered once per state change.
///
/// A page is found two ways. A ``Key`` names everything a page depends on: the screen and its
/// state version, the variant (language, device, theme…), the parameters kept in its links, the
/// preview, search and row window. A repeated request — the same ``PageContext/Source`` — is led
/// straight to the page it led to before, skipping parsing and routing, while its screen's state
/// is unchanged. A state change moves the version, so stale pages are never found again. Pages are
/// kept as they were finished and marked ``Response/shared()``, so the server may prepare each one once.
///
/// Bounded by bytes, not by count: a page of 20,000 rows weighs as much as a thousand ordinary ones
/// (610 distinct `?rows=` pages once held 913 MiB). The memo keeps two generations: new pages go
/// into the current one; when it holds ``generationBytes``, the previous generation is dropped whole
/// and the current one becomes the previous. A page found in the previous generation is moved to
/// the current one, so what is in use stays and what is not goes within two generations — an LRU's
/// effect with one dictionary lookup per hit, and no request map entry outliving its page.
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

    /// Bytes of pages (and remembered requests) one generation holds before it is retired; the memo
    /// holds at most two generations, so 16 MiB in all.
    static let generationBytes = 8 << 20
    /// Pages and remembered requests one generation holds before it is retired, however small:
    /// pages of past states are never asked for again, and need not wait for the bytes to fill up.
    static let generationEntries = 256
    /// Pages larger than this are rendered each time rather than held: 8 MiB, a little more than a
    /// screen of 20,000 rows drawn whole (`?rows=20000`, 7.1 MB), a generation.
    static let largestCachedPage = 8 << 20

    /// A page a request led to, and the screen state it shows.
    private struct Remembered: Sendable {
        let key: Key
        let page: Response
    }

    /// One generation: pages by key, the requests that led to them, and what they weigh.
    private struct Generation {
        var pages: [Key: Response] = [:]
        var requests: [PageContext.Source: Remembered] = [:]
        var bytes = 0
    }

    private struct Generations {
        var current = Generation()
        var previous = Generation()
        /// Whether a page was added since the last ``retireIfIdle()``.
        var addedSinceSweep = false

        /// Adds an entry of `bytes` to the current generation, first retiring it if that would overfill it.
        mutating func makeRoom(for bytes: Int, budget: Int) {
            let entries = current.pages.count + current.requests.count
            if (current.bytes + bytes > budget && current.bytes > 0) || entries >= PageCache.generationEntries {
                previous = current
                current = Generation()
            }
            current.bytes += bytes
        }
    }

    private let generations = Locked(Generations())
    private let budget: Int
    /// How long without a new page before a generation is retired: the memo of a server no one
    /// uses empties within two of these, and its memory goes back to the system.
    static let idleInterval = DispatchTimeInterval.seconds(20)

    /// Whether a request may be answered from the memo, and so is remembered: only reads.
    private static func answers(_ request: Request) -> Bool {
        request.method == .get || request.method == .head
    }

    /// A memo whose generations hold `generationBytes` each.
    init(generationBytes: Int = PageCache.generationBytes) {
        self.budget = generationBytes
        sweepLater()
    }

    /// Calls ``retireIfIdle()`` after ``idleInterval``, and so on for as long as the memo lives.
    private func sweepLater() {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + Self.idleInterval) { [weak self] in
            self?.retireIfIdle()
            self?.sweepLater()
        }
    }

    /// Retires the current generation (dropping the previous one) unless a page was added since the last call.
    func retireIfIdle() {
        generations.withLock { generations in
            if generations.addedSinceSweep {
                generations.addedSinceSweep = false
            } else {
                generations.previous = generations.current
                generations.current = Generation()
            }
        }
    }

    /// The page `request` (a GET or HEAD: the memo answers nothing else) led to before, if
    /// `currentVersion` says its screen's state is unchanged.
    func page(answering request: Request, versions currentVersion: (String) -> Int?) -> Response? {
        // Another method to a page's target is the route's to answer (405, or the change policy's 403).
        guard Self.answers(request) else { return nil }
        let source = PageContext.Source(request)
        let remembered = generations.withLock { generations -> Remembered? in
            if let found = generations.current.requests[source] { return found }
            guard let found = generations.previous.requests[source] else { return nil }
            // In use again: into the current generation, with its page.
            generations.previous.requests[source] = nil
            let page = generations.previous.pages.removeValue(forKey: found.key)
            generations.makeRoom(for: Self.weight(of: source) + (page?.body.count ?? 0), budget: budget)
            generations.current.requests[source] = found
            if let page { generations.current.pages[found.key] = page }
            return found
        }
        guard let remembered, currentVersion(remembered.key.screen) == remembered.key.version else { return nil }
        return remembered.page
    }

    /// The page for `key`: the one held, or the finished page `make` returns, then held (unless it
    /// is too large), and `request` remembered as leading to it.
    func page(for key: Key, answering request: Request, make: () -> Response) -> Response {
        let held = generations.withLock { generations -> Response? in
            if let page = generations.current.pages[key] { return page }
            guard let page = generations.previous.pages.removeValue(forKey: key) else { return nil }
            generations.makeRoom(for: page.body.count, budget: budget)
            generations.current.pages[key] = page
            return page
        }
        let page: Response
        if let held {
            page = held
        } else {
            let made = make()
            guard made.body.count <= Self.largestCachedPage else { return made }
            page = made.shared()
            generations.withLock { generations in
                generations.makeRoom(for: page.body.count, budget: budget)
                generations.current.pages[key] = page
                generations.addedSinceSweep = true
            }
        }
        guard Self.answers(request) else { return page }
        let source = PageContext.Source(request)
        generations.withLock { generations in
            generations.makeRoom(for: Self.weight(of: source), budget: budget)
            generations.current.requests[source] = Remembered(key: key, page: page)
        }
        return page
    }

    /// Whether the page for `key` is held (in either generation).
    func holds(_ key: Key) -> Bool {
        generations.withLock { $0.current.pages[key] != nil || $0.previous.pages[key] != nil }
    }

    /// Bytes of pages and remembered requests held now, both generations.
    var heldBytes: Int {
        generations.withLock { $0.current.bytes + $0.previous.bytes }
    }

    /// What remembering a request costs: its target, cookies and languages, plus the entry itself.
    private static func weight(of source: PageContext.Source) -> Int {
        64 + source.target.utf8.count + (source.cookie?.utf8.count ?? 0) + (source.acceptLanguage?.utf8.count ?? 0)
    }
}
