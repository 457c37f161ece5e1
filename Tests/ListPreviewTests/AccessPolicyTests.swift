import AppTesting
import HTTP
@testable import ListPreview
@testable import Pages
@testable import Screens
@testable import Store
import Variants
import Testing

/// The port every test server here listens on.
private let port = 8080
/// A client on this machine.
private let loopback = Request.Connection(fromLoopback: true, port: port)
/// A client on another machine.
private let remote = Request.Connection(fromLoopback: false, port: port)
private func send(_ app: App, _ method: Method, _ target: String, _ headers: Headers = ["Host": "localhost:\(port)"],
                  body: String = "", connection: Request.Connection? = remote) -> Response {
    app.respond(to: Request(method: method, target: target, headers: headers, body: Array(body.utf8), connection: connection))
}

private func send(_ app: App, _ target: String, _ headers: Headers = ["Host": "localhost:\(port)"],
                  connection: Request.Connection? = remote) -> Response {
    send(app, .get, target, headers, connection: connection)
}

private func text(_ response: Response) -> String {
    String(decoding: response.body, as: UTF8.self)
}

/// Who may talk to the server (``AccessPolicy``, ``HostAllowList``, ``AccessToken``), in four suites:
/// the Host check through ``App/respond(to:)`` (below; in process only, since it needs connections a
/// test cannot open: from another machine, on port 8080, or none at all), the token check in process
/// and over real sockets (`TokenCheckTests`, in AppServerTests), then the allow list and the token on
/// their own.
@Suite struct AccessPolicyTests {
    /// The token of the servers that have one.
    static let secret = DemoApp.secret

    /// The demo app, answering to `hosts` and asking for `token` if there is one.
    static func makeApp(hosts: HostAllowList = HostAllowList(), token: String? = nil, assets: Assets = .builtIn,
                        throttle: TokenThrottle = TokenThrottle()) throws -> App {
        try DemoApp.make(hosts: hosts, token: token, assets: assets, throttle: throttle)
    }
}

extension AccessPolicyTests {
    /// The Host check of ``AccessPolicy`` through ``App/respond(to:)``: which names and ports a request
    /// may use (DNS rebinding), from which connections a missing `Host` is fine, that an absolute-form
    /// target's authority is what counts, and how refusals look (403 as JSON under /api/, HTML elsewhere).
    @Suite struct HostCheck {
        @Test(arguments: [
            "localhost", "localhost:8080", "LOCALHOST:8080", "localhost.:8080", "localhost:", "foo.localhost:8080", "a.b.localhost",
            "127.0.0.1:8080", "127.0.0.1", "[::1]:8080", "[::1]", "192.168.1.20:8080", "10.0.0.1", "[2001:db8::1]:8080",
            "[::ffff:127.0.0.1]:8080",
        ])
        func loopbackNamesAndAddressesPass(host: String) throws {
            let app = try makeApp()
            #expect(send(app, "/screens/demo", ["Host": host]).status == .ok, "\(host)")
            #expect(send(app, "/api/screens", ["Host": host], connection: loopback).status == .ok, "\(host)")
        }

        @Test(arguments: [
            ("evil.example", "evil.example"), ("evil.example:8080", "evil.example"), ("EVIL.Example.:8080", "evil.example"),
            ("localhost.evil.example", "localhost.evil.example"), ("evillocalhost", "evillocalhost"), ("localhost-x", "localhost-x"),
            ("localhostx.", "localhostx"), ("example.com", "example.com"),
            // Not dotted quads, so names (browsers rewrite these before sending): refused like any name.
            ("1.2.3", "1.2.3"), ("256.0.0.1", "256.0.0.1"), ("127.1:8080", "127.1"), ("2130706433", "2130706433"),
            ("0x7f.0.0.1", "0x7f.0.0.1"), ("01.2.3.4", "01.2.3.4"),
        ])
        func otherNamesAreRefused(host: String, shown: String) throws {
            let app = try makeApp()
            let page = send(app, "/screens/demo", ["Host": host], connection: loopback)
            #expect(page.status == .forbidden, "\(host)")
            #expect(page.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(text(page).contains("“\(shown)”"), "names the refused host")
            #expect(text(page).contains("--allow-host \(shown)"), "says how to allow it")
            #expect(page.headers["Set-Cookie"] == nil)

            let api = send(app, "/api/screens", ["Host": host], connection: loopback)
            #expect(api.status == .forbidden)
            #expect(api.headers["Content-Type"] == "application/json")
            #expect(text(api).contains(#""error""#))
            #expect(text(api).contains("--allow-host \(shown)"))
            #expect(!text(api).contains("\"screens\""), "nothing of the screens leaks")
        }

