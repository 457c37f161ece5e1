import HTTP
import Testing

/// The request-target forms (RFC 9112 §3.2): an absolute-form target is seen in origin form by
/// `rawPath`, `rawQuery` and `pathSegments()`; `authority()` picks the absolute-form authority over
/// the one `Host` field and refuses several or invalid ones (§3.2, §3.2.2); `bearerToken` reads
/// `Authorization: Bearer` (RFC 6750 §2.1); `connection` defaults to in-process.
@Suite struct RequestTargetTests {
    private func request(_ target: String, _ headers: Headers = [:]) -> Request {
        Request(method: .get, target: target, headers: headers)
    }

    // MARK: Absolute form seen in origin form

    @Test(arguments: [
        ("http://localhost:8080/screens/demo?lang=en", "/screens/demo", "lang=en", ["screens", "demo"]),
        ("HTTPS://Example.com/a/b", "/a/b", "", ["a", "b"]),
        ("Http://h", "/", "", []),
        ("http://h/", "/", "", []),
        ("http://h?x=1", "/", "x=1", []),
        ("https://h:8080?a=1&b=2", "/", "a=1&b=2", []),
        ("http://[::1]:8080/p?q", "/p", "q", ["p"]),
        ("http://h/a%20b/c?x", "/a%20b/c", "x", ["a b", "c"]),
        ("http://h/path?next=http://other/x", "/path", "next=http://other/x", ["path"]),
        ("http://h//double//slash", "//double//slash", "", ["double", "slash"]),
    ])
    func absoluteFormIsSeenInOriginForm(target: String, path: String, query: String, segments: [String]) throws {
        let request = request(target)
        #expect(request.rawPath == path)
        #expect(request.rawQuery == query)
        #expect(try request.pathSegments() == segments)
        #expect(request.target == target, "the target itself is kept as sent")
    }

    @Test func absoluteFormQueryDecodes() throws {
        let request = request("http://localhost/screens/demo?lang=zh-Hans&q=a+b")
        #expect(try request.query()["lang"] == "zh-Hans")
        #expect(try request.query()["q"] == "a b")
    }

    @Test func originFormIsNotSearchedForAScheme() throws {
        let request = request("/http://evil.example/x?y")
        #expect(request.rawPath == "/http://evil.example/x")
        #expect(request.rawQuery == "y")
        #expect(try request.pathSegments() == ["http:", "evil.example", "x"])
        #expect(try request.authority() == nil, "no Host and not absolute form")
    }

    @Test(arguments: ["ftp://h/x", "httpx://h/", "http:/h/x", "http:h/x", "h/x", "*", "http://h#fragment"])
    func otherTargetsAreNotOriginForm(target: String) {
        let error = #expect(throws: HTTPError.self) { try request(target).pathSegments() }
        #expect(error?.status == .badRequest)
    }

    // MARK: authority()

    @Test func readsTheHostField() throws {
        let authority = try #require(try request("/", ["Host": "LocalHost:8080"]).authority())
        #expect(authority.host == "localhost")
        #expect(authority.port == 8080)
        #expect(!authority.isAddress)
        #expect(try request("/", ["host": "127.0.0.1"]).authority()?.host == "127.0.0.1")
        #expect(try request("/", ["HOST": "[::1]:80"]).authority()?.description == "[::1]:80")
    }

    @Test func trimsSpacesAroundTheHostValue() throws {
        #expect(try request("/", ["Host": "  localhost:8080\t"]).authority()?.description == "localhost:8080")
    }

    @Test func noHostOrAnEmptyHostIsNone() throws {
        #expect(try request("/").authority() == nil)
        #expect(try request("/", ["Host": ""]).authority() == nil)
        #expect(try request("/", ["Host": " \t "]).authority() == nil)
        #expect(try request("/", ["X-Host": "evil.example"]).authority() == nil)
    }

    @Test(arguments: [
        [("Host", "localhost"), ("Host", "localhost")],
        [("Host", "localhost:8080"), ("host", "evil.example")],
        [("HOST", ""), ("Host", "localhost")],
        [("Host", "localhost"), ("Accept", "*/*"), ("Host", "localhost")],
    ])
    func moreThanOneHostIsA400(fields: [(String, String)]) {
        let error = #expect(throws: HTTPError.self) { try request("/", Headers(fields.map { (name: $0.0, value: $0.1) })).authority() }
        #expect(error?.status == .badRequest)
        #expect(error?.message.contains("more than one Host") == true)
    }

