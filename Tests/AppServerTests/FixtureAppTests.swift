import AppTesting
@testable import Fixtures
import Foundation
import HTTP
import JSON
@testable import ListPreview
@testable import Screens
import TestSupport
import Testing

/// The shipped example screens through the app's routes, in process and over real sockets.
@Suite struct FixtureAppTests {
    private let app: App
    private let clock = ManualClock()

    init() throws {
        app = try exampleApp(clock: clock.now)
    }

    private func request(_ client: AppClient, _ method: HTTP.Method, _ target: String, headers: Headers = [:],
                         body: String = "") throws -> TestResponse {
        try client.request(method, target, headers: headers, body: body)
    }

    private func text(_ response: TestResponse) -> String { response.text }

    private func json(_ response: TestResponse) throws -> JSONValue { try JSONParser.parse(response.body) }

    private let form: Headers = ["Content-Type": "application/x-www-form-urlencoded"]
    private let jsonType: Headers = ["Content-Type": "application/json"]

    /// The index offers every state each screen can show, and no other.
    @Test(arguments: Backend.allCases)
    func indexLinksEveryScreenAndReachableState(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let page = try text(request(client, .get, "/"))
            for screen in app.store.screens {
                #expect(page.contains(#"href="/screens/\#(screen.id)""#))
                for state in DisplayState.previewable {
                    let offered = page.contains(#"href="/screens/\#(screen.id)?state=\#(state.rawValue)""#)
                    #expect(offered == screen.reachableStates.contains(state), "\(screen.id) \(state)")
                }
            }
            #expect(app.store.screen(id: "contacts")?.reachableStates.contains(.search) == true)
            #expect(app.store.screen(id: "orders")?.reachableStates.contains(.search) == false)
        }
    }

