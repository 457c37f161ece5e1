import AppTesting
import HTTP
@testable import ListPreview
import Testing

/// The token of the servers that have one, and the demo app asking for it.
private let secret = DemoApp.secret
private func makeApp(token: String?) throws -> App { try DemoApp.make(token: token) }

/// The token check of ``AccessPolicy``, in process and over real sockets: every way of bringing
/// the token (`?token=`, the sign-in form at `/access`, the cookie, a bearer header), what a wrong
/// or missing one gets (401 with `WWW-Authenticate` and a sign-in form), where sign-in redirects
/// (never off the server), and that a refused change changes nothing. Requests come from this
/// machine to `localhost` on the server's port (the live server's, or 8080 in process).
@Suite struct TokenCheckTests {
    /// Runs `body` with the demo app, asking for ``DemoApp/secret`` (or no token), on `backend`.
    private func withApp(_ backend: Backend, token: String? = secret, _ body: (App, AppClient) throws -> Void) throws {
        let app = try makeApp(token: token)
        try AppTest.run(app, backend) { client in try body(app, client) }
    }

    /// The cookie that keeps the token, named for the server's port.
    private func cookieName(_ client: AppClient) -> String { "listpreview-token-\(client.port)" }

    /// The headers of a browser on this machine calling the server `localhost:PORT`, plus `extra`.
    private func local(_ client: AppClient, _ extra: [(String, String)] = []) -> Headers {
        Headers([(name: "Host", value: "localhost:\(client.port)")] + extra.map { (name: $0.0, value: $0.1) })
    }

    private func form(_ client: AppClient) -> Headers {
        local(client, [("Content-Type", "application/x-www-form-urlencoded")])
    }

    private func send(_ client: AppClient, _ method: HTTP.Method, _ target: String, _ headers: Headers? = nil,
                      body: String = "") throws -> TestResponse {
        try client.request(method, target, headers: headers ?? local(client), body: body)
    }

    private func send(_ client: AppClient, _ target: String, _ headers: Headers? = nil) throws -> TestResponse {
        try send(client, .get, target, headers)
    }

