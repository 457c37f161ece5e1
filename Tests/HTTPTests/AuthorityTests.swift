import HTTP
import Testing

/// `Authority(parsing:)`: which `Host` values are names, which are address literals (RFC 3986
/// §3.2.2's dotted-quad IPv4address and bracketed IPv6address only), how ports are read (§3.2.3),
/// the canonical form kept (lowercase, no brackets, no trailing dot) and everything refused.
@Suite struct AuthorityTests {
    private func parse(_ text: String) -> Authority? {
        Authority(parsing: text[...])
    }

    // MARK: Names

    @Test(arguments: [
        ("localhost", "localhost", nil),
        ("localhost:8080", "localhost", 8080),
        ("Example.COM", "example.com", nil),
        ("PREVIEW.example.com:443", "preview.example.com", 443),
        ("example.com.", "example.com", nil),
        ("example.com.:80", "example.com", 80),
        ("foo.localhost", "foo.localhost", nil),
        ("_service.my-host.example", "_service.my-host.example", nil),
        ("xn--bcher-kva.example", "xn--bcher-kva.example", nil),
        ("a", "a", nil),
    ] as [(String, String, Int?)])
    func parsesNames(text: String, host: String, port: Int?) throws {
        let authority = try #require(parse(text))
        #expect(authority.host == host)
        #expect(authority.port == port)
        #expect(!authority.isAddress)
    }

    /// Digits are allowed in names, so what is not a dotted quad of dec-octets is a name — which the
    /// allow list refuses unless it was allowed; browsers rewrite these forms before sending them.
    @Test(arguments: ["256.0.0.1", "01.2.3.4", "1.2.3", "127.1", "2130706433", "0x7f.0.0.1", "1.2.3.4.5", "1.2.3.04", "1.2.3.4."])
    func numericFormsThatAreNotDottedQuadsAreNames(text: String) throws {
        let authority = try #require(parse(text))
        #expect(!authority.isAddress, "\(text)")
    }

    @Test func labelsUpTo63AndNamesUpTo253Characters() throws {
        let label63 = String(repeating: "a", count: 63)
        #expect(parse(label63 + ".example")?.host == label63 + ".example")
        #expect(parse(label63 + "a.example") == nil, "a 64-character label")
        #expect(parse("example." + label63 + "a") == nil, "a 64-character last label")

        // 4 labels of 63 plus 3 dots = 255; trim to exactly 253 and 254.
        let label61 = String(repeating: "b", count: 61)
        let name253 = [label63, label63, label63, label61].joined(separator: ".")
        #expect(name253.utf8.count == 253)
        #expect(parse(name253)?.host == name253)
        #expect(parse(name253 + ".")?.host == name253, "a trailing dot is not counted")
        let name254 = [label63, label63, label63, label61 + "b"].joined(separator: ".")
        #expect(name254.utf8.count == 254)
        #expect(parse(name254) == nil)
    }

    @Test(arguments: [
        "", ".", "..", ":8080", ".example.com", "example..com", "example.com..", "a b", " localhost", "localhost ",
        "a@b", "user:pass@localhost", "user@localhost:8080", "exa*mple.com", "*", "*.example.com", "bücher.example",
        "example.com/", "example.com?x", "example.com#x", "exa%6Dple.com", "a\tb", "a\u{0}b", "host\r\nX: y",
    ])
    func refusesWhatIsNotAName(text: String) {
        #expect(parse(text) == nil, "\(text.debugDescription)")
    }

    // MARK: IPv4

    @Test(arguments: ["0.0.0.0", "127.0.0.1", "10.0.0.255", "192.168.1.20", "255.255.255.255", "1.22.133.4"])
    func dottedQuadsAreAddresses(text: String) throws {
        let authority = try #require(parse(text))
        #expect(authority.isAddress)
        #expect(authority.host == text)
        #expect(authority.port == nil)
    }

    @Test func ipv4WithPort() throws {
        let authority = try #require(parse("127.0.0.1:8080"))
        #expect(authority.host == "127.0.0.1")
        #expect(authority.isAddress)
        #expect(authority.port == 8080)
    }

    // MARK: IPv6 (RFC 3986 §3.2.2 IP-literal)

    @Test(arguments: [
        ("[::]", "::"),
        ("[::1]", "::1"),
        ("[1::]", "1::"),
        ("[2001:db8::1]", "2001:db8::1"),
        ("[2001:DB8::A]", "2001:db8::a"),
        ("[FE80::1]", "fe80::1"),
        ("[2001:db8:0:0:0:0:0:1]", "2001:db8:0:0:0:0:0:1"),
        ("[1:2:3:4:5:6:7:8]", "1:2:3:4:5:6:7:8"),
        ("[0000:0000:0000:0000:0000:0000:0000:0001]", "0000:0000:0000:0000:0000:0000:0000:0001"),
        ("[1:2:3:4:5:6:7::]", "1:2:3:4:5:6:7::"),
        ("[::2:3:4:5:6:7:8]", "::2:3:4:5:6:7:8"),
        ("[1::8]", "1::8"),
        ("[::ffff:127.0.0.1]", "::ffff:127.0.0.1"),
        ("[::FFFF:192.168.1.1]", "::ffff:192.168.1.1"),
        ("[::1.2.3.4]", "::1.2.3.4"),
        ("[1:2:3:4:5:6:1.2.3.4]", "1:2:3:4:5:6:1.2.3.4"),
        ("[64:ff9b::192.0.2.33]", "64:ff9b::192.0.2.33"),
    ])
    func bracketedIPv6IsAnAddress(text: String, host: String) throws {
        let authority = try #require(parse(text), "\(text)")
        #expect(authority.isAddress)
        #expect(authority.host == host)
        #expect(authority.port == nil)
    }