    @Test(arguments: Backend.allCases)
    func everyScreenInEveryReachableStateRenders(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            for screen in app.store.screens {
                for state in screen.reachableStates {
                    let response = try request(client, .get, "\(screen.path)?state=\(state.rawValue)")
                    #expect(response.status == .ok)
                    let page = text(response)
                    // A screen that keeps an empty list blank (settings) previews it blank.
                    let shown = state == .empty && !screen.autoEmptyState ? DisplayState.blank : state
                    #expect(page.contains(#"data-state="\#(shown.rawValue)""#), "\(screen.id) \(state)")
                    #expect(page.contains(#"id="empty-state""#) == (shown != .data && shown != .blank), "\(screen.id) \(state)")
                }
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func invalidPreviewStateIsA400ListingTheValidOnes(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let response = try request(client, .get, "/screens/inbox?state=sleeping")
            #expect(response.status == .badRequest)
            #expect(text(response).contains("“sleeping” is not a state; use one of: data, empty, network, error, loading."))
            let search = try request(client, .get, "/screens/inbox?state=search")
            #expect(search.status == .badRequest)
            #expect(text(search).contains("“inbox” has no search bar, so it never shows “search”"))
            #expect(try request(client, .get, "/screens/contacts?state=search").status == .ok)
        }
    }

    /// The panel and the gallery offer what the index does.
    @Test(arguments: Backend.allCases)
    func thePanelAndTheGalleryOfferOnlyReachableStates(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            for screen in app.store.screens {
                let panel = try text(request(client, .get, screen.path))
                let gallery = try text(request(client, .get, "/gallery?screen=\(screen.id)"))
                let offersSearch = panel.contains(#"?state=search""#)
                #expect(offersSearch == (screen.searchBar != nil), "\(screen.id): panel")
                #expect(gallery.contains(#"data-state="search""#) == (screen.searchBar != nil), "\(screen.id): gallery")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func styles(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let grid = try text(request(client, .get, "/screens/photos"))
            #expect(grid.contains(#"<ul class="lp-grid" style="--lp-columns:3">"#))
            #expect(grid.components(separatedBy: #"<li class="lp-cell">"#).count == 13)
            let grouped = try text(request(client, .get, "/screens/settings"))
            #expect(grouped.contains("lp-style-insetGrouped"))
            #expect(grouped.contains(#"<h2 class="lp-section-header">"#) && grouped.contains(#"<p class="lp-section-footer">"#))
            let plain = try text(request(client, .get, "/screens/contacts"))
            // iOS 26 puts an iPhone's search field at the bottom.
            #expect(plain.contains(#"<form method="get" action="/screens/contacts" role="search" class="lp-searchbar lp-searchbar--bottom">"#))
            #expect(plain.contains(#"id="table-header""#))
        }
    }

    @Test(arguments: Backend.allCases)
    func searchFiltersAndEscapesTheQuery(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let found = try text(request(client, .get, "/screens/contacts?q=zoe"))
            #expect(found.contains("Zoë Ångström"))
            #expect(!found.contains("José Núñez"))
            #expect(found.contains(#"value="zoe""#))
            let none = try text(request(client, .get, "/screens/contacts?q=%3Cscript%3Ex%3C%2Fscript%3E"))
            #expect(none.contains(#"data-state="search""#))
            #expect(none.contains("No contacts match “&lt;script&gt;x&lt;/script&gt;”"))
            #expect(!none.contains("<script>"))
            let chinese = try text(request(client, .get, "/screens/contacts?q=xyz&lang=zh-Hans"))
            #expect(chinese.contains("没有与“xyz”匹配的联系人"))
        }
    }

    @Test(arguments: Backend.allCases)
    func buttonsChangeTheLiveStateAndRedirect(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            for action in ["network", "error", "loading", "clear", "show"] {
                let response = try request(client, .post, "/screens/inbox/\(action)?lang=zh-Hant", headers: form)
                #expect(response.status == .seeOther)
                #expect(response.headers["Location"] == "/screens/inbox?lang=zh-Hant")
                let state = try text(request(client, .get, "/screens/inbox")).contains(#"data-state="\#(action == "show" ? "data" : action == "clear" ? "empty" : action)""#)
                #expect(state, "\(action)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func reloadWithDelayRefreshesUntilTheResultLands(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            _ = try request(client, .post, "/screens/inbox/clear", headers: form)
            _ = try request(client, .post, "/screens/inbox/reload", headers: form)
            let loading = try request(client, .get, "/screens/inbox")
            #expect(loading.headers["Refresh"] == "1")
            #expect(text(loading).contains(#"data-state="loading""#))
            #expect(text(loading).contains(#"aria-busy="true""#))
            clock.advance(800)
            let landed = try request(client, .get, "/screens/inbox")
            #expect(landed.headers["Refresh"] == nil)
            #expect(text(landed).contains(#"data-state="data""#))
        }
    }

    @Test(arguments: Backend.allCases)
    func addAndDeleteRowsThroughForms(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            #expect(try request(client, .post, "/screens/orders/rows", headers: form, body: "title=Order+%23999").status == .seeOther)
            let state = try #require(app.store.state(of: "orders"))
            let added = try #require(state.sections.flatMap(\.rows).last)
            #expect(added.title.resolved(for: .english) == "Order #999")
            #expect(try text(request(client, .get, "/screens/orders")).contains(#"action="/screens/orders/rows/\#(added.id)/delete""#))
            #expect(try request(client, .post, "/screens/orders/rows/\(added.id)/delete", headers: form).status == .seeOther)
            #expect(app.store.state(of: "orders")?.sections.rowCount == state.sections.rowCount - 1)
            #expect(try request(client, .post, "/screens/orders/rows", headers: form, body: "title=+++").status == .badRequest)
            #expect(try request(client, .post, "/screens/orders/rows/abc/delete", headers: form).status == .notFound)
        }
    }

    @Test(arguments: Backend.allCases)
    func apiListsAndDescribesScreens(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let list = try json(request(client, .get, "/api/screens"))
            guard case let .array(screens)? = list["screens"] else { Issue.record("no screens"); return }
            #expect(screens.count == 5)
            #expect(screens[0]["id"] == .string("inbox") && screens[0]["state"] == .string("data") && screens[0]["rows"] == .number(8))
            let detail = try json(request(client, .get, "/api/screens/contacts?lang=zh-Hant"))
            #expect(detail["language"] == .string("zh-Hant"))
            #expect(detail["emptyStates"]?["search"]?["title"] == .string("沒有符合「{query}」的聯絡人"))
            #expect(detail["emptyStates"]?["network"]?["tap"] != nil)
            #expect(detail["reload"]?["result"] == .string("network"))
            #expect(try request(client, .get, "/api/screens").headers["Content-Type"] == "application/json")
        }
    }

