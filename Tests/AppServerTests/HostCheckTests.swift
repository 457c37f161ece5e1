import AppTesting
import Browser
import HTTP
import ListPreview
import Screens
import Store
import TestSupport
import Testing

/// DNS rebinding and ambiguous framing: a request for a name this server is not known by is refused
/// (and changes nothing), in process and over real sockets; and, over real sockets only, a head two
/// parsers could read differently is a 400 (RFC 9112 §3.2, §5, §6.1) that closes the connection,
/// while the server goes on serving.
@Suite struct HostCheckTests {
    /// How long a raw connection waits for the server: a hang detector.
    private static let hangSeconds = Int(hangDetector.components.seconds)

    /// Runs `body` with the demo app (allowing `allowed`) on `backend`. A live server closes an
    /// idle connection only after twice the hang detector, so a connection that ends within it was
    /// closed by the server after its answer.
    private func withServer(_ backend: Backend = .live, allowing allowed: [String] = [],
                            _ body: (App, AppClient) throws -> Void) throws {
        let app = App(store: ScreenStore(screens: [.demo]), assets: Assets.builtIn,
                      access: AccessPolicy(hosts: try HostAllowList(allowing: allowed)))
        try AppTest.run(app, backend, configured: { $0.connectionTimeoutSeconds = 2 * Self.hangSeconds }) { client in
            try body(app, client)
        }
    }

    /// One raw request on a fresh connection and the response.
    private func exchange(_ port: Int, _ head: String) throws -> LoopbackResponse {
        try LoopbackConnection(port: port, timeoutSeconds: Self.hangSeconds).sending(head)
    }

    @Test(arguments: Backend.allCases)
    func theRebindingRequestsFromTheIssueAreRefusedAndChangeNothing(backend: Backend) throws {
        try withServer(backend) { app, client in
            let change = try client.request(.post, "/screens/demo/show", headers: [
                "Host": "evil.example:\(client.port)", "Origin": "http://evil.example:\(client.port)", "Sec-Fetch-Site": "same-origin",
                "Content-Length": "0",
            ])
            #expect(change.status.code == 403)
            #expect(change.text.contains("does not answer to the name “evil.example”"))
            #expect(change.text.contains("--allow-host evil.example"))
            #expect(app.store.state(of: "demo")?.version == 0, "the change was not made")

            let read = try client.request(.get, "/api/screens", headers: ["Host": "evil.example:\(client.port)"])
            #expect(read.status.code == 403)
            #expect(read.headers["Content-Type"] == "application/json")
            #expect(!read.text.contains("Empty Page"), "no screen is described")
            #expect(read.text.contains("does not answer to the name “evil.example”"))
        }
    }