    @Test(arguments: [
        "[1:2:3:4:5:6:7:8:9]",      // nine groups
        "[1:2:3:4:5:6:7]",          // seven groups without ::
        "[1:2:3:4:5:6:7:8::]",      // eight groups and ::
        "[::1:2:3:4:5:6:7:8]",
        "[1::2::3]",                // two ::
        "[::1::]",
        "[:::]",
        "[:1]",                     // a lone leading colon
        "[:1::]",
        "[:1:2:3:4:5:6:7:8]",
        "[1:]",                     // a lone trailing colon
        "[::1:]",
        "[1:2:3:4:5:6:7:8:]",
        "[:]",
        "[12345::]",                // a group of five digits
        "[g::1]",                   // not hex
        "[::1.2.3]",                // three-part IPv4 tail
        "[::256.1.1.1]",
        "[::1.2.3.04]",
        "[::1.2.3.4:1]",            // IPv4 not at the end
        "[1:2:3:4:5:6:7:1.2.3.4]",  // IPv4 tail makes nine groups
        "[1.2.3.4]",                // IPv4 in brackets
        "[localhost]",
        "[]",
        "[1]",
        "[12]",
        "[v1.x]",                   // IPvFuture
        "[fe80::1%25eth0]",         // zone id (RFC 6874)
        "[fe80::1%eth0]",
        "[::1",                     // unclosed
        "::1",                      // unbracketed
        "[::1]x",                   // stuff after ]
        "[::1]]",
        "[::1]:80x",
        "[::1]8080",
        "[ ::1]",
    ])
    func refusesWhatIsNotAnIPv6Literal(text: String) {
        #expect(parse(text) == nil, "\(text)")
    }

    @Test func ipv6WithPort() throws {
        let authority = try #require(parse("[::1]:8080"))
        #expect(authority.host == "::1")
        #expect(authority.isAddress)
        #expect(authority.port == 8080)
        #expect(parse("[::1]:")?.port == nil)
        #expect(parse("[::1]:")?.host == "::1")
    }

    // MARK: Ports

    @Test(arguments: [
        ("localhost:0", 0), ("localhost:1", 1), ("localhost:80", 80), ("localhost:00080", 80), ("localhost:65535", 65535),
        ("127.0.0.1:65535", 65535), ("[::1]:443", 443),
    ])
    func readsPorts(text: String, port: Int) {
        #expect(parse(text)?.port == port, "\(text)")
    }

    @Test func anEmptyPortIsNoPort() throws {
        let name = try #require(parse("localhost:"))
        #expect(name.host == "localhost")
        #expect(name.port == nil)
        let address = try #require(parse("127.0.0.1:"))
        #expect(address.isAddress)
        #expect(address.port == nil)
    }

    @Test(arguments: [
        "localhost:65536", "localhost:99999", "localhost:000080", "localhost:100000", "localhost:-1", "localhost:+80",
        "localhost: 80", "localhost:80 ", "localhost:8o", "localhost:0x50", "localhost:80:80", "localhost::80",
        "localhost:８０", "127.0.0.1:65536", "[::1]:65536", "[::1]:123456",
    ])
    func refusesBadPorts(text: String) {
        #expect(parse(text) == nil, "\(text)")
    }

    // MARK: Description

    @Test(arguments: [
        ("LocalHost:8080", "localhost:8080"),
        ("example.com.", "example.com"),
        ("127.0.0.1:80", "127.0.0.1:80"),
        ("[::1]:8080", "[::1]:8080"),
        ("[2001:DB8::1]", "[2001:db8::1]"),
        ("localhost:", "localhost"),
        ("localhost:00080", "localhost:80"),
    ])
    func descriptionIsTheCanonicalForm(text: String, description: String) throws {
        let authority = try #require(parse(text))
        #expect(authority.description == description)
        #expect(parse(authority.description) == authority, "the description parses back to the same authority")
    }

    @Test func equalityComparesCanonicalForms() {
        #expect(parse("EXAMPLE.com.:80") == parse("example.com:80"))
        #expect(parse("example.com:80") != parse("example.com:81"))
        #expect(parse("example.com") != parse("example.com:80"))
        #expect(parse("[::1]") != parse("[0:0:0:0:0:0:0:1]"), "IPv6 text is not rewritten, only lowercased")
    }

    @Test func parsesASubstringOfALargerString() throws {
        let text = "GET http://localhost:8080/ HTTP/1.1"
        let start = text.index(text.startIndex, offsetBy: "GET http://".count)
        let end = text.index(start, offsetBy: "localhost:8080".count)
        let authority = try #require(Authority(parsing: text[start..<end]))
        #expect(authority.host == "localhost")
        #expect(authority.port == 8080)
    }
}