        /// `1.2.3.4.` is a name (the trailing dot), but `--allow-host` takes no address: the page
        /// names the host and does not suggest an option that would be refused.
        @Test func aNameThatLooksLikeAnAddressIsNotSuggestedForAllowHost() throws {
            let page = send(try makeApp(), "/screens/demo", ["Host": "1.2.3.4."], connection: loopback)
            #expect(page.status == .forbidden)
            #expect(text(page).contains("“1.2.3.4”"))
            #expect(!text(page).contains("start it with --allow-host"))
        }

        @Test func aRefusalCarriesThePolicyHeaders() throws {
            let response = send(try makeApp(), "/", ["Host": "evil.example"])
            #expect(response.status == .forbidden)
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["Content-Security-Policy"] != nil)
        }

        @Test func theHostPortMustBeTheServersPort() throws {
            let app = try makeApp()
            for host in ["localhost:9090", "127.0.0.1:80", "[::1]:8081", "localhost:0"] {
                let response = send(app, "/screens/demo", ["Host": host], connection: loopback)
                #expect(response.status == .forbidden, "\(host)")
                #expect(text(response).contains("port 8080"), "\(host)")
            }
            #expect(send(app, "/screens/demo", ["Host": "localhost:9090"], connection: Request.Connection(fromLoopback: true, port: 9090))
                .status == .ok)
            #expect(send(app, "/screens/demo", ["Host": "localhost"], connection: loopback).status == .ok, "no port in Host is fine")
        }

        @Test func noHostIsFineFromThisMachineOnly() throws {
            let app = try makeApp()
            #expect(send(app, "/screens/demo", [:], connection: loopback).status == .ok)
            #expect(send(app, "/screens/demo", ["Host": ""], connection: loopback).status == .ok)
            let fromAfar = send(app, "/screens/demo", [:], connection: remote)
            #expect(fromAfar.status == .forbidden)
            #expect(text(fromAfar).contains("Host"))
            #expect(send(app, "/screens/demo", ["Host": " "], connection: remote).status == .forbidden)
            #expect(send(app, "/api/screens", [:], connection: remote).status == .forbidden)
        }

        @Test func twoHostFieldsOrAnInvalidOneAreA400() throws {
            let app = try makeApp()
            let twice = Headers([(name: "Host", value: "localhost:8080"), (name: "Host", value: "localhost:8080")])
            #expect(send(app, "/screens/demo", twice, connection: loopback).status == .badRequest)
            let evilSecond = Headers([(name: "Host", value: "localhost:8080"), (name: "host", value: "evil.example")])
            #expect(send(app, "/api/screens", evilSecond, connection: loopback).status == .badRequest)
            for host in ["evil example", "user@localhost", "localhost:99999", "[fe80::1%25eth0]:8080", "*"] {
                #expect(send(app, "/screens/demo", ["Host": host], connection: loopback).status == .badRequest, "\(host)")
            }
        }

        @Test func theAbsoluteFormAuthorityIsWhatCounts() throws {
            let app = try makeApp()
            let evil = send(app, "http://evil.example:8080/screens/demo", ["Host": "localhost:8080"], connection: loopback)
            #expect(evil.status == .forbidden)
            #expect(text(evil).contains("“evil.example”"))
            #expect(send(app, "HTTP://EVIL.example/api/screens", ["Host": "localhost:8080"], connection: loopback).status == .forbidden)
            #expect(send(app, "http://localhost:9090/screens/demo", ["Host": "localhost:8080"], connection: loopback).status == .forbidden)
            #expect(send(app, "http://localhost:8080/screens/demo", ["Host": "evil.example"], connection: loopback).status == .ok)
            #expect(send(app, "http://[::1]:8080/api/screens", [:], connection: remote).status == .ok)
            #expect(send(app, "http://user@localhost:8080/", ["Host": "localhost:8080"], connection: loopback).status == .badRequest)
        }

        @Test func inProcessRequestsSkipThePortButNotTheName() throws {
            let app = try makeApp(token: secret)
            #expect(send(app, "/screens/demo", [:], connection: nil).status == .ok, "no token needed in process")
            #expect(send(app, "/screens/demo", ["Host": "localhost:9999"], connection: nil).status == .ok, "no port to compare")
            #expect(send(app, "/screens/demo", ["Host": "evil.example"], connection: nil).status == .forbidden)
            #expect(send(app, "http://evil.example/screens/demo", [:], connection: nil).status == .forbidden)
            let twice = Headers([(name: "Host", value: "localhost"), (name: "Host", value: "localhost")])
            #expect(send(app, "/screens/demo", twice, connection: nil).status == .badRequest)
        }

        @Test func allowedNamesPass() throws {
            let hosts = try HostAllowList(allowing: ["preview.example.com", ".corp.example"], machineNames: ["devbox"])
            let app = try makeApp(hosts: hosts)
            for host in ["preview.example.com:8080", "PREVIEW.example.com", "corp.example", "a.corp.example:8080", "x.y.corp.example",
                         "devbox", "devbox.local:8080", "localhost:8080"] {
                #expect(send(app, "/screens/demo", ["Host": host]).status == .ok, "\(host)")
            }
            for host in ["sub.preview.example.com", "example.com", "badcorp.example", "corp.example.evil", "devbox.example",
                         "evil.example"] {
                #expect(send(app, "/screens/demo", ["Host": host]).status == .forbidden, "\(host)")
            }
        }

        @Test func publicFilesNeedTheHostCheckToo() throws {
            let app = try makeApp()
            #expect(send(app, "/public/style.css", ["Host": "localhost:8080"]).status == .ok)
            #expect(send(app, "/public/style.css", ["Host": "evil.example"]).status == .forbidden)
            #expect(send(app, "/public/style.css", [:], connection: remote).status == .forbidden)
        }
    }
}

