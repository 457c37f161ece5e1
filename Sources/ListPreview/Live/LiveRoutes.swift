import HTTP
import JSON
import Pages
import Screens
import Store

/// `GET /api/changes?screens=A,B&since=TOKEN`: how an open page learns that what it shows changed.
///
/// Every page (but an embedded one) carries the token of the screens it shows and, when script
/// runs, asks this route with it. An outdated token is answered at once (`"changed": true`, and the
/// page reloads); a current one waits — parked by the server, no thread held — until one of the
/// screens changes, a pending reload lands, or ``longestWait`` passes (`"changed": false`, and the
/// page asks again). A token names the app's edition (a hash of what it was made from: an edited
/// fixtures file or image, or a server restarted with other files, makes another) and each
/// screen's state version, so every change that alters a page tells.
enum LiveRoutes {
    /// The longest a request is held before it is answered “unchanged” (below common proxies' idle limits).
    static let longestWait = 25_000

    /// The token of `screens` as the app of `edition` shows them now.
    static func token(_ screens: [(id: String, state: ScreenState?)], edition: String) -> String {
        let versions = screens.map { screen in
            screen.state.map { String($0.version) + ($0.pendingReload == nil ? "" : "p") } ?? "x"
        }
        return edition + "." + versions.joined(separator: "-")
    }

    /// The URL a page of `screens` asks, with the token of `states` in the app of `edition`.
    static func url(_ states: [(id: String, state: ScreenState?)], edition: String) -> String {
        SitePath.url(SitePath.changes, [("screens", states.map(\.id).joined(separator: ",")), ("since", token(states, edition: edition))])
    }

    /// `GET /api/changes`, answered at once: `{"changed": bool, "token": "…"}`.
    static let changes: Route = { input throws(HTTPError) in
        let (since, ids) = try parameters(input.query, store: input.store)
        let now = current(ids, store: input.store)
        return .response(answer(changed: now != since, token: now))
    }

    /// The deferred answer to a request whose token is current; `nil` when it should be answered
    /// at once (an outdated token, or a malformed request, which the route then answers).
    static func wait(_ request: Request, store: ScreenStore) -> DeferredResponse? {
        guard let query = try? request.query(), let (since, ids) = try? parameters(query, store: store),
              current(ids, store: store) == since else { return nil }
        let now = store.currentTime
        let landing = ids.compactMap { store.state(of: $0)?.pendingReload?.dueAt }.min().map { Int($0 - now) + 20 }
        return DeferredResponse(
            timeoutMilliseconds: min(longestWait, landing ?? longestWait),
            subscribe: { due in store.changes.subscribe(screens: Set(ids), wake: due) },
            respond: {
                let latest = current(ids, store: store)
                return answer(changed: latest != since, token: latest)
            })
    }

    /// The token now, by the newest app's edition: a page of a replaced app is outdated.
    private static func current(_ ids: [String], store: ScreenStore) -> String {
        token(ids.map { ($0, store.state(of: $0)) }, edition: store.changes.newest)
    }

    private static func parameters(_ query: FormData, store: ScreenStore) throws(HTTPError) -> (since: String, ids: [String]) {
        guard let since = query["since"], !since.isEmpty else {
            throw HTTPError(.badRequest, "Say which version the page shows: ?since=TOKEN (from the page's data-live attribute).")
        }
        let ids = query["screens"].map { $0.split(separator: ",").map(String.init) } ?? store.screens.map(\.id)
        guard ids.count <= 1000 else { throw HTTPError(.badRequest, "At most 1000 screens at once.") }
        return (since, ids)
    }

    private static func answer(changed: Bool, token: String) -> Response {
        Response(status: .ok, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"],
                 body: JSONWriter.encode(.object([(key: "changed", value: .bool(changed)), (key: "token", value: .string(token))])))
    }
}