    @Test(arguments: Backend.allCases)
    func apiReplacesRowsAndSetsStates(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let put = try request(client, .put, "/api/screens/inbox/rows", headers: jsonType, body: #"["one", {"title": "two", "detail": "d"}]"#)
            #expect(put.status == .ok)
            #expect(try json(put)["rows"] == .number(2))
            let set = try request(client, .post, "/api/screens/inbox/state", headers: jsonType, body: #"{"state": "network"}"#)
            #expect(try json(set)["state"] == .string("network"))
            #expect(try json(request(client, .post, "/api/screens/inbox/state", headers: jsonType, body: #"{"state": "empty"}"#))["rows"] == .number(0))
            #expect(try json(request(client, .post, "/api/screens/inbox/state", headers: jsonType, body: #"{"state": "data"}"#))["rows"] == .number(8))
        }
    }

    /// Rows put through the API keep their trailing value and accessory (a switch with its position).
    @Test(arguments: Backend.allCases)
    func apiRowsCarryValuesAndAccessories(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            let body = #"[{"title": "Bluetooth", "value": "On", "accessory": "switch", "on": true}, {"title": "Wi-Fi", "accessory": "disclosure"}]"#
            #expect(try request(client, .put, "/api/screens/inbox/rows", headers: jsonType, body: body).status == .ok)
            let detail = try json(request(client, .get, "/api/screens/inbox"))
            guard case let .array(sections)? = detail["sections"], case let .array(rows)? = sections.first?["rows"], rows.count == 2 else {
                Issue.record("no rows in \(detail)")
                return
            }
            #expect(rows[0]["value"] == .string("On") && rows[0]["accessory"] == .string("switch") && rows[0]["on"] == .bool(true))
            #expect(rows[1]["accessory"] == .string("disclosure") && rows[1]["on"] == nil && rows[1]["value"] == nil)
            let refused = try request(client, .put, "/api/screens/inbox/rows", headers: jsonType, body: #"[{"title": "t", "accessory": "checkmark", "on": true}]"#)
            #expect(refused.status == .badRequest)
            #expect(try json(refused)["path"] == .string("[0].on"))
        }
    }

    /// The API reports a screen's large title, its tint per appearance (systemBlue when it has none) and its
    /// tab bar, each icon by its SF Symbol's name (ListPreview's own `inbox` is `tray`).
    @Test(arguments: Backend.allCases)
    func apiReportsTheScreensChrome(backend: Backend) throws {
        let fixtures = #"""
            {"screens": [{"id": "a", "sections": [], "largeTitle": true, "tint": "systemRed",
                          "tabBar": {"items": [{"title": "Inbox", "icon": "inbox", "badge": 3}, {"title": "Me", "icon": "person"}], "selected": 1}},
                         {"id": "b", "sections": []}]}
            """#
        let app = App(screens: try FixtureDecoder(publicFiles: []).decode(Array(fixtures.utf8), file: "a.json"), assets: Assets.builtIn)
        try AppTest.run(app, backend) { client in
            let a = try json(request(client, .get, "/api/screens/a"))
            #expect(a["largeTitle"] == .bool(true))
            #expect(a["tint"] == .object([(key: "light", value: .string("#ff3b30")), (key: "dark", value: .string("#ff453a"))]))
            #expect(a["tabBar"] == .object([
                (key: "items", value: .array([
                    .object([(key: "title", value: .string("Inbox")), (key: "icon", value: .string("tray")), (key: "badge", value: .string("3"))]),
                    .object([(key: "title", value: .string("Me")), (key: "icon", value: .string("person")), (key: "badge", value: .null)]),
                ])),
                (key: "selected", value: .number(1)),
            ]))
            let b = try json(request(client, .get, "/api/screens/b"))
            #expect(b["largeTitle"] == .bool(false) && b["tabBar"] == nil)
            #expect(b["tint"] == .object([(key: "light", value: .string("#007aff")), (key: "dark", value: .string("#0a84ff"))]))
        }
    }

    @Test(arguments: Backend.allCases, [
        (HTTP.Method.put, "/api/screens/inbox/rows", "application/json", #"[1]"#, 400,
         #"{"error":"expected a string or an object with a title, got 1","path":"[0]","issues":[{"path":"[0]","error":"expected a string or an object with a title, got 1"}]}"#),
        (.put, "/api/screens/inbox/rows", "application/json", "[", 400,
         #"{"error":"not valid JSON: line 1, column 2: unexpected end of input, expected a value","path":""}"#),
        (.put, "/api/screens/inbox/rows", "text/plain", "[]", 415,
         #"{"error":"Send the body as application/json, not “text/plain”.","path":"/api/screens/inbox/rows"}"#),
        (.post, "/api/screens/inbox/state", "application/json", #"{"state": "search"}"#, 400,
         #"{"error":"expected one of data, empty, network, error, loading, got \"search\"","path":"state"}"#),
        (.post, "/api/screens/nope/state", "application/json", #"{"state": "data"}"#, 404,
         #"{"error":"There is no screen “nope”; the screens are: inbox, photos, settings, contacts, orders.","path":"/api/screens/nope/state"}"#),
        (.delete, "/api/screens/inbox", "application/json", "", 405,
         #"{"error":"DELETE is not allowed here; use GET, HEAD.","path":"/api/screens/inbox"}"#),
    ])
    func apiErrorsAreJSON(backend: Backend, error: (method: HTTP.Method, target: String, type: String, body: String, status: Int, expected: String)) throws {
        let (method, target, type, body, status, expected) = error
        try AppTest.run(app, backend) { client in
            let response = try request(client, method, target, headers: ["Content-Type": type], body: body)
            #expect(response.status.code == status)
            #expect(response.headers["Content-Type"] == "application/json")
            #expect(String(decoding: JSONWriter.encode(try json(response)), as: UTF8.self) == expected)
        }
    }

    @Test(arguments: Backend.allCases)
    func apiTooLargeIsJSONToo(backend: Backend) throws {
        try AppTest.run(app, backend) { client in
            // Refused by the server, below the app, in the API's format.
            let response = try client.request(.put, "/api/screens/inbox/rows", headers: jsonType,
                                              body: [UInt8](repeating: 32, count: 64 * 1024 + 1))
            #expect(response.status == .contentTooLarge)
            #expect(try json(response)["error"] == .string("The request body is larger than the limit of 64 KiB."))
        }
    }
}