extension AccessPolicyTests {
    /// ``HostAllowList``: which `--allow-host` entries are refused (anything but a name or `.domain`,
    /// without a port), and which names `allows` lets through — always loopback names and addresses,
    /// exact names, a domain and its subdomains (not names that merely end the same), machine names.
    @Suite struct HostAllowListTests {
        private func authority(_ text: String) throws -> Authority {
            try #require(Authority(parsing: text[...]))
        }

        @Test(arguments: [
            "*", "*.example.com", "a b", "", ".", "..", "..example.com", "1.2.3.4", "127.0.0.1", ".1.2.3.4", "[::1]", "::1",
            "example.com:8080", "localhost:80", ".example.com:8080", "user@example.com", "a..b", "bücher.example", "example.com/",
            "http://example.com", " example.com", "example.com:", "example.com..", ".example.com:",
        ])
        func refusesEntriesThatAreNotNames(entry: String) {
            let error = #expect(throws: HostAllowListError.self) { try HostAllowList(allowing: ["ok.example", entry]) }
            #expect(error?.entry == entry)
            #expect(error?.description.contains("“\(entry)”") == true)
        }

        @Test func storesNamesAndDomainsCanonically() throws {
            let list = try HostAllowList(allowing: ["Preview.Example.COM", "other.example.", ".Corp.Example", ".dev.example.", "1.2.3"])
            #expect(list.names == ["preview.example.com", "other.example", "1.2.3"])
            #expect(list.domains == ["corp.example", "dev.example"])
            #expect(try HostAllowList(allowing: []) == HostAllowList())
            #expect(HostAllowList().names.isEmpty && HostAllowList().domains.isEmpty)
        }

        @Test func alwaysAllowsAddressesAndLocalhost() throws {
            let list = HostAllowList()
            for text in ["127.0.0.1", "10.1.2.3:80", "0.0.0.0", "[::1]", "[2001:db8::1]:8080", "localhost", "LOCALHOST:1",
                         "x.localhost", "a.b.localhost."] {
                #expect(list.allows(try authority(text)), "\(text)")
            }
            for text in ["example.com", "localhost.example", "notlocalhost", "localhostx", "1.2.3", "256.0.0.1", "local", "host"] {
                #expect(!list.allows(try authority(text)), "\(text)")
            }
        }

        @Test func exactNamesAllowThatNameOnly() throws {
            let list = try HostAllowList(allowing: ["preview.example.com", "1.2.3"])
            #expect(list.allows(try authority("preview.example.com")))
            #expect(list.allows(try authority("PREVIEW.EXAMPLE.COM.:9999")))
            #expect(list.allows(try authority("1.2.3")), "a numeric name may be allowed by name")
            #expect(!list.allows(try authority("sub.preview.example.com")))
            #expect(!list.allows(try authority("example.com")))
            #expect(!list.allows(try authority("xpreview.example.com")))
            #expect(!list.allows(try authority("preview.example.com.evil")))
        }

        @Test func aDomainAllowsItselfAndItsSubdomains() throws {
            let list = try HostAllowList(allowing: [".example.com"])
            for text in ["example.com", "sub.example.com", "a.b.example.com", "SUB.Example.com:8080", "-.example.com"] {
                #expect(list.allows(try authority(text)), "\(text)")
            }
            for text in ["badexample.com", "xexample.com", "example.com.evil", "example.co", "com", "example", "sub.example.org"] {
                #expect(!list.allows(try authority(text)), "\(text)")
            }
        }