    @Test(arguments: ["evil example", "user@localhost", "localhost:99999", "localhost:http", "[::1", "[fe80::1%25eth0]", "*", "a..b",
                      "localhost/", "ex%61mple.com"])
    func anInvalidHostIsA400(host: String) {
        let error = #expect(throws: HTTPError.self) { try request("/", ["Host": host]).authority() }
        #expect(error?.status == .badRequest)
        #expect(error?.message.contains("“\(host)”") == true, "the message names the value")
    }

    /// Two Host fields are a 400 whatever the target's form (RFC 9112 §3.2).
    @Test func twoHostFieldsAreA400EvenWithAnAbsoluteFormTarget() {
        let error = #expect(throws: HTTPError.self) {
            try request("http://localhost/", ["Host": "localhost", "host": "evil.example"]).authority()
        }
        #expect(error?.status == .badRequest)
    }

    @Test func absoluteFormAuthorityWinsOverHost() throws {
        let evil = try #require(try request("http://evil.example:8080/", ["Host": "localhost:8080"]).authority())
        #expect(evil.host == "evil.example")
        #expect(evil.port == 8080)
        let local = try #require(try request("HTTPS://LOCALHOST/x", ["Host": "evil.example"]).authority())
        #expect(local.host == "localhost")
        #expect(local.port == nil)
        let address = try #require(try request("http://[::1]:8080/x?y").authority())
        #expect(address.host == "::1")
        #expect(address.isAddress)
        #expect(address.port == 8080)
        #expect(try request("http://h?x=1").authority()?.host == "h")
    }

    @Test(arguments: ["http://user@localhost/", "http://evil example/", "http://localhost:99999/", "https://[::1/", "http://*/",
                      "http:///screens/demo", "http://?x=1"])
    func anInvalidAbsoluteFormAuthorityIsA400(target: String) {
        let error = #expect(throws: HTTPError.self) { try request(target, ["Host": "localhost"]).authority() }
        #expect(error?.status == .badRequest)
    }

    // MARK: bearerToken

    @Test(arguments: [
        ("Bearer abc", "abc"),
        ("bearer abc", "abc"),
        ("BEARER abc", "abc"),
        ("BeArEr abc", "abc"),
        ("Bearer    abc  ", "abc"),
        ("  Bearer abc", "abc"),
        ("Bearer a.b-c_d~e+f/g==", "a.b-c_d~e+f/g=="),
    ])
    func readsTheBearerToken(value: String, token: String) {
        #expect(request("/", ["Authorization": value]).bearerToken == token[...])
        #expect(request("/", ["authorization": value]).bearerToken == token[...])
    }

    @Test(arguments: ["Basic dXNlcjpwYXNz", "Bearer", "Bearer ", "Bearer    ", "Bearerabc", "Bearer\tabc", "", "Token abc",
                      "Bear abc", "Bearer-abc abc", "abc"])
    func otherAuthorizationIsNoBearerToken(value: String) {
        #expect(request("/", ["Authorization": value]).bearerToken == nil, "\(value.debugDescription)")
    }

    @Test func noneOrSeveralAuthorizationFieldsIsNoBearerToken() {
        #expect(request("/").bearerToken == nil)
        var twice = Headers()
        twice.add("Authorization", "Bearer abc")
        twice.add("Authorization", "Bearer abc")
        #expect(request("/", twice).bearerToken == nil)
        var mixed = Headers()
        mixed.add("Authorization", "Bearer abc")
        mixed.add("authorization", "Basic x")
        #expect(request("/", mixed).bearerToken == nil)
    }

    // MARK: connection

    @Test func connectionDefaultsToInProcess() {
        #expect(request("/").connection == nil)
        let connection = Request.Connection(fromLoopback: true, port: 8080)
        let remote = Request(method: .get, target: "/", connection: connection)
        #expect(remote.connection == connection)
        #expect(remote.connection?.fromLoopback == true)
        #expect(remote.connection?.port == 8080)
        #expect(connection != Request.Connection(fromLoopback: false, port: 8080))
        #expect(connection != Request.Connection(fromLoopback: true, port: 8081))
    }
}