    @Test(arguments: Backend.allCases)
    func loopbackNamesAddressesAndAllowedNamesPass(backend: Backend) throws {
        try withServer(backend, allowing: ["preview.test", ".team.example"]) { _, client in
            let port = client.port
            for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "LOCALHOST", "app.localhost:\(port)",
                         "localhost.", "192.0.2.7:\(port)", "preview.test:\(port)", "team.example", "a.b.team.example:\(port)"] {
                let response = try client.request(.get, "/api/screens", headers: ["Host": host])
                #expect(response.status.code == 200, "Host: \(host)")
            }
            for host in ["preview.test.evil.example", "evilteam.example", "example", "localhost.evil.example"] {
                let response = try client.request(.get, "/screens/demo", headers: ["Host": host])
                #expect(response.status.code == 403, "Host: \(host)")
                #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func anotherPortInTheHostIsRefused(backend: Backend) throws {
        try withServer(backend) { _, client in
            let port = client.port
            let other = port == 65535 ? 1 : port + 1
            let response = try client.request(.get, "/", headers: ["Host": "localhost:\(other)"])
            #expect(response.status.code == 403)
            #expect(response.text.contains("listens on port \(port), not \(other)"))
            // Without a port, Host names the server whatever port it is on.
            #expect(try client.request(.get, "/", headers: ["Host": "localhost"]).status.code == 200)
        }
    }

    @Test(arguments: Backend.allCases)
    func everyRouteAndMethodIsChecked(backend: Backend) throws {
        try withServer(backend) { app, client in
            let evil: Headers = ["Host": "evil.example"]
            let requests: [(HTTP.Method, String, Headers, String)] = [
                (.get, "/public/style.css", evil, ""),
                (.head, "/screens/demo", evil, ""),
                (.get, "/api/changes?screens=demo", evil, ""),
                (.get, "/nowhere", evil, ""),
                (.put, "/api/screens/demo/rows", ["Host": "evil.example", "Content-Type": "application/json"], "[]"),
                (.post, "/api/screens/demo/state", ["Host": "evil.example", "Content-Type": "application/json"], #"{"state":"empty"}"#),
                (.post, "/screens/demo/rows", ["Host": "evil.example", "Content-Type": "application/x-www-form-urlencoded"], "title=x"),
            ]
            for (method, target, headers, body) in requests {
                let response = try client.request(method, target, headers: headers, body: body)
                #expect(response.status.code == 403, "\(method) \(target)")
            }
            #expect(app.store.state(of: "demo")?.version == 0)
        }
    }

    @Test(arguments: Backend.allCases)
    func anAbsoluteFormTargetIsCheckedByItsOwnAuthority(backend: Backend) throws {
        try withServer(backend) { _, client in
            // RFC 9112 §3.2.2: the target's authority wins over Host.
            let evil = try client.request(.get, "http://evil.example/api/screens", headers: ["Host": "localhost"])
            #expect(evil.status.code == 403)
            let good = try client.request(.get, "http://127.0.0.1:\(client.port)/api/screens", headers: ["Host": "evil.example"])
            #expect(good.status.code == 200)
            #expect(good.text.contains("\"demo\""))
        }
    }

    /// Live only: an HTTP/1.0 head, and libmicrohttpd's own answer to a missing Host, are the wire's.
    @Test func aRequestWithoutHostIsServedOverLoopback() throws {
        try withServer { _, client in
            let port = client.port
            // HTTP/1.0 needs no Host; this one comes over loopback, so it is this machine's.
            let old = try exchange(port, "GET /api/screens HTTP/1.0\r\n\r\n")
            #expect(old.status == 200)
            // HTTP/1.1 requires it (RFC 9112 §3.2): libmicrohttpd answers 400 itself.
            let missing = try exchange(port, "GET /api/screens HTTP/1.1\r\n\r\n")
            #expect(missing.status == 400)
        }
    }

    /// Heads whose Host or body boundary could be read two ways: each a 400 (501 for an unknown
    /// transfer coding), the connection closed after it, and nothing changed.
    /// Live only: these heads cannot be written as a `Request` value, and the connection's closing is the wire's.
    @Test func ambiguousHeadsAreRefused() throws {
        try withServer { app, client in
            let port = client.port
            let cases: [(String, String, Int)] = [
                ("whitespace before the colon", "GET /api/screens HTTP/1.1\r\nHost : evil.example\r\nHost: localhost\r\n\r\n", 400),
                ("a tab before the colon", "GET /api/screens HTTP/1.1\r\nHost\t: localhost\r\n\r\n", 400),
                ("two Host fields", "GET /api/screens HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n", 400),
                ("two equal Host fields", "GET /api/screens HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n\r\n", 400),
                ("a folded Host", "GET /api/screens HTTP/1.1\r\nHost: localhost\r\n evil.example\r\n\r\n", 400),
                ("whitespace before the first field", "GET /api/screens HTTP/1.1\r\n Host: evil.example\r\nHost: localhost\r\n\r\n", 400),
                ("a bare CR in a value", "GET /api/screens HTTP/1.1\r\nHost: localhost\rHost: evil.example\r\n\r\n", 400),
                ("a space in a field name", "GET /api/screens HTTP/1.1\r\nHost: localhost\r\nX Forwarded: 1\r\n\r\n", 400),
                ("user info in Host", "GET /api/screens HTTP/1.1\r\nHost: localhost@evil.example\r\n\r\n", 400),
                ("a Host that is not a host", "GET /api/screens HTTP/1.1\r\nHost: local host\r\n\r\n", 400),
                ("a port that is not a number", "GET /api/screens HTTP/1.1\r\nHost: localhost:http\r\n\r\n", 400),
                ("Content-Length and Transfer-Encoding",
                 "POST /screens/demo/clear HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
                ("two Content-Length fields",
                 "POST /screens/demo/clear HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nContent-Length: 5\r\n\r\nhello", 400),
                ("Transfer-Encoding in HTTP/1.0",
                 "POST /screens/demo/clear HTTP/1.0\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
                ("an unknown transfer coding",
                 "POST /screens/demo/clear HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", 501),
                ("chunked twice",
                 "POST /screens/demo/clear HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
                // libmicrohttpd would not read these as chunked (measured: it waited for a body that
                // never ends), while a proxy in front might.
                ("chunked with spaces", "POST /screens/demo/clear HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding:  chunked \r\n\r\n0\r\n\r\n", 400),
                ("an empty list element", "POST /screens/demo/clear HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: ,chunked\r\n\r\n0\r\n\r\n", 400),
                ("an empty Transfer-Encoding",
                 "POST /screens/demo/clear HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding:\r\nContent-Length: 0\r\n\r\n", 400),
                ("an absolute-form target without a host", "GET http:///api/screens HTTP/1.1\r\nHost: localhost\r\n\r\n", 400),
            ]
            for (name, head, status) in cases {
                let connection = try LoopbackConnection(port: port, timeoutSeconds: Self.hangSeconds)
                let response = try connection.sending(head)
                #expect(response.status == status, "\(name)")
                // A kept-alive connection would stay open past the hang detector (the server's idle
                // limit is twice that) and give nil.
                #expect(connection.readToEnd() != nil, "\(name): the connection is closed after the answer")
            }
            #expect(app.store.state(of: "demo")?.version == 0, "no change was made")
            #expect(try exchange(port, "GET /api/screens HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").status == 200, "and the server goes on")
        }
    }

    /// The framing errors that reach our code are explained in the page's own format (live only:
    /// libmicrohttpd's parsing decides which heads reach it).
    @Test func framingErrorsSayWhatIsWrong() throws {
        try withServer { _, client in
            let port = client.port
            let both = try exchange(port, "POST /api/screens/demo/state HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
            #expect(both.headers["Content-Type"] == "application/json")
            #expect(both.text.contains("both Content-Length and Transfer-Encoding"))
            let hosts = try exchange(port, "GET /screens/demo HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n")
            #expect(hosts.text.contains("more than one Host field"))
        }
    }

    /// A chunked body, the one transfer coding there is, still works (live only: decoding it is the server's).
    @Test func aChunkedBodyIsStillAccepted() throws {
        try withServer { app, client in
            let port = client.port
            let response = try exchange(port, "POST /screens/demo/rows HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n7\r\ntitle=x\r\n0\r\n\r\n")
            #expect(response.status == 303)
            #expect(app.store.state(of: "demo")?.version == 1)
        }
    }
}

extension LoopbackConnection {
    /// Sends `head` (and any body in it) and reads the response.
    func sending(_ head: String) throws -> LoopbackResponse {
        try send(head)
        return try readResponse()
    }
}