        @Test func machineNamesAllowTheirMDNSName() throws {
            let list = try HostAllowList(allowing: [], machineNames: ["MyMac"])
            #expect(list.names == ["mymac", "mymac.local"])
            for text in ["mymac", "MyMac:8080", "mymac.local", "MYMAC.LOCAL."] {
                #expect(list.allows(try authority(text)), "\(text)")
            }
            for text in ["mymac.example", "mymac.local.evil", "x.mymac.local", "mymac.localdomain"] {
                #expect(!list.allows(try authority(text)), "\(text)")
            }
        }

        @Test func aDottedMachineNameHasNoMDNSName() throws {
            let list = try HostAllowList(allowing: [], machineNames: ["vm.example.com"])
            #expect(list.names == ["vm.example.com"])
            #expect(list.allows(try authority("vm.example.com")))
            #expect(!list.allows(try authority("vm.example.com.local")))
            #expect(!list.allows(try authority("vm")))
        }

        @Test func machineNamesThatAreNotNamesAreIgnored() throws {
            let list = try HostAllowList(allowing: [], machineNames: ["192.168.1.2", "[::1]", "bad name", "", "a@b"])
            #expect(list == HostAllowList())
        }
    }
}

extension AccessPolicyTests {
    /// ``AccessToken``: what `--token` accepts (16…512 URL-safe characters), what `generate()` gives
    /// (32 fresh base64url characters), that `matches` is exact, and the per-port cookie name.
    @Suite struct AccessTokenTests {
        private static let base64url = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

        @Test(arguments: [16, 17, 32, 511, 512])
        func acceptsLengthsFrom16To512(length: Int) throws {
            let value = String(repeating: "a", count: length)
            #expect(try AccessToken(value).value == value)
        }

        @Test(arguments: [0, 1, 15, 513, 1000])
        func refusesOtherLengths(length: Int) {
            #expect(throws: AccessTokenError.length) { try AccessToken(String(repeating: "a", count: length)) }
        }

        @Test func acceptsEveryUnreservedCharacter() throws {
            let value = "ABCXYZabcxyz0189-._~"
            #expect(try AccessToken(value).value == value)
        }

        @Test(arguments: [" ", "+", "/", "=", "%", "&", "?", "#", ";", ",", "\"", "\\", "\t", "\n", "\u{0}", "é", ":", "@"])
        func refusesOtherCharacters(character: String) {
            let value = "abcdefghijklmnop" + character + "qrstuvwxyz"
            #expect(throws: AccessTokenError.characters) { try AccessToken(value) }
        }

        @Test func explainsWhy() {
            #expect(AccessTokenError.length.description.contains("16 to 512"))
            #expect(AccessTokenError.characters.description.contains("-, ., _ and ~"))
            #expect(AccessToken.minimumLength == 16)
        }

        @Test func generatesFresh32CharacterBase64URLTokens() throws {
            var seen: Set<String> = []
            for _ in 0..<200 {
                let token = AccessToken.generate()
                #expect(token.value.count == 32)
                #expect(token.value.allSatisfy(Self.base64url.contains), "\(token.value)")
                #expect(try AccessToken(token.value) == token, "a generated token is a valid --token")
                seen.insert(token.value)
            }
            #expect(seen.count == 200, "no two tokens alike")
            let letters = Set(seen.joined())
            #expect(letters.count > 50, "the whole alphabet is used, not a part of it")
        }

        @Test func matchesOnlyTheExactToken() throws {
            let token = try AccessToken("Abc-def_ghi.jkl~0123")
            #expect(token.matches("Abc-def_ghi.jkl~0123"))
            let line = "token=Abc-def_ghi.jkl~0123&x=1"
            let start = try #require(line.firstIndex(of: "A"))
            let end = try #require(line.firstIndex(of: "&"))
            #expect(token.matches(line[start..<end]), "a slice of a longer string")
            for candidate in ["", "Abc-def_ghi.jkl~012", "Abc-def_ghi.jkl~01234", "abc-def_ghi.jkl~0123", "ABC-DEF_GHI.JKL~0123",
                              " Abc-def_ghi.jkl~0123", "Abc-def_ghi.jkl~0123 ", "Bbc-def_ghi.jkl~0123", "Abc-def_ghi.jkl~0124",
                              "Abc-def_ghi.jkl~0123\u{0}", "A"] {
                #expect(!token.matches(candidate[...]), "\(candidate.debugDescription)")
            }
        }

        @Test func cookieNamesDifferByPort() {
            #expect(AccessToken.cookieName(port: 8080) == "listpreview-token-8080")
            #expect(AccessToken.cookieName(port: 1) == "listpreview-token-1")
            #expect(AccessToken.cookieName(port: 8080) != AccessToken.cookieName(port: 8081))
        }

        @Test func policyDefaults() {
            let policy = AccessPolicy()
            #expect(policy.token == nil)
            #expect(policy.hosts == HostAllowList())
            #expect(SitePath.signIn == "/access")
        }
    }
}