    private func expectUnauthorized(_ response: TestResponse, _ comment: Comment? = nil,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.status == .unauthorized, comment, sourceLocation: sourceLocation)
        #expect(response.headers["WWW-Authenticate"] == #"Bearer realm="ListPreview""#, sourceLocation: sourceLocation)
        #expect(!response.headers.values("Set-Cookie").contains { $0.hasPrefix("listpreview-token") }, sourceLocation: sourceLocation)
        #expect(!response.text.contains(secret), "the token is never shown", sourceLocation: sourceLocation)
    }

    private func expectSignIn(_ response: TestResponse, to location: String, on client: AppClient,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.status == .seeOther, sourceLocation: sourceLocation)
        #expect(response.headers["Location"] == location, sourceLocation: sourceLocation)
        #expect(response.headers["Cache-Control"] == "no-store", sourceLocation: sourceLocation)
        let cookies = response.headers.values("Set-Cookie")
        #expect(cookies.count == 1, sourceLocation: sourceLocation)
        let cookie = cookies.first ?? ""
        #expect(cookie.hasPrefix("\(cookieName(client))=\(secret); Path=/; Max-Age="), "\(cookie)", sourceLocation: sourceLocation)
        #expect(cookie.hasSuffix("; HttpOnly; SameSite=Strict"), "\(cookie)", sourceLocation: sourceLocation)
        let maxAge = cookie.split(separator: ";").first { $0.hasPrefix(" Max-Age=") }?.dropFirst(" Max-Age=".count)
        #expect(maxAge.flatMap { Int($0) }.map { $0 > 0 } == true, "\(cookie)", sourceLocation: sourceLocation)
    }

    /// Found by `make fuzz` (Fuzz/corpus/access/token-in-another-parameter): the token also hidden
    /// in another parameter, or in the path, never stays in the address the link leads to.
    @Test(arguments: Backend.allCases)
    func theTokenNeverStaysInTheRedirect(backend: Backend) throws {
        try withApp(backend) { _, client in
            try expectSignIn(send(client, "/screens/demo?token=\(secret)&x=a?token=\(secret)&lang=en"), to: "/", on: client)
            try expectSignIn(send(client, "/\(secret)?token=\(secret)"), to: "/", on: client)
            let encoded = secret.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
            try expectSignIn(send(client, "/screens/demo?token=\(secret)&note=\(encoded)"), to: "/", on: client)
            try expectSignIn(send(client, "/screens/demo?token=\(secret)&note=other"), to: "/screens/demo?note=other", on: client)
        }
    }

    // MARK: No credentials

    @Test(arguments: Backend.allCases)
    func noCredentialsGetA401WithASignInForm(backend: Backend) throws {
        try withApp(backend) { _, client in
            let page = try send(client, "/screens/demo?lang=en")
            expectUnauthorized(page)
            #expect(page.headers["Content-Type"] == "text/html; charset=utf-8")
            let html = page.text
            #expect(html.contains(#"<form class="lp-sign-in" method="post" action="/access">"#))
            #expect(html.contains(#"name="token""#))
            #expect(html.contains(#"<input type="hidden" name="next" value="/screens/demo?lang=en">"#), "returns to the page asked for")
            #expect(html.contains("Authorization: Bearer TOKEN"))
            #expect(!html.contains(#"id="empty-state""#), "nothing of the screen is shown")
        }
    }

    @Test(arguments: Backend.allCases, [
        (Method.get, "/screens/demo", "", "/screens/demo"),
        (.get, "/screens/demo?lang=en&state=empty", "", "/screens/demo?lang=en&amp;state=empty"),
        (.get, "/screens/demo?lang=en&token=wrong-token-0123456789", "", "/screens/demo?lang=en"),
        (.get, "/gallery?token=&state=empty", "", "/gallery?state=empty"),
        (.get, "//evil.example/", "", "/"),
        (.post, "/screens/demo/clear", "", "/"),
        (.post, "/access", "token=wrong-token-0123456789&next=/gallery", "/gallery"),
        (.post, "/access", "token=wrong-token-0123456789&next=//evil.example", "/"),
        (.post, "/access", "token=wrong-token-0123456789", "/"),
    ])
    func theSignInFormReturnsToThePageAskedFor(backend: Backend, asked: (method: Method, target: String, body: String, next: String)) throws {
        let (method, target, body, next) = asked
        try withApp(backend) { _, client in
            let response = try send(client, method, target, form(client), body: body)
            expectUnauthorized(response)
            #expect(response.text.contains(#"<input type="hidden" name="next" value="\#(next)">"#), "\(response.text)")
            #expect(!response.text.contains("wrong-token"), "a wrong token is not echoed")
        }
    }

    @Test(arguments: Backend.allCases)
    func theTokenIsNeededFromThisMachineToo(backend: Backend) throws {
        // Both back ends' requests come from this machine (loopback).
        try withApp(backend) { _, client in
            try expectUnauthorized(send(client, "/screens/demo"))
        }
    }

    @Test(arguments: Backend.allCases)
    func apiRequestsWithoutCredentialsGetJSON(backend: Backend) throws {
        try withApp(backend) { _, client in
            let response = try send(client, "/api/screens")
            expectUnauthorized(response)
            #expect(response.headers["Content-Type"] == "application/json")
            #expect(response.text.contains(#""error""#))
            #expect(!response.text.contains(#""screens""#))
        }
    }

    @Test(arguments: Backend.allCases)
    func withoutATokenNoneIsAsked(backend: Backend) throws {
        try withApp(backend, token: nil) { _, client throws in
            #expect(try send(client, "/screens/demo").status == .ok)
            #expect(try send(client, "/screens/demo?token=anything-at-all-123").status == .ok, "a token parameter means nothing then")
        }
    }

    // MARK: ?token=

    /// `{port}` in a target stands for the server's port.
    @Test(arguments: Backend.allCases, [
        ("/screens/demo?token=\(secret)", "/screens/demo"),
        ("/?token=\(secret)", "/"),
        ("/screens/demo?lang=en&token=\(secret)&state=empty", "/screens/demo?lang=en&state=empty"),
        ("/gallery?token=\(secret)&token=\(secret)", "/gallery"),
        ("/screens/demo?tok%65n=\(secret)&x=1", "/screens/demo?x=1"),
        ("/screens/demo?q=a%20b+c&token=\(secret)", "/screens/demo?q=a%20b+c"),
        ("/api/screens?token=\(secret)", "/api/screens"),
        ("http://localhost:{port}/screens/demo?token=\(secret)", "/screens/demo"),
        ("//evil.example/?token=\(secret)", "/"),
    ])
    func theTokenInTheURLIsKeptInACookie(backend: Backend, link: (target: String, location: String)) throws {
        try withApp(backend) { _, client in
            let target = link.target.replacingOccurrences(of: "{port}", with: String(client.port))
            try expectSignIn(send(client, target), to: link.location, on: client)
            try expectSignIn(send(client, .head, target), to: link.location, on: client)
        }
    }

    /// In process only: the connection's port is a socket fact a live test cannot choose.
    @Test func theCookieIsNamedForTheServersPort() throws {
        let app = try makeApp(token: secret)
        let response = app.respond(to: Request(method: .get, target: "/?token=\(secret)", headers: ["Host": "localhost:9090"],
                                               connection: Request.Connection(fromLoopback: false, port: 9090)))
        #expect(response.status == .seeOther)
        #expect(response.headers["Set-Cookie"]?.hasPrefix("listpreview-token-9090=\(secret);") == true)
    }

    @Test(arguments: Backend.allCases,
          ["WRONG-token-0123456789", "", String(secret.dropLast()), secret + "x", secret.uppercased(), "\(secret)%20"])
    func aWrongTokenInTheURLIsA401(backend: Backend, given: String) throws {
        try withApp(backend) { _, client in
            let response = try send(client, "/screens/demo?token=\(given)")
            expectUnauthorized(response)
            #expect(response.text.contains("link"))
        }
    }

    @Test(arguments: Backend.allCases)
    func aTokenInTheURLDoesNotAuthorizeAPost(backend: Backend) throws {
        try withApp(backend) { app, client in
            try expectUnauthorized(send(client, .post, "/screens/demo/clear?token=\(secret)"))
            #expect(app.store.state(of: "demo")?.version == 0)
        }
    }

    // MARK: Cookie and bearer header

    @Test(arguments: Backend.allCases)
    func theRightCookieIsAdmitted(backend: Backend) throws {
        try withApp(backend) { _, client in
            let cookieName = cookieName(client)
            let page = try send(client, "/screens/demo", local(client, [("Cookie", "\(cookieName)=\(secret)")]))
            #expect(page.status == .ok)
            #expect(page.text.contains(#"id="empty-state""#))
            #expect(try send(client, "/screens/demo", local(client, [("Cookie", "lang=en; \(cookieName)=\(secret); theme=dark")])).status == .ok)
            #expect(try send(client, "/api/screens", local(client, [("Cookie", "\(cookieName)=\(secret)")])).status == .ok)
        }
    }

    @Test(arguments: Backend.allCases)
    func aWrongCookieIsA401(backend: Backend) throws {
        try withApp(backend) { _, client in
            let cookieName = cookieName(client)
            try expectUnauthorized(send(client, "/screens/demo", local(client, [("Cookie", "\(cookieName)=old-token-from-before-0123")])))
            try expectUnauthorized(send(client, "/screens/demo", local(client, [("Cookie", "\(cookieName)=")])))
            try expectUnauthorized(send(client, "/screens/demo", local(client, [("Cookie", "listpreview-token-\(client.port + 1)=\(secret)")])),
                                   "another port's cookie is not this server's")
            try expectUnauthorized(send(client, "/screens/demo", local(client, [("Cookie", "listpreview-token=\(secret)")])))
        }
    }

    @Test(arguments: Backend.allCases)
    func theRightBearerTokenIsAdmitted(backend: Backend) throws {
        try withApp(backend) { _, client throws in
            #expect(try send(client, "/api/screens", local(client, [("Authorization", "Bearer \(secret)")])).status == .ok)
            #expect(try send(client, "/screens/demo", local(client, [("Authorization", "bearer \(secret)")])).status == .ok)
        }
    }

    @Test(arguments: Backend.allCases)
    func aWrongBearerTokenIsA401(backend: Backend) throws {
        try withApp(backend) { _, client in
            try expectUnauthorized(send(client, "/api/screens", local(client, [("Authorization", "Bearer wrong-token-0123456789")])))
            try expectUnauthorized(send(client, "/api/screens", local(client, [("Authorization", "Bearer \(secret.lowercased())")])))
            try expectUnauthorized(send(client, "/api/screens", local(client, [("Authorization", "Basic \(secret)")])))
            // A wrong bearer token is not rescued by a right cookie.
            try expectUnauthorized(send(client, "/api/screens", local(client, [("Authorization", "Bearer wrong-token-0123456789"),
                                                                               ("Cookie", "\(cookieName(client))=\(secret)")])))
        }
    }

    // MARK: The sign-in form

    @Test(arguments: Backend.allCases, [
        ("/screens/demo", "/screens/demo"),
        ("%2Fscreens%2Fdemo%3Flang%3Den", "/screens/demo?lang=en"),
        ("/gallery", "/gallery"),
        ("//evil.example", "/"),
        ("%2F%2Fevil.example%2F", "/"),
        ("https://evil.example/", "/"),
        ("http%3A%2F%2Fevil.example", "/"),
        ("javascript:alert(1)", "/"),
        ("/%5Cevil.example", "/"),
        ("%5C%5Cevil.example", "/"),
        ("/a%0D%0ASet-Cookie:%20x=1", "/"),
        ("/a+b", "/"),
        ("evil.example", "/"),
        ("", "/"),
    ])
    func signingInGoesToAPathOnThisServer(backend: Backend, signIn: (next: String, location: String)) throws {
        try withApp(backend) { _, client in
            let body = "token=\(secret)&next=\(signIn.next)"
            try expectSignIn(send(client, .post, "/access", form(client), body: body), to: signIn.location, on: client)
        }
    }

    @Test(arguments: Backend.allCases)
    func signingInWithoutNextGoesToTheStart(backend: Backend) throws {
        try withApp(backend) { _, client in
            try expectSignIn(send(client, .post, "/access", form(client), body: "token=\(secret)"), to: "/", on: client)
        }
    }

    @Test(arguments: Backend.allCases)
    func signingInWithAWrongTokenIsA401(backend: Backend) throws {
        try withApp(backend) { _, client in
            for body in ["token=wrong-token-0123456789&next=/screens/demo", "next=/screens/demo", "token=&next=/", ""] {
                let response = try send(client, .post, "/access", form(client), body: body)
                expectUnauthorized(response)
                #expect(response.text.contains(#"action="/access""#), "the form is offered again")
            }
        }
    }

    // MARK: What needs no token, and what a refusal leaves alone

    @Test(arguments: Backend.allCases)
    func builtInFilesNeedNoToken(backend: Backend) throws {
        try withApp(backend) { _, client in
            let style = try send(client, "/public/style.css")
            #expect(style.status == .ok)
            #expect(style.headers["Content-Type"] == "text/css; charset=utf-8")
            #expect(try send(client, .head, "/public/style.css").status != .unauthorized)
            #expect(try send(client, "/public/style.css", ["Host": "evil.example"]).status == .forbidden, "the Host check still applies")
            try expectUnauthorized(send(client, .post, "/public/style.css"))
            try expectUnauthorized(send(client, "/publicity"))
        }
    }

    @Test(arguments: Backend.allCases,
          ["/public/%2e%2e/screens/demo", "/public/../screens/demo", "/public/..%2Fapi%2Fscreens", "/public//screens/demo"])
    func thePublicPrefixReachesNothingElse(backend: Backend, target: String) throws {
        try withApp(backend) { _, client in
            let response = try send(client, target)
            // Only the sign-in page's own files are open: anything else under the prefix needs the token first.
            #expect([.notFound, .badRequest, .unauthorized].contains(response.status), "\(target): \(response.status)")
            #expect(!response.text.contains("lp-device"), "no screen is drawn")
            let signedIn = try send(client, target, local(client, [("Authorization", "Bearer \(secret)")])).status
            #expect(signedIn == .notFound || signedIn == .badRequest, "\(target) with the token: \(signedIn)")
        }
    }

    @Test(arguments: Backend.allCases)
    func aRefusedChangeChangesNothing(backend: Backend) throws {
        try withApp(backend) { app, client in
            let before = try #require(app.store.state(of: "demo")?.version)
            let refused = try send(client, .post, "/screens/demo/clear")
            expectUnauthorized(refused)
            #expect(refused.text.contains(#"name="next" value="/""#), "after signing in, a refused post goes to the start")
            try expectUnauthorized(send(client, .post, "/screens/demo/clear",
                                        local(client, [("Cookie", "\(cookieName(client))=wrong-token-0123456789")])))
            try expectUnauthorized(send(client, .post, "/api/screens/demo/state",
                                        local(client, [("Content-Type", "application/json")]), body: #"{"state": "empty"}"#))
            #expect(try send(client, .post, "/screens/demo/clear", ["Host": "evil.example"]).status == .forbidden)
            #expect(app.store.state(of: "demo")?.version == before)

            let allowed = try send(client, .post, "/screens/demo/clear", local(client, [("Authorization", "Bearer \(secret)")]))
            #expect(allowed.status == .seeOther)
            #expect(app.store.state(of: "demo")?.version == before + 1)
        }
    }

    /// In process only: a request made in this process (`render`, `snapshot`) has no connection,
    /// which no client over a socket can send.
    @Test func inProcessRequestsNeedNoToken() throws {
        let app = try makeApp(token: secret)
        #expect(app.respond(to: Request(method: .get, target: "/api/screens")).status == .ok)
        #expect(app.respond(to: Request(method: .post, target: "/screens/demo/clear")).status == .seeOther)
        #expect(app.store.state(of: "demo")?.version == 1)
    }
}
